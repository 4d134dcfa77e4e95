// Founders and social links. Founders come from JSON-LD (`founder`), from team cards (a name with a
// role that says founder), and from prose ("founded in 2021 by Jonas Weber (CEO) and Priya Raman
// (CTO)", "I'm Lena, Plainfig's founder"). Customers who are founders of something else, advisors,
// founding engineers and people in testimonials are not. Social links are the site's own, not a
// person's profile found on a team card.
import type { DraftFounder, SectionEvidence, Socials } from '../../db/schema/drafts.ts';
import { socialPlatforms } from '../social-platforms.ts';
import { aboutPageNames, teamPageNames } from '../crawl/page-names.ts';
import { elementText } from '../crawl/page-text.ts';
import { notFounderRole } from './founding-words.ts';
import { cityCountry, countryNames } from './places.ts';
import type { ReadPage } from './reading.ts';
import {
  escapeRegExp,
  lineOf,
  mailtoAddresses,
  oneLine,
  outerBlock,
  quotedLines,
  sentences,
  str,
  tableParts,
} from './site.ts';
import type { Site } from './site.ts';
import { comparable, mentions, sameStem } from './terms.ts';

const socialHosts: Array<[RegExp, string]> = [
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)xing\.com$/, 'xing'],
  [/(^|\.)(x|twitter)\.com$/, 'x'],
  [/(^|\.)weibo\.(com|cn)$/, 'weibo'],
  [/(^|\.)facebook\.com$/, 'facebook'],
  [/(^|\.)vk\.(com|ru)$/, 'vk'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)threads\.(net|com)$/, 'threads'],
  // Pinterest serves each country on its own domain: pinterest.fr, pinterest.co.uk, pinterest.com.au.
  [/(^|\.)pinterest\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/, 'pinterest'],
  [/(^|\.)github\.com$/, 'github'],
  [/(^|\.)gitlab\.com$/, 'gitlab'],
  [/(^|\.)reddit\.com$/, 'reddit'],
  [/(^|\.)producthunt\.com$/, 'producthunt'],
  [/(^|\.)medium\.com$/, 'medium'],
];
/**
 * Platforms whose host also serves videos or posts, by the path of an account: a YouTube channel, a Vimeo user (a
 * number is a video), a Bilibili space, a Bluesky profile, a Mastodon account on the common servers, a Telegram
 * channel.
 */
const accountPaths: Array<[RegExp, RegExp, string]> = [
  [/(^|\.)youtube\.com$/, /^\/(@|c\/|channel\/|user\/)/, 'youtube'],
  [/(^|\.)vimeo\.com$/, /^\/(?!\d+(?:\/|$))[\w-]+\/?$/, 'vimeo'],
  [/^space\.bilibili\.com$/, /^\/\d+/, 'bilibili'],
  [/^bsky\.app$/, /^\/profile\/[^/]+\/?$/, 'bluesky'],
  // A Telegram channel is a profile on a messenger, a kind of platform the contract's keys leave to "custom"; a
  // bot (its name ends in "bot") is a tool, not the company's profile.
  [/^(?:t|telegram)\.me$/, /^\/(?!\w*bot\/?$)\w{4,}\/?$/i, 'custom'],
  [
    /(^|\.)(mastodon\.[a-z]+|mstdn\.[a-z.]+|fosstodon\.org|hachyderm\.io|infosec\.exchange|social\.coop)$/,
    /^\/@[^/]+\/?$/,
    'mastodon',
  ],
];

const sharing = /\/(intent|share|sharer|shareArticle)\b|sharer\.php|[?&](url|u|text)=/i;
// A docs tool's "Edit this page" link, or any link to a file, commit or issue in a repository: the tool's, not
// an account ("github.com/lupilo-mz/docs/edit/main/faq.mdx").
const inRepository =
  /^https?:\/\/(?:www\.)?(?:github|gitlab)\.com\/[^/]+\/[^/]+\/(?:-\/)?(?:edit|blob|tree|commits?|issues|pulls?)\//i;
const peoplePages = new RegExp(`${teamPageNames.source}|${aboutPageNames.source}|founder|who|crew|us\\b`);
// Founder in English, German, French, Spanish, Italian, Dutch, Portuguese, Polish, Czech, Swedish,
// Turkish, Finnish, Indonesian, Russian, Hebrew, Arabic, Korean, Japanese and Chinese ("Mitgründerin",
// "cofondatrice", "współzałożycielka"), and the chief executive or technology officer a small company's
// card names beside them.
// Japan's representative director and a 合同会社's representative member: its chief executive, as "CEO" is.
const japaneseChiefs = '代表取締役|代表社員';
const founderRole = new RegExp(
  String.raw`(?<![\p{L}])(co-?\s?founders?|founders?|founding (ceo|cto|partner)|(mit|med)?gr[üu]nder(in|innen)?` +
    String.raw`|(co-?)?fondat(eur|rice|ore)s?|(co-?)?fundador(a|es)?|(mede)?oprichters?` +
    String.raw`|(współ)?założyciel\p{L}*|(spolu)?zakladatel\p{L}*|(med)?grundare|kurucu\p{L}*(?: ortak\p{L}*)?` +
    String.raw`|perustaja\p{L}*` +
    String.raw`|pendiri|(?:co-?)?gr[ëe]nner(?:in)?|основател\p{L}*|сооснователь\p{L}*|ceo|cto` +
    String.raw`|chief (executive|technology) officer` +
    // Ukrainian, Russian, Bulgarian, Serbian, Macedonian, Croatian, Slovenian, Hungarian, Romanian, Greek, the
    // Baltic and Nordic languages, Malay, Vietnamese, Hindi, Swahili, Filipino.
    String.raw`|(?:спів)?засновни\p{L}*|(?:со)?учредител\p{L}*|съосновател\p{L}*|(?:су)?оснивач\p{L}*` +
    String.raw`|(?:ко-?)?основач\p{L}*` +
    String.raw`|(?:su)?osniva[čc]\p{L}*|(?:so)?ustanovitelj\p{L}*|(?:társ)?alapító\p{L}*` +
    String.raw`|(?:co)?fondator\p{L}*|(?:co)?fondatoar\p{L}*` +
    String.raw`|(?:συν)?ιδρ[υύ]τ\p{L}*|(?:bendra)?įkūrėj\p{L}*|(?:līdz)?dibinātāj\p{L}*|(?:kaas)?asutaja\p{L}*` +
    String.raw`|(?:med)?grundlægger\p{L}*|(?:med)?grunnlegger\p{L}*|(?:med)?stifter|(?:með)?stofnand\p{L}*` +
    String.raw`|pengasas(?: bersama)?` +
    String.raw`|(?:nhà|đồng) sáng lập|संस्थापक|mwanzilishi(?: mwenza)?|tagapagtatag)(?![\p{L}])` +
    // Scripts whose words take prefixes and suffixes or are not spaced: Hebrew "מייסדת שותפה", Arabic
    // "المؤسس" (not "مؤسسة", an institution), Korean "공동 창업자", Japanese "共同創業者", Chinese "联合创始人".
    String.raw`|מייסד\p{L}*|(?:ال)?شريك(?:ة)? (?:ال)?مؤسس(?:ة)?` +
    String.raw`|(?:ال)?مؤسس(?:ون|ين)?(?![\p{L}])` +
    // A founder written with her vowels ("المؤسِّسة"): unvowelled, "مؤسسة" is an institution.
    String.raw`|(?:ال)?مؤس[\u0650\u0651]{1,2}س[\u064B-\u0652]*(?:ة|ون|ين)?(?![\p{L}])|창업자|창립자|創業者|创始人|联合创始人` +
    // Persian "هم‌بنیان‌گذار" (with or without its zero-width non-joiners), Urdu, Chinese "創辦人", Japanese
    // "創設者", Thai, Khmer, Burmese, Amharic, Georgian, Armenian, and the scripts of India.
    String.raw`|(?:هم\u200c?)?بنیان\s?\u200c?گذار\p{L}*|(?<![\p{L}])بانی(?![\p{L}])|創辦人|创办人|創始人|創設者` +
    String.raw`|${japaneseChiefs}` +
    String.raw`|ผู้ก่อตั้ง|ស្ថាបនិក|တည်ထောင်သူ` +
    String.raw`|መስራች|መሥራች|დამფუძნებელ\p{L}*|հիմնադիր|প্রতিষ্ঠাতা|ಸಂಸ್ಥಾಪಕ|സ്ഥാപക|நிறுவனர்|వ్యవస్థాపక` +
    // Slovak, Belarusian, Albanian, Welsh, Irish, Basque, Azerbaijani, Uzbek, Kazakh, Mongolian, Somali.
    String.raw`|(?:spolu)?zakladateľ\p{L}*|(?:су)?заснавальні\p{L}*|(?:bashkë)?themelues\p{L}*|(?:cyd-)?sylfaenydd` +
    String.raw`|bunaitheoir|sortzaile\p{L}*|(?:ham)?muassis\p{L}*|(?:həm)?təsisçi\p{L}*|asoschi\p{L}*` +
    String.raw`|құрылтайшы|негізін қалаушы` +
    String.raw`|үүсгэн байгуулагч|aasaas\p{L}*`,
  'iu',
);
/** A heading over advisors, investors, mentors or a board: short, and naming such a role. */
const othersHeading = new RegExp(
  String.raw`^(?=.{0,40}$).*?(?:${notFounderRole.source}|(?<![\p{L}])(?:advisory|board)(?![\p{L}]))`,
  'iu',
);
// Malay and Iban names join a given name to the father's with "binti", "bin" or "anak".
const particle = '(?:de|da|das|do|dos|du|del|della|di|van|von|der|den|ter|ten|le|la|al|bin|binti|anak|ibn|zu)';
// "Weber", "Yılmaz", "Achterberg-Lenz", and names with an apostrophe or a second capital ("O’Connor", "McKay").
// Hawaiian writes a glottal stop inside a name with the ʻokina, a letter of its own: "Keʻala".
const capitalWord =
  "(?:[\\p{Lu}][\\p{Ll}]?['’])?[\\p{Lu}][\\p{Ll}\\p{M}ʻ]+(?:[\\p{Lu}][\\p{Ll}\\p{M}ʻ]+)?" +
  '(?:-[\\p{Lu}][\\p{Ll}\\p{M}ʻ]+)?' +
  // Not the first part of a word joined by a hyphen: "Ко-основач" (co-founder) names no "Ко".
  '(?![\\p{L}\\p{M}]|-\\p{Ll})';
// Indonesia, Malaysia and Bangladesh shorten a first name Muhammad before the others: "Moh. Syaiful Arifin".
const shortenedFirstName = String.raw`(?:(?<![\p{L}])(?:Moh|Muh|Mohd|Muhd|Md|Mhd)\.\s+)?`;
const personName = new RegExp(
  `${shortenedFirstName}${capitalWord}(?:\\s+(?:${particle}\\s+)*${capitalWord}){1,3}`,
  'gu',
);
const notNameWords = new Set(
  (
    'the our we us i my you your today founded founder founders co cofounder ceo cto coo cfo chief head inc ltd llc ' +
    'gmbh labs lab app team support product products engineering design marketing sales about contact pricing ' +
    'home blog faq privacy terms name role title position github linkedin twitter email ' +
    'january february march april may june july august september october november december ' +
    'monday tuesday wednesday thursday friday saturday sunday north south east west new'
  ).split(' '),
);

function looksLikePerson(name: string, productWords: Set<string>): boolean {
  const words = name.toLowerCase().split(/\s+/);
  if (words.some((word) => notNameWords.has(word) || productWords.has(word))) return false;
  // A role in capitals ("Kurucu Ortak, SMMM" on a card: co-founder) is no one's name.
  if (!name.replace(new RegExp(founderRole.source, 'giu'), '').trim()) return false;
  const lower = name.toLowerCase();
  if (cityCountry.has(lower)) return false;
  return ![...countryNames.values()].some((names) => names.some((written) => written.toLowerCase() === lower));
}

/** A letter of a Japanese name: kanji, hiragana or katakana. */
const japanese = String.raw`[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ー]`;
/**
 * A name written in a script without capitals, alone on a card's line: Chinese "陈思雨", Korean "김민준",
 * Japanese "田中 太郎" or "マリア・サントス", Hebrew "נועה בן-דוד", Arabic "ليلى حداد". Such names cannot be
 * told apart from other words in prose, so only a whole line beside a founder's role is read as one.
 */
const uncasedName = new RegExp(
  [
    String.raw`[\p{sc=Han}]{2,4}`,
    String.raw`[\p{sc=Hangul}]{2,4}`,
    String.raw`${japanese}{1,5}[ \u3000・]${japanese}{1,6}`,
    String.raw`[\p{sc=Hebrew}'׳״-]{2,}(?: [\p{sc=Hebrew}'׳״-]{2,}){1,2}`,
    String.raw`[\p{sc=Arabic}]{2,}(?: [\p{sc=Arabic}]{2,}){1,3}`,
  ]
    .map((script) => `(?:${script})`)
    .join('|')
    .replace(/^/, '^(?:')
    .concat(')$'),
  'u',
);

/**
 * A name in its own script with its Latin spelling beside it: "ሰላማዊት ተስፋዬ (Selamawit Tesfaye)", "佐々木 遥 Haruka
 * Sasaki" (a heading and its <small>). Chinese, Japanese and Korean names are cited in their own characters; a
 * name in another script is named as the site spells it in the Latin alphabet, the directory's.
 */
const glossedName = /^([^\p{Script=Latin}()（）]{2,40}?)\s*[(（]?\s*(\p{Script=Latin}[\p{L}\p{M}'’. -]+?)\s*[)）]?$/u;
const withoutGloss = (name: string) => {
  const glossed = glossedName.exec(name);
  if (!glossed || !/\p{L}/u.test(glossed[1])) return name;
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(glossed[1])
    ? glossed[1].trim()
    : glossed[2].trim();
};

/**
 * A Korean role or title, which a name of two to four syllables looks like: "기술이사" (technical director), "대표이사",
 * or a word a spaced role opens with ("공동 창업자", "대표 이사").
 */
const koreanTitle =
  /^\p{Script=Hangul}*(?:공동|대표|이사|이사장|사장|회장|본부장|실장|팀장|부장|과장|매니저|개발자|디자이너|고문|창업자|설립자|창립자)$/u;

/**
 * A company table's label in Japanese or Chinese, which two to four characters of a name look like: "代表者"
 * (representative), "役員" (officers), "所在地", "負責人".
 */
const cjkLabel =
  /^(?:代表者?|役員|取締役|担当者?|責任者|所在地|会社名|連絡先|負責人|负责人|联系人|聯絡人|地址|電話|电话)$/u;

/** Whether a whole line is one person's name, in any script; a page's title ("درباره ما", "About us") is none. */
export function isNameLine(line: string, productWords: Set<string>): boolean {
  if (namesIn(line, productWords)[0] === line) return true;
  const glossed = glossedName.exec(line);
  if (glossed && glossed[1].trim().split(/\s+/).length <= 4 && namesIn(glossed[2], productWords)[0] === glossed[2]) {
    return !founderRole.test(line) && !notFounderRole.test(line);
  }
  const pageTitle = aboutPageNames.test(line.toLowerCase()) || teamPageNames.test(line.toLowerCase());
  return (
    uncasedName.test(line) &&
    !koreanTitle.test(line) &&
    !cjkLabel.test(line) &&
    !pageTitle &&
    !founderRole.test(line) &&
    !notFounderRole.test(line) &&
    !productWords.has(line)
  );
}

/**
 * Person names written in `text`, in order. Words a Turkish or Azerbaijani case ending follows ("İzmir
 * Bornova'da", "Tahsilio'nun") name a place or a thing, not the person after them.
 */
function namesIn(text: string, productWords: Set<string>): string[] {
  return [...text.matchAll(personName)]
    .filter((match) => !/^['’]\p{Ll}/u.test(text.slice(match.index + match[0].length)))
    .map((match) => withoutPlaceBefore(match[0], text.slice(0, match.index)))
    .filter((name) => name && looksLikePerson(name, productWords));
}

/**
 * A place after a preposition runs into the name after it: "v Košiciach Lucia Hudáková", "w Krakowie Anna
 * Nowak", "in Graz Lena Huber". Three capitalised words after one is a place, then the name. Two after a word that
 * means "in" in no language also reading it as "and" (Turkish "ve", Dutch "en", Swahili "na", Slovenian "in") are a
 * place alone ("w Gorzowie Wielkopolskim"), or a place and a first name: no one's full name.
 */
function withoutPlaceBefore(name: string, before: string): string {
  const words = name.split(/\s+/);
  const preposition = /(?<![\p{L}])(?:v|vo|z|zo|na|w|we|u|ve|in|im|à|en|em|dans|aus|в|во|на|у|з|із)\s+$/iu;
  const onlyIn = /(?<![\p{L}])(?:v|vo|w|we|im|à|dans|aus|em|в|во)\s+$/iu;
  if (words.length >= 3 && preposition.test(before)) return words.slice(1).join(' ');
  return words.length === 2 && onlyIn.test(before) ? '' : name;
}

export interface People {
  founders: DraftFounder[];
  founderSocials: Socials;
  companySocials: Socials;
  evidence: SectionEvidence[];
}

function productWordsOf(site: Site, productName: string | undefined): Set<string> {
  const host = new URL(site.home.url).hostname.split('.')[0];
  return new Set([...(productName ?? '').toLowerCase().split(/\s+/), host].filter(Boolean));
}

/** The founder word of a role in any language founderRole reads, without the chief officers. */
const joinedLater = new RegExp(
  String.raw`(?<![\p{L}])(?:joined|since|sinds|seit|depuis|desde|dal|od|från|siden|fra|alkaen|beri)\s+` +
    String.raw`(?:\p{L}+\s+)?(?:19|20)\d\d(?!\d)` +
    String.raw`|(?<![\p{L}])(?:joined|trat \p{L}+ bei|rejoint|se unió|kwam)(?![\p{L}])`,
  'iu',
);
const founderWord = new RegExp(
  founderRole.source
    .replace(String.raw`|ceo|cto|chief (executive|technology) officer`, '')
    .replace(`|${japaneseChiefs}`, ''),
  'iu',
);
const chiefExecutive = new RegExp(`\\bceo\\b|${japaneseChiefs}`, 'i');
/** Another role after the founder word: "Founder & CEO", "spoluzakladatelka a jednatelka", "Співзасновниця і CEO". */
const anotherRole =
  /^\s*(?:[,&/+·|–—-]|and|und|et|y|e|i|a|en|og|och|ve|ja|na|и|і|та|й|și|si|dhe|dan|және|ва)(?![\p{L}])/iu;

/**
 * "Founder of Petal & Pine", "zakladatelka Chlebárny Malá", "Gründerin der Backstube Korn", "fondatrice de
 * Atelier Sel": the founder of a named organisation that is not this product. After the founder word, a
 * preposition or a few lower-case words may come before the name; a capitalised word that is none of the
 * product's words names something else.
 */
function foundedSomethingElse(role: string, productWords: Set<string>): boolean {
  const word = founderWord.exec(role);
  // A chief officer who joined later ("CTO, sinds 2020 in het team", "CTO since 2021") is not a founder.
  if (!word) return joinedLater.test(role);
  // Languages that put the organisation first, in the genitive: "Lingvo Oy:n perustaja", "Acme's founder".
  const owner = genitiveOwner.exec(role.slice(0, word.index));
  if (owner) return !namesProduct(owner[1].split(/\s+/), productWords);
  const rest = role.slice(word.index + word[0].length);
  if (anotherRole.test(rest)) return false;
  if (ofSomething.test(rest)) return true;
  const words = rest.split(/[\s,.;:!?()"“”]+/u).filter(Boolean);
  for (const [index, written] of words.slice(0, 5).entries()) {
    // A chief officer's letters are a role, not a name: "Kurucu ortak ve CEO".
    if (written === '@' || /^\p{Ll}/u.test(written) || /^C[A-Z]O$/.test(written)) continue;
    if (!/^\p{Lu}/u.test(written)) return false;
    // Someone else's founder names their organisation; this product's founder names the product.
    return !namesProduct(words.slice(index, index + 4), productWords);
  }
  return false;
}

/** "Founder of a motorbike-taxi union", "fondatrice d'une coopérative": of an organisation the line does not name. */
const ofSomething =
  /^\s*(?:of|de|d['’]|di|do|da|van|von)\s*(?:a|an|une?|una?|uma?|een|einer?|eines|einem)(?![\p{L}])/iu;

/** A capitalised name in the genitive right before a word: Finnish and Estonian ":n", Swedish ":s", "'s". */
const genitiveOwner = /(\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*)*)(?::n|:s|['’]s)\s+$/u;

/** Whether written words name the product, inflected too ("Pekárníku", "Listkowa"): a product word's stem. */
function namesProduct(written: string[], productWords: Set<string>): boolean {
  return written.some((part) => [...productWords].some((product) => sameStem(part, product)));
}

function fromJsonLd(site: Site): Array<DraftFounder & { sameAs: string[] }> {
  return site.ofType('Organization', 'Corporation', 'LocalBusiness', 'Brand').flatMap(({ node }) =>
    [node.founder ?? [], node.founders ?? []].flat().flatMap((person) => {
      const name = typeof person === 'string' ? str(person) : str((person as Record<string, unknown>)?.name);
      if (!name) return [];
      const details = typeof person === 'object' && person ? (person as Record<string, unknown>) : {};
      return [
        {
          name,
          title: str(details.jobTitle) ?? null,
          bio: str(details.description) ?? null,
          sameAs: [details.sameAs ?? []].flat().filter((link): link is string => typeof link === 'string'),
        },
      ];
    }),
  );
}

/** "Criadora e CEO @ Pitanga": the role, without the organisation a card generator appends. */
const withoutOrganisation = (role: string) => role.replace(/\s+@\s+.*$/, '');

/** A line that opens on someone else's role ("產品顧問吳志明先生是…", "Our advisor Jane…"): no founder's bio. */
const othersRole = new RegExp(
  String.raw`(?<![\p{L}])(?:our )?(?:advis[eo]rs?|investors?|mentors?|berater\p{L}*|conseill\p{L}*|asesor\p{L}*` +
    String.raw`|doradc\p{L}*)(?![\p{L}])|顧問|顾问|アドバイザー|고문|投資人|投资人`,
  'iu',
);

/**
 * The role a long bio opens with, as its own short sentence: "Co-founder & CEO. Wedding photographer since
 * 2013; still shoots a dozen weddings a year." A bio that only mentions a founder later says no role.
 */
function leadingRole(line: string): string | undefined {
  const first = line.split(/(?<=[^.\s]{2})\.\s/)[0];
  return first.length <= 60 && founderRole.exec(first)?.index === 0 ? first : undefined;
}

// Letters after a name: "Kylie Whitlock, CPA", "Ana Ruiz, PhD", "Tom Hale, MD, MBA".
const postNominals =
  /(?:,\s*(?:CPA|CFA|ACCA|FCA|CA|PhD|Ph\.\s?D\.?|MD|M\.D\.|MBA|DDS|DMD|RN|PE|Esq\.?|JD|LLM|MSc|BSc))+$/;
// Titles before a name, which are no part of it: "Dr. Henrike Osterwald", "Prof. Dr. …", "Mag. …", "Ing. …".
const honorifics = /^(?:(?:Prof|Dr|Dr\.-Ing|Dipl\.-Ing|Mag|Ing|PD|Mgr|Bc|MUDr|JUDr|PhDr|RNDr)\.?\s+)+(?=\p{Lu})/u;
// A Japanese name's reading in kana after it: "望月 茜（もちづき あかね）".
const kanaReading = /\s*[（(][\p{Script=Hiragana}\p{Script=Katakana}ー・\s]+[）)]$/u;
// And in Arabic: "د. منى الطحاوي" (Dr.), "م. يوسف عبد الرحيم" (Eng.), "أ." (Mr.), or the title in full.
const arabicHonorifics = /^(?:[دمأ]\.\s*|(?:ال)?(?:دكتور|مهندس|أستاذ)ة?\s+)(?=\p{Script=Arabic})/u;
/** A name line without the titles, letters and reading around the name. */
const bareName = (line: string) =>
  line.replace(postNominals, '').replace(honorifics, '').replace(arabicHonorifics, '').replace(kanaReading, '');

/** A Chinese name of two or three characters right before a founder's role, with no space between. */
const chineseNameThenFounder =
  /^(?!联合|聯合|共同)(\p{Script=Han}{2,3}?)(?=(?:联合|聯合|共同)?(?:创始人|創始人|创办人|創辦人))/u;

/** A Japanese office before the name and its reading: "代表取締役 緒方 誠（おがた まこと）". */
const officeBeforeName = new RegExp(`^((?:${japaneseChiefs})(?:社長)?|共同創業者|創業者)\\s+(.+)$`, 'u');

/** Team cards and "Name, Co-founder" lines: a role line that says founder, and the name before it. */
const koreanRoleAfter = /^(?:대표|이사|공동|창업|설립|사장|부사장|회장|CEO|CTO|COO|CFO|co-?founder|founder)/iu;

const koreanNameFirst = (first: string, line: string) =>
  !/\p{Script=Hangul}/u.test(first) || (!koreanTitle.test(first) && koreanRoleAfter.test(line.slice(first.length + 1)));

function fromCards(page: ReadPage, productWords: Set<string>): DraftFounder[] {
  const founders: DraftFounder[] = [];
  const quoted = quotedLines(page);
  // "Advisors: Ruth Kollie — founder of a motorbike-taxi union": founders of something else.
  const others = new Set(linesUnder(page, othersHeading).flat());
  const lines = page.lines;
  lines.forEach((line, index) => {
    if (others.has(line)) return;
    if (line.length > 100) {
      // "Agnieszka Wasilewska – współzałożycielka i prezeska zarządu (CEO). Księgowa z certyfikatem …", "Jolene
      // Marchetti, Co-founder and CEO. Still works the fuel dock …": the name, then the role as the bio's first
      // sentence.
      const named = /^(.{3,60}?)(?:\s+[—–-]\s+|,\s+)(.+)$/u.exec(line);
      const namedRole = named && isNameLine(named[1], productWords) ? leadingRole(named[2]) : undefined;
      if (namedRole && !notFounderRole.test(namedRole) && !quoted.has(line)) {
        if (!foundedSomethingElse(namedRole, productWords))
          founders.push({ name: named![1], title: namedRole, bio: null });
        return;
      }
      const role = leadingRole(line);
      // A card's bio that opens with the role: the name line above it, the role its first sentence.
      if (role && !notFounderRole.test(line) && !quoted.has(line) && isNameLine(lines[index - 1] ?? '', productWords)) {
        if (!foundedSomethingElse(role, productWords))
          founders.push({ name: lines[index - 1], title: role, bio: null });
      }
      return;
    }
    if (!founderRole.test(line) || notFounderRole.test(line) || quoted.has(line)) return;
    // A hyphen inside a word joins it ("Ко-основач"): it parts no name from its role.
    const inline = /^(.+?)\s*(?:,|—|–|(?<!\p{L})-|-(?!\p{L})|\||:|\()\s*(.+?)\)?$/u.exec(line);
    const inlineName = inline && isNameLine(inline[1], productWords) ? inline[1] : undefined;
    // The role in full-width parentheses after the name: "鶴見 直樹（代表社員 CEO） — 営業と導入支援を担当".
    const parenthesized = inlineName ? null : /^(.+?)\s*（([^（）]{2,60})）/u.exec(line);
    const parenName =
      parenthesized && isNameLine(parenthesized[1], productWords) && founderRole.test(parenthesized[2])
        ? parenthesized[1]
        : undefined;
    // A table's row read as one line, the name then the role: "Arben Memeti Ко-основач и CEO".
    // (Not a role written in capitals: "Mwanzilishi Mwenza", "Pengasas Bersama".)
    // A name in Chinese characters or Hangul is the line's first word: "陈晓岚 创始人兼CEO", "한소율 대표 · 공동창업자".
    // (Korean spaces its roles: "공동 창업자" opens with no name.)
    const cjkFirst = /^(?:\p{Script=Han}{2,4}|\p{Script=Hangul}{2,4})(?= )/u.exec(line)?.[0];
    const [first] =
      inlineName || parenName
        ? []
        : cjkFirst && koreanNameFirst(cjkFirst, line) && isNameLine(cjkFirst, productWords)
          ? [cjkFirst]
          : namesIn(line, productWords);
    const rowName = first && line.startsWith(`${first} `) && !founderRole.test(first) ? first : undefined;
    // A card's name and role in inline elements side by side read as one unspaced line: "沈知远创始人 · 主讲老师".
    const joined = chineseNameThenFounder.exec(line)?.[1];
    const joinedName = joined && isNameLine(joined, productWords) ? joined : undefined;
    const office = officeBeforeName.exec(line);
    const officeWritten = office ? bareName(office[2]) : '';
    const officeName = officeWritten && isNameLine(officeWritten, productWords) ? officeWritten : undefined;
    const previous = bareName(lines[index - 1] ?? '');
    const previousName = isNameLine(previous, productWords) ? previous : undefined;
    const name = inlineName ?? parenName ?? rowName ?? joinedName ?? officeName ?? previousName;
    // The role is the first sentence: "Camille Roux — cofondatrice et présidente. Ancienne cheffe de projet".
    const role = inlineName
      ? inline![2]
      : parenName
        ? parenthesized![2]
        : rowName
          ? // "한소율 대표 · 공동창업자 — 그림책 기획": what they do after the dash is no part of the role.
            line.slice(rowName.length + 1).split(/\s[—–]\s/)[0]
          : joinedName
            ? line.slice(joinedName.length)
            : officeName
              ? office![1]
              : line;
    const title = withoutOrganisation(role.split(/(?<=[^.\s]{2})\.\s/)[0]);
    if (!name || foundedSomethingElse(title, productWords)) return;
    const next = lines[index + 1] ?? '';
    // A line about someone else ("And Sophie Garnier, our support lead") is not this person's bio.
    const aboutOther =
      namesIn(next, productWords).some((other) => other !== name) || othersRole.test(next.slice(0, 16));
    // (A list of "name（role） — what they do" lines has each bio on its own line; a table's row read as one
    // line has the next row after it: "Jess Harrop Head of Support (joined 2022)".)
    const bio =
      !parenName &&
      !rowName &&
      next.length >= 40 &&
      !/@|https?:|founder/i.test(next) &&
      !quoted.has(next) &&
      !aboutOther
        ? next
        : null;
    founders.push({ name, title, bio });
  });
  return founders;
}

/** A heading over the founders' cards: "Founders", "Fundadores", "L'équipe fondatrice", "Gründerteam". */
const foundersHeading = new RegExp(
  String.raw`^(?:(?:our|the|meet the|meet our|l['’]|la|die|os|las|los|i|de)\s*)?(?:co-?founders?|founders?` +
    String.raw`|founding team|gr[üu]nder\p{L}*|gr[üu]ndungsteam|fondat\p{L}*|[ée]quipe fondatrice|fundador\p{L}*` +
    String.raw`|equipo fundador|equipe fundadora|oprichters)(?![\p{L}])`,
  'iu',
);

/**
 * Founders given as a labelled fact: a table row or a definition list ("Founders | Orla Keane & Dara Sheehan",
 * "<dt>Gründerin</dt><dd>Lea Brandt</dd>") or a line ("Founder: Jane Doe"). A label that names one founder is
 * their title.
 */
function fromLabels(page: ReadPage, productWords: Set<string>): DraftFounder[] {
  const pairs: Array<[string, string]> = [];
  for (const row of Array.from(page.document.querySelectorAll('tr'))) {
    const cells = Array.from(row.children).filter((cell) => /^T[HD]$/.test(cell.tagName));
    if (cells.length === 2) pairs.push([oneLine(elementText(cells[0])), oneLine(elementText(cells[1]))]);
  }
  for (const term of Array.from(page.document.querySelectorAll('dt'))) {
    const value = term.nextElementSibling;
    if (value?.tagName === 'DD') pairs.push([oneLine(elementText(term)), oneLine(elementText(value))]);
  }
  for (const line of page.lines) {
    const labelled = /^([^:：|]{3,30}?)\s*[:：|]\s*(.+)$/u.exec(line);
    if (labelled) pairs.push([labelled[1], labelled[2]]);
  }
  const founders: DraftFounder[] = [];
  for (const [label, value] of pairs) {
    const word = foundersHeading.exec(label);
    if (!word || word[0] !== label || label.length > 30 || value.length > 120 || notFounderRole.test(value)) continue;
    const names = namesIn(value, productWords);
    if (!names.length || names.length > 4) continue;
    const one = names.length === 1 && !/s$|innen$|ers$|ores$|oras$|oren$/iu.test(label);
    for (const name of names) founders.push({ name, title: one ? label : null, bio: null });
  }
  return founders;
}

/** A team table's rows ("Priya Raman | Co-founder, CEO | @priyaraman"): a cell that is a name, another a
 * founder's role. Tables in HTML or in ARIA roles on divs. */
function fromTeamTable(page: ReadPage, productWords: Set<string>): DraftFounder[] {
  const founders: DraftFounder[] = [];
  for (const row of Array.from(page.document.querySelectorAll(tableParts.row))) {
    // The row's own cells: a layout table's row holds the menu's and the content's tables too.
    const ownCells = Array.from(row.querySelectorAll(tableParts.cell)).filter(
      (cell) => cell.parentElement?.closest(tableParts.row) === row,
    );
    // A company table's row: the office in its header cell, the name (its reading after it in brackets) over a line
    // saying they founded it: "代表取締役 | 緒方 誠（おがた まこと）<br>共同創業者。営業とサポートの責任者。".
    const officeRow = officeAndPerson(ownCells, productWords);
    if (officeRow) {
      founders.push(officeRow);
      continue;
    }
    const cells = ownCells.map((cell) => oneLine(elementText(cell)));
    const name = cells.find((cell) => isNameLine(cell, productWords));
    const role = cells.find(
      (cell) => cell !== name && cell.length <= 80 && founderRole.test(cell) && !notFounderRole.test(cell),
    );
    if (name && role && !foundedSomethingElse(role, productWords)) founders.push({ name, title: role, bio: null });
    if (name) continue;
    // A cell of the name in bold and the role on the line under it, perhaps a bio after that:
    // "<strong>Elin Bergqvist</strong><br>VD och medgrundare".
    for (const cell of ownCells) {
      const bold = cell.querySelector('strong, b');
      const [first, title = ''] = elementText(cell)
        .split('\n')
        .map((line) => oneLine(line))
        .filter(Boolean);
      if (!bold || first !== oneLine(elementText(bold)) || !isNameLine(first, productWords) || title.length > 80)
        continue;
      if (!founderRole.test(title) || notFounderRole.test(title) || foundedSomethingElse(title, productWords)) continue;
      founders.push({ name: first, title, bio: null });
    }
  }
  return founders;
}

/**
 * A row of an office in its header cell and a person who founded the company: the founder, titled by the office.
 * The office says so itself ("共同創業者 | 丸山 洋平（まるやま ようへい）／エンジニア"), or a line under the name does.
 */
function officeAndPerson(cells: Element[], productWords: Set<string>): DraftFounder | undefined {
  const [office, person] = cells;
  if (cells.length !== 2 || office.tagName !== 'TH') return undefined;
  const [written = '', about = ''] = elementText(person).split('\n').map(oneLine).filter(Boolean);
  // The name without its reading or what they do after a slash ("丸山 洋平（まるやま ようへい）／エンジニア").
  const name = bareName(written.replace(/\s*／.*$/u, ''));
  const title = oneLine(elementText(office));
  if (!isNameLine(name, productWords) || title.length > 30) return undefined;
  const said = founderRole.test(about) ? about : founderRole.test(title) ? title : undefined;
  if (!said || notFounderRole.test(said) || foundedSomethingElse(said, productWords)) return undefined;
  return { name, title, bio: null };
}

/** The lines of the sections under headings (h2 to h4) that pass a test. */
function linesUnder(page: ReadPage, headingTest: RegExp): string[][] {
  const sections: string[][] = [];
  for (const heading of Array.from(page.document.querySelectorAll('h2, h3, h4'))) {
    if (!headingTest.test(oneLine(elementText(heading)))) continue;
    const anchor = outerBlock(heading);
    const level = Number(heading.tagName[1]);
    const sameOrHigher = ['H1', 'H2', 'H3', 'H4'].filter((tag) => Number(tag[1]) <= level);
    const lines: string[] = [];
    // The section ends at the next heading as high; card generators may title each card with an h1.
    for (let element = anchor.nextElementSibling; element; element = element.nextElementSibling) {
      if (sameOrHigher.includes(element.tagName) || element.querySelector(heading.tagName)) break;
      lines.push(...elementText(element).split('\n').map(oneLine).filter(Boolean));
    }
    sections.push(lines);
  }
  return sections;
}

/** People under a heading that calls them founders: a name line, then their role on the next line. */
function fromFoundersSection(page: ReadPage, productWords: Set<string>): DraftFounder[] {
  const founders: DraftFounder[] = [];
  for (const lines of linesUnder(page, foundersHeading)) {
    lines.forEach((line, index) => {
      const role = withoutOrganisation(lines[index + 1] ?? '');
      const namesSomeone = namesIn(role, productWords).length > 0;
      if (!isNameLine(line, productWords) || !role || namesSomeone || role.length > 80 || notFounderRole.test(role))
        return;
      if (foundedSomethingElse(role, productWords)) return;
      founders.push({ name: line, title: role, bio: null });
    });
  }
  return founders;
}

// "founded by", "fondée par", "fundada por", "fondata da", "opgericht door", "gegründet von", "grundades av",
// "założona przez", "grundlagt af".
const creditWords = String.raw`design\p{L}*|photo\p{L}*|illustrat\p{L}*|icons?|theme|host\p{L}*|powered`;
const purposeWords = String.raw`pour que|afin|so that|in order to|to help|para que|perché|affinché|damit|om te|zodat`;
const foundingBy = new RegExp(
  // Not the making of the site ("Site built with Gatsby by Kōtare Studio"): a credit, not a founding.
  String.raw`(?<![\p{L}])(?<!(?:site|website|theme|template|page)\s+)` +
    String.raw`(?:co-?founded|founded|started|created|built|set up|launched` +
    String.raw`|fond[ée]e?s?|fundad[oa]s?|fondat[oa]|opgericht|gegr[üu]ndet|grundad(?:es|e)?|grundlagt|grunnlagt` +
    String.raw`|założon[aey]|stworzon[aey]|založen[aáoý]?|perustettu)(?![\p{L}])` +
    // The "by" must be the founding's, not that of a credit after it ("Built with Bridgetown; design by
    // Kererū Creative", "photos by …") nor of a clause of purpose ("elle a fondé Carnetou … pour que les clients
    // paient par Orange Money").
    String.raw`(?:(?![;|·•]|(?<![\p{L}])(?:${creditWords}|${purposeWords})(?![\p{L}])).)*?` +
    String.raw`(?<![\p{L}])(?:by|par|por|da|door|von|av|af|przez)(?![\p{L}])(.*)$`,
  'iu',
);
/**
 * German and Turkish word order: "... 2019 von Lea Brandt und Deniz Yılmaz gegründet", "X tarafından kuruldu". Not
 * a relative clause's founding: "Beraten werden wir von Claus Meyerdierks, der 1994 die Yachtwerft … gegründet hat".
 */
const byThenFounded = new RegExp(
  String.raw`\bvon\b((?:(?!,\s*(?:der|die|das|welche[rs]?)\s).)+?)\bgegr[üu]ndet(?![\p{L}])` +
    String.raw`|^(.+?)\starafından\s(?:\p{L}+\s)?kurul`,
  'iu',
);
/**
 * The founding verb before its subject: "L'hanno fondata Franco Bellucci e Anna Tiberi", "Założyli je Zofia
 * Wrona i Bartosz Kamiński", "Založili ho Jana Nováková a Petr Dvořák", "Lo fundaron Ana Ruiz y Luis Gil".
 */
const foundedThenBy = new RegExp(
  String.raw`(?<![\p{L}])(?:l['’](?:hanno|ha)\s+(?:fondat|creat|avviat)[aoie]` +
    String.raw`|(?:za[łl]o[żz]y(?:li|ły|ł|ła)|stworzy(?:li|ły|ł|ła))(?:\s+(?:je|go|ją|firmę|spółkę))?` +
    String.raw`|(?:zalo[žz]il[aiy]?|vytvo[řr]il[aiy]?)(?:\s+(?:ho|ji|je|firmu))?` +
    String.raw`|(?:lo|la)\s+(?:fundaron|fund[óo]|crearon|cre[óo])|l['’]ont\s+(?:fond[ée]e?|cr[ée]{2}e?))\s+(.*)$`,
  'iu',
);

/**
 * A name and the words after it describing it, right before the founding: "a seed round led by Zarghoon Ventures,
 * a Karachi fund founded in 2015 by Adeel Rind" is another organisation's founding ("Sebino, a Quetta startup
 * founded by …" is ours).
 */
const described =
  /(\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*)*),\s+(?:a|an|the|une?|una?|uma?|eine?n?|een)\s+[^,;]*$/u;
function describesAnother(before: string, productWords: Set<string>): boolean {
  const name = described.exec(before)?.[1];
  return !!name && !namesProduct(name.split(/\s+/), productWords);
}

/**
 * The subject a sentence opening with its founding names after the founders, when it is something other than the
 * company: "Founded in 2008 by pharmacist Joseph Mumba, the pharmacy uses Chilipo payment links" (a customer's
 * founder). "…, the company now employs twelve" is ours.
 */
const subjectAfterFounders = new RegExp(
  String.raw`,\s+(?:the|this|that|these|la|le|les|el|los|las|il|lo|die|der|das)\s+(?!(?:company|startup|business|firm` +
    String.raw`|team|platform|app|product|service|tool|studio|project|software|entreprise|société|équipe|plateforme` +
    String.raw`|application|empresa|equipo|plataforma|aplicación|firma|unternehmen|plattform|azienda|società` +
    String.raw`|piattaforma)(?![\p{L}]))\p{Ll}`,
  'u',
);
const foundsTheSubjectAfter = (subject: string) => subjectAfterFounders.test(subject);

// Who made it is a firm, not people: "the team at Funnel Frogs Digital", "an agency in Leeds".
const firmMadeIt =
  /^\s*(?:the\s+)?(?:(?:team|folks|people|crew|friends|partners)\s+(?:at|of|from)|an?\s+(?:agency|studio|firm))\b/i;

/** A sentence saying what the product is: its subject, then what follows the verb. */
const productIsPeople = /^(\S+(?:\s\S+)?)\s+(?:is|are|ist|sind|est|sont|es|son|é|são|è|sono|zijn)\s+(\p{Lu}.+)$/u;

/** Founders named in sentences: "... was founded in 2021 by Jonas Weber (CEO) and Priya Raman (CTO)". */
function fromProse(page: ReadPage, productWords: Set<string>): DraftFounder[] {
  const founders: DraftFounder[] = [];
  const quoted = quotedLines(page);
  for (const line of page.lines) {
    if (quoted.has(line)) continue;
    for (const sentence of sentences(line)) {
      const by = foundingBy.exec(sentence) ?? byThenFounded.exec(sentence) ?? foundedThenBy.exec(sentence);
      const subject = by ? (by[1] ?? by[2]) : undefined;
      if (subject && by && describesAnother(sentence.slice(0, by.index), productWords)) continue;
      if (subject && by && !sentence.slice(0, by.index).trim() && foundsTheSubjectAfter(subject)) continue;
      if (subject) {
        // "built by the team at Funnel Frogs Digital (@funnelfrogs), Gold Coast": a firm that made it for us.
        if (firmMadeIt.test(subject)) continue;
        for (const name of namesIn(subject, productWords)) {
          const role = new RegExp(`${escapeRegExp(name)}\\s*\\(([^)@]{2,40})\\)`).exec(subject);
          founders.push({ name, title: role?.[1] ?? null, bio: null });
        }
        continue;
      }
      // The product told as its people, each with a role: "Lilteen is Gráinne Doherty (singer, teacher) and Pádraig
      // McLaughlin (songwriter, producer)". The people it is are the ones who made it.
      const identity = productIsPeople.exec(sentence);
      if (identity && namesProduct(identity[1].split(/\s+/), productWords)) {
        const named = namesIn(identity[2], productWords);
        const roles = named.map((name) => new RegExp(`${escapeRegExp(name)}\\s*\\(([^)@]{2,40})\\)`).exec(identity[2]));
        if (named.length && identity[2].startsWith(named[0]) && roles.every(Boolean)) {
          named.forEach((name, index) => founders.push({ name, title: roles[index]![1], bio: null }));
          continue;
        }
      }
      // A name with a founder's role in brackets anywhere in prose: "Maren Solberg (co-founder, illustrator) paints …".
      // (A sentence that goes on after the bracket: a card's role line "Aasaasaha & Agaasimaha Guud (Co-founder &
      // CEO)" ends there, its capitalised title no name.)
      for (const name of namesIn(sentence, productWords)) {
        const bracket = new RegExp(`${escapeRegExp(name)}\\s*\\(([^)@]{2,60})\\)(.*)$`).exec(sentence);
        const [role, after] = [bracket?.[1], bracket?.[2] ?? ''];
        const goesOn = after.trim().split(/\s+/).length >= 2;
        if (role && goesOn && founderWord.test(role) && !notFounderRole.test(role)) {
          if (!foundedSomethingElse(role, productWords)) founders.push({ name, title: role, bio: null });
        }
      }
      // "I'm Lena Sørensen, Plainfig's founder and only developer."
      const self = /\b(?:I['’]m|I am|my name is)\s+(.+)$/i.exec(sentence);
      const word = /\b(co-?\s?founder|founder)\b/i.exec(sentence);
      if (self && word && !notFounderRole.test(sentence) && !foundedSomethingElse(sentence, productWords)) {
        const name = namesIn(self[1], productWords)[0];
        if (name && self[1].startsWith(name)) {
          founders.push({ name, title: word[1].toLowerCase().startsWith('co') ? 'Co-founder' : 'Founder', bio: null });
        }
      }
    }
  }
  return founders;
}

// The accounts of the tools a site is built with, which their templates leave in the page
// ("twitter:site" @lovable_dev, a "Made with Webflow" footer link): the builder's, not the company's.
const platformHandles = new Set(
  `lovable_dev lovable boltdotnew stackblitz webflow wix wixstudio framer squarespace shopify wordpress
  wordpressdotcom bubble carrd carrdco notionhq super_so vercel netlify gitbook readme mintlify jimdo weebly
  squareup square tilda_publishing tildapublishing hubspot ghost substack godaddy canva replit durable_co hostinger
  strikingly odoo typo3 joomla drupal craftcms gatsbyjs nextjs gohugoio astrodotbuild elementor divi
  elegantthemes tistory tistory_official naver kakao brunch velog hatenablog ameba_official note_pr livejournal tumblr
  blogger shopline shoptet lojaintegrada nuvemshop tiendanube youcan sallaapp zid_sa ecwid bigcommerce wuilt 10web
  shopware eccube note hatenablog はてなブログ ameblo アメーバブログ livedoorblog fc2 seesaa
  ko-fi kofi kofi_button kofiofficial buymeacoffee bmc_app patreon gumroad sellix sellixio
  kickstarter indiegogo ulule makuake wadiz startnext tumblbug campfire_jp hotmart kiwify weidian shopier haravan
  sirclo beacons beaconsai itchio milkshake horoshop webasyst bumpa shift4shop 3dcart
  verkami kisskissbankbank kisskiss_bb goteo catarse benfeitoria crowdcube seedrs wefunder flyingv zeczec readyfor
  readyfor_jp greenfunding mightynetworks memberful eduzz instamojo coupang jumia takealot bukalapak selz shopmatic
  insales plentymarkets`.split(/\s+/),
);

/** A platform's account for one country: "JumiaKenya", "TakealotSA", "shopee_id", "lazada_ph". */
function platformInCountry(handle: string): boolean {
  return [...platformHandles].some(
    (platform) =>
      platform.length >= 4 && handle.startsWith(platform) && countrySuffix.test(handle.slice(platform.length)),
  );
}
const countrySuffix = new RegExp(
  String.raw`^[_.-]?(?:ke|ng|za|sa|gh|eg|ug|ma|sn|tz|in|br|mx|jp|kr|tw|id|my|ph|vn|th|tr|ae|pk|bd|lk|cl|pe|ar` +
    String.raw`|kenya|nigeria|ghana|egypt|uganda|morocco|senegal|tanzania|southafrica|india|brasil` +
    String.raw`|brazil|mexico|japan|korea|taiwan|indonesia|malaysia|philippines|vietnam|thailand|turkey|turkiye)$`,
);

/** A name a builder's or platform's template writes as the page's publisher ("TISTORY", "Wix.com"). */
export function builderName(name: string): boolean {
  return platformHandles.has(
    name
      .toLowerCase()
      .replace(/\.(?:com|io|net)$/, '')
      .replace(/\s+/g, ''),
  );
}

// A credit to whoever made the site, right before the link to them: "Site by", "Website by Prairie Pixel",
// "Website: Studio Kade", "Webdesign door", "Réalisation :", "Diseño web por".
const credit = new RegExp(
  String.raw`(?:^|[\s·|•,(])(?:site|website|web\s?site|web\s?design|webdesign|design|designed|built|developed` +
    String.raw`|made|created|crafted|ontwerp|gemaakt|realisatie|umsetzung|gestaltung|r[ée]alisation|r[ée]alis[ée]` +
    String.raw`|conception|dise[ñn]o(?: web)?|desarrollo|sitio web|realizzazione|realizzato|criado|desenvolvido` +
    String.raw`|wykonanie|tvorba)` +
    String.raw`(?:\s+(?:by|door|von|par|por|da|de|przez|af|av))?\s*:?\s*$`,
  'iu',
);

/** The name an account or a site goes by, letters and digits only: "prairiepixel" for x.com/prairiepixel,
 * instagram.com/prairiepixel.co and prairiepixel.test. */
function accountKey(href: string): string {
  try {
    const url = new URL(href);
    // The account's own segment, past a kind of page ("/company/studio-kade", "/in/", "/channel/").
    const [handle] = url.pathname
      .split('/')
      .filter(
        (segment) =>
          segment && !/^(company|in|channel|user|c|r|u|school|showcase|products?|pages|profile)$/i.test(segment),
      );
    const name = handle?.replace(/^@/, '') || url.hostname.replace(/^www\./, '');
    return name
      .split('.')[0]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]/gu, '');
  } catch {
    return '';
  }
}

/** The accounts and sites of the agency credited with making the site: its links are not the company's
 * (a site made by its own company, "Built by the Tallybird team", credits no agency). */
function siteMakers(site: Site, productName: string | undefined): Set<string> {
  const product = (productName ?? '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const makers = new Set<string>();
  for (const page of site.pages) {
    for (const anchor of Array.from(page.document.querySelectorAll('a[href]'))) {
      const before = anchor.previousSibling?.textContent ?? '';
      if (!credit.test(before.slice(-40))) continue;
      const key = accountKey(new URL(anchor.getAttribute('href')!, page.url).href);
      if (key && !(product && key.includes(product))) makers.add(key);
    }
  }
  return makers;
}

// Words in company names that say what kind of company it is, not which one.
const genericNameWords = new Set(
  `app apps labs lab inc ltd llc gmbh co company group studio studios software technologies technology tech
  digital media solutions systems the and hq official team`.split(/\s+/),
);
const nameLetters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The names the company and product go by, letters and digits only: the product's name, the names in
 * its Organization and WebSite JSON-LD and og:site_name, its canonical domain and the holder of its
 * copyright line ("© 2025 Northwind Labs Ltd").
 */
function ownerNames(site: Site, productName: string | undefined): string[] {
  const names = [productName ?? ''];
  for (const { node } of site.ofType('Organization', 'Corporation', 'LocalBusiness', 'WebSite', 'Brand')) {
    names.push(...[node.name, node.legalName, node.alternateName].flat().flatMap((name) => str(name) ?? []));
  }
  for (const page of site.pages) {
    // A site name the page's title does not carry is the platform's own ("Coda" over "Rostella — volunteer rosters").
    names.push(
      ...page.statements
        .flatMap((line) => /^og:site_name: (.+)/.exec(line)?.[1] ?? [])
        .filter((siteName) => mentions(comparable(page.document.title), comparable(siteName))),
    );
    for (const link of Array.from(
      page.document.querySelectorAll('link[rel~="canonical"][href], meta[property="og:url"]'),
    )) {
      try {
        names.push(
          new URL(link.getAttribute('href') ?? link.getAttribute('content') ?? '').hostname
            .replace(/^www\./, '')
            .split('.')[0],
        );
      } catch {
        // not a URL: no name in it
      }
    }
    names.push(
      ...page.lines.flatMap((line) => /©\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*)?([^.|·•,]{3,60})/.exec(line)?.[1] ?? []),
    );
    // The domain the site's own addresses are at ("kefu@yancui.cn"), when the site is served on a builder's host.
    for (const address of mailtoAddresses(page)) {
      const labels = (address.split('@')[1] ?? '').toLowerCase().split('.');
      const registered = labels.slice(0, -1).filter((label) => !/^(?:co|com|org|net|ac|gov|edu)$/.test(label));
      if (registered.length) names.push(registered[registered.length - 1]);
    }
  }
  names.push(new URL(site.home.url).hostname.replace(/^www\./, '').split('.')[0]);
  const words = names.flatMap((name) => name.split(/[\s\-_.]+/)).map(nameLetters);
  return [
    ...new Set([...names.map(nameLetters), ...words.filter((word) => word.length >= 4 && !genericNameWords.has(word))]),
  ].filter((name) => name.length >= 3 && !/^\d+$/.test(name));
}

/**
 * Whose an account is by its handle: the company's when it goes by one of the company's names
 * ("@getquaymark", "quaymark-hq"), someone else's (the web agency, a customer, a partner, a guest
 * author) when it does not, unknown when the handle is opaque (a YouTube channel id, a numeric page id).
 */
function accountOwner(href: string, owners: string[]): 'company' | 'other' | 'unknown' {
  const handle = accountKey(href);
  if (!handle || /^\d+$|^uc[a-z0-9]{20,}$/.test(handle) || /[?&]id=\d/.test(href)) return 'unknown';
  const named = owners.some((name) => handle.includes(name) || (handle.length >= 4 && name.includes(handle)));
  return named ? 'company' : 'other';
}

/** An account of the builder or host the site is made with, unless the product is that builder. */
function platformAccount(href: string, productName: string | undefined): boolean {
  const handle = /^https?:\/\/[^/]+\/@?([^/?#]+)/.exec(href)?.[1]?.toLowerCase();
  if (!handle || !(platformHandles.has(handle) || platformInCountry(handle))) return false;
  // A name in another script ("달건") keeps its letters: /\W/ would leave nothing, which every handle includes.
  const own = productName?.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return !own || !handle.includes(own);
}

function addSocial(socials: Socials, href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  // A profile has a path: the network's own homepage (or its GitHub Pages site) is nobody's account.
  if (!/^https?:$/.test(url.protocol) || url.href.length > 500 || url.pathname.length < 2) return undefined;
  const host = url.hostname.toLowerCase();
  const key =
    socialHosts.find(([pattern]) => pattern.test(host))?.[1] ??
    accountPaths.find(([hostPattern, path]) => hostPattern.test(host) && path.test(url.pathname))?.[2];
  if (!key || socials[key]) return undefined;
  socials[key] = url.href;
  return key;
}

/** Letters only, accents removed: how a name is written inside a handle ("Yuki Tanabe" in "yukitanabe_dev"). */
const handleLetters = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase();

/** Whether a profile link is this person's own: its handle spells their full name. */
function personsProfile(href: string, name: string): boolean {
  const letters = handleLetters(name);
  return letters.length >= 6 && handleLetters(new URL(href).pathname).includes(letters);
}

/** Fewer path segments first: an account's profile before a repository or a post inside it. */
const profileFirst = (a: string, b: string) =>
  new URL(a).pathname.split('/').filter(Boolean).length - new URL(b).pathname.split('/').filter(Boolean).length;

const nameLabels = 'h2, h3, h4, h5, strong, b, p, span, figcaption';

/**
 * A person's links: those in the smallest block around their name that holds links (their card), or,
 * where a site builder lays cards out flat (Wix, Webflow: the name, the role and the bio as sibling
 * blocks), those in the few blocks after the name, up to the next name.
 */
function linksOf(page: ReadPage, name: string, others: string[]): Element[] {
  const named = (element: Element) => bareName(oneLine(elementText(element))) === name;
  // App builders write every text as a div of its own (Adalo's React Native Web): the innermost one.
  const label =
    Array.from(page.document.querySelectorAll(nameLabels)).find(named) ??
    Array.from(page.document.querySelectorAll('div')).find((element) => !element.firstElementChild && named(element));
  if (!label) return [];
  let block: Element = label;
  for (let holder = label.parentElement, level = 0; holder && level < 4; holder = holder.parentElement, level++) {
    const written = elementText(holder);
    if (others.some((other) => written.includes(other))) return linksInBlocksAfter(block, label.tagName);
    // A card is a small block: the page's main part, its body or a wrapper round them holds the site's own
    // links (its footer's accounts).
    if (/^(?:BODY|MAIN|HTML)$/.test(holder.tagName) || written.length > 600) return [];
    if (holder.querySelector('a[href]')) return Array.from(holder.querySelectorAll('a[href]'));
    block = holder;
  }
  return [];
}

/** The links in the (at most three) blocks after a name's block, before the next card's title. */
function linksInBlocksAfter(block: Element, labelTag: string): Element[] {
  const links: Element[] = [];
  let next = block.nextElementSibling;
  for (let count = 0; next && count < 3; count++, next = next.nextElementSibling) {
    if (next.tagName === labelTag || next.querySelector(labelTag)) break;
    links.push(...Array.from(next.querySelectorAll('a[href]')));
  }
  return links;
}

// What a link to a person's account says besides their name: the network (the contract's platforms and a few
// more), "my", "follow me on", "@".
const platformWords = [
  ...socialPlatforms.filter((key) => key !== 'custom'),
  'twitter',
  'dribbble',
  'behance',
  'substack',
];
const accountWords = new RegExp(
  String.raw`(?<![\p{L}])(?:on|my|me|follow|find|her|his|their|profile|account|page|${platformWords.join('|')}` +
    String.raw`|blog|email|e-mail)(?![\p{L}])|['’]s(?![\p{L}])|[@·|/]`,
  'giu',
);

/**
 * Whether a link on a founder's card names an account that is not theirs: "Whitlock Floral Co. on Instagram"
 * (the studio they used to run) beside "LinkedIn". The network's name, the person's own name or a handle
 * spelling it say nothing against it.
 */
function namesAnotherAccount(linkText: string, name: string): boolean {
  // A name in another script than the link's ("نورة الثبيتي", "@noura_thubaiti") cannot be told apart from it.
  if (!/\p{Script=Latin}/u.test(name)) return false;
  const own = new Set(name.toLowerCase().split(/\s+/));
  const rest = linkText
    .replace(accountWords, ' ')
    .split(/[\s\p{P}]+/u)
    .filter((word) => word && !own.has(word.toLowerCase()));
  return rest.length > 0 && !rest.every((word) => handleLetters(name).includes(word.toLowerCase()));
}

/** Whether a link sits on a person's card: a small block (a few levels up at most) that names them. */
function onCardOf(anchor: Element, name: string): boolean {
  let holder = anchor.parentElement;
  for (let level = 0; holder && holder.tagName !== 'BODY' && level < 5; level++, holder = holder.parentElement) {
    const written = elementText(holder);
    // A page-wide wrapper that names a founder somewhere is not a card.
    if (written.length > 400) return false;
    if (written.includes(name)) return true;
  }
  return false;
}

/** The page's links to other sites, absolute. */
function offSiteLinks(page: ReadPage): string[] {
  const host = new URL(page.url).host;
  return Array.from(page.document.querySelectorAll('a[href]')).flatMap((anchor) => {
    try {
      const url = new URL(anchor.getAttribute('href')!, page.url);
      return /^https?:$/.test(url.protocol) && url.host !== host ? [url.href] : [];
    } catch {
      return [];
    }
  });
}

/**
 * A name of two words or more that another name ends with is that person under a word prose put before them: the
 * card's "Katrin Beyer" is the "Schneidermeisterin Katrin Beyer" of "gegründet 2019 von Schneidermeisterin Katrin
 * Beyer" (German capitalises a trade as it does a name). The longer one is dropped; what it knew fills the card's.
 */
function withoutWordsBefore(founder: DraftFounder, _: number, all: DraftFounder[]): boolean {
  const shorter = all.find(
    (other) =>
      other !== founder &&
      other.name.includes(' ') &&
      // "Van Damme" is a surname alone, of "Jan Van Damme".
      !new RegExp(`^${particle}\\s`, 'i').test(other.name) &&
      founder.name.endsWith(` ${other.name}`),
  );
  if (!shorter || /[,&;]/.test(founder.name)) return true;
  shorter.title ??= founder.title;
  shorter.bio ??= founder.bio;
  return false;
}

/** Two words of one name, one of them inflected: "Marta" and "Martę", "Piotr" and "Piotra", "Lis" and "Lisa". */
function sameWordInflected(a: string, b: string): boolean {
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  let shared = 0;
  while (shared < shorter.length && shorter[shared] === longer[shared]) shared++;
  return (
    shared >= Math.max(3, shorter.length - 1) &&
    longer.length - shorter.length <= 3 &&
    /^\p{Ll}*$/u.test(longer.slice(shared))
  );
}

/**
 * A name prose inflects ("założona przez Martę Wójcik i Piotra Lisa") is the person a card names in the nominative
 * ("Marta Wójcik", "Piotr Lis"): the form with a title stays, the other fills what it lacks.
 */
function notInflected(founder: DraftFounder, index: number, all: DraftFounder[]): boolean {
  const words = founder.name.split(' ');
  const same = all.find((other, otherIndex) => {
    const otherWords = other.name.split(' ');
    return (
      other !== founder &&
      other.name !== founder.name &&
      otherWords.length === words.length &&
      otherWords.every((word, at) => sameWordInflected(word, words[at])) &&
      (other.title ? !founder.title || otherIndex < index : !founder.title && otherIndex < index)
    );
  });
  if (!same) return true;
  same.bio ??= founder.bio;
  return false;
}

export function draftPeople(site: Site, productName: string | undefined): People {
  const productWords = productWordsOf(site, productName);
  const candidates: DraftFounder[] = [];
  const jsonLd = fromJsonLd(site);
  candidates.push(...jsonLd);
  const pages = site.pagesLike(peoplePages).filter((page) => page === site.home || !page.post);
  for (const page of pages)
    candidates.push(
      ...fromTeamTable(page, productWords),
      ...fromCards(page, productWords),
      ...fromFoundersSection(page, productWords),
      ...fromLabels(page, productWords),
    );
  for (const page of pages) candidates.push(...fromProse(page, productWords));

  // One entry per person (accents and case aside); later sources fill what earlier ones lacked.
  const byName = new Map<string, DraftFounder>();
  // A name as the page writes it, in both scripts, for finding the person's links: "佐々木 遥 Haruka Sasaki".
  const asWritten = new Map<string, string>();
  for (const candidate of candidates) {
    const name = withoutGloss(candidate.name);
    if (name !== candidate.name) asWritten.set(name, candidate.name);
    const key = comparable(name.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));
    const known = byName.get(key);
    if (!known) byName.set(key, { name, title: candidate.title, bio: candidate.bio });
    else byName.set(key, { ...known, title: known.title ?? candidate.title, bio: known.bio ?? candidate.bio });
  }
  // JSON-LD's `founder` says what they are when no page gives a fuller title.
  const namedFounder = new Set(jsonLd.map((person) => person.name));
  const founders = [...byName.values()]
    .map((founder) => ({ ...founder, title: founder.title ?? (namedFounder.has(founder.name) ? 'Founder' : null) }))
    .filter((founder) => founder.name.length <= 160)
    .filter(withoutWordsBefore)
    .filter(notInflected)
    // A surname alone ("De Smet") is the person a fuller name of one person ("Lies De Smet") already names.
    .filter(
      (founder, _, all) =>
        !all.some((other) => other !== founder && other.name.endsWith(` ${founder.name}`) && !/[,&;]/.test(other.name)),
    )
    .map((founder) => ({
      ...founder,
      title: founder.title?.slice(0, 160) ?? null,
      bio: founder.bio?.slice(0, 3000) ?? null,
    }))
    .slice(0, 6);
  // The primary founder first: whoever is called founder (in any language founderRole reads) or CEO.
  const primaryRole = (title: string | null) => founderWord.test(title ?? '') || chiefExecutive.test(title ?? '');
  founders.sort((a, b) => Number(primaryRole(b.title)) - Number(primaryRole(a.title)));

  const evidence: SectionEvidence[] = [];
  const names = founders.map((founder) => founder.name);
  for (const founder of founders) {
    // The name with the role in one quote where the site says both together.
    const together = founder.title ? site.quoteAll([founder.name, founder.title], pages) : undefined;
    const needles = [founder.name, founder.title, founder.bio].filter((needle): needle is string => !!needle);
    const quotes = together
      ? [together, ...(founder.bio ? [site.quote(founder.bio, pages)] : [])]
      : needles.map((needle) => site.quote(needle, pages));
    evidence.push({ section: 'founders', key: founder.name, evidence: quotes.filter((quote) => !!quote) });
  }

  // Each founder's own accounts, the primary founder's first: a network the primary founder has no
  // account on may still be given on a co-founder's card ("Mette's LinkedIn, Jonas's GitHub").
  const founderSocials: Socials = {};
  // Every link on a founder's card, kept or not: none of them is the company's.
  const founderLinks = new Set<string>();
  const creators = site.pages.flatMap((page) =>
    page.statements
      .filter((line) => line.startsWith('twitter:creator: @'))
      .map((line) => `https://x.com/${line.slice('twitter:creator: @'.length).trim()}`),
  );
  const profiles = [...site.pages.flatMap(offSiteLinks), ...creators].sort(profileFirst);
  founders.forEach((founder, index) => {
    for (const link of jsonLd.find((person) => person.name === founder.name)?.sameAs ?? [])
      addSocial(founderSocials, link);
    const others = names.filter((_, other) => other !== index);
    const written = asWritten.get(founder.name) ?? founder.name;
    for (const page of pages) {
      for (const anchor of linksOf(page, written, others)) {
        const href = new URL(anchor.getAttribute('href')!, page.url).href;
        founderLinks.add(href);
        if (!namesAnotherAccount(lineOf(anchor), founder.name)) addSocial(founderSocials, href);
      }
    }
    // Anywhere on the site, an account whose handle spells the founder's name is theirs; so is a page
    // author's X account (twitter:creator, often on the founder's blog posts) when it does.
    for (const href of profiles) if (personsProfile(href, written)) addSocial(founderSocials, href);
  });

  const companySocials: Socials = { website: `${new URL(site.home.url).origin}/` };
  const owners = ownerNames(site, productName);
  const companyLinks: string[] = [];
  for (const page of site.pages) {
    for (const anchor of Array.from(page.document.querySelectorAll('a[href]'))) {
      let href: string;
      try {
        href = new URL(anchor.getAttribute('href')!, page.url).href;
      } catch {
        continue;
      }
      // Not the company's: a person's profile (on a team card, a LinkedIn /in/ page, a handle that
      // spells a founder's name), a customer's (in a testimonial), or a "share this" link.
      // A team member's card (class "member", "profile", "person", "author") holds their own accounts.
      const memberCard = anchor.closest(
        '[class*="member" i], [class*="profile" i], [class*="person" i], [class*="teammate" i], [class*="author" i]',
      );
      // A block naming a founder is their card, unless the account goes by the company's name (a footer
      // whose copyright line names the founder's practice).
      // A card naming a person holds their accounts, unless an account goes by the company's name (a
      // footer whose copyright line names the founder's practice; a blog theme's "links of author" box,
      // the site's author being the company).
      const companyNamed = accountOwner(href, owners) === 'company';
      const personal =
        (!!memberCard && !companyNamed) ||
        founderLinks.has(href) ||
        /linkedin\.com\/in\//i.test(href) ||
        names.some((name) => (onCardOf(anchor, name) && !companyNamed) || personsProfile(href, name));
      // A quote's caption (<figure><blockquote>…</blockquote><figcaption>) names the customer quoted.
      const quoted =
        anchor.closest('blockquote, q, cite, [class*="testimonial" i], [class*="quote" i]') ??
        anchor.closest('figure')?.querySelector('blockquote');
      if (!personal && !quoted && !sharing.test(href) && !inRepository.test(href)) companyLinks.push(href);
    }
  }
  const makers = siteMakers(site, productName);
  const companys = (href: string) =>
    !platformAccount(href, productName) && !makers.has(accountKey(href)) && accountOwner(href, owners) !== 'other';
  for (const href of companyLinks.filter(companys).sort(profileFirst)) addSocial(companySocials, href);
  for (const { node } of site.ofType('Organization', 'Corporation', 'LocalBusiness', 'WebSite', 'Brand')) {
    for (const link of [node.sameAs ?? []].flat()) {
      if (typeof link === 'string' && companys(link)) addSocial(companySocials, link);
    }
  }
  const twitter = site.home.statements.find((line) => line.startsWith('twitter:site: @'));
  const twitterUrl = twitter && `https://x.com/${twitter.slice('twitter:site: @'.length).trim()}`;
  if (twitterUrl && companys(twitterUrl)) addSocial(companySocials, twitterUrl);

  for (const [section, socials] of [
    ['company_socials', companySocials],
    ['founder_socials', founderSocials],
  ] as const) {
    for (const [key, url] of Object.entries(socials)) {
      if (key === 'website') continue;
      const handle = key === 'x' ? `@${url.replace(/\/$/, '').split('/').pop()}` : undefined;
      const quote = site.quote(url) ?? site.quote(url.replace(/\/$/, '')) ?? (handle ? site.quote(handle) : undefined);
      if (quote) evidence.push({ section, key, evidence: [quote] });
    }
  }
  return { founders, founderSocials, companySocials, evidence };
}
