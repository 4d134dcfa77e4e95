// How prices are written, for the pricing extractor and the evidence gate alike (one definition, so a
// price the extractor reads is a price the gate can see in its quote): an amount with a currency sign
// or code before or after it ("$29", "€ 490", "19 €", "349 TL", "1 200 Kč", "¥980", "980円", "R$ 49",
// "CA$5.99", "₩9,900", "R299"), and the word for free of charge in the languages sites are written in.

/** Currency signs by what they are written as (lower case), with the unit they stand for. */
const signUnits: Record<string, string> = {
  $: 'usd',
  us$: 'usd',
  ca$: 'cad',
  c$: 'cad',
  a$: 'aud',
  au$: 'aud',
  nz$: 'nzd',
  hk$: 'hkd',
  s$: 'sgd',
  mx$: 'mxn',
  r$: 'brl',
  // Dollars named for their country: "EC$49", "SI$99", "BZ$19", "J$2,000", "N$ 99" (a "B$" is Brunei's or the
  // Bahamas', as the sign does not say which).
  ec$: 'xcd',
  si$: 'sbd',
  bz$: 'bzd',
  j$: 'jmd',
  tt$: 'ttd',
  n$: 'nad',
  fj$: 'fjd',
  ws$: 'wst',
  t$: 'top',
  rd$: 'dop',
  ci$: 'kyd',
  bds$: 'bbd',
  b$: 'b$',
  '€': 'eur',
  '£': 'gbp',
  '¥': 'jpy',
  '￥': 'jpy',
  円: 'jpy',
  元: 'cny',
  '₹': 'inr',
  '₩': 'krw',
  원: 'krw',
  '₪': 'ils',
  '₺': 'try',
  tl: 'try',
  '₽': 'rub',
  руб: 'rub',
  zł: 'pln',
  kč: 'czk',
  // Krona and krone: one unit, since the sign does not say which.
  kr: 'kr',
  'kr.': 'kr',
  lei: 'ron',
  'fr.': 'chf',
  '₫': 'vnd',
  // The dong as Vietnam writes it: "99.000đ", "99.000 đồng", "VNĐ".
  đ: 'vnd',
  đồng: 'vnd',
  vnđ: 'vnd',
  '₱': 'php',
  '฿': 'thb',
  '₴': 'uah',
  '₦': 'ngn',
  rp: 'idr',
  'rp.': 'idr',
  rm: 'myr',
  ft: 'huf',
  лв: 'bgn',
  'лв.': 'bgn',
  // Arabic: the Egyptian pound, the riyal, the dirham ("499 ج.م", "99 ر.س", "49 د.إ").
  'ج.م': 'egp',
  'ج.م.': 'egp',
  جنيه: 'egp',
  'ر.س': 'sar',
  'د.إ': 'aed',
  'د.م.': 'mad',
  '₸': 'kzt',
  '₵': 'ghs',
  'gh₵': 'ghs',
  '₾': 'gel',
  '₼': 'azn',
  // The Macedonian denar and the Serbian dinar, written after the amount ("390 ден.", "1.200 дин.").
  ден: 'mkd',
  'ден.': 'mkd',
  дин: 'rsd',
  'дин.': 'rsd',
  // Written out in Russian and Ukrainian ("490 рублей", "99 гривень"), and the hryvnia's short form.
  рублей: 'rub',
  рубля: 'rub',
  рубль: 'rub',
  грн: 'uah',
  'грн.': 'uah',
  гривень: 'uah',
  сом: 'kgs',
  // The Tajik somoni, written out or short ("149 сомони", "149 смн").
  сомони: 'tjs',
  смн: 'tjs',
  'смн.': 'tjs',
  somoni: 'tjs',
  сўм: 'uzs',
  "so'm": 'uzs',
  тг: 'kzt',
  тенге: 'kzt',
  lekë: 'all',
  // Persian, Arabic and Urdu words for the toman, the rial, the riyal, the dinar and the rupee, and the
  // Gulf and Maghreb abbreviations ("۲۹۰٬۰۰۰ تومان", "15 د.ك", "1,500 روپے").
  تومان: 'irt',
  ریال: 'irr',
  ريال: 'riyal',
  دينار: 'dinar',
  درهم: 'dirham',
  'ر.ق': 'qar',
  'ر.ع': 'omr',
  'ر.ع.': 'omr',
  'د.ك': 'kwd',
  'د.ب': 'bhd',
  'د.ت': 'tnd',
  'د.ج': 'dzd',
  'د.ع': 'iqd',
  'ل.ل': 'lbp',
  روپے: 'pkr',
  // The rupee as "Rs" (India, Pakistan, Sri Lanka, Nepal), the birr, the East African shillings, the CFA
  // franc, the New Taiwan dollar, the renminbi.
  rs: 'rs',
  'rs.': 'rs',
  '₨': 'rs',
  ብር: 'etb',
  birr: 'etb',
  ksh: 'kes',
  tsh: 'tzs',
  ush: 'ugx',
  fcfa: 'xof',
  cfa: 'xof',
  nt$: 'twd',
  rmb: 'cny',
  '៛': 'khr',
  '₮': 'mnt',
  '₭': 'lak',
  '₲': 'pyg',
  '₡': 'crc',
  '৳': 'bdt',
  '֏': 'amd',
  // Signs of the Americas, the Caribbean and Africa as their countries write them: the florin ("Afl. 150",
  // "ƒ 25", "NAf 25"), the boliviano and bolívar ("Bs 250"), the guaraní ("Gs. 150.000"), the sol ("S/ 49"), the
  // CFP franc ("2 900 F CFP"), the Serbian dinar ("1.200 din."), the gourde ("500 Gdes"), the Egyptian pound
  // ("L.E. 200"), the taka ("Tk 500"), the new leone ("NLe 180") and the Burundian franc ("15 000 FBu").
  afl: 'awg',
  'afl.': 'awg',
  ƒ: 'awg',
  naf: 'ang',
  nafl: 'ang',
  'naf.': 'ang',
  bs: 'bs',
  'bs.': 'bs',
  gs: 'pyg',
  'gs.': 'pyg',
  's/': 'pen',
  's/.': 'pen',
  cfp: 'xpf',
  'f cfp': 'xpf',
  'din.': 'rsd',
  gdes: 'htg',
  'gdes.': 'htg',
  'l.e.': 'egp',
  tk: 'bdt',
  'tk.': 'bdt',
  nle: 'sle',
  fbu: 'bif',
  // The nakfa as Eritrea writes it ("Nfk 1,500").
  nfk: 'ern',
  // The kyat in Burmese ("၂၅,၀၀၀ ကျပ်").
  ကျပ်: 'mmk',
  // The ngultrum as Bhutan writes it ("Nu. 650"); only with its stop, since "nu" is a word in several languages.
  'nu.': 'btn',
  // The Nepalese rupee as Nepal writes it ("रु 2,500", "रू. 999").
  रु: 'npr',
  'रु.': 'npr',
  रू: 'npr',
  'रू.': 'npr',
};

/**
 * The ISO 4217 codes of the currencies in use, which sites write next to amounts ("2 900 XPF", "NIO 450"),
 * except those that are everyday words ("ALL", "BOB", "CUP", "MOP", "SOS", "TOP").
 */
const codes = (
  'aed afn amd aoa ars aud awg azn bam bbd bdt bgn bhd bif bmd bnd brl bsd btn bwp byn bzd cad cdf chf clp cny cop ' +
  'crc cve czk djf dkk dop dzd egp ern etb eur fjd fkp gbp gel ghs gip gmd gnf gtq gyd hkd hnl htg huf idr ils ' +
  'inr iqd irr isk jmd jod jpy kes kgs khr kmf kpw krw kwd kyd kzt lak lbp lkr lrd lsl lyd mad mdl mga mkd mmk ' +
  'mnt mru mur mvr mwk mxn myr mzn nad ngn nio nok npr nzd omr pab pen pgk php pkr pln pyg qar ron rsd rub rwf ' +
  'sar sbd scr sdg sek sgd shp sle srd ssp stn syp szl thb tjs tmt tnd try ttd twd tzs uah ugx usd uyu uzs ves ' +
  'vnd vuv wst xaf xcd xcg xof xpf yer zar zmw zwg'
).split(' ');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const signs = Object.keys(signUnits)
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');
// One-character signs stand against letters too ("€29", "29円", "₱1,490"): no word boundary around them.
// A Latin letter ("đ") is a sign only as a word of its own: "99 đơn hàng" is 99 orders.
const symbols = Object.keys(signUnits)
  .filter((sign) => [...sign].length === 1 && !/\p{Script=Latin}/u.test(sign))
  .map(escape)
  .join('');
/**
 * Signs read only as written, whose lower case is a word or a unit ("r", "km", Czech "ks" for pieces). The price
 * regex matches them in any case and `unitOf` refuses the others: an inline `(?-i:…)` group made V8 match the
 * rest of a regex case-sensitively at times (seen under Jest), so no regex here switches case mid-way.
 */
const signsAsWritten: Record<string, string> = {
  KM: 'bam',
  MK: 'mwk',
  Ks: 'mmk',
  Kz: 'aoa',
  FC: 'cdf',
  // The vatu ("2,900 VT"), the metical ("450 MT"), the ariary ("25 000 Ar"), the ouguiya ("290 UM"), the dobra
  // ("Db 150"), the Belarusian rouble ("Br 25"), the rufiyaa ("Rf 150") and the Caribbean guilder ("Cg 45"):
  // "mt", "ar", "um", "dB", "cg" (centigrams) are words or units too.
  VT: 'vuv',
  MT: 'mzn',
  Ar: 'mga',
  UM: 'mru',
  Db: 'stn',
  Br: 'byn',
  Rf: 'mvr',
  Cg: 'xcg',
};
/**
 * Signs of one capital letter, read only against a zero or an amount of two digits or more ("R299", "D 650", "E0",
 * "K 150", "Q150", "L 450"): the rand, the dalasi, the lilangeni, the kwacha or kina, the quetzal, the lempira or
 * lek. Not "r 5", "Q1 2025", "D3" or "L10n". (The pula's "P" is read only before a time, below: "P95" is a latency
 * far more often.)
 */
const letterSigns: Record<string, string> = { R: 'zar', D: 'gmd', E: 'szl', K: 'k', Q: 'gtq', L: 'l' };
const caseExact: Record<string, string> = { ...signsAsWritten, ...letterSigns, P: 'bwp' };
/** The pula's "P", only against an amount a time follows: "P149 per month", "P 1,200/year", not "P95 latency". */
const pula =
  String.raw`(?<![\p{L}\p{N}])P` +
  String.raw`(?=\s?\p{Nd}[\p{Nd}.,]*\s?(?:\/\s?|(?:per|a)\s+)(?:month|mo|year|yr)(?![\p{L}]))`;
const signsInAnyCase = new Set(Object.keys(caseExact).map((sign) => sign.toLowerCase()));
/** A sign or code, never inside a word ("tl" in "atlas", "kr" in "krank"). */
const unit =
  String.raw`(?<![\p{L}])(?:${signs}|${codes.join('|')})(?![\p{L}])|[${symbols}]` +
  // A letter against an amount of two digits or more ("R1 499", "D2,400" too, not "Q1 2025") or a zero ("D0"),
  // with no letter right after it.
  String.raw`|(?<![\p{L}\p{N}])[${Object.keys(letterSigns).join('')}]` +
  String.raw`(?=\s?(?:\d\d|\d{1,3}[.,\u00a0 ]\d{3}(?!\d)|0(?![\d.,]))[\p{Nd}.,\u00a0 ]*(?![\p{L}]))` +
  // The Bosnian convertible mark, in capitals only: "29 KM", not "12 km" of road; the Malawian kwacha ("MK25,000"),
  // the kyat ("25,000 Ks"), the kwanza ("9.500 Kz") and the Congolese franc ("45 000 FC"), as written.
  String.raw`|(?<![\p{L}])(?:${Object.keys(signsAsWritten).join('|')})(?![\p{L}])` +
  `|${pula}`;
/**
 * An amount: "29", "5.99", "9,900", "1.200,50", thousands set apart by spaces ("1 200", "4 900"), and digits
 * of any script with their own separators ("۲۹۰٬۰۰۰", "١٥٠", "२९९").
 */
const amount = String.raw`\p{Nd}[\p{Nd}.,٬٫]*(?:[ \u00a0\u202f]\p{Nd}{3}(?!\p{Nd}))*`;

/** "Free" as a price in the languages of the web, words of the scripts that space them. */
const freeWords =
  String.raw`free|gratis|grátis|gratuit[eao]?s?|kostenlos|kostnadsfri(?:tt|a)?|darmow\p{L}*|bezpłatn\p{L}*` +
  String.raw`|bezplatn\p{L}*|zdarma|zadarmo|ücretsiz|ilmai\p{L}*|бесплатн\p{L}*|безкоштовн\p{L}*|חינם|δωρεάν` +
  String.raw`|miễn phí|ingyenes|मुफ़्त|मुफ्त` +
  // South Slavic, Bulgarian, Belarusian, Baltic, Estonian, Albanian, Icelandic, Welsh, Malay, Turkic, Mongolian,
  // Tajik.
  String.raw`|besplatn\p{L}*|brezplačn\p{L}*|безплатн\p{L}*|бясплатн\p{L}*|nemokam\p{L}*|bezmaksas|tasuta|falas` +
  String.raw`|ókeypis|am ddim|percuma|pulsuz|bepul|тегін|үнэгүй|mugt|акысыз|ройгон` +
  // Arabic, Persian, Urdu, Amharic, Somali, Swahili, Georgian, Armenian, and the scripts of South Asia.
  String.raw`|مجان\p{L}*|رایگان|مفت|ነጻ|ነፃ|bilaash|bure|უფასო|անվճար|বিনামূল্যে|ಉಚಿತ|സൗജന്യ\p{L}*|இலவச\p{L}*` +
  String.raw`|ఉచిత\p{L}*|නොමිලේ`;
/** The same in scripts written without spaces between words. */
const freeWordsCjk = '無料|무료|免费|免費|ฟรี|ឥតគិតថ្លៃ|အခမဲ့|ຟຣີ';

/**
 * A price with its sign before or after the amount; a sign written against the digit after it
 * belongs to that amount ("up to 10,000 €0" is €0), a sign between spaces to the amount before it
 * ("0 € 5 quotes a month" is 0 €). Cabo Verde writes the escudo's sign as its decimal point ("1.500$00"): the
 * sign with the cents. Groups: 1 sign, 2 amount | 3 amount, 4 sign.
 */
export const priceSource =
  String.raw`(${unit})\s?(${amount})(?!\p{Nd})` + String.raw`|(${amount})\s?(${unit}|(?<=\p{Nd})\$\p{Nd}{2})(?!\p{Nd})`;
export const freeSource = String.raw`(?<![\p{L}])(?:${freeWords})(?![\p{L}])|(?:${freeWordsCjk})`;

/** The unit a sign or code stands for ("usd", "eur", "kr"); none for a sign not written as a price ("12 km"). */
export function unitOf(sign: string): string | undefined {
  if (/^\$\d\d$/.test(sign)) return 'cve';
  if (sign in caseExact) return caseExact[sign];
  const written = sign.toLowerCase();
  return signsInAnyCase.has(written) ? undefined : (signUnits[written] ?? written);
}

/** Whether a match of a regex built on `priceSource` has its signs written as prices ("29 KM", not "12 km"). */
export const signsAsPrices = (match: ReadonlyArray<string | undefined>) =>
  match.slice(1).every((group) => group === undefined || !signsInAnyCase.has(group.toLowerCase()) || unitOf(group));

/** The first code point of each run of ten decimal digits Unicode has (Arabic-Indic, Devanagari, Thai …). */
const digitZeros = [
  0x30, 0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0, 0xf20,
  0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0,
  0xa900, 0xa9d0, 0xaa50, 0xabf0, 0xff10,
];
/** Digits of any script as ASCII digits, and the Arabic thousands and decimal separators as "," and ".". */
export function asciiDigits(written: string): string {
  return written
    .replace(/\p{Nd}/gu, (digit) => {
      const point = digit.codePointAt(0)!;
      const zero = digitZeros.findLast((start) => start <= point && point < start + 10);
      return zero === undefined ? digit : String(point - zero);
    })
    .replace(/٬/g, ',')
    .replace(/٫/g, '.');
}

/** An amount as a number: "1 200" and "1.200" are 1200, "5,99" and "5.99" are 5.99, "۲۹۰٬۰۰۰" is 290000. */
export function amountOf(digits: string): number {
  return Number(
    asciiDigits(digits)
      .replace(/[ \u00a0\u202f]/g, '')
      .replace(/[.,](\d{3})(?!\d)/g, '$1')
      .replace(',', '.'),
  );
}

/** The times a price recurs by, in the languages of the web: "month", "mois", "Monat", "mnd", "год", "月". */
export const timeUnits =
  String.raw`month|mo|year|yr|week|monat|jahr|mois|an|mes|mese|anno|año|maand|jaar|m[eê]s|ano|mies\.?|miesiąc|rok` +
  String.raw`|mån(?:ad)?|måned|mnd|år|měs(?:íc)?|ay|aý|yıl|kk|kuukausi|vuosi|мес\.?|месяц|год|місяць|рік|月|年|월|년`;

/**
 * A price that recurs, which makes the plans a subscription: "€9 / month", "99 kr per måned", "billed annually",
 * "abonnement". A price with no time after it ("$49 one-time", "$9 per user") does not say so.
 */
export const recurring = new RegExp(
  String.raw`(?:\/|(?<![\p{L}])(?:per|a|al|ao|por|pro|par|za|every|each|в|на))\s*(?:${timeUnits})s?(?![\p{L}])` +
    String.raw`|(?<![\p{L}])(?:monthly|yearly|annually|weekly|mensuel\p{L}*|mensual\p{L}*|monatlich|jährlich|mensile` +
    String.raw`|maandelijks|jaarlijks|mensal|miesięcznie|rocznie|månadsvis|månedlig` +
    String.raw`|subscription|abonnement|suscripci[óo]n|assinatura|abbonamento|abo)(?![\p{L}])`,
  'iu',
);

/**
 * A number of days, weeks or months free, which is a trial however it is worded: "14 дней бесплатно", "14 Tage
 * kostenlos", "30 jours gratuits", "14 días gratis", "30 dni za darmo", "14 gün ücretsiz", "first 14 days free".
 */
export const freePeriod = new RegExp(
  String.raw`(?<!\p{Nd})\p{Nd}{1,3}[\s\u00a0-]*(?:days?|weeks?|months?|дн(?:я|ей)|недел[ьия]|месяц(?:а|ев)?` +
    String.raw`|tage?n?|wochen?|monate?n?|jours?|semaines?|mois|d[ií]as|semanas?|mes(?:es)?` +
    String.raw`|dni|tygodni\p{L}*|miesi[ąę]c\p{L}*` +
    String.raw`|g[üu]n|hafta|ay|dagen|weken|maanden|giorni|settimane|mesi|dagar|veckor|dage|uger)` +
    String.raw`\s+(?:(?:for |of )?free|бесплатно|kostenlos|gratis|gratuit\p{L}*|za darmo|darmowo|[üu]cretsiz|gratuito` +
    String.raw`|gratuitamente|gratuitement|zdarma|kostnadsfritt)(?![\p{L}])`,
  'iu',
);

/** A trial, in the languages of the web: "free trial", "essai gratuit", "prueba", "Probezeit", "deneme", "無料体験". */
export const trialWord = new RegExp(
  String.raw`(?<![\p{L}])(?:trial|essai|prueba|prova|teste|test(?:en|phase|zeitraum)|probe(?:zeit|monat|abo|phase` +
    String.raw`|version)\p{L}*` +
    String.raw`|proef\p{L}*` +
    String.raw`|pr[óo]bn\p{L}*|zku[šs]ebn\p{L}*|deneme|pr[øo]ve\p{L}*|provperiod|kokeilu\p{L}*|пробн\p{L}*` +
    // Romanian, Greek, Vietnamese, Indonesian, Hungarian, Hindi.
    String.raw`|prob[ăa]|δοκιμ\p{L}*|dùng thử|uji coba|percobaan|próba\p{L}*|ट्रायल)` +
    String.raw`(?![\p{L}])` +
    String.raw`|試用|体験|체험|试用`,
  'iu',
);
