// How the languages of the web say a company was founded, for the drafter that finds a founding year
// and the evidence gate that checks its quote.

// Beginning, which is founding only when a site states no founding itself: "started", "startet", "began",
// "começou em 2021", "comenzó", "a commencé", "begann", "startade", "zaczęła", "başladı", "начал", "створили", "بدأ".
// An activity begun is no company begun: "once we started buying parts by the reel", "began to sell", "comenzó a
// vender", "a commencé à livrer". Making the product is its beginning: "We started building Citebird in 2023".
const making = String.raw`(?:build|mak|develop|writ|cod|design|creat|work)`;
const activity = String.raw`(?!\s+(?:(?!${making})\p{L}+ing\s|to\s+(?!${making})))`;
const romanceActivity = String.raw`(?!\s+(?:a|à)\s)`;
export const beginningWords =
  String.raw`started${activity}|began${activity}|set up|created|come[çc]ou${romanceActivity}` +
  String.raw`|comenz[óo]${romanceActivity}|empez[óo]${romanceActivity}|inizi[òo]${romanceActivity}` +
  String.raw`|(?:a )?commenc[ée]${romanceActivity}|d[ée]but[ée]` +
  String.raw`|begann|startade|startede|startet|zacz[ęe][łl]\p{L}*|za[čc]al\p{L}*|ba[şs]lad[ıi]|aloitti|начал\p{L}*` +
  String.raw`|cr[ée]{2}e?s?|cread[oa]s?|criad[oa]|создан[аоы]?|створил\p{L}*|створив|створен[аоі]?` +
  // Appearing or launching: "у вересні 2020 року … з'явилася Чековка", "появилась", "lanzó Huertina".
  String.raw`|з['’]явил\p{L}*|появил\p{L}*|lanz[óo]|lanzamos|lanzaron|lan[çc]ou|lan[çc]amos` +
  // Arabic "بدأ" (began), "انطلق" (was launched), with the suffixes of who began.
  String.raw`|بدأ\p{L}*|انطلق\p{L}*`;
// Founding as the languages of the web state it: "founded", "gegründet", "fondée", "fundada", "fundá"
// (Papiamento), "van fundar" (Catalan), "nata nel", "fondat", "înființată" (Romanian), "opgericht", "powstało",
// "založena", "grundades", "kuruldu", "perustettu", "perustivat", "didirikan" (Indonesian, Malay), "основана",
// "設立", "설립", "成立".
export const foundingWords =
  String.raw`co-?founded|founded|established|incorporated` +
  String.raw`|fond[ée]e?s?|fundad[oa]s?|v(?:a|an|am|àrem|aren) fundar|fundem` +
  String.raw`|fund(?:aron|amos|[óo]|ou|á)|naci[óo]|fondat[oa]?|[îi]nfiin[țţt]at[ăa]?` +
  String.raw`|nat[oa]|costituit[oa]|nasce` +
  String.raw`|nasceu|opgericht|gegr[üu]ndet|gegr[ëe]nnt|(?:est|sont) n[ée]e?s?|za[łl]o[żz]on[aey]?|powsta[łl][aoy]?` +
  String.raw`|zalo[žz]en[aáoýé]?|zalo[žz]il[aiy]?|za[łl]o[żz]y[łl]\p{L}*|vznikl[aoy]?|grundades|grundad|grundat` +
  String.raw`|grundlagt|grunnlagt|stiftet|etablert` +
  String.raw`|etableret|didirikan|mendirikan` +
  String.raw`|perustettu|perustettiin|perusti\p{L}*|kuruldu|kurulmu[şs]|kurulan|kurdu(?:lar|k|m)?|основан[аоы]?` +
  String.raw`|заснован[аоы]?|formed` +
  String.raw`|основал[аи]?|заснувал[аи]?|заснував` +
  String.raw`|נוסד[הו]?|הוקמה` +
  // South Slavic, Belarusian, Hungarian, Greek, Baltic, Estonian, Albanian, Icelandic, Welsh, Irish, Vietnamese,
  // Swahili, Somali, Malay, Filipino, Georgian, Armenian, Kazakh; Arabic and Persian.
  String.raw`|osnovan[aoi]?|ustanovljen[aoi]?|заснаван\p{L}*|alapít\p{L}*|alakult|ιδρύθηκε|įkurt\p{L}*|dibināt\p{L}*` +
  String.raw`|asutatud|asutati|themeluar|themelua|stofna[ðd]\p{L}*|stofnuð|sefydlwyd|bunaíodh|thành lập|ilianzishwa` +
  String.raw`|aasaas\p{L}*|ditubuhkan|itinatag|tashkil etil\p{L}*|asos solin\p{L}*|twaqqf\p{L}*|twaqqaf\p{L}*` +
  String.raw`|დაარსდა|დაფუძნდა|հիմնադրվել\p{L}*|құрылған|تأسس\p{L}*|تأسيس|تأسیس|تاسیس` +
  // Urdu: "قائم ہوئی" (was established), "قائم کی" (established).
  String.raw`|قائم (?:ہوئی|ہوا|کی|کیا)`;
// The founding as a noun, a timeline's title: "Założenie spółki", "Fondation de la société", "Oprichting",
// "Création de Tonsira SARL".
export const foundingNouns =
  String.raw`founding|gr[üu]ndung|za[łl]o[żz]eni[ea]|zalo[žz]en[íi]|fondation|fundaci[óo]n|funda[çc][ãa]o` +
  String.raw`|cr[ée]ation|creaci[óo]n|cria[çc][ãa]o` +
  String.raw`|fondazione|oprichting|grundande[td]?|grundl[æa]ggelse|stiftelse[n]?|perustaminen|kurulu[şs]` +
  String.raw`|основани[ея]|заснуванн[яі]|ίδρυση|înfiin[țţ]are[a]?|osnivanj[ea]|ustanovitev|vznik`;
/**
 * Scripts written without spaces between words, or whose words take marks and suffixes, need no word
 * boundaries: Japanese, Korean, Chinese, Thai, Khmer, Burmese, Amharic, and the scripts of India.
 */
export const foundingWordsCjk =
  '設立|創業|創立|설립|창립|창업|成立|创立|創立|创办|創辦|ก่อตั้ง|បង្កើតឡើង|ស្ថាបនា|တည်ထောင်|ተመሰረተ|ተመሠረተ|स्थापित|स्थापना' +
  '|প্রতিষ্ঠিত|ಸ್ಥಾಪಿಸ|ಸ್ಥಾಪನೆ|ಸ್ಥಾಪಿತ|സ്ഥാപിച്ച|സ്ഥാപിത|நிறுவப்பட்ட|స్థాపించ';

/** A year of founding, 1800 to 2099, its digits not part of a longer number (captured). */
export const foundingYear = String.raw`(?<!\d)((?:18|19|20)\d{2})(?!\d)`;
/**
 * Registering a company in other languages than English: "зарегистрировали", "zarejestrowaliśmy", "immatriculée",
 * "eingetragen", "ingeschreven", "tescil ettirdik". Only with the company after it, its form or its name opening in
 * capitals or quotes ("ООО «ОкСкала»"), never a register ("зарегистрирована в реестре ПО в 2021 году").
 */
const registeredElsewhere =
  String.raw`(?:зарегистрирова|зареєстрова|zarejestrowa|zaregistrova|immatricul|eingetragen|ingeschreven` +
  String.raw`|tescil)\p{L}*`;
const companyAfter = String.raw`\s+(?:[«"„“]\p{Lu}|\p{Lu}{2,}(?![\p{L}]))`;
/** "organized Quillmint, LLC": the word US states use for forming an LLC, so only with such a name after it. */
const organizedLlc =
  String.raw`[Oo]rgani[sz]ed\s+` +
  String.raw`(?:\p{Lu}[\p{L}\p{N}&'’-]*\s+){0,3}?\p{Lu}[\p{L}\p{N}&'’-]*,?\s+L\.?L\.?C\b`;
/**
 * A company's registration, which dates it as an incorporation does, its year in the same clause: "They
 * registered Suprachat LLC in Batumi in May 2022", "Registered 2019, in Mbabane", or a timeline's line "February
 * 2020: Reitaki registered in South Tarawa". Not "registered in Uganda and follows the … Act, 2019", nor a
 * footer's "© 2025 Chamaflow Limited · Registered with …". The year is the match's one captured group.
 */
export const registration = new RegExp(
  // What follows is where, with whom, or the company's name; not what was registered ("registered users").
  // (Case-sensitive: under the i flag, \p{Lu} matches lower case too.)
  String.raw`(?<![\p{L}])(?:[Rr]egistered(?: as an? (?:company|business))?` +
    String.raw`(?=\s+(?:in|on|at|with|under)\s|\s+\p{Lu}|\s*,?\s*(?:18|19|20)\d\d)` +
    String.raw`|${organizedLlc}|${registeredElsewhere}(?=${companyAfter}))[^.,;!?]{0,60}?${foundingYear}` +
    String.raw`|^(?:\p{L}+\s+)?${foundingYear}\s*[-–—:·|]?\s*(?:\S+\s+){0,3}registered(?![\p{L}])` +
    // The year opening the sentence, a season or month before it: "In 2022 Mwila and Bwalya registered Chilipo
    // Technologies Limited in Kitwe", "Летом 2020 года они зарегистрировали ООО «ОкСкала» в Калуге".
    String.raw`|^(?:\p{L}+\s+){0,2}${foundingYear},?\s[^.!?;]{0,80}?(?<![\p{L}])` +
    String.raw`(?:registered\s+\p{Lu}|${organizedLlc}|${registeredElsewhere}${companyAfter})` +
    // Arabic has no capitals: the registration is "official" ("في ربيع 2019 سجّلت نورة وأخوها فيصل «نسيمة» رسميًا").
    String.raw`|^(?:\p{L}+\s+){0,2}${foundingYear}\s[^.!?;]{0,40}?(?<![\p{L}])سج\u0651?ل\p{L}*[^.!?;]{0,60}?رسمي` +
    // Chinese registers a company (公司), not an account: "两人在2020年9月注册了绍兴墨笺文化传播有限公司".
    String.raw`|${foundingYear}年[^。！？；]{0,8}?注[册冊]了?[^。！？；，]{0,30}?公司`,
  'u',
);

/** Founding engineers, advisors, investors, mentors and board members, in the languages the
 * founders' reader (extract-people.ts) reads: people near a founding who are not its founders. */
export const notFounderRole = new RegExp(
  String.raw`\bfounding (engineer|member|designer|team|customer|developer|user)s?\b|(?<![\p{L}])(?:` +
    [
      'advis[oe]rs?|investors?|mentor(a|in|ka|e|es|s)?|board member|berater(in)?|beir[äa]t\\p{L}*|investor(in)?',
      // A board's chair or a trustee: "Our chair, Helen Marsh, founded the Cotswold Arts Trust in 1996".
      'chair(?:man|woman|person)?|trustees?|non-executive director',
      // Spanish "consejera" is an advisor, but "consejera delegada" is the CEO.
      'conseill(er|[èe]re)|investisseu(r|se)|asesor(a)?|consejer[oa](?! delegad[oa])|inversor(a)?|consulente',
      'consigliere|investitore',
      'consultor(a)?|conselheir[oa]|investidor(a)?|adviseur|doradc\\p{L}*|inwestor\\p{L}*|r[åa]dgivare|investerare',
      'poradkyn\\p{L}*|poradce|investork\\p{L}*|danışman|yatırımcı|neuvonantaja|sijoittaja|r[åa]dgiver',
      // Hebrew words take prefixes: "כיועץ" (as an advisor).
      'советник|инвестор|[וכהלבש]?יוע[צץ]\\p{L}*|[וכהלבש]?משקיע\\p{L}*|고문|자문|어드바이저|멘토|투자자',
      '(?:ال)?مستشار\\p{L}*|(?:ال)?مستثمر\\p{L}*',
      // Advisors and investors in the languages founderRole reads beyond these.
      'nõuandja|padomdev\\p{L}*|patarėj\\p{L}*|tanácsadó\\p{L}*|befektető\\p{L}*|consilier\\p{L}*',
      // Greek "σύμβουλος" is an advisor, but "Διευθύνων/Διευθύνουσα Σύμβουλος" is the CEO.
      '(?<!(?:διευθύνων|διευθύνουσα|εντεταλμένος|εντεταλμένη)\\s)σύμβουλ\\p{L}*',
      'επενδυτ\\p{L}*|savjetni\\p{L}*|savetni\\p{L}*|svetoval\\p{L}*|радни\\p{L}*|съветни\\p{L}*|інвестор\\p{L}*',
      'ráðgjaf\\p{L}*|assessor\\p{L}*|cố vấn|ที่ปรึกษา|penasihat|सलाहकार|mshauri|tagapayo|investuotoj\\p{L}*',
      // Albanian, Romanian, Kazakh, Belarusian, Tajik, Maltese.
      'k[ëe]shilltar\\p{L}*|investitor\\p{L}*|кеңесші\\p{L}*|дарадц\\p{L}*|мушовир\\p{L}*|konsulent\\p{L}*',
    ].join('|') +
    String.raw`)(?![\p{L}])|顧問|投資家|顾问|投资人|アドバイザー` +
    // Persian, Urdu, Khmer, Burmese, Amharic, Georgian, Armenian, Somali, and the scripts of India and Sri Lanka.
    String.raw`|مشاور|مشیر|سرمایه\u200c?گذار|ទីប្រឹក្សា|အကြံပေး|አማካሪ|მრჩეველ|խորհրդական|la-taliye` +
    String.raw`|ಸಲಹೆಗಾರ|ഉപദേഷ്ട|ஆலோசகர்|উপদেষ্টা|උපදේශක`,
  'iu',
);
