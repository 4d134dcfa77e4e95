// What sites call their pages (lower-case paths or link texts), in the languages of the web (Latin-script
// European languages and Turkish, Indonesian, Vietnamese, Greek, Thai, Hindi, Korean, Japanese, Chinese,
// Russian, Hebrew, Arabic): the crawler picks pages by these names, and the drafter knows by them where a
// fact is stated (prices on the pricing page, the story on the about page, the address on the contact
// page). One list per kind for both.
// A module of its own, so the drafting threads do not load the crawler.

/**
 * A path or title in the words page names are written with: a wiki's "Om_oss", "About+us" and "ChiSiamo" are
 * "om-oss", "about-us" and "chi-siamo".
 */
export function namingWords(written: string): string {
  return written
    .replace(/(?<=\p{Ll})(?=\p{Lu})/gu, '-')
    .replace(/[_+]/g, '-')
    .toLowerCase();
}

export const pricingPageNames = new RegExp(
  // A creator page's "tiers" and "membership" are its plans.
  String.raw`pric|plans|buy|cost|subscri|tiers|membership|preis|tarif|tarie|prix|precio|prezz|prijz|pre[cç]o|preus` +
    String.raw`|planos|planes|piani` +
    String.raw`|cennik|ceny|cen[ií]k|priser|prisliste|prislista|hinna|fiyat|[üu]cret|ryokin|요금|가격|料金|価格|プラン` +
    String.raw`|价格|價格|定价|цен|тариф|מחיר|תמחור|أسعار` +
    // Indonesian and Malay, Vietnamese, Greek, Romanian, Hungarian, Thai, Hindi.
    String.raw`|harga|bang-gia|bảng giá|gói|τιμ[εέ]ς|τιμολ[οό]γηση|pre[tț]uri|abonament|[aá]rak|csomag` +
    String.raw`|ราคา|मूल्य|कीमत` +
    // Croatian, Slovak, Ukrainian and Belarusian, Baltic, Albanian, Icelandic, Welsh, Filipino, Somali, Swahili
    // (a word of its own), Persian and Arabic, Urdu, Georgian, Armenian, Amharic, Khmer, Burmese, the scripts of India.
    String.raw`|pr[äa]iss|qiym[əe]t|narx|cijen|cenn[ií]k|цін|цэн|kain|cenas|çmim|ver[ðd]skr` +
    String.raw`|(?<![a-z])ver[ðd](?![a-z])|prisiau|presyo|qiim|(?<![a-z])bei(?![a-z])` +
    String.raw`|قیمت|تعرفه|اسعار|الأسعار|قیمتیں|ფას|գն|ዋጋ|តម្លៃ|စျေးနှုန်း|ಬೆಲೆ|വില|விலை|ధర|মূল্য`,
);

export const aboutPageNames = new RegExp(
  String.raw`about|company|our-story|story|who-we-are|(ue|ü|u)ber[- ]uns|unternehmen|propos|sobre|chi-siamo` +
    String.raw`|over-ons|nosotros|quienes-somos|qui-sommes|qui-som(?![a-z])|quem-somos|o-nas` +
    String.raw`|o[- ]n[aá]s|o-firmie|om-oss|om-os` +
    // Slovak and Czech: "O firme", "O spoločnosti", "Náš príbeh" (our story).
    String.raw`|o-firme|o-spolo[cč]nosti|o-spole[cč]nosti|n[aá][sš]-pr[ií]b[eě]h` +
    String.raw`|hakk[ıi]m[ıi]zda|meist|tietoa|azienda|empresa|entreprise|bedrijf|회사|소개|会社|私たち|について|关于|關於` +
    String.raw`|о-нас|о нас|о компании|о-компании|кто мы|хто ми` +
    String.raw`|אודות|من نحن|za-nas|за-нас|o-nama|о-нама|o-nas|درباره|عن الشركة` +
    String.raw`|iwwer-eis|iwwer eis|մեր մասին|हाम्रो बारे` +
    String.raw`|tentang|gioi-thieu|giới thiệu|ve-chung-toi|về chúng tôi|σχετικ[αά]|εταιρε[ιί]α|despre|r[oó]lunk` +
    String.raw`|c[eé]g[üu]nk|เกี่ยวกับ|हमारे बारे|sxetika|schetika|etaireia|quen-somos|sobre-nos|acerca`,
);

export const featurePageNames = new RegExp(
  String.raw`feature|product|how-it-works|tour|funktion|fonctionnalit|funcion|funzionalit|functies|recursos` +
    String.raw`|prodott|produkt|produit|producto|produto|funkcj|funkce|funksjon|[öo]zellik|ominaisuu|kenmerken` +
    String.raw`|caracteristicas|기능|機能|功能|возможности|функци|תכונות|יכולות|المميزات` +
    String.raw`|fitur|tinh-nang|tính năng|λειτουργ|δυνατ[οό]τητ|func[tț]ionalit|funkci[oó]k|ฟีเจอร์|सुविधाएँ` +
    // South Slavic, Slovak, Ukrainian, Belarusian, Baltic, Estonian, Albanian, Icelandic, Welsh, Swahili, Somali,
    // Persian, Arabic, Georgian, Armenian, Amharic, Khmer, the scripts of India.
    String.raw`|funktioun|funkcij|funkcie|značajk|mogućnost|функці|магчымасц|функцыі|funktsioon|võimalus|veçori` +
    String.raw`|eiginleik` +
    String.raw`|nodweddion|vipengele|astaam|امکانات|ویژگی|ميزات|الميزات|ფუნქცი|შესაძლებლობ|հնարավորություն` +
    String.raw`|ባህሪ|មុខងារ|ವೈಶಿಷ್ಟ್ಯ|സവിശേഷത|அம்சங்கள்|বৈশিষ্ট্য` +
    // "How it works" in path and link words: "Jak to działa", "So funktioniert's", "Comment ça marche", "Cómo
    // funciona", "Come funziona", "Hoe het werkt", "Nasıl çalışır", "Как это работает", "Så fungerar det".
    String.raw`|how it works|jak[- ]to[- ]dzia|jak[- ]to[- ]funguje|so[- ]funktioniert|wie[- ]es[- ]funktioniert` +
    String.raw`|comment[- ][çc]a[- ]marche|c[oó]mo[- ]funciona|come[- ]funziona|hoe[- ]het[- ]werkt` +
    String.raw`|nas[ıi]l[- ][çc]al[ıi][şs][ıi]r|kak[- ]eto[- ]rabotaet|как[- ](?:это[- ])?работает` +
    String.raw`|s[åa][- ]fungerar|slik[- ]fungerer|s[åa]dan[- ]fungerer|cara[- ]kerja` +
    // "What X can do": "Что умеет Дымомер", "Що вміє", "Co potrafi", "Co umí".
    String.raw`|что умеет|що вміє|co potrafi|co um[ií]`,
);

export const teamPageNames = new RegExp(
  String.raw`team|founders|people|[eé]quipe|equipo|mitarbeiter|zesp[oó][łl]|ekip|tiimi|팀|チーム|团队|團隊|команда` +
    String.raw`|צוות|الفريق|tim-kami|doi-ngu|đội ngũ|ομ[αά]δα|echip|csapat|ทีม|टीम`,
);

export const contactPageNames = new RegExp(
  String.raw`contact|kontakt|contatt|contato|ileti[şs]im|yhteys|문의|연락|お問い合わせ|联系|聯繫|контакт|צור קשר|اتصل` +
    String.raw`|kontak|hubungi|lien-he|liên hệ|επικοινων|kapcsolat|ติดต่อ|संपर्क`,
);

/** Legal notices, which name the company's address (not the terms or the privacy policy). */
export const legalPageNames =
  /impressum|imprint|legal-notice|mentions-legales|mentions légales|aviso-legal|note-legali|colofon|特定商取引|사업자/;

/** A shop's listing of what it sells and at what price: "/boutique/", "/tienda", "/sklep", "/магазин", "ショップ". */
export const shopPageNames = new RegExp(
  String.raw`(?:^|[/\s_-])(?:shop|store|boutique|tienda|loja|negozio|winkel|sklep|butik|obchod|ma[ğg]aza|kauppa` +
    String.raw`|магазин|крамниця|toko|cua-hang|cửa hàng)(?:$|[/\s_-])|ショップ|商店|商城|스토어`,
  'iu',
);

/** FAQ and help pages (and, as the drafter's FAQ headings read them, Swedish, Czech, Danish, Norwegian, Turkish,
 * Finnish, Japanese, Chinese, Korean, Russian and Hebrew names for questions). */
export const questionPageNames = new RegExp(
  String.raw`faq|question|help|fragen|hilfe|aide|preguntas|preguntes|(?<![a-z])sss(?![a-z])` +
    String.raw`|ayuda|ajuda|domande|vragen|perguntas|pytania|pomoc|hulp` +
    String.raw`|hj[äa]lp|aiuto|fr[åa]gor|dotaz|ot[áa]zk|sp[øo]rgsm[åa]l|sp[øo]rsm[åa]l|sorular|kysymyk|자주|질문` +
    String.raw`|よくある質問|質問|常见问题|常見問題|问题|問題|вопрос|שאלות|الأسئلة` +
    String.raw`|pertanyaan|bantuan|cau-hoi|câu hỏi|ερωτ[ηή]σεις|συχν[εέ]ς|[îi]ntreb[aă]ri|gyik|k[eé]rd[eé]s` +
    String.raw`|คำถาม|प्रश्न|(?<![a-z])ukk(?![a-z])` +
    // South Slavic, Bulgarian, Ukrainian, Belarusian and Albanian, also as their paths spell them ("prasanja").
    String.raw`|прашањ|питањ|питанн|въпрос|пытанн|pitanj|prasanj|vpra[sš]anj|pyetj`,
);

/**
 * What a site, a docs site or an app calls a page in its title or heading, not a claim about the product:
 * "Home", "Accueil", "Introduction", "Getting started", "Overview", "Documentation", in the common languages, and
 * the names of a page's frame ("Main Page", "Navigation").
 */
export const pageTitles = new RegExp(
  String.raw`^(?:introduction|intro|getting started|get started|overview|documentation|docs|quick ?start` +
    String.raw`|welcome|home|homepage|accueil|inicio|startseite|start|hem|inizio|início|bienvenue|bienvenido` +
    String.raw`|willkommen|benvenuto|strona główna|einf[üu]hrung|erste schritte|[üu]berblick|[üu]bersicht` +
    String.raw`|dokumentation|premiers pas` +
    String.raw`|pr[ée]sentation|aper[çc]u|introducci[óo]n|primeros pasos|documentaci[óo]n|introdu[çc][ãa]o` +
    String.raw`|primeiros passos|documenta[çc][ãa]o|introduzione|per iniziare|panoramica|documentazione|inleiding` +
    String.raw`|aan de slag|overzicht|wprowadzenie|pierwsze kroki|dokumentacja|introduktion|kom ig[åa]ng|[öo]versikt` +
    String.raw`|[úu]vod|za[čc][íi]n[áa]me|giri[şs]|ba[şs]larken|genel bak[ıi][şs]|dok[üu]mantasyon|johdanto|aloitus` +
    String.raw`|yleiskatsaus|main page|navigation|main menu|menu|contents|table of contents` +
    String.raw`|kom i gang|kom godt i gang|введение|начало работы|обзор|документация|はじめに|概要|入門|ドキュメント` +
    String.raw`|시작하기|소개|개요|문서|简介|介绍|快速开始|入门|概述|文档|מבוא|תיעוד|סקירה)[.!]?$`,
  'iu',
);
