// Pricing as sites write it: table rows or columns, <dl>s, plan cards (by class or by a heading
// with a price under it), lists with bold plan names, JSON-LD offers, or plain sentences. Every
// price in the summary is quoted from the line that states it.
import type { Evidence } from '../../db/schema/drafts.ts';
import { pricingPageNames } from '../crawl/page-names.ts';
import { elementText } from '../crawl/page-text.ts';
import { paidPrice, pricesIn } from './evidence.ts';
import { freePeriod, freeSource, priceSource, recurring, signsAsPrices, timeUnits, trialWord } from './money.ts';
import { faqHeading } from './extract-faqs.ts';
import type { DraftedValue } from './fields.ts';
import type { ReadPage } from './reading.ts';
import { clip, dedupe, oneLine, sentences, str, tableParts } from './site.ts';
import type { Site } from './site.ts';
import { comparable } from './terms.ts';

interface Plan {
  name: string;
  price: string;
  /** Texts that state the price, best first (a table row, the card's price line). */
  needles: string[];
  /** A shop card's product page. */
  href?: string;
}

// What a price is for, in the languages of the web: "/ month", "per user", "a year", "/ mies.", "/mån".
const periodWords =
  String.raw`(?:\s*(?:\/|per|a|an|al|por|pro|par|za|i|om)\s*(?:[\p{L}]+\s*(?:\/|per)\s*)?` +
  String.raw`(?:${timeUnits}|user|seat|agent|editor|member)s?(?![\p{L}]))`;
const period = `${periodWords}?`;
// "Free" before what comes with a purchase ("Free updates for all of version 3", "free shipping") is no price.
const freeExtra =
  String.raw`(?!\s+(?:updates?|upgrades?|shipping|delivery|returns?|support|set-?up|onboarding|migration` +
  String.raw`|consultations?|templates?|resources?|guides?|training|lessons?|samples?|trials?|versand|lieferung` +
  String.raw`|livraison|mises? à jour|env[íi]o|actualizaciones|atualizações|aggiornamenti)(?![\p{L}]))`;
const priceText = new RegExp(String.raw`(?:${priceSource})${period}|(?:${freeSource})${freeExtra}`, 'iu');
const symbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };
// A former price is history, not a price: "(was £199)", "previously $29", "statt 24 €", "au lieu de 24 €".
const formerPrice = new RegExp(
  String.raw`\(?(?<![\p{L}])(?:was|previously|formerly|regularly|statt|vorher|avant|au lieu de|antes|prima|eerder` +
    String.raw`|voorheen|f[öo]re|era|tidigare|by[łl]o|wcze[śs]niej|d[řr][íi]ve|p[ůu]vodn[ěe]|eskiden|aiemmin)` +
    String.raw`\s*:?\s*(?:${priceSource})\)?`,
  'giu',
);
const withoutFormerPrices = (value: string) =>
  oneLine(
    // The replacer's arguments: the match, its four groups, then offset and text.
    value.replace(formerPrice, (...match) => (signsAsPrices(match.slice(0, 5)) ? ' ' : match[0])),
  );
const text = (element: Element | null | undefined) =>
  element ? withoutFormerPrices(oneLine(elementText(element))) : '';
// One word that names prices ("Preços", "Prices", "Tarifs"), not a plan named with one ("Gói Năm").
const pricingWord = new RegExp(String.raw`^(?:${pricingPageNames.source})\p{L}*$`, 'iu');
/** A plan's name: short, no question, no amount (a plan may be called "Free"). */
const planName = (name: string) =>
  name.length > 0 &&
  name.length <= 40 &&
  !name.includes('?') &&
  // No amount ("5 users", "2024"); a model's code may hold a digit ("Thaleon S2").
  !/(?<![\p{L}])\d/u.test(name) &&
  !/^(price|cost|monthly|yearly|per month|per year)\b/i.test(name) &&
  // A heading that says "Prices" ("Preços", "Tarifs", "Цены") heads the plans; it is none of them.
  !pricingWord.test(name);
/** A plan card titled by its billing period ("Monthly", "Yearly"): in a table that word labels a row of prices. */
const periodPlan =
  /^(?:monthly|yearly|annual|mensual|anual|mensuel|annuel|monatlich|jährlich|mensal|miesięczny|roczny)$/iu;
/** A short cell or line with prices is the price as written ("$6/month or $60/year"); else the first price. */
const priceOf = (value: string) => {
  const current = withoutFormerPrices(value);
  return current.length <= 40 ? current : firstPrice(current)!;
};

const priceTexts = new RegExp(priceText.source, 'giu');

function firstPrice(value: string): string | undefined {
  // A question ("Kann ich … kostenlos testen?", "Is there a free plan?") asks; it states no price.
  if (value.trim().endsWith('?')) return undefined;
  const current = withoutFormerPrices(value);
  for (const match of current.matchAll(priceTexts)) {
    if (!signsAsPrices(match)) continue;
    const around = current.slice(Math.max(0, match.index - 25), match.index + match[0].length + 25);
    // "14-day free trial with every feature": the free is the trial's, not a plan's price.
    if (!/\d/.test(match[0]) && trialWord.test(around)) continue;
    return match[0].trim();
  }
  return undefined;
}

// "On request" in the languages of the web: "auf Anfrage", "sur demande", "a consultar", "op aanvraag".
const onRequestElsewhere = new RegExp(
  String.raw`(?<![\p{L}])(?:auf anfrage|nach vereinbarung|sur (?:demande|devis)|a consultar|bajo (?:pedido|consulta)` +
    String.raw`|su richiesta|sob consulta|op aanvraag|na zapytanie|på (?:forespørsel|begäran|forespørgsel)` +
    String.raw`|na vyžádání|na dotaz|pyydettäessä|talep üzerine|по запросу|sur mesure|a medida|su misura` +
    String.raw`|op maat|na míru|na miarę|maßgeschneidert` +
    // "Request a quote": Turkish, Spanish, Portuguese, French, German, Italian.
    String.raw`|teklif (?:iste\p{L}*|al\p{L}*)|solicit[ae] (?:un )?presupuesto|solicite (?:um )?or[çc]amento` +
    String.raw`|demande[rz]? (?:un )?devis|angebot anfordern|richiedi (?:un )?preventivo)(?![\p{L}])`,
  'iu',
);

/** A plan sold on request ("Enterprise: Custom pricing", "Talk to sales") has a price all the same. */
function customPrice(value: string): string | undefined {
  if (/(^|[.!]\s+)custom\b|\bcustom (pricing|prices?|plans?|quotes?|contracts?)\b/i.test(value)) return 'Custom';
  if (/\b(contact (us|sales)|talk to (us|sales)|on request|get a quote)\b/i.test(value)) return 'On request';
  if (onRequestElsewhere.test(value)) return 'On request';
  return undefined;
}

/** A button or a link drawn as one: its "Start free" is a call to act, not a price. */
const callToAction = 'button, [role="button"], a[class*="btn" i], a[class*="button" i]';
/** A block's text without its buttons' words: a "Start free" button under a "Dumela!" box prices nothing. */
function textOutsideActions(block: Element): string {
  const copy = block.cloneNode(true) as Element;
  for (const action of Array.from(copy.querySelectorAll(callToAction))) {
    if (!/\p{Nd}/u.test(text(action))) action.remove();
  }
  return text(copy);
}

/** The innermost elements of a card that hold a price: builders split "$10" and "/mo" into blocks. */
function priceLines(card: Element): string[] {
  return Array.from(card.querySelectorAll('*'))
    .filter((part) => firstPrice(text(part)) && !Array.from(part.children).some((child) => firstPrice(text(child))))
    .filter((part) => /\p{Nd}/u.test(text(part)) || !part.closest(callToAction))
    .map(text);
}

/** "or", as a price's alternative starts: "CA$5.99 / month" and "or CA$39.99 / year" are one plan's price. */
const alternative =
  /^(?:or|oder|ou|o|of|lub|albo|eller|nebo|anebo|veya|ya da|tai|или|או|または|또는|或)(?![\p{L}])\s*/iu;

/** A plan's price with the one alternative a card offers for it ("or CA$39.99 / year"). */
function withAlternative(price: string, lines: string[]): string {
  const other = lines.find((line) => line.length <= 40 && alternative.test(line) && firstPrice(line) !== price);
  return other ? `${price}, ${other}` : price;
}

/** A price a product starts at: "starting at $9", "à partir de 19 €", "349 TL'den başlıyor", "980円から". */
const startingPrice = new RegExp(
  String.raw`(?<![\p{L}])(?:starting at|starts at|(?:plans|prices) start at|à partir de|a partir de` +
    String.raw`|a partire da|vanaf|alkaen|desde)\s+(?:${priceSource})` +
    // Short words ("from", "ab", "od") are a starting price only with what it is for: "from $9 a month".
    String.raw`|(?<![\p{L}])(?:from|ab|dès|od|från|fra|от)\s+(?:${priceSource})${periodWords}` +
    String.raw`|(?:${priceSource})\s*(?:['’]?(?:den|dan|ten|tan)\s+ba[şs]l|から|부터|起)`,
  'giu',
);

/** Free shipping from an amount ("Envío gratis en compras desde $60.000") is no price the product starts at. */
const freeShipping = (sentence: string) => shippingWords.test(sentence) && freeWord.test(sentence);
const freeWord = new RegExp(freeSource, 'iu');
const shippingWords = new RegExp(
  String.raw`(?<![\p{L}])(?:shipping|delivery|env[íi]os?|despacho|livraison|versand\p{L}*|lieferung|frete|entrega` +
    String.raw`|spedizion\p{L}*|verzend\p{L}*|dostaw\p{L}*|doprav\p{L}*|kargo|доставк\p{L}*|pengiriman|ongkir` +
    String.raw`|شحن|التوصيل)(?![\p{L}])|送料|配送|免運|运费|運費|包邮|배송`,
  'iu',
);

/** A plan list needs one plan with a price: plans on request alone are no pricing. */
const priced = (plans: Plan[]) => (plans.some((plan) => firstPrice(plan.price)) ? plans : []);

/** The corner of a table whose columns are plans: "Plan", "Paket", "Tarif", "Formule". */
const plansCorner = new RegExp(
  String.raw`^(?:plans?|packages?|tiers?|editions?|pakete?|tarife?|tariffs?|plan[eo]s|piani?|forfaits?|formules?` +
    String.raw`|abonnements?|abos?|pakiet[y]?|balíčky?|paquetes?|pacchett[io]|pacotes?|paketit?|pakker?` +
    String.raw`|prenumeration|планы|тарифы|пакеты|پلن|باقات|方案|套餐|プラン|요금제|플랜)$`,
  'iu',
);
/**
 * The row of such a table that prices them: "Price", "Preis pro Monat", "Precio mensual", "Prix". A word's
 * start, not its inside: "Enterprise" holds "pris".
 */
const priceRowLabel = new RegExp(
  String.raw`(?<![\p{L}])(?:price|cost|per month|monthly|preis|precio|prix|prezzo|preço|cena|cijena|hinta|pris` +
    String.raw`|prijs|fiyat|ціна|цена|giá|harga|kaina|tarifa|mensual|monatlich|mensuel|цана|τιμή|מחיר|hind|çmim` +
    String.raw`|verð|presyo|qiim\p{L}*|bei|ዋጋ|ფასი|գին|قیمت|سعر|السعر|تعرفه|कीमत|मूल्य|ราคา|តម្លៃ|ಬೆಲೆ|വില|விலை` +
    // A price column named by its period: "Měsíčně | Při ročním placení", "yearly", "miesięcznie", "jährlich".
    String.raw`|yearly|annual\p{L}*|annually|jährlich|annuel\p{L}*|anual\p{L}*|annual[ei]|mensil[ei]|maandelijks` +
    String.raw`|jaarlijks|miesięczn\p{L}*|roczn\p{L}*|měsíčn\p{L}*|ročn\p{L}*|mesačn\p{L}*|månad\p{L}*|årlig\p{L}*` +
    String.raw`|havi|éves|lunar|aylık|yıllık|kuukausi\p{L}*|vuosi\p{L}*|ежемесячн\p{L}*|ежегодн\p{L}*|щомісяч\p{L}*` +
    String.raw`|μηνιαί\p{L}*|ετήσι\p{L}*)` +
    String.raw`|価格|料金|价格|價格|가격|요금|月費|月费|費用|费用`,
  'iu',
);

// An add-on sold beside the plans, named as one: "Punto de venta adicional", "Extra seat", "Zusätzlicher Standort".
export const addOnName = new RegExp(
  String.raw`(?<![\p{L}])(?:add-?ons?|additional|extra|adicional(?:es)?|adicionais|complementos?|zusätzlich\p{L}*` +
    String.raw`|zusatz\p{L}*|weitere[nrs]?|suppl[ée]ment(?:aire)?s?|aggiuntiv\p{L}*|ekstra` +
    String.raw`|lisä\p{L}*|extras|tillval|tilvalg|إضاف\p{L}*|tillegg\p{L}*|tillägg\p{L}*` +
    String.raw`|tillæg\p{L}*|doplňk\p{L}*|příplat\p{L}*` +
    String.raw`|rozšiřuj\p{L}*|rozširuj\p{L}*|rozszerz\p{L}*|expansion|kiegészít\p{L}*|suplimente|πρόσθετ\p{L}*` +
    // Russian, Macedonian and Bulgarian "дополнительный/дополнителен/допълнителен"; Ukrainian "додатковий" and the
    // South Slavic "додатоци", "dodatni", "dodatak".
    String.raw`|до(?:пол|пъл)нит\p{L}*|додат\p{L}*|dadatkov\p{L}*|дадатков\p{L}*|dodat\p{L}*` +
    // Romanian, Catalan, Baltic, Estonian, Albanian, Icelandic, Welsh, Basque, Indonesian and Malay, Filipino,
    // Vietnamese, Swahili, Somali, Persian, Georgian, Armenian, Amharic.
    String.raw`|suplimentar\p{L}*|addicional\p{L}*|papildom\p{L}*|papildu|lisad|lisateenus\p{L}*|shtes\p{L}*` +
    String.raw`|viðbót\p{L}*` +
    String.raw`|ychwanegol|gehigarri\p{L}*|extres|auka\p{L}*` +
    String.raw`|tambahan|dagdag|bổ sung|thêm|ziada|dheeraad|اضافه|اضافی|جانبی|დამატებით` +
    String.raw`|լրացուցիչ|ተጨማሪ` +
    // Uzbek, Azerbaijani, Turkish, Kazakh, Kyrgyz, Mongolian, Maltese, Irish, Yoruba.
    String.raw`|qo['ʻ’]?shimcha|əlavə|ek hizmet\p{L}*|eklenti\p{L}*|қосымша|кошумча|нэмэлт|addizzjonali|żejda` +
    // Turkmen and Tajik.
    String.raw`|go[şs]ma[çc]a|иловаг\p{L}*` +
    String.raw`|breise|afikun)(?![\p{L}])` +
    String.raw`|アドオン|追加|애드온|추가|附加|加購|加购|額外|额外|增值服务|增值服務|加值服務|เพิ่มเติม|अतिरिक्त|បន្ថែម|ಹೆಚ್ಚುವರಿ|അധിക|கூடுதல்`,
  'iu',
);

const addOnWord = new RegExp(String.raw`^(?:${addOnName.source})$`, 'iu');

// "(optional)" in a name: "QR tablet stand (optional)", "입구용 거치대(선택)", "Formation (en option)".
const optionalMark =
  /[(（]\s*(?:optional|en option|optionnel\p{L}*|opcional|opzionale|wahlweise|선택|任意|オプション|可選|可选)(?![\p{L}])[^)）]*[)）]/iu;

/** A title whose last word marks it sold apart: "Bank reconciliation Add-on", "Módulo X <span>Adicional</span>". */
export function markedAsAddOn(title: string): boolean {
  if (optionalMark.test(title)) return true;
  const words = title
    .replace(/[()（）[\]]/g, ' ')
    .trim()
    .split(/\s+[–—-]?\s*/);
  return words.length >= 2 && addOnWord.test(words[words.length - 1]);
}

/** A block its markup names as add-ons: `<table class="addons">`, `<div class="pricing-extras">`. */
const addOnBlock = '[class*="addon" i], [class*="add-on" i], [class*="extras" i], [class*="-extra" i]';

/** A heading over fees beside the plans: "Fees", "Options et frais", "Frais et options", "Other costs", "其他费用". */
const feeHeading = new RegExp(
  String.raw`^(?:(?:other|autres|otros|outros|altri|andere|weitere)\s+)?(?:options?\s+(?:et|and|y|e|und)\s+)?` +
    String.raw`(?:fees|charges|costs|frais|gastos|tasas|taxas|costi|spese|gebühren|kosten|avgifter|gebyrer)` +
    // … in either order: "Frais et options".
    String.raw`(?:\s+(?:et|and|y|e|und)\s+options?)?$` +
    String.raw`|^(?:其他|其它)?[费費]用$|^その他の費用$|^手数料$`,
  'iu',
);

/** A heading over add-ons: one that names them, "Options" alone ("Optionen", "オプション"), or fees. */
const addOnHeading = (heading: string) =>
  addOnName.test(heading) ||
  feeHeading.test(heading.trim()) ||
  /^(?:options?|opciones|opções|opzioni|optionen|opties|opcje|možnosti|オプション|옵션|选项|選項|опции|опції)$/iu.test(
    heading.trim(),
  );

const headingTags = 'h1, h2, h3, h4, h5, h6';

/**
 * The heading just before an element, in its block or the blocks around it (a few levels up), written
 * bare or as a block's only text (a site builder's `<div class="ww-text"><h2>Options</h2></div>`).
 */
function headingOver(element: Element): Element | null {
  for (let at: Element | null = element, level = 0; at && level < 3; at = at.parentElement, level++) {
    for (let before = at.previousElementSibling; before; before = before.previousElementSibling) {
      if (before.matches(headingTags)) return before;
      const wrapped = before.querySelector(headingTags);
      if (wrapped && text(wrapped) === text(before)) return wrapped;
      if (text(before)) break;
    }
  }
  return null;
}

function tableRows(page: ReadPage): Plan[] {
  const plans: Plan[] = [];
  // A page may price its product in one table and its subscription in the next ("Thiết bị", "Ứng dụng"): the rows
  // of every such table are its plans.
  const rowPlans: Plan[] = [];
  for (const table of Array.from(page.document.querySelectorAll(tableParts.table))) {
    // A table holding tables lays out the page (Dreamweaver's): its rows are the tables', read one by one.
    if (table.querySelector('table')) continue;
    const rows = Array.from(table.querySelectorAll(tableParts.row)).map((row) =>
      Array.from(row.querySelectorAll(tableParts.cell)),
    );
    const header = rows[0]?.map(text) ?? [];
    // A table of add-ons ("Add-ons | Price", "إضافات | السعر", under "Tilvalg") prices no plan.
    // Nor a table of accessories or spare parts ("Accessori | Preu" under "Accessoris").
    if (addOnHeading(header[0] ?? '') || addOnHeading(text(headingOver(table))) || table.closest(addOnBlock)) continue;
    if (accessoryLabel.test(header[0] ?? '') || accessoryLabel.test(text(headingOver(table)))) continue;
    // A header row with an empty corner (or one saying "Plan", "Paket") and two or more names puts the plans
    // in columns, whatever the price row is called ("Pris per måned | 249 kr | 549 kr" is no plan). A header
    // naming a price column ("Paket | Preis pro Monat | Belege") puts them in rows.
    // A corner naming the period the columns are priced for ("Monthly, billed in NGN") is a corner too.
    const plansAsColumns =
      header.length >= 3 &&
      (!header[0] || plansCorner.test(header[0]) || priceRowLabel.test(header[0])) &&
      header.slice(1).every((cell) => planName(cell) && !priceRowLabel.test(cell));
    // A header of plan names alone, without a corner, over a row that prices each of them ("«Хата» | «Сядзіба»"
    // over "0 руб. | 29 руб.").
    const secondRow = rows[1]?.map(text) ?? [];
    const cornerless =
      !plansAsColumns &&
      header.length >= 2 &&
      header.every((cell) => planName(cell) && !priceRowLabel.test(cell) && !firstPrice(cell)) &&
      secondRow.length === header.length &&
      secondRow.every((cell) => firstPrice(cell) ?? customPrice(cell)) &&
      new Set(secondRow.flatMap((cell) => firstPrice(cell) ?? [])).size >= 2;
    if (cornerless) {
      if (rowPlans.length) continue;
      return header.map((name, column) => {
        const cell = secondRow[column];
        const price = firstPrice(cell) ? priceOf(cell) : customPrice(cell)!;
        // The cell, or its price alone where the cell's lines are apart on the page ("0 руб.<br>бясплатна").
        return { name, price, needles: [cell, firstPrice(cell) ?? price] };
      });
    }
    for (const cells of plansAsColumns ? [] : rows) {
      const texts = cells.map(text);
      const cell = texts.slice(1).find((candidate) => firstPrice(candidate) ?? customPrice(candidate));
      if (texts.length >= 2 && cell && planName(texts[0])) {
        const price = firstPrice(cell) ? priceOf(cell) : customPrice(cell)!;
        plans.push({ name: texts[0], price, needles: [texts.join(' '), cell] });
      }
    }
    if (priced(plans).length) {
      rowPlans.push(...plans);
      plans.length = 0;
      continue;
    }
    plans.length = 0;
    if (rowPlans.length) continue;
    // Plans as columns: a header row of plan names and a "Price" row (or the first row pricing two of them).
    const priceRow =
      rows
        .slice(1)
        .map((cells) => cells.map(text))
        .find(
          (texts) =>
            priceRowLabel.test(texts[0] ?? '') ||
            // Unlabelled, the row must price plans apart: "0,15 € tk | 0,15 € tk" is a per-unit charge.
            (plansAsColumns && new Set(texts.slice(1).flatMap((cell) => firstPrice(cell) ?? [])).size >= 2),
        ) ?? [];
    header.forEach((name, column) => {
      const cell = priceRow[column] ?? '';
      const price = firstPrice(cell) ? priceOf(cell) : customPrice(cell);
      if (column > 0 && price && planName(name)) plans.push({ name, price, needles: [priceRow.join(' '), cell] });
    });
    if (plans.length) return plans;
  }
  return rowPlans;
}

function definitionLists(page: ReadPage): Plan[] {
  return priced(
    Array.from(page.document.querySelectorAll('dt')).flatMap((term) => {
      // Not a list of extras under its heading ("Dodatki", "Add-ons") or in a block named for them.
      const list = term.parentElement ?? term;
      if (addOnHeading(text(headingOver(list))) || list.closest(addOnBlock)) return [];
      const definition = term.nextElementSibling?.tagName === 'DD' ? text(term.nextElementSibling) : '';
      const price = firstPrice(definition) ?? customPrice(definition);
      return price && planName(text(term)) ? [{ name: text(term), price: priceOf(price), needles: [definition] }] : [];
    }),
  );
}

const cardSelector =
  '[class*="plan" i], [class*="tier" i], [class*="pricing-card" i], [class*="price-card" i], ' +
  '[class*="package" i], [class*="pricing_card" i], [class*="pricing-item" i], [data-framer-name*="pricing" i], ' +
  // One word: ClickFunnels' "elPriceCard".
  '[class*="pricecard" i], ' +
  '[data-framer-name*="plan" i]';

/** Plan cards by their markup; on a page about pricing (`onPricingPage`), by their headings too. */
function cards(page: ReadPage, onPricingPage = true): Plan[] {
  // A card is one plan: not a list or table of them, nor a block holding several headings.
  const byClass = Array.from(page.document.querySelectorAll(cardSelector)).filter(
    (card) =>
      !card.querySelector(cardSelector) &&
      !['BODY', 'MAIN', 'UL', 'OL', 'TABLE', 'TBODY', 'DL'].includes(card.tagName) &&
      card.querySelectorAll('h2, h3, h4, h5').length <= 1,
  );
  const fromCards = byClass.flatMap((card) => {
    // Site builders often write the plan's name in a <div class="plan-name">, not a heading.
    const name = text(
      card.querySelector('h2, h3, h4, h5, strong, b') ??
        card.querySelector('[class*="name" i], [class*="title" i], [class*="heading" i]'),
    );
    const first = firstPrice(textOutsideActions(card).slice(name.length));
    const line = Array.from(card.querySelectorAll('p, span, div, li')).find((part) => firstPrice(text(part)));
    const price = first ? withAlternative(first, priceLines(card)) : undefined;
    const named = planName(name) || periodPlan.test(name);
    return price && named ? [{ name, price, needles: [text(line), first!, ...priceLines(card)] }] : [];
  });
  if (fromCards.length >= 2) return fromCards;
  const headed = onPricingPage ? headedPlans(page) : [];
  if (headed.length >= 2 && priced(headed).length) return headed;
  const siblings = siblingCards(page);
  return siblings.length >= 2 ? siblings : fromCards;
}

/**
 * Plans by their headings: a heading with the plan's price in it ("Crew: ₱1,490 a month"), or a heading with a
 * price under it, alone at its level in its block. Only on a page about pricing: elsewhere a heading over a
 * price is a grant or a salary ("Our path … 15 000 ₼").
 */
function headedPlans(page: ReadPage): Plan[] {
  const plans: Plan[] = [];
  for (const heading of Array.from(page.document.querySelectorAll('h2, h3, h4, h5'))) {
    const name = text(heading);
    // A heading that is the plan and its price: "Crew: ₱1,490 a month", "Pro — 9 € / mois".
    const titled = /^([^:：—–]{1,40}?)\s*[:：—–]\s*(.+)$/u.exec(name);
    if (titled && planName(titled[1]) && !faqHeading.test(titled[1]) && firstPrice(titled[2])) {
      plans.push({ name: titled[1], price: priceOf(titled[2]), needles: [name] });
      continue;
    }
    // "Häufige Fragen" over "Kann ich … kostenlos testen?" is a section of questions, not a free plan; "Options
    // et frais" over a list of fees is no plan either.
    if (!planName(name) || faqHeading.test(name) || addOnHeading(name)) continue;
    let block: Element | null = heading.parentElement;
    for (let level = 0; block && level < 3 && block.tagName !== 'BODY'; level++, block = block.parentElement) {
      if (block.querySelectorAll(heading.tagName).length > 1) break;
      // A price outside the buttons; a plan sold on request may say so only on its button ("Contact sales").
      const afterName = (written: string) => written.slice(written.indexOf(name) + name.length);
      const price = firstPrice(afterName(textOutsideActions(block))) ?? customPrice(afterName(text(block)));
      if (!price) continue;
      const line = Array.from(block.querySelectorAll('p, span, div, li')).find((part) =>
        firstPrice(text(part)) ? true : customPrice(text(part)) === price,
      );
      plans.push({ name, price, needles: [text(line), price, ...priceLines(block)] });
      break;
    }
  }
  return plans;
}

/** The words of a block's innermost elements, in order: a card's name first, then its lines. */
const leafTexts = (block: Element) =>
  Array.from(block.querySelectorAll('*'))
    .filter((part) => !part.children.length)
    .map(text)
    .filter(Boolean);

const freeName = new RegExp(String.raw`^(?:${freeSource})$`, 'iu');

/**
 * Plan cards known by their layout alone (no plan class, no heading): two to eight siblings of one
 * shape, each opening with a short name and holding a short price line, one of them a paid price.
 */
function siblingCards(page: ReadPage): Plan[] {
  for (const group of Array.from(page.document.querySelectorAll('body *'))) {
    const kids = Array.from(group.children);
    if (kids.length < 2 || kids.length > 8 || group.closest('nav, header, footer, form')) continue;
    const shape = (element: Element) => `${element.tagName} ${element.className}`;
    if (!kids.every((kid) => shape(kid) === shape(kids[0]))) continue;
    // Cheap first: every sibling must hold a price at all. A section holding the page's title is no card.
    if (!kids.every((kid) => firstPrice(text(kid))) || kids.some((kid) => kid.querySelector('h1'))) continue;
    const plans = kids.flatMap((kid) => {
      const name = leafTexts(kid)[0] ?? '';
      const line = priceLines(kid).find((candidate) => candidate.length <= 40 && candidate !== name);
      // A plan may be named "Free" ("Bilaash", "Gratis"); a name that holds an amount is a price line.
      if (!line || !planName(name) || (firstPrice(name) && !freeName.test(name))) return [];
      return [{ name, price: priceOf(line), needles: [line] }];
    });
    const paid = plans.some((plan) => [...pricesIn(plan.price)].some((price) => price !== 'free'));
    if (plans.length === kids.length && paid) return plans;
  }
  return [];
}

function lists(page: ReadPage): Plan[] {
  return (
    Array.from(page.document.querySelectorAll('li'))
      // Not a menu, nor a list of add-ons under a heading that names them ("Дадаткова", "Extras").
      .filter(
        (item) => !item.closest(`nav, ${addOnBlock}`) && !addOnHeading(text(headingOver(item.parentElement ?? item))),
      )
      .flatMap((item) => {
        const line = text(item);
        const price = firstPrice(line);
        const name = text(item.querySelector('strong, b')) || /^([^—–:-]{2,40})\s*[—–:-]\s/.exec(line)?.[1]?.trim();
        return price && name && planName(name) ? [{ name, price, needles: [line] }] : [];
      })
  );
}

// A shop's shelf of items, each linking to its product page (EC-CUBE's "ec-shelfGrid__item"), its name in no
// element of its own.
const shelfItem = 'li[class*="item" i]:has(a[href*="product" i])';
// A shop's product card (Shoptet, Loja Integrada, Nethouse, SHOPLINE, EC-CUBE …): a block its markup names for a
// product, holding the product's name and its price, each in an element named for it.
const productCard =
  '[class*="product" i], [class*="produto" i], [class*="produit" i], [class*="producto" i], [class*="prodott" i], ' +
  '[class*="listagem-item" i], [class*="item-card" i], [data-micro="product"], [itemtype*="schema.org/Product" i], ' +
  // Chinese shop builders call products goods (Youzan's "cap-goods"); Mercado Shops lists "poly-card"s.
  '[class*="goods" i], [class*="poly-card" i], [class*="ui-search-result" i], ' +
  shelfItem;
const productName =
  '[class*="name" i], [class*="nome" i], [class*="title" i], [class*="titulo" i], [itemprop="name"], h2, h3, h4';
/** A shop's price element, by the word for price in its class: "price", "preco", "precio", "prix", "cena" … */
export const productPrice =
  '[class*="price" i], [class*="preco" i], [class*="prix" i], [class*="precio" i], [class*="prezzo" i], ' +
  '[class*="cena" i], [class*="fiyat" i], [class*="preis" i], [itemprop="price"]';
// The struck price beside the one charged: "price-standard", "price-regular", "compare-at", "old-price", "oldPrice",
// <del>. Classes are read word by word: "font-semibold" holds no "old", nor a theme's "single-format-standard" a price.
const formerPriceClass =
  /(?:^|[-_])(?:old|compare|regular|standard|origin(?:al)?|before|antigo)(?:$|[-_]|price)|^(?:old|compare)price/i;
const formerPriceElement = (element: Element) =>
  /^(?:DEL|S|STRIKE)$/.test(element.tagName) ||
  Array.from(element.classList).some((name) => formerPriceClass.test(name.replace(/(\p{Ll})(\p{Lu})/gu, '$1-$2')));
/** Whether a card's price element is a former price, or stands in one, or holds one. */
const formerPriceIn = (element: Element, card: Element) => {
  for (let at: Element | null = element; at && at !== card; at = at.parentElement) {
    if (formerPriceElement(at)) return true;
  }
  return Array.from(element.querySelectorAll('*')).some(formerPriceElement);
};

const finalPrice = '[class*="final" i], [class*="sale" i], [class*="special" i], [class*="current" i]';

/** The products a shop's page lists with their prices: two or more cards, not a menu's, no add-on's. */
function productCards(page: ReadPage): Plan[] {
  const cards = Array.from(page.document.querySelectorAll(productCard)).filter(
    (card) =>
      !card.closest('nav, header, footer, form') &&
      !card.matches(productPrice) &&
      card.querySelector(productPrice) &&
      (card.querySelector(productName) || card.matches(shelfItem)),
  );
  const plans = cards
    .filter((card) => !cards.some((other) => other !== card && card.contains(other)))
    .flatMap((card) => {
      // The name's own element, else the card's first words that are no price.
      const name = text(card.querySelector(productName)) || (leafTexts(card).find((words) => !firstPrice(words)) ?? '');
      const prices = Array.from(card.querySelectorAll(productPrice)).filter(
        (element) => !formerPriceIn(element, card) && firstPrice(text(element)),
      );
      // The price a card calls final comes before the one it was "from" (Yampi's "price-from" R$ 129,90, then
      // "price-final" R$ 89,90).
      const charged = prices.find((element) => element.matches(finalPrice)) ?? prices[0];
      // A range stays whole ("¥8,800 ～ ¥13,200"); else the first price ("249,00₴ Без ПДВ: 207,50₴" is 249,00₴).
      const written = text(charged);
      const price = /[～~〜]|\s[–-]\s/.test(written) ? priceOf(written) : firstPrice(written);
      const sold = `${name} ${text(card.querySelector('[class*="subtitle" i], [class*="desc" i], [class*="note" i]'))}`;
      if (!price || !name || firstPrice(name) || name.length > 60 || name.includes('?') || markedAsAddOn(name)) {
        return [];
      }
      // (Or a line of the card labels it so: "Akcesorium, szare, filc z Bukowiny".)
      if (addOnName.test(name) || accessory.test(sold) || leafTexts(card).some((line) => accessoryLabel.test(line))) {
        return [];
      }
      const link = card.closest('a[href]') ?? card.querySelector('a[href]');
      const href = link ? new URL(link.getAttribute('href')!, page.url).href : undefined;
      return [{ name, price, needles: [text(card), text(charged), firstPrice(price) ?? price], href }];
    });
  // An accessory names the product it is for after its own words: "حقيبة سفر جلدية لدميرة برو" (a bag for Dammira Pro),
  // "Etui filcowe do Planszo One" (for "Planszo One 7,5″", named without its size).
  const unsized = (name: string) => name.replace(/(?:\s+\S*\d\S*)+$/u, '');
  const products = plans.filter(
    (plan) =>
      !plans.some(
        (other) => other !== plan && unsized(other.name).length >= 3 && plan.name.indexOf(unsized(other.name)) > 0,
      ),
  );
  return products.length >= 2 ? products : [];
}

// "Accessory" in the languages shops are written in.
const accessoryWords =
  String.raw`accessor(?:y|ies|io|i|is)|zubeh[öo]r|accessoires?|accesorios?|acess[óo]rios?|aksesuar\p{L}*` +
  String.raw`|příslušenství|príslušenstvo|akcesori\p{L}*|аксессуар\p{L}*|إكسسوار\p{L}*`;
// A spare part: "Ersatz-Einzugsrolle", "replacement nib", "pièce de rechange", "yedek uç", "запасной картридж".
const spareWords =
  String.raw`spare|replacement|ersatz|ersatzteil\p{L}*|rechange|repuestos?|recambios?|ricambi\p{L}*` +
  String.raw`|reposi[çc][ãa]o|yedek|zapasow\p{L}*|części zamienne|náhradn\p{L}*|запасн\p{L}*|запчаст\p{L}*|змінн\p{L}*`;
const accessory = new RegExp(
  String.raw`(?<![\p{L}])(?:${accessoryWords}|${spareWords})(?![\p{L}])|配件|替换|替換|交換用|アクセサリ|액세서리`,
  'iu',
);

/** A line that opens by calling the product an accessory or a spare part. */
const accessoryLabel = new RegExp(String.raw`^(?:${accessoryWords}|${spareWords})(?![\p{L}])`, 'iu');

/** A card's product whose own page says it is an add-on or an accessory ("The frame is an add-on."). */
function soldAsAddOn(site: Site, plan: Plan): boolean {
  const own = site.pages.find((page) => page.url === plan.href);
  return !!own && own.lines.some((line) => saysAddOn.test(line));
}
// "Is an add-on", "est un accessoire", "ist ein Zubehör", "es un accesorio", "é um acessório", "is een accessoire".
const saysAddOn = new RegExp(
  String.raw`(?<![\p{L}])(?:is|are|est|ist|es|è|é)\s+(?:(?:an?|une?|ein|un|una|uno|um|uma|een)\s+)?` +
    String.raw`(?:add-?on|optional extra|zusatzartikel|${accessoryWords})(?![\p{L}])`,
  'iu',
);

/** A variant an offer sells, named in its URL the way shops write it: "?License=Studio", "?variant=Studio". */
function variantName(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const values = [...new URL(url).searchParams.values()].filter((value) =>
      /^[\p{L}][\p{L}\p{N} +_-]{0,30}$/u.test(value),
    );
    return values.length === 1 ? values[0].replace(/[+_]/g, ' ') : undefined;
  } catch {
    return undefined;
  }
}

/** Offers no one can buy now: sold out, discontinued, or only to be ordered later. */
const unavailable = /(?:OutOfStock|SoldOut|Discontinued)$/i;

function offers(site: Site): Plan[] {
  return site.jsonLd.flatMap(({ node }) =>
    [node.offers ?? []].flat().flatMap((offer) => {
      if (!offer || typeof offer !== 'object') return [];
      const { name, price, priceCurrency, availability, url } = offer as Record<string, unknown>;
      if (unavailable.test(str(availability) ?? '')) return [];
      const amount = typeof price === 'number' ? String(price) : str(price);
      // A shop's product offers one variant each, often unnamed but for the variant in its URL.
      const plan = str(name) ?? variantName(str(url));
      if (!plan || !amount || !/^\d[\d.]*$/.test(amount)) return [];
      const currency = str(priceCurrency)?.toUpperCase() ?? '';
      const written = Number(amount) === 0 ? 'Free' : `${symbols[currency] ?? `${currency} `}${amount}`;
      const needle = str(name) ? `name: ${plan}; price: ${amount}` : `price: ${amount}; priceCurrency: ${currency}`;
      return [{ name: plan, price: written, needles: [needle] }];
    }),
  );
}

// A plan the site marks as retired ("Starter (legacy)", "no longer offered", "ancienne offre", "nicht mehr
// erhältlich", "wycofany") is not a current price, whatever its card looks like.
const retiredPlan = new RegExp(
  String.raw`(?<![\p{L}])(?:legacy|discontinued|retired|deprecated|grandfathered|archived` +
    String.raw`|no longer (?:offered|available|sold)|not (?:offered|available|sold) (?:any ?more|to new)` +
    String.raw`|for existing (?:customers|users) only|ancien(?:ne)?s? (?:offre|formule|tarif|plan)\p{L}*` +
    String.raw`|plus (?:propos|disponible|commercialis)\p{L}*|descontinuad\p{L}*|heredad[oa]` +
    String.raw`|ya no (?:se (?:ofrece|vende)|est[áa] disponible|disponible)` +
    String.raw`|nicht mehr (?:erh[äa]ltlich|verf[üu]gbar|angeboten|buchbar)|altvertrag\p{L}*|alttarif\p{L}*` +
    String.raw`|non pi[ùu] (?:disponibil|offert)\p{L}*|dismess\p{L}*|niet meer (?:beschikbaar|leverbaar)|verouderd` +
    String.raw`|wycofan\p{L}*|niedost[eę]pn\p{L}*|n[ãa]o (?:est[áa] )?mais dispon[íi]ve\p{L}*|utg[åa](?:tt|ngen)` +
    String.raw`|\((?:old|alt|ancien|antiguo|vecchio|oud|stary|gammal)\))(?![\p{L}])`,
  'iu',
);
/**
 * An event, free to attend, beside the plans: "Вебинар «Как скалодрому пережить лето»", "Webinar: Onboarding". (Not a
 * workshop: "Workshop", "Atelier" and "Taller" are plans' names for a workshop's size.)
 */
const eventName = new RegExp(
  String.raw`^(?:(?:free |live |online |kostenloses |gratis )?(?:webinar|meetup|masterclass|live demo)` +
    String.raw`|вебинар|мастер-класс|семинар|митап)(?![\p{L}])`,
  'iu',
);
/** A creator page's goal or tip, which buys nothing: "Goal: Android tablet layout", "Buy Knitwise a coffee". */
const supportAsk = new RegExp(
  String.raw`^(?:(?:funding |monthly )?goal|(?:buy|get|send) .{1,40}? (?:a |an )?(?:coffee|beer|pizza|tea)s?` +
    // "Buy us a strawberry taho": whatever the treat, bought for the creator. Who gave lately is no plan either.
    String.raw`|buy (?:me|us) (?:a |an |some )?\p{L}+|(?:recent |top |our )?(?:supporters|backers|patrons)` +
    String.raw`|tip(?: jar)?|donat\p{L}*|spende\p{L}*|faire un don|donaci[óo]n|doa[çc][ãa]o|wesprzyj|ziel|objectif)` +
    String.raw`(?![\p{L}])`,
  'iu',
);
/** A section's title over cards, or a shop's term, not a plan: "選ばれる理由" (why people choose it), "おすすめ商品", "送料". */
const sectionTitle = new RegExp(
  String.raw`^(?:why\b|reasons? (?:to|why)\b|recommended products|best ?sellers|new arrivals|選ばれる理由|おすすめ商品` +
    String.raw`|人気商品|新着商品|人気ランキング|推薦商品|熱銷商品|热销商品` +
    // A shop's terms in a table of its legal notice: shipping, payment methods, returns.
    String.raw`|送料|配送料|お支払い方法|支払方法|返品|shipping\b|delivery (?:costs?|charges?)\b|payment methods?\b` +
    String.raw`|versand(?:kosten)?\b|zahlungs(?:arten|methoden)\b|frais de (?:port|livraison)|frete\b|env[íi]o\b)`,
  'iu',
);
/**
 * The plans still sold, and sold as plans: neither the name nor the line that states the price marks the
 * plan retired, and the name is no add-on's, an event's, a call for support or a section's title.
 */
const current = (plans: Plan[]) =>
  plans.filter(
    (plan) =>
      !retiredPlan.test(plan.name) &&
      !eventName.test(plan.name) &&
      !supportAsk.test(plan.name) &&
      !sectionTitle.test(plan.name) &&
      !retiredPlan.test(plan.needles[0] ?? '') &&
      !addOnHeading(plan.name) &&
      !markedAsAddOn(plan.name) &&
      !accessoryLabel.test(plan.name),
  );

/** "Pro: €9 per month"; a plan called Free that costs nothing is just "Free". */
const written = (name: string, price: string) =>
  name.toLowerCase() === price.toLowerCase() ? name : `${name}: ${price}`;

/**
 * Free, Freemium, Subscription (every paid plan quoted with the time it recurs by: "€9 / month") or Paid (one-off
 * prices, or prices whose quotes do not say how often they are paid).
 */
function model(prices: Set<string>, evidence: Evidence[]): string {
  const free = prices.has('free');
  const paid = [...prices].some((price) => price !== 'free');
  if (!paid) return 'Free';
  if (free) return 'Freemium';
  // Every paid price recurs: one-off prices beside a yearly renewal ("£149", "updates £49 per year") are Paid.
  const paidQuotes = evidence.filter(({ quote }) => paidPrice(quote));
  return paidQuotes.length && paidQuotes.every(({ quote }) => recurring.test(quote)) ? 'Subscription' : 'Paid';
}

const ended = new RegExp(
  String.raw`(?<![\p{L}])(?:ended|expired|no longer|until|bis zum|endete|jusqu['’]au|a pris fin|hasta el` +
    String.raw`|termin[óo]|fino al|kadar|حتى|انته\p{L}*)(?![\p{L}])`,
  'iu',
);

/**
 * Prices a page says have ended: "The introductory price of €249 for a single light ended on 31 March
 * 2025", "€29 until March 2024".
 */
function endedPrices(page: ReadPage): Set<string> {
  return new Set(
    page.lines
      .flatMap(sentences)
      // Only the clause that says so: "… was NZ$29 a month until 1 July 2024; everyone on it now pays NZ$24".
      .flatMap((sentence) => sentence.split(/;|\s[–—]\s|,\s+(?:but|now)\s/u))
      .filter((clause) => ended.test(clause))
      .flatMap((sentence) => [...pricesIn(sentence)].filter((price) => price !== 'free')),
  );
}

/**
 * A plan's price without one the page says has ended, when its card shows another beside it ("€249 €219"
 * gives €219).
 */
function withoutEnded(plan: Plan, ended: Set<string>): Plan {
  const isEnded = (price: string) => [...pricesIn(price)].some((value) => ended.has(value));
  if (!ended.size || !isEnded(plan.price)) return plan;
  // The plan's own cell before the row of all plans' prices it is in.
  for (const line of [...plan.needles].sort((a, b) => a.length - b.length)) {
    const rest = [...line.matchAll(priceTexts)]
      .filter(signsAsPrices)
      .map((match) => match[0].trim())
      .filter((price) => !isEnded(price));
    if (rest.length) return { ...plan, price: rest[0] };
  }
  return plan;
}

export function draftPricing(site: Site): { model?: DraftedValue; summary?: DraftedValue } {
  const plansOn = (page: ReadPage, strategies: Array<(page: ReadPage) => Plan[]>) => {
    const ended = endedPrices(page);
    for (const strategy of strategies) {
      const plans = current(strategy(page)).map((plan) => withoutEnded(plan, ended));
      const drafted = summarise(site, plans.slice(0, 8), [page]);
      if (drafted.summary) return withTrial(site, drafted, page);
    }
    return undefined;
  };
  // Bold names in list items are plans only on a page about pricing.
  for (const page of site.pagesOf(pricingPageNames)) {
    const drafted = plansOn(page, [tableRows, definitionLists, cards, lists]);
    if (drafted) return drafted;
  }
  // A shop lists what it sells on cards, each with its price: the page listing the most of them.
  const shop = site.pages
    .filter((page) => !page.post)
    .map((page) => ({ page, plans: current(productCards(page)).filter((plan) => !soldAsAddOn(site, plan)) }))
    .sort((a, b) => b.plans.length - a.plans.length)[0];
  const fromShop = shop?.plans.length ? summarise(site, shop.plans.slice(0, 8), [shop.page]) : {};
  if (fromShop.summary) return fromShop;
  // Without a pricing page, the offers a product's JSON-LD lists beat blocks of the homepage that only
  // look like plan cards (a "Buy" button under a price, a trial under "Why us").
  const fromOffers = summarise(site, current(offers(site)).slice(0, 8), site.pages);
  if (fromOffers.summary) return fromOffers;
  const onHome = plansOn(site.home, [tableRows, cards]);
  if (onHome) return onHome;
  // A pricing page named in a language we do not know ("Qiimaha"): a table or cards of priced plans on a page
  // that is neither a post nor the homepage.
  for (const page of site.pages.filter((candidate) => !candidate.post && candidate !== site.home)) {
    const drafted = plansOn(page, [tableRows, (unnamed) => cards(unnamed, false)]);
    if (drafted) return drafted;
  }
  // Prices in plain sentences on a pricing page: "Plainfig costs $3 a month or $30 a year."
  for (const page of site.pagesOf(pricingPageNames)) {
    const stated = page.lines
      .flatMap(sentences)
      .filter((sentence) => [...pricesIn(sentence)].some((price) => price !== 'free'))
      .slice(0, 2);
    if (stated.length) {
      const evidence = dedupe(stated.map((sentence) => site.quote(sentence, [page], true)).filter((item) => !!item));
      const prices = new Set(stated.flatMap(pricesBeyondTrial));
      if (evidence.length) {
        return {
          model: { value: model(prices, evidence), evidence },
          summary: { value: clip(stated.join(' '), 500), evidence },
        };
      }
    }
  }
  // "From €19 a month" on any page but a blog: the price the product starts at.
  for (const page of site.pages.filter((candidate) => !candidate.post)) {
    const stated = page.lines
      .flatMap(sentences)
      .find((sentence) => !freeShipping(sentence) && [...sentence.matchAll(startingPrice)].some(signsAsPrices));
    const quote = stated ? site.quote(stated, [page], true) : undefined;
    if (stated && quote) {
      const value = clip(stated, 300);
      const prices = pricesBeyondTrial(stated);
      return {
        model: { value: model(new Set(prices), [quote]), evidence: [quote] },
        summary: { value, evidence: [quote] },
      };
    }
  }
  // A free trial and nothing else: "free trial", "free 30-day trial", "essai gratuit", "14 gün ücretsiz dene".
  const freeTrial = new RegExp(
    String.raw`(?:${freeSource})[^.!?]{0,20}?(?:${trialWord.source})` +
      String.raw`|(?:${trialWord.source})[^.!?]{0,20}?(?:${freeSource})`,
    'iu',
  );
  for (const page of site.pagesLike(pricingPageNames)) {
    const line = page.lines.flatMap(sentences).find((candidate) => freeTrial.test(candidate));
    const trial = line ? site.quote(line, [page], true) : undefined;
    if (trial) return { model: { value: 'Free trial', evidence: [trial] } };
  }
  return {};
}

/** A sentence's prices, but a free that is a trial's: "From €19 a month, with a 14-day free trial", "14 дней
 * бесплатно" after the plans. */
const pricesBeyondTrial = (sentence: string) =>
  [...pricesIn(sentence)].filter(
    (price) => price !== 'free' || !(trialWord.test(sentence) || freePeriod.test(sentence)),
  );

function summarise(site: Site, plans: Plan[], pages: ReadPage[]): { model?: DraftedValue; summary?: DraftedValue } {
  const evidence: Evidence[] = [];
  for (const plan of plans) {
    // The first quote that states the plan, then more until every price of the plan is quoted.
    const wanted = new Set(pricesIn(plan.price));
    const quotes = plan.needles.filter(Boolean).flatMap((needle) => site.quote(needle, pages) ?? []);
    const [first] = quotes;
    // A summary names every plan it lists; with one plan unquoted, this reading of the plans fails.
    if (!first) return {};
    evidence.push(first);
    for (const price of pricesIn(first.quote)) wanted.delete(price);
    for (const quote of quotes.slice(1)) {
      const more = [...pricesIn(quote.quote)].filter((price) => wanted.has(price));
      if (!more.length) continue;
      evidence.push(quote);
      for (const price of more) wanted.delete(price);
    }
  }
  if (!evidence.length) return {};
  const prices = new Set(plans.flatMap((plan) => [...pricesIn(plan.price)]));
  const quoted = dedupe(evidence);
  return {
    model: { value: model(prices, quoted), evidence: quoted },
    summary: { value: clip(writtenOnce(plans).join('; '), 500), evidence: quoted },
  };
}

/**
 * Each plan once, with every price it is offered at: a monthly and a yearly tab that list the same plans ("Plus:
 * R59/month" and "Plus: R499/year") give "Plus: R59/month or R499/year".
 */
function writtenOnce(plans: Plan[]): string[] {
  const prices = new Map<string, string[]>();
  for (const plan of plans) {
    const known = prices.get(plan.name) ?? [];
    if (!known.includes(plan.price)) known.push(plan.price);
    prices.set(plan.name, known);
  }
  return [...prices].map(([name, offered]) => written(name, offered.join(' or ')));
}

const trialPhrase = /\b\d+[- ](?:day|week|month)s?(?:\s+free)?\s+trial\b/i;

/** The trial a pricing page offers ("14-day free trial", a "Free trial | 30 days" row), after the plans. */
function withTrial(
  site: Site,
  drafted: { model?: DraftedValue; summary?: DraftedValue },
  page: ReadPage,
): { model?: DraftedValue; summary?: DraftedValue } {
  if (!drafted.summary || !pricingPageNames.test(page.kind)) return drafted;
  const summary = String(drafted.summary.value);
  let note = page.lines.map((line) => trialPhrase.exec(line)?.[0]).find(Boolean);
  if (!note) {
    const row = Array.from(page.document.querySelectorAll('tr, dt'))
      .map((element) => {
        const name = text(element.matches('dt') ? element : element.querySelector('th, td'));
        const value = text(element.matches('dt') ? element.nextElementSibling : element.querySelector('td + td'));
        return { name, value: value.split(/[,;.]/)[0].trim() };
      })
      .find(({ name, value }) => /\btrial\b/i.test(name) && /^\d+\s+(days?|weeks?|months?)$/i.test(value));
    note = row ? `${row.name}: ${row.value}` : undefined;
  }
  const needle = note?.includes(': ') ? note.split(': ')[1] : note;
  const quote =
    note && needle && !comparable(summary).includes(comparable(note)) ? site.quote(needle, [page], true) : undefined;
  if (!note || !quote) return drafted;
  return {
    ...drafted,
    summary: { value: clip(`${summary}; ${note}`, 500), evidence: dedupe([...drafted.summary.evidence, quote]) },
  };
}
