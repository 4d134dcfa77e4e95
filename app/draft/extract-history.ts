// The company's history: its story (the paragraphs under "Our story" and its kin, or the about
// page's narrative) and its milestones (dated list items, table rows and timeline entries), each
// entry quoted from the line that states it.
import type { DatePrecision, DraftMilestone, SectionEvidence } from '../../db/schema/drafts.ts';
import { aboutPageNames, teamPageNames } from '../crawl/page-names.ts';
import { isNameLine } from './extract-people.ts';
import type { DraftResult } from './fields.ts';
import type { ReadPage } from './reading.ts';
import { asciiDigits } from './money.ts';
import { beginningWords, foundingWords } from './founding-words.ts';
import { anyOf, clip, headingOver, lineOf as text, quotedContext, sentences, Site } from './site.ts';
import { comparable, mentions } from './terms.ts';

/** A heading over the story of how the company began, in the languages the web is written in. */
const storyHeading = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    [
      'our story|the story|how (?:it|we|this) (?:all )?(?:started|began)|why we|our journey',
      "who makes|who(?:[’']s| is) behind|the (?:people|person|team) behind|about the (?:founder|maker)s?",
      'unsere geschichte|wie alles (?:begann|anfing)|notre histoire|comment tout a commencé|nuestra historia',
      'c[óo]mo empez[óo] todo|la nostra storia|come (?:è|e) nat[oa]|nos?sa hist[óo]ria|como tudo come[çc]ou',
      'ons verhaal|hoe het begon|nasza historia|jak to si[ęe] zacz[ęe][łl]o|n[áa][šs] p[řr][íi]b[ěe]h',
      'jak to za[čc]alo|(?:ako|jak) vznik(?:lo|la|ol|l)|v[åa]r historia|hur det b[öo]rjade|vores historie',
      'v[åa]r historie|hik[aâ]yemiz|tarinamme',
      'наша история|הסיפור שלנו|우리의 이야기',
      // Kazakh, Ukrainian, Belarusian, Macedonian, Bulgarian, Serbian, Romanian, Albanian, Indonesian and Malay,
      // Maltese, Tajik, Urdu.
      'біздің тарих|тарихымыз|наша історія|наша гісторыя|нашата приказна|нашата история|наша прича|povestea noastr[ăa]',
      'historia jon[ëe]|cerita kami|kisah kami|l-istorja tag[ħh]na|таърихи мо|ہماری کہانی',
    ].join('|') +
    String.raw`)(?![\p{L}])|私たちの(?:物語|ストーリー)|誕生秘話|我们的故事|我們的故事|创始故事|創始故事|创业故事|創業故事` +
    String.raw`|創業ストーリー|창업 이야기|ကျွန်ုပ်တို့(?:၏)?\s*ဇာတ်လမ်း` +
    // A heading that tells the way from a start to the company: "From a spreadsheet to Quincena", "De una hoja de
    // Excel a Quincena", "Du carnet à Xwefa" (not "de A à Z").
    String.raw`|^(?:from|de|desde|du|von|vom|van|da|dal|od|fra|från) (?:\p{L}{2,} ){1,5}` +
    String.raw`(?:to|a|à|au|al|zu|zum|zur|naar|para|ao|do|til|till) \p{L}{2,}$` +
    // ... in Persian and Arabic: "از دفتر نوبت تا نوبتینو", "من دفتر ورقي إلى دلّة".
    String.raw`|^(?:از|من) (?:\S+ ){1,5}(?:تا|إلى|الى) \S+$`,
  'iu',
);
/** A cookie consent notice, not a paragraph about the company. */
const consentNotice =
  /\b(?:we use cookies|this (?:site|website) uses cookies|accept (?:all )?cookies|cookie (?:settings|policy))\b/i;

/**
 * Paragraphs that may tell a story: long enough, not in quotes, navigation, headers or footers, no ©. A page
 * without paragraphs, as page builders (Bubble, Wix) write them, has its lines of text in divs of their own.
 */
function storyParagraphs(page: ReadPage, minimum: number): Element[] {
  const paragraphs = storyBlocks(page, 'p, dd', minimum);
  return paragraphs.length
    ? paragraphs
    : storyBlocks(page, 'div', minimum).filter((block) => !block.querySelector(innerBlocks));
}

function storyBlocks(page: ReadPage, selector: string, minimum: number): Element[] {
  return Array.from(page.document.querySelectorAll(selector)).filter((paragraph) => {
    const written = text(paragraph);
    return (
      !paragraph.closest(`${quotedContext}, nav, footer, header, aside`) &&
      written.length >= minimum &&
      !/©|all rights reserved/i.test(written) &&
      !consentNotice.test(written)
    );
  });
}

/**
 * Whether a paragraph tells of someone: a founder by name, "we" or "I" in the past tense, or, in a
 * script without capitals to find names by, anyone. "Parsely wurde 2019 in Chur gegründet. Seit März 2024
 * ist Parsely allgemein verfügbar" is a company's facts, not its story.
 */
function hasProtagonist(paragraph: string, founders: string[]): boolean {
  // Mostly in another script: a brand or "LINE, Facebook" in Latin letters gives no names to look for.
  const latin = paragraph.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (latin * 2 < (paragraph.match(/\p{L}/gu)?.length ?? 0)) return true;
  // A name's stem, as languages decline it: "z Michałem Wentą" names Michał Wenta.
  const stems = founders
    .flatMap((founder) => founder.split(/\s+/))
    .filter((word) => word.length >= 3)
    .map((word) => word.slice(0, Math.max(3, word.length - 2)).toLowerCase());
  const words = paragraph.toLowerCase().split(/[^\p{L}]+/u);
  // "We" or "I" in a sentence told in the past ("our dive logs got soaked"), not "we keep growing".
  const told = sentences(paragraph).some(
    (sentence) => firstPerson.test(sentence) && narrative.test(sentence.replace(/\d+/g, '')),
  );
  return stems.some((stem) => words.some((word) => word.startsWith(stem))) || told;
}
// "We", "I", "our", "my" in the languages the web is written in, and French's elided "j'" ("j'ai fondé").
const firstPerson = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:we|i|our|us|my|nous|notre|nos|je|wir|ich|unser\p{L}*|mein\p{L}*|nosotros` +
    String.raw`|nuestr\p{L}*|yo|mi|noi|nostr\p{L}*|io|wij|ik|ons|onze|mijn|nós|nosso|nossa|eu|vi|vår\p{L}*|jag|jeg` +
    String.raw`|min|mitt)(?![\p{L}])|j['’](?=\p{L}))`,
  'iu',
);

export function draftStory(
  site: Site,
  founders: string[] = [],
): { story: DraftResult['story']; evidence: SectionEvidence[] } {
  const pages = site.pagesLike(aboutPageNames).filter((candidate) => !candidate.post);
  // Every story heading, in order: a page titled "Náš príbeh a tím" (our story and team) tells it under "Ako vzniklo".
  const headings = pages.flatMap((page) =>
    Array.from(page.document.querySelectorAll('h1, h2, h3'))
      .filter((element) => storyHeading.test(text(element)))
      .map((heading) => ({ heading, page })),
  );
  for (const { heading, page } of headings) {
    const paragraphs: string[] = [];
    for (
      let element = heading.nextElementSibling;
      element && !/^H[1-6]$/.test(element.tagName);
      element = element.nextElementSibling
    ) {
      if (element.tagName === 'P' && text(element)) paragraphs.push(text(element));
    }
    // A heading over a list or table of dates, or over names and roles, does not tell a story.
    // (A year may be written in its script's digits: "၂၀၁၉ ခုနှစ်တွင်".)
    if (!paragraphs.some((paragraph) => paragraph.length >= 80 && narrative.test(asciiDigits(paragraph)))) continue;
    const evidence = paragraphs.map((paragraph) => site.quote(paragraph, [page], true));
    if (!paragraphs.length || evidence.some((quote) => !quote)) continue;
    const title = clip(text(heading), 8000);
    const story = clip(paragraphs.join('\n\n'), 8000);
    const titleQuote = site.quote(text(heading), [page], true);
    return {
      story: { title, story },
      evidence: [
        { section: 'story', key: 'title', evidence: titleQuote ? [titleQuote] : [] },
        { section: 'story', key: 'story', evidence: evidence.filter((quote) => !!quote) },
      ],
    };
  }
  // Without a story heading, an about page (or else a team page: Muse's "equipe.html" opens with how it began)
  // tells how the company began: its first paragraph that tells a story (a year, a verb in the past), and the
  // paragraph right after it; not one in a section about the team, the company today or how to reach it.
  const aboutPages = site.pagesOf(aboutPageNames);
  const teamPages = site.pagesOf(teamPageNames).filter((page) => !aboutPages.includes(page));
  for (const page of [...aboutPages, ...teamPages].filter((candidate) => !candidate.post)) {
    const headings = sectionHeadings(page);
    const onTeamPage = teamPages.includes(page);
    const first = storyParagraphs(page, 80)
      // Nor one on a founder's card, under their name: that is their bio; on a team page, nor one under anyone's.
      .filter(
        (paragraph) =>
          !(headings.get(paragraph) ?? []).some(
            (heading) =>
              notStorySection.test(heading) ||
              founders.includes(heading) ||
              (onTeamPage && isNameLine(heading, new Set())),
          ),
      )
      .slice(0, 4)
      .filter((paragraph) => {
        const written = text(paragraph);
        return narrative.test(withoutPresentPassive(written)) && hasProtagonist(written, founders);
      })
      // A story runs to more than a sentence: "A small team in Hobart building the tool we wished we had" under
      // the page's title is its lead, and the story follows it.
      .sort((a, b) => Number(isLead(a)) - Number(isLead(b)))[0];
    if (!first) continue;
    // The story goes on in the paragraph right after it, not in a card or a caption elsewhere on the page.
    const next = first.nextElementSibling;
    const paragraphs = [...openingOfSection(first), first, ...(next && next.tagName === first.tagName ? [next] : [])]
      .map(text)
      .filter(Boolean);
    // A founding and where the company stands today are its facts, not its story: "Xwefa a été fondée à Cotonou
    // en 2022 par Sèna Adjovi et Rodrigue Hounkpatin. Notre bureau est à Haie Vive."
    const said = paragraphs.flatMap(sentences);
    const told = said.filter((sentence) => narrative.test(withoutPresentPassive(sentence)));
    const facts = said.filter((sentence) => !told.includes(sentence)).every((sentence) => present.test(sentence));
    // (The same founding may be told twice, in two languages.) A prize, a grant or a round won is a fact beside
    // it too: "In 2023 Sakadi won the Kalahari Agri-Tech Prize of P75,000"; so is a hire ("Grace … joined in 2023").
    const foundingOnly = told.every(
      (sentence) =>
        !causeOrTime.test(sentence) &&
        (foundingStated.test(sentence) || wonPrizeOrFunding(sentence) || joinedTheTeam.test(sentence)),
    );
    if (told.length && foundingOnly && facts) continue;
    const evidence = paragraphs.map((paragraph) => site.quote(paragraph, [page], true));
    if (evidence.some((quote) => !quote)) continue;
    return {
      story: { story: clip(paragraphs.join('\n\n'), 8000) },
      evidence: [{ section: 'story', key: 'story', evidence: evidence.filter((quote) => !!quote) }],
    };
  }
  return { story: {}, evidence: [] };
}

/**
 * The paragraphs a section's story opens with before the one that dates it, when a heading of the section (not the
 * page's title) stands right before them: "قِدر جدتي في الهدا" tells of the grandmother's still, then of 2019.
 */
function openingOfSection(paragraph: Element): Element[] {
  const before: Element[] = [];
  let element = paragraph.previousElementSibling;
  while (element && element.tagName === paragraph.tagName && before.length < 2) {
    before.unshift(element);
    element = element.previousElementSibling;
  }
  const headed = !!element && /^H[2-6]$/.test(element.tagName) && !notStorySection.test(text(element));
  return headed && before.every((earlier) => text(earlier).length >= 80) ? before : [];
}

// A founding or a beginning: "créée en 2019 à Fort-de-France par …".
const foundingStated = new RegExp(String.raw`(?<![\p{L}])(?:${foundingWords}|${beginningWords})(?![\p{L}])`, 'iu');
/**
 * A prize, grant or investment the company won or raised: "won the … Prize of P75,000", "a reçu une subvention" (not
 * "keeping every grant in a spreadsheet").
 */
const wonOrRaised = new RegExp(
  String.raw`(?<![\p{L}])(?:won|awarded|raised|received|secured|gagn[ée]|obtenu|re[çc]u|gan[óo]|recibi[óo]|gewann` +
    String.raw`|erhielt|получил\p{L}*|отримал\p{L}*|добивме|ganhou|recebeu)(?![\p{L}])`,
  'iu',
);
const prizeOrFunding = new RegExp(
  String.raw`(?<![\p{L}])(?:prize|award|grant|round|investment|funding|prix|subvention|premio|preis|f[öo]rderung` +
    String.raw`|грант\p{L}*|преми\p{L}*|инвестици\p{L}*|prêmio)(?![\p{L}])`,
  'iu',
);
const wonPrizeOrFunding = (sentence: string) => wonOrRaised.test(sentence) && prizeOrFunding.test(sentence);
/** Someone joining the team in a year: "Grace Nyibol leads customer support and joined in 2023". */
const joinedTheTeam = new RegExp(
  String.raw`(?<![\p{L}])(?:joined|a rejoint|se unió|se uniu|entrou)` +
    String.raw`(?: (?:the team|us|the company|l['’]équipe|el equipo|a equipa|a equipe))?` +
    String.raw`(?: in| en| em)? (?:\p{L}+ )?(?:19|20)\d\d(?!\d)`,
  'iu',
);

/**
 * A clause of why, after what or as what, which makes a founding a story: "a year after our wedding spreadsheet
 * broke", "como projeto de fim de semana".
 */
const causeOrTime = new RegExp(
  String.raw`(?<![\p{L}])(?:after|when|because|so that|après|quand|parce que|pour que|afin de|cuando|después` +
    String.raw`|porque|para que|nachdem|als|weil|damit|toen|omdat|nadat|quando|depois|dopo|perché|affinché` +
    // What it began as: "começou em 2021 como projeto de fim de semana", "began as a side project".
    String.raw`|como|comme|as an?)(?![\p{L}])`,
  'iu',
);
/**
 * A sentence about the present: "is", "sont", "sommes", "today", "aujourd’hui", "heute", "dnes", what the company
 * does ("makes", "builds"), and in Cyrillic "сегодня", "сейчас", "є", or a dash between two names ("ООО «Зубро
 * Софт» — небольшая команда из Гродно").
 */
const present = new RegExp(
  String.raw`(?<![\p{L}])(?:is|are|am|est|sont|sommes|es|son|somos|está|están|ist|sind|zijn|är|er|jest|są|jsou` +
    String.raw`|makes|builds|helps|offers|serves|employs|has|have` +
    String.raw`|today|now|aujourd['’]hui|hoy|heute|vandaag|idag|i dag|dnes|dziś|oggi|hoje` +
    String.raw`|сегодня|сейчас|теперь|сьогодні|зараз|тепер|сёння|цяпер|денес|сега|данас|днес|бүгін|қазір|є|е|је)` +
    String.raw`(?![\p{L}])|\p{L}[»”"]?\s—\s\p{L}`,
  'iu',
);

/** One short sentence: a page's lead, not a story. */
const isLead = (paragraph: Element) => {
  const written = text(paragraph);
  return written.length < 160 && sentences(written).length === 1;
};

/** Sections of an about page that tell no story: the team, the company today, jobs, press, contact. */
const notStorySection = anyOf(
  String.raw`^(?:the |our |meet (?:the )?)?(?:team|people|staff|crew)$|where we are|today|status|contact|get in touch`,
  String.raw`careers?|jobs|hiring|press|media kit|investors|milestones|timeline|releases?|changelog|roadmap|awards`,
  String.raw`values|pricing|faq|company profile|简介|簡介|会社概要`,
  // How the company is funded and at what stage: "Financement", "Финансирање", "Стадия".
  String.raw`funding|financing|investment|finanzierung|financement|financiaci[óo]n|finanziamento|financiering`,
  String.raw`finansowanie|financování|finansiering|rahoitus|pendanaan|financiamento|finanțare|финансировани\p{L}*`,
  String.raw`фінансуванн\p{L}*|финансирање|финансиране|financiranje|^(?:stage|стадия|стадія|faza|etapa|phase)$`,
  String.raw`^(?:das |l['’]|el |la |il |o |het )?(?:team|[ée]quipe|equipo|squadra|equipa)$|kontakt|contacto|contatti`,
  String.raw`presse|prensa|karriere|empleo|vacatures`,
);

/**
 * The headings of the sections each block of a page is in ("People" over "Niall Kerr" over his card), not
 * the page's first (its title, as "Equipe" over a team page that opens with the story) nor those of the
 * page's frame: one walk through the page.
 */
function sectionHeadings(page: ReadPage): Map<Element, string[]> {
  const within = new Map<Element, string[]>();
  const open: string[] = [];
  let headings = 0;
  for (const element of Array.from(page.document.querySelectorAll('h1, h2, h3, h4, h5, h6, p, dd, div'))) {
    const level = /^H([1-6])$/.exec(element.tagName)?.[1];
    if (!level) within.set(element, open.filter(Boolean));
    else if (!element.closest('nav, header, footer, aside')) {
      open.length = Number(level) - 1;
      open[Number(level) - 1] = ++headings > 1 ? text(element) : '';
    }
  }
  return within;
}

/** "Hivetab is made by Hivetab Labs" says what is, not what happened: no past in a present passive. */
const withoutPresentPassive = (paragraph: string) =>
  paragraph.replace(/\b(?:is|are|gets?)\s+(?:\p{L}+ly\s+)?(?:made|built|run|created|written|designed)\b/giu, '');

/**
 * A paragraph that tells how something began: a year (also "2018年", "2018년") or a verb in the past, in the
 * common languages. Hebrew and Cyrillic words need Unicode word edges (`\b` only knows ASCII letters).
 */
const narrative = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:1[89]|20)\d\d(?!\p{N})(?:[年년]|(?!\p{L}))` +
    String.raw`|(?<![\p{L}])(?:היה|היתה|הייתה|היו|התחיל\p{L}*|הקים|הקימה|הקימו|ייסד\p{L}*|נוסד\p{L}*` +
    String.raw`|был[аои]?|основал\p{L}*|начал\p{L}*|создал\p{L}*|запустил\p{L}*|mendirikan|memulai` +
    // Greek: was, had, founded, started, made, created.
    String.raw`|ήταν|είχε|είχαν|ίδρυσ\p{L}*|ξεκίνησ\p{L}*|έφτιαξ\p{L}*|δημιούργησ\p{L}*` +
    // French told in the passé composé: "Olivier l'a vu écrire", "elle a géré", "ils ont lancé".
    String.raw`|(?:a|ont|avons|avait|avaient)\s+(?!plus(?![\p{L}]))\p{L}+(?:é|ée|és|ées|is|it|u|us|ert))(?![\p{L}])` +
    String.raw`|\b(?:started|began|founded|built|wrote|created|met|launched|decided|quit|was|were|had` +
    String.raw`|made|lived|worked|left|tried|lost|moved|taught|grew|ran|wanted|needed` +
    String.raw`|watched|spent|gegründet|begann|baute|schrieb|war|waren|hatte|fondée?|née?|commencé|créé|était|avait` +
    String.raw`|fundad[oa]|empezó|comenzó|creó|era|eran|tenía|começou|criou|fundou|iniziato|fondat[oa]` +
    String.raw`|begon|opgericht|begonnen|was|waren|had|hadden` +
    String.raw`|powsta[łl]\p{L}*|za[łl]o[żz]y\p{L}*|zacz[ęe][łl]\p{L}*|by[łl][aoy]?` +
    String.raw`|vznikl\p{L}*|za[čc]al\p{L}*|zalo[žz]il\p{L}*|byl[aoiy]?` +
    String.raw`|startade|grundade|grundades|b[öo]rjade|var|hade|startede|grundlagde|begyndte|startet|kuruldu` +
    String.raw`|ba[şs]lad\p{L}*|kurdu\p{L}*|aloitti\p{L}*|perusti\p{L}*|oli|olivat)(?![\p{L}])` +
    String.raw`|始め|創業|設立|始まり|きっかけ|创立|成立|开始|长大|長大|小时候|小時候|当时|當時|后来|後來|เริ่ม|ก่อตั้ง`,
  'iu',
);

/** Pages that tell a company's history: about pages and pages named for a history or timeline. */
// About and team pages by their path or their title (a Tistory post titled "회사 소개", Muse's "equipe.html").
const historyPages = new RegExp(
  `${aboutPageNames.source}|${teamPageNames.source}|histor|timeline|milestone|geschichte|chronik`,
);

/**
 * A heading over a list of dated entries that calls them milestones, a timeline or a history, in the
 * languages the web is written in (en de fr es it pt nl pl sv cs tr ja da no fi ko zh ru he id ms).
 */
const milestoneHeading = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    [
      'milestones?|timeline|history|(?:our|the) (?:journey|story)|how we got here|so far|key dates',
      'meilensteine?|geschichte|geschicht|chronik|zeitleiste|werdegang',
      'jalons?|[ée]tapes|historique|histoire|chronologie|quelques dates|dates? cl[ée]s|notre parcours',
      'hitos?|historia|cronolog[íi]a|trayectoria|l[íi]nea de tiempo|fechas',
      'storia|tappe|traguardi|pietre miliari|date importanti',
      'marcos|hist[óo]ria|linha do tempo|trajet[óo]ria|fitos',
      'mijlpalen|geschiedenis|tijdlijn|historie|kamienie milowe|o[śs] czasu|milstolpar|historik|tidslinje',
      'miln[íi]ky|m[íi][ľl]niky|časov[áa] osa|kilometre ta[şs]lar[ıi]|tarih[çc]e(?:miz)?|zaman [çc]izelgesi',
      'milep[æa]le?r?',
      String.raw`virstanpylv\p{L}*|aikajana|вехи|история|хронология|אבני דרך|היסטוריה|연혁|마일스톤`,
      // "Our path" in Macedonian, Bulgarian, Serbian and Croatian, Slovenian; the South Slavic "history".
      'нашиот пат|нашият път|наш пут|naš put|naša pot|историја|istorija|povijest|zgodovina',
      'perjalanan kami|sejarah|tonggak sejarah|linimasa|repere|istoric|cronologie|m[ée]rf[öo]ldk[öo]vek|t[öo]rt[ée]net',
      // Greek "milestones" and "stations".
      'ορ[οό]σημα|σταθμο[ιί]|ιστορ[ιί]α|χρονολ[οό]γιο',
      'c[ộo]t m[ốo]c|l[ịi]ch s[ửu]|h[àa]nh tr[ìi]nh|इतिहास|उपलब्धियां|ประวัติ',
    ].join('|') +
    String.raw`)(?![\p{L}])|沿革|歩み|あゆみ|年表|マイルストーン|里程碑|发展历程|發展歷程|历程|大事记`,
  'iu',
);
/** A list, table or block whose own class, or its parent's, calls it a timeline, milestones or a history. */
function classedAsTimeline(group: Element | null): boolean {
  return [group, group?.parentElement].some((element) =>
    /timeline|milestone|histor|chronolog/i.test(element?.getAttribute('class') ?? ''),
  );
}

/** Dated entries that are not milestones: release notes, news, events. */
const notMilestoneHeading = anyOf(
  String.raw`changelog|release|what['’]s new|news|blog|press|events?\b|webinar|upcoming`,
  'neuigkeiten|aktuelles|nouveaut|actualit|novedades|notizie|novit|nieuws|aktualno|nyheter|novinky|haberler',
  'お知らせ|ニュース|更新|新闻|动态|소식|новости',
);

/**
 * Month names by number, in en de fr es it pt nl pl sv cs sk tr da no fi ru id ms ro ca uk he el and their
 * genitive or short forms ("października", "května", "Mai", "mars", "sept.", "Maret"); Japanese, Chinese
 * and Korean dates are written with digits (2021年5月).
 */
const monthWords: string[] = [
  'january february march april may june july august september october november december',
  'jan feb mar apr may jun jul aug sep oct nov dec',
  'sept',
  'januar februar märz april mai juni juli august september oktober november dezember',
  'jan feb mär apr mai jun jul aug sep okt nov dez',
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  'janv févr mars avr mai juin juil août sept oct nov déc',
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  // Galician
  'xaneiro febreiro marzo abril maio xuño xullo agosto setembro outubro novembro decembro',
  'januari februari maart april mei juni juli augustus september oktober november december',
  'styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień',
  'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia',
  'januari februari mars april maj juni juli augusti september oktober november december',
  'leden únor březen duben květen červen červenec srpen září říjen listopad prosinec',
  'ledna února března dubna května června července srpna září října listopadu prosince',
  // Slovak, and its genitive ("15. apríla 2019").
  'január február marec apríl máj jún júl august september október november december',
  'januára februára marca apríla mája júna júla augusta septembra októbra novembra decembra',
  'ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık',
  'januar februar marts april maj juni juli august september oktober november december',
  'januar februar mars april mai juni juli august september oktober november desember',
  'tammikuu helmikuu maaliskuu huhtikuu toukokuu kesäkuu heinäkuu elokuu syyskuu lokakuu marraskuu joulukuu',
  'tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta lokakuuta' +
    ' marraskuuta joulukuuta',
  'январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь',
  'января февраля марта апреля мая июня июля августа сентября октября ноября декабря',
  'januari februari maret april mei juni juli agustus september oktober november desember',
  'januari februari mac april mei jun julai ogos september oktober november disember',
  'ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie',
  'gener febrer març abril maig juny juliol agost setembre octubre novembre desembre',
  'січень лютий березень квітень травень червень липень серпень вересень жовтень листопад грудень',
  'січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня',
  // Hebrew writes the month with the preposition "in" before it: "14 במרץ 2021".
  'ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר דצמבר',
  'בינואר בפברואר במרץ באפריל במאי ביוני ביולי באוגוסט בספטמבר באוקטובר בנובמבר בדצמבר',
  // Greek, and its genitive ("15 Μαΐου 2023").
  'ιανουάριος φεβρουάριος μάρτιος απρίλιος μάιος ιούνιος ιούλιος αύγουστος σεπτέμβριος οκτώβριος νοέμβριος δεκέμβριος',
  'ιανουαρίου φεβρουαρίου μαρτίου απριλίου μαΐου ιουνίου ιουλίου αυγούστου σεπτεμβρίου οκτωβρίου νοεμβρίου δεκεμβρίου',
];
const monthNumber = new Map(
  monthWords.flatMap((names) =>
    names.split(' ').map((name, index) => [name, names === 'sept' ? 9 : index + 1] as const),
  ),
);
const monthPattern = [...monthNumber.keys()].sort((a, b) => b.length - a.length).join('|');
const pad = (value: number | string) => String(value).padStart(2, '0');
const year = '((?:18|19|20)\\d\\d)';
const month = `(${monthPattern})\\.?`;

/** Ways a dated entry begins, each read into [year, month, day] (month and day may be absent). */
const datePatterns: Array<[RegExp, (match: RegExpExecArray) => [string, number?, number?]]> = [
  // 2021-05-12, 2021-05, 2021/05/12, 2022.05 (as Korea and China write them)
  [
    new RegExp(`^${year}[-/.](\\d{1,2})(?:[-/.](\\d{1,2}))?(?![\\d])`),
    (m) => [m[1], Number(m[2]), m[3] ? Number(m[3]) : undefined],
  ],
  // 2021年5月12日, 2021년 5월 12일
  [
    new RegExp(`^${year}\\s*[年년](?:\\s*(\\d{1,2})\\s*[月월](?:\\s*(\\d{1,2})\\s*[日일])?)?`),
    (m) => [m[1], m[2] ? Number(m[2]) : undefined, m[3] ? Number(m[3]) : undefined],
  ],
  // 12.05.2021, 12. 5. 2021
  [new RegExp(`^(\\d{1,2})\\.\\s?(\\d{1,2})\\.\\s?${year}(?![\\d])`), (m) => [m[3], Number(m[2]), Number(m[1])]],
  // 03/2019, 3.2019: a month and its year, as Vietnam and much of Europe write them
  [new RegExp(`^(0?[1-9]|1[0-2])[/.]${year}(?![\\d])`), (m) => [m[2], Number(m[1])]],
  // 12 maggio 2006, 12. Mai 2021, 1er mars 2022, 12 de maio de 2020
  [
    new RegExp(`^(\\d{1,2})(?:\\.|er|º|ª)?\\s+(?:de\\s+)?${month}\\s+(?:de\\s+)?${year}(?![\\d])`, 'iu'),
    (m) => [m[3], monthNumber.get(m[2].toLowerCase()), Number(m[1])],
  ],
  // June 14, 2021
  [
    new RegExp(`^${month}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+${year}(?![\\d])`, 'iu'),
    (m) => [m[3], monthNumber.get(m[1].toLowerCase()), Number(m[2])],
  ],
  // Mai 2021, marzo de 2019
  [new RegExp(`^${month}\\s+(?:de\\s+)?${year}(?![\\d])`, 'iu'), (m) => [m[2], monthNumber.get(m[1].toLowerCase())]],
  // Autumn 2021, Early 2025, Q3 2022, printemps 2021, Herbst 2021, finales de 2019: the year the part is of
  [
    new RegExp(
      `^(?:early|mid|late|spring|summer|autumn|fall|winter|q[1-4]|h[12]|d[ée]but|fin|printemps|[ée]t[ée]|automne` +
        `|hiver|fr[üu]h(?:jahr|ling)|sommer|herbst|anfang|mitte|ende|primavera|verano|oto[ñn]o|invierno|inicio` +
        `|finales|principios|ver[ãa]o|outono|inverno|estate|autunno|inizio|fine)(?:\\s+(?:of|de|del|di|d['’]))?` +
        `\\s*${year}(?![\\d])`,
      'iu',
    ),
    (m) => [m[1]],
  ],
  // 2019
  [new RegExp(`^${year}(?![\\d\\p{L}])`, 'u'), (m) => [m[1]]],
];

/**
 * The date an entry begins with, as the contract's full date, and the text after it. A date given
 * only by its month or year is the first day of that month or year. A bare year counts only when a
 * separator or the markup sets it apart ("2019: ...", "<strong>2019</strong> ..."): "2000 shops" is a number.
 */
function leadingDate(
  written: string,
  apart: boolean,
): { date: string; precision: DatePrecision; rest: string } | undefined {
  const start = written.replace(/^[\s•·▸►◆●○*]+/u, '');
  for (const [pattern, read] of datePatterns) {
    const match = pattern.exec(start);
    if (!match) continue;
    const [y, writtenMonth, writtenDay] = read(match);
    const [m, d] = [writtenMonth ?? 1, writtenDay ?? 1];
    if (!m || m > 12 || d > 31) return undefined;
    const after = start.slice(match[0].length);
    const separated = /^\s*(?:[:：–—|·•]|-\s|—)/u.exec(after);
    if (match.length === 2 && !separated && !apart) return undefined;
    const rest = after.replace(/^[\s:：–—|·•-]+/u, '').trim();
    // The contract's date is a whole day; what the site did not say is its first day, and says so.
    const precision = writtenDay ? 'day' : writtenMonth ? 'month' : 'year';
    return { date: `${y}-${pad(m)}-${pad(d)}`, precision, rest };
  }
  return undefined;
}

/**
 * A year of another calendar with the Gregorian one beside it, as Persian and Thai sites date their timelines
 * ("۱۳۹۸ (2019)", "2562 (2019)"): the Gregorian year. Anything else as it is.
 */
function gregorianBeside(written: string): string {
  return /^\p{Nd}{4}\s*[(（]((?:19|20)\d\d)[)）]$/u.exec(written)?.[1] ?? written;
}

/** A block that may be one dated entry of a list, a table, a definition list or a run of paragraphs. */
const entrySelector = 'li, tr, p, dt, [role="listitem"], h3, h4, h5, h6, div';
/** Blocks inside a div that make it a wrapper rather than a line of text. */
const innerBlocks = 'div, p, li, ul, ol, table, dl, h1, h2, h3, h4, h5, h6, section, article';

interface Entry {
  date: string;
  precision: DatePrecision;
  title: string;
  holder: Element;
  quoteText: string;
}

/** Where dated entries are not history: the site's frame ("Last updated: ...") and quotes of others. */
const frame = 'nav, footer, header, aside, blockquote';

/**
 * The entry a `<time datetime>` dates: the nearest element around it that says more than the date, as
 * timelines of every framework write it (`<li><time>…</time> — Seed round</li>`, or
 * `<div class="item"><div class="date"><time>…</time></div><div><h3>Seed round</h3><p>…</p></div></div>`).
 * Not one that holds a second date: that is the whole list.
 */
function timeHolder(time: Element): Element | undefined {
  const dateText = text(time);
  for (let holder = time.parentElement; holder && holder.tagName !== 'BODY'; holder = holder.parentElement) {
    if (holder.querySelectorAll('time[datetime]').length > 1 || holder.tagName === 'ARTICLE') return undefined;
    const written = text(holder);
    if (written.length > 400) return undefined;
    if (/\p{L}/u.test(written.replace(dateText, ''))) return holder;
  }
  return undefined;
}

/**
 * Entries dated by `<time datetime>`: the date the markup gives, the title the entry's own heading
 * gives ("<h3>Seed round</h3><p>We raised…</p>") or else the rest of its text.
 */
function timeEntries(page: ReadPage): Entry[] {
  const entries: Entry[] = [];
  for (const time of Array.from(page.document.querySelectorAll('time[datetime]'))) {
    const date = time.getAttribute('datetime')!.trim().slice(0, 10);
    const holder = timeHolder(time);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !holder || holder.closest(frame)) continue;
    const written = text(holder);
    const heading = text(holder.querySelector('h1, h2, h3, h4, h5, h6'));
    const title =
      heading ||
      written
        .replace(text(time), '')
        .replace(/^[\s:–—|·•-]+/u, '')
        .trim();
    if (title) entries.push({ date, precision: 'day', title, holder, quoteText: written });
  }
  return entries;
}

/** Dated entries of `page`, each as written: "2019: Founded", "<b>12 maggio 2006</b><td>...", "<h3>2021</h3><p>...". */
function datedEntries(page: ReadPage): Entry[] {
  const entries = timeEntries(page);
  const timed = entries.map((entry) => entry.holder);
  for (const holder of Array.from(page.document.querySelectorAll(entrySelector))) {
    if (holder.closest(frame)) continue;
    // Page builders (Bubble, Wix, Webflow) write each line of text as a div; a div of divs is a wrapper.
    if (holder.tagName === 'DIV' && holder.querySelector(innerBlocks)) continue;
    // An entry `<time datetime>` dates is read from its markup, not again from its text.
    if (timed.some((entry) => entry.contains(holder) || holder.contains(entry))) continue;
    // An entry holding entries (a list item with a nested list) is read through its parts.
    // (A table row's cells may hold their text in paragraphs, as Sphinx writes them: the row is the entry.)
    if (holder.querySelector(holder.tagName === 'TR' ? 'li, tr' : 'li, tr, p, [role="listitem"]')) continue;
    const written = text(holder);
    if (!written || written.length > 400) continue;
    // The markup sets a date apart when the entry's first element holds exactly the date.
    const first = holder.firstElementChild;
    const firstText = first ? text(first) : '';
    const apart = first && written.startsWith(firstText) ? leadingDate(gregorianBeside(firstText), true) : undefined;
    const found =
      apart && !apart.rest
        ? {
            date: apart.date,
            precision: apart.precision,
            rest: written
              .slice(firstText.length)
              .replace(/^[\s:：–—|·•-]+/u, '')
              .trim(),
          }
        : // A term or a heading that is only a date is set apart by its markup: "<dt>2022</dt><dd>…</dd>".
          leadingDate(written, /^(?:DT|H[1-6])$/.test(holder.tagName));
    if (!found) continue;
    let title = found.rest;
    let quoteText = written;
    // A heading or a line that is only a date titles the block after it: <h3>2021</h3><p>Seed round</p>.
    if (!title) {
      const next = holder.nextElementSibling;
      const nextText = next ? text(next) : '';
      if (!nextText || leadingDate(nextText, true) || nextText.length > 300) continue;
      if (!/^(H[1-6]|DT)$/.test(holder.tagName) && !next?.matches('p, dd, div')) continue;
      // A card after the date: its heading is the title, the rest describes it.
      const cardHeading = next?.querySelector('h1, h2, h3, h4, h5, h6');
      title = cardHeading && text(cardHeading) ? text(cardHeading) : nextText;
      // The date and its title are two lines on the page; the quote holds both, so it states the date.
      quoteText = `${written} ${nextText}`;
    }
    if (!/\p{L}/u.test(title) || title.length < 3) continue;
    entries.push({ date: found.date, precision: found.precision, title, holder, quoteText });
  }
  return entries;
}

/**
 * An entry whose date and title are blocks of their own (`<div class="date">2019-06-18</div><div>Founded</div>`)
 * is quoted across those lines, as it stands on the page.
 */
function acrossLines(written: string, page: ReadPage): { quote: string; url: string } | undefined {
  return mentions(comparable(page.lines.join('\n')), comparable(written))
    ? { quote: written, url: page.url }
    : undefined;
}

/** Dates that run one way (oldest first or newest first), as a timeline's do. */
const ordered = (dates: string[]) =>
  dates.every((date, index) => index === 0 || date >= dates[index - 1]) ||
  dates.every((date, index) => index === 0 || date <= dates[index - 1]);

/**
 * Dated entries of a milestones, timeline or history list: under a heading that names one, or three or
 * more in a row on an about or history page, their dates in order. Release notes, news, events and
 * blog dates are not milestones.
 */
/**
 * The element that holds an entry with its neighbours: its parent, or, when builders wrap each entry in
 * a row of its own (Odoo's s_timeline_row, a card per year), the nearest ancestor holding another entry.
 */
function sharedHolder(holder: Element, entries: Entry[]): Element | null {
  let candidate = holder.parentElement;
  for (let level = 0; candidate && level < 3; level++, candidate = candidate.parentElement) {
    if (entries.some((other) => other.holder !== holder && candidate!.contains(other.holder))) return candidate;
  }
  return holder.parentElement;
}

export interface Milestones {
  milestones: DraftMilestone[];
  evidence: SectionEvidence[];
}

export function draftMilestones(site: Site): Milestones {
  const milestones: DraftMilestone[] = [];
  const evidence: SectionEvidence[] = [];
  const add = (date: string, precision: DatePrecision, title: string, quoteText: string, page: ReadPage) => {
    if (milestones.length >= 50 || milestones.some((known) => known.date === date && known.title === title)) return;
    const quote = site.quote(quoteText, [page], true) ?? acrossLines(quoteText, page);
    if (!quote || !quote.quote.includes(date.slice(0, 4))) return;
    milestones.push({ date, date_precision: precision, title: clip(title, 200), description: null, url: null });
    evidence.push({ section: 'milestones', key: clip(title, 200), evidence: [quote] });
  };
  for (const page of site.pages.filter((candidate) => !candidate.post)) {
    // Entries grouped by the element that holds them (a list, a table, a run of paragraphs).
    const groups = new Map<Element | null, Entry[]>();
    const dated = datedEntries(page);
    for (const entry of dated) {
      const group = entry.holder.closest('ul, ol, table, dl') ?? sharedHolder(entry.holder, dated);
      groups.set(group, [...(groups.get(group) ?? []), entry]);
    }
    for (const [group, entries] of groups) {
      const heading = headingOver(entries[0].holder) ?? '';
      // "Release history" is a history; "Releases" and "News" are not. A list classed as a timeline is named
      // by its markup whatever its heading says ("Нашиот пат" over `<ul class="timeline">`).
      const named = milestoneHeading.test(heading) || classedAsTimeline(group);
      if (notMilestoneHeading.test(heading) && !named) continue;
      const timeline =
        entries.length >= 3 && historyPages.test(page.kind) && ordered(entries.map((entry) => entry.date));
      if (!(named && entries.length >= 2) && !timeline) continue;
      for (const entry of entries) add(entry.date, entry.precision, entry.title, entry.quoteText, page);
    }
  }
  return { milestones, evidence };
}
