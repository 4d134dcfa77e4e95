// FAQs as sites write them: FAQPage JSON-LD, <details>, <dl>, questions in headings, accordion
// buttons or bold text with the answer after them. Questions count only on a page about questions
// (FAQ, help, pricing) or in a section headed as one, never on blog or news pages: a blog post's
// title ending in "?" is not an FAQ.
import type { Faq, SectionEvidence } from '../../db/schema/drafts.ts';
import { pricingPageNames, questionPageNames } from '../crawl/page-names.ts';
import { elementText } from '../crawl/page-text.ts';
import type { ReadPage } from './reading.ts';
import { boldByStyle, clip, dedupe, oneLine, str } from './site.ts';
import type { Site } from './site.ts';
import { comparable } from './terms.ts';

// The pages the crawler picks as FAQ, help or pricing pages, and support pages.
const questionPages = new RegExp(`${questionPageNames.source}|${pricingPageNames.source}|support`);
// On a page of questions every question counts; a pricing page's count in its FAQ section, or three or more
// together (a pricing page's "On an older plan?" is a heading).
const faqPages = new RegExp(`${questionPageNames.source}|support`);
export const faqHeading = new RegExp(
  String.raw`(?<![\p{L}])(?:faqs?|frequently asked|questions|q\s?&\s?a|fragen|preguntas|domande|vragen|perguntas` +
    String.raw`|pytania|ot[áa]zky|fr[åa]gor|sp[øo]rgsm[åa]l|sp[øo]rsm[åa]l|sorular|kysymyk\p{L}*|întrebări|intrebari` +
    String.raw`|ερωτήσεις|câu hỏi|hỏi đáp|pertanyaan|tanya jawab|kérdések|gyik|вопросы|שאלות|คำถาม|प्रश्न|सवाल` +
    // South Slavic, Bulgarian, Ukrainian, Belarusian, Baltic, Estonian, Albanian, Icelandic, Welsh, Catalan,
    // Swahili, Somali, Arabic, Persian, Urdu.
    String.raw`|pitanja|vprašanja|въпроси|прашања|питања|питання|пытанні|klausimai|jautājumi|küsimused|pyetje` +
    String.raw`|froen|spurningar|cwestiynau|preguntes|maswali|su['’]aal\p{L}*|أسئلة|الأسئلة|پرسش\p{L}*|سوالات|سؤالات` +
    String.raw`|よくある質問|常见问题|常見問題|常見問答|자주 묻는|ಪ್ರಶ್ನೆ\p{L}*|ചോദ്യ\p{L}*|សំណួរ\p{L}*|ጥያቄ\p{L}*` +
    String.raw`|প্রশ্ন\p{L}*)` +
    String.raw`(?![\p{L}])`,
  'iu',
);
// Besides headings and controls, the parts builders name for a toggle's visible row: "notion-toggle__summary",
// "accordion-title", "toggle-heading", "ak-renderer-expand-title".
const questionish =
  'h2, h3, h4, h5, h6, summary, dt, button, [role="button"], [aria-expanded], strong, b, [class*="question" i], ' +
  '[class*="faq-q" i], [class*="toggle" i][class*="summary" i], [class*="accordion" i][class*="summary" i], ' +
  '[class*="accordion" i][class*="title" i], [class*="toggle-heading" i], [data-framer-name*="question" i], ' +
  // Spry's and Adobe Muse's "AccordionPanelTab", Salla's "s-accordion-item-head".
  '[class*="accordion" i][class*="tab" i], [class*="accordion" i][class*="head" i], ' +
  // Confluence's expand macro ("ak-renderer-expand-title") and its kin.
  '[class*="expand" i][class*="title" i], ' +
  // A collapse item's title row (Vant's "van-collapse-item__title", Element's "el-collapse-item__header").
  '[class*="collapse" i][class*="title" i], [class*="collapse" i][class*="header" i], ' +
  // A control that opens a panel (WAI-ARIA's accordion header, Nicepage's "u-accordion-link", a script's
  // toggle link: uCoz's `<a href="javascript://" onclick="$('#faqA1').slideToggle()">`).
  '[aria-controls], [class*="accordion-link" i], a[href^="javascript:" i], [onclick*="toggle" i], ' +
  // A web component's summary slot (Vaadin's `<vaadin-accordion-heading slot="summary">`).
  '[slot="summary"], ' +
  // Asciidoctor's question-and-answer list (`[qanda]`): each item's first paragraph asks.
  '.qanda li > p:first-child, ' +
  // A shop's FAQ board row (Godomall's "faq_list_tit", "faq-title").
  '[class*="faq" i][class*="tit" i], ' +
  // A rich-text block's title line over its main text (Adobe Portfolio's `<div class="title">`).
  '[class~="title"]:not(h1, h2, h3, h4, h5, h6), ' +
  boldByStyle;

// Docs generators end headings with a zero-width permalink ("Question?<a href="#q">\u200b</a>"). The zero-width
// joiners are letters' own: Persian writes "می‌کند" with one.
const text = (element: Element | null | undefined) =>
  element ? oneLine(elementText(element).replace(/[\u200b\ufeff]/g, '')) : '';
// Chinese, Japanese and Korean ask in fewer characters ("可以开发票吗？" is seven): a shorter question counts.
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
// The question mark of Latin, CJK (full width), Arabic and Persian ("؟") and Ethiopic ("፧") text; Armenian puts
// its "՞" on the word asked about and ends the question with a full stop ("Կա՞ անվճար փաթեթ։").
// Greek ends a question with ";" (or its own "\u037e", which looks the same).
/**
 * A page's closing invitation to write in, asked as a question: "Still have questions?", "Une autre question ?",
 * "Noch Fragen?", "¿Más preguntas?", "Didn't find your answer?". No FAQ.
 */
const closingPrompt = new RegExp(
  String.raw`^(?:still have|(?:do you )?have (?:more|other|another|any other|further)|(?:any )?(?:more|other|further)` +
    String.raw` questions|another question|une autre question|d['’]autres questions|encore des questions` +
    String.raw`|(?:noch|weitere) fragen|¿?(?:más|otras) preguntas|(?:altre|ancora) domande|(?:andere|nog) vragen` +
    String.raw`|didn['’]t find|can['’]t find|vous ne trouvez pas|no encuentras|não encontrou)`,
  'iu',
);

/**
 * A help centre's own questions about the page or the visitor, on every article: "Did this answer your question?",
 * "Was this article helpful?", "How can we help you today?", "Still stuck?", "War dieser Artikel hilfreich?",
 * "Cet article vous a-t-il été utile ?", "Czy ten artykuł był pomocny?", "Помогла ли вам эта статья?". No FAQ.
 */
const helpCentrePrompt = new RegExp(
  String.raw`^(?:did (?:this|that|we) (?:answer|solve|help)|(?:was|is) (?:this|that) (?:article|page|answer|post` +
    String.raw`|guide|helpful|useful)|how (?:can|may) we help` +
    String.raw`|(?:still stuck|need (?:more |further |any )?help)\s*[?]` +
    String.raw`|war (?:dieser|dieses|diese) \p{L}+ hilfreich|wie können wir (?:dir |ihnen )?helfen` +
    String.raw`|(?:cet|cette|ce) \p{L}+ (?:vous )?a-t-(?:il|elle) été utile` +
    String.raw`|comment (?:pouvons-nous|peut-on) vous aider` +
    String.raw`|¿?(?:te|le) (?:ha )?(?:resultado|sido|fue) útil|¿?(?:fue|ha sido|es) útil (?:este|esta)` +
    String.raw`|¿?(?:cómo|en qué) (?:podemos|te podemos|le podemos) ayudar|(?:este|esta) \p{L}+ (?:foi|é) útil` +
    String.raw`|como podemos (?:te )?ajudar|(?:questo|questa) \p{L}+ (?:è stat[oa] )?utile|come possiamo aiutar` +
    String.raw`|was (?:dit|deze) \p{L}+ (?:nuttig|behulpzaam)|hoe kunnen we (?:je |u )?helpen` +
    String.raw`|czy (?:ten|ta|to) \p{L}+ (?:był[aoy]? )?pomocn|jak możemy (?:ci |pan\p{L}* )?pomóc` +
    String.raw`|помогла ли (?:вам )?эта|была ли (?:эта )?статья полезн|чем (?:мы )?можем (?:вам )?помочь` +
    String.raw`|bu (?:makale|yazı) (?:yardımcı|faydalı) oldu mu|size nasıl yardımcı olabiliriz)`,
  'iu',
);

const isQuestion = (value: string) =>
  !closingPrompt.test(value) &&
  !helpCentrePrompt.test(value) &&
  (/[?？؟፧]$/.test(value) ||
    /\p{Script=Armenian}՞.*[։:.]?$/u.test(value) ||
    (/[;\u037e]$/.test(value) && /\p{Script=Greek}/u.test(value))) &&
  value.length >= (cjk.test(value) ? 5 : 8) &&
  value.length <= 300;

const opensWithQuestion = /^[^.!?\n]{8,150}[?？؟]\s+\S/u;

/**
 * The label a site writes before a question or an answer: "Q:", "Q.", "D:" (domanda), "F:" (Frage), "P:"
 * (pregunta, pergunta, pytanie), "V:" (vraag), "S:" (soru), "K:" (kysymys), "質問：", "問:", "Question:"; and
 * "A:", "R:" (risposta, respuesta, réponse), "O:" (odpowiedź, odpověď), "C:" (cevap), "V:" (vastaus), "回答：".
 */
const questionMarker = new RegExp(
  String.raw`^(?:[QDFPVSK]|question|frage|pregunta|pergunta|domanda|vraag|pytanie|ot[áa]zka|fr[åa]ga|soru|kysymys` +
    String.raw`|sp[øo]rgsm[åa]l|sp[øo]rsm[åa]l|вопрос|質問|問|问|질문)\s*[:.：．)]\s*` +
    // A shop's FAQ board writes its "Q" as a word of its own: "<strong>Q</strong> 몇 살부터 사용할 수 있나요?".
    String.raw`|^Q\s+(?=\S)`,
  'iu',
);
const answerMarker = new RegExp(
  String.raw`^(?:[ARVOCS]|answer|antwort|r[ée]ponse|respuesta|resposta|risposta|antwoord|odpowied[źz]|odpov[ěe][ďd]` +
    String.raw`|svar|cevap|vastaus|ответ|回答|答|답변?)\s*[:.：．)]\s*` +
    // ... and its "A" on a line of its own.
    String.raw`|^A\s*$`,
  'iu',
);
/** A question as written, without the site's label: "D: Serve internet?" is "Serve internet?". */
const unlabelled = (question: string) => question.replace(questionMarker, '');
/** An answer without its label, when its question had one. */
const answerUnlabelled = (answer: string) =>
  answer
    .split('\n')
    .map((line, index) => (index === 0 ? line.replace(answerMarker, '') : line))
    .filter((line, index) => index > 0 || line.trim())
    .join('\n');

/**
 * The nearest heading before an element (before it or one of its holders), in document order. `memo` keeps
 * what each element walked has before it, so a page of many questions is walked once.
 */
function headingBefore(element: Element, memo: Map<Element, Element | null>): Element | null {
  const walked: Element[] = [];
  let found: Element | null = null;
  for (let current: Element | null = element; current && current.tagName !== 'BODY';) {
    const known = memo.get(current);
    if (known !== undefined) {
      found = known;
      break;
    }
    walked.push(current);
    const before: Element | null = current.previousElementSibling;
    if (!before) {
      current = current.parentElement;
      continue;
    }
    if (/^H[1-6]$/.test(before.tagName)) {
      found = before;
      break;
    }
    const inner = before.querySelectorAll('h1, h2, h3, h4, h5, h6');
    if (inner.length) {
      found = inner[inner.length - 1];
      break;
    }
    current = before;
  }
  for (const element of walked) memo.set(element, found);
  return found;
}

/** Blocks and headings of users' posts: a forum, comments, a community's discussion. */
const userPosts = '[class*="forum" i], [class*="comment" i], [class*="discussion" i]';
const userPostsHeading = new RegExp(
  String.raw`(?<![\p{L}])(?:forum\p{L}*|foro\p{L}*|f[óo]rum\p{L}*|community|comunidad|comunidade|communaut[ée]` +
    String.raw`|comments?|kommentar\p{L}*|comentarios?|commentaires?|commenti|reacties` +
    String.raw`|discussion\p{L}*|diskussion\p{L}*)` +
    String.raw`(?![\p{L}])`,
  'iu',
);

/** Whether an element sits in a section that calls itself FAQ or questions, or follows a heading that does. */
function inFaqSection(element: Element, memo: Map<Element, Element | null>): boolean {
  for (let holder = element.parentElement; holder && holder.tagName !== 'BODY'; holder = holder.parentElement) {
    const marker = [holder.id, holder.getAttribute('class'), holder.getAttribute('data-framer-name')].join(' ');
    if (/faq/i.test(marker)) return true;
    const heading = holder.querySelector('h1, h2, h3');
    if (heading && faqHeading.test(text(heading)) && !heading.contains(element)) return true;
  }
  // A question heading's section is headed by a higher level: the questions before it at its own level
  // ("<h2>FAQ</h2><h3>Q1?</h3>…<h3>Q2?</h3>") are its siblings.
  const level = Number(/^H([1-6])$/.exec(element.tagName)?.[1] ?? 7);
  let before = headingBefore(element, memo);
  while (before && Number(before.tagName[1]) >= level) before = headingBefore(before, memo);
  return !!before && faqHeading.test(text(before));
}

/** The elements after a question that answer it, up to the next heading or question. */
function answerTo(question: Element): string {
  let anchor = question;
  // Only empty blocks after it (a docs generator's permalink icon): the question stands alone in its wrapper.
  const alone = (element: Element) => {
    let next = element.nextElementSibling;
    while (next && !text(next)) next = next.nextElementSibling;
    return !next;
  };
  // Climb out of wrappers that hold only the question (h4 > button > span, a toggle's heading row,
  // Starlight's heading wrapper).
  for (let level = 0; level < 3 && alone(anchor); level++) {
    const parent = anchor.parentElement;
    if (!parent || parent.tagName === 'BODY' || text(parent) !== text(question)) break;
    anchor = parent;
  }
  const parts: string[] = [];
  for (let element = anchor.nextElementSibling; element && parts.length < 4; element = element.nextElementSibling) {
    // A block holding a heading (a docs page's "Feedback" box after the last answer) starts something else.
    const headed = /^H[1-6]$/.test(element.tagName) || !!element.querySelector('h1, h2, h3, h4, h5, h6');
    if (headed || element.matches('summary, dt, button') || isQuestion(text(element))) break;
    const written = elementText(element).trim();
    // A paragraph after the answer that opens with a question of its own starts something else: "Didn't find
    // the answer? Write to us", "Finner du ikke svaret? Skriv til …".
    if (parts.length && opensWithQuestion.test(written)) break;
    if (written) parts.push(written);
  }
  return parts.join('\n');
}

/**
 * Bold question and answer in one paragraph: <p><strong>Question?</strong><br>Answer</p>. The answer
 * ends where the paragraph's next question begins (site builders put a whole FAQ in one paragraph).
 */
function answerInParagraph(bold: Element): string | undefined {
  const paragraph = bold.parentElement;
  if (!paragraph || !['P', 'LI', 'DIV', 'TD', 'TH', 'DD'].includes(paragraph.tagName)) return undefined;
  const lines = elementText(paragraph).split('\n');
  const at = lines.findIndex((line) => oneLine(line) === text(bold));
  if (at < 0) return undefined;
  const after = lines.slice(at + 1);
  const next = after.findIndex((line) => isQuestion(oneLine(line)));
  const rest = (next >= 0 ? after.slice(0, next) : after).join('\n').trim();
  return rest || undefined;
}

/** A question in a table cell ("Q." | question): the answer is the cell below it, or beside it. */
function answerInTable(question: Element): string | undefined {
  const cell = question.closest('td, th');
  const row = cell?.parentElement;
  // The cell must be the question's own, not a page laid out in a table (GWT's panels) around it.
  if (!cell || !row || row.tagName !== 'TR' || text(cell).replace(text(question), '').trim().length > 4)
    return undefined;
  const beside = cell.nextElementSibling;
  if (beside && !isQuestion(text(beside)) && text(beside)) return elementText(beside).trim();
  const below = row.nextElementSibling?.children[Array.from(row.children).indexOf(cell)];
  return below && !isQuestion(text(below)) ? elementText(below).trim() || undefined : undefined;
}

/** An answer in a few lines of the site's own words, not a list of items or a run of quotations. */
function answerInProse(answer: string): boolean {
  const lines = answer.split('\n').map(oneLine).filter(Boolean);
  return lines.length <= 3 && !lines.some((line) => /^[“"«„「『]/u.test(line));
}

// A link to another page; one to "#" or to "javascript:void(0)" is a toggle's (DNN's FAQ module).
const linkElsewhere = 'a[href]:not([href^="#"]):not([href^="javascript:" i])';

interface Asked {
  faq: Faq;
  element: Element;
}

/** How a question is marked up: its element and the two around it, by tag and first class. */
const shapeOf = (element: Element) =>
  [element, element.parentElement, element.parentElement?.parentElement]
    .map((part) => (part ? `${part.tagName}.${part.classList[0] ?? ''}` : ''))
    .join('<');

/**
 * Questions marked up alike (three or more <details>, an accordion's buttons) are the page's FAQ; a heading
 * of another shape after them asks the reader something else ("Still deciding?", "Encore une question?").
 */
function withoutStrayHeadings(asked: Asked[]): Asked[] {
  const shapes = asked.map(({ element }) => shapeOf(element));
  const counts = new Map<string, number>();
  for (const shape of shapes) counts.set(shape, (counts.get(shape) ?? 0) + 1);
  const [common, most] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (most < 3) return asked;
  return asked.filter(({ element }, index) => !/^H[1-6]$/.test(element.tagName) || shapes[index] === common);
}

function fromMarkup(page: ReadPage): Faq[] {
  const faqs: Asked[] = [];
  const document = page.document;
  const onQuestionPage = faqPages.test(page.path);
  const headings = new Map<Element, Element | null>();
  for (const details of Array.from(document.querySelectorAll('details'))) {
    // A docs sidebar's collapsible groups ("Start here", "Guides") are navigation.
    if (details.closest('nav, aside, header, footer')) continue;
    const question = text(details.querySelector('summary'));
    // A disclosure titled "Specifications" on a product page is no question; on an FAQ page or in its section it is.
    if (!isQuestion(question) && !onQuestionPage && !inFaqSection(details, headings)) continue;
    const answer = Array.from(details.children)
      .filter((child) => child.tagName !== 'SUMMARY')
      .map((child) => elementText(child).trim())
      .filter(Boolean)
      .join('\n');
    if (question && answer) faqs.push({ faq: { question, answer }, element: details });
  }
  const asked: Array<Asked & { inSection: boolean }> = [];
  for (const element of Array.from(document.querySelectorAll(questionish))) {
    // Accordion titles are often <a href="#tab-1"> or <a> without href; a link elsewhere is navigation.
    // Not a menu, a footer, a sidebar or a poll ("Where do your guests come from?" over its options).
    if (element.matches('summary') || element.closest(`nav, footer, aside, [class*="poll" i], ${linkElsewhere}`)) {
      continue;
    }
    // Users' posts (a forum's thread titles, comments) ask their own questions: none is the site's FAQ. The
    // heading over them names them; a question heading before ("Comment puis-je payer ?") is another FAQ.
    const over = text(headingBefore(element, headings));
    if (element.closest(userPosts) || (!isQuestion(over) && userPostsHeading.test(over))) continue;
    // A toggle's row starts with its icon ("‣", "+", "▸"): the question is the words after it.
    // A board's row opens with its category ("[상품]Q 몇 살부터 …?"): the question is what follows.
    const written = text(element)
      .replace(/^[^\p{L}\p{N}¿¡[]+/u, '')
      .replace(/^\[[^\]]{1,20}\]\s*/u, '');
    const labelled = questionMarker.test(written);
    const question = unlabelled(written);
    // A question that links elsewhere is a link to a page, not an FAQ; a permalink to itself is fine.
    if (!isQuestion(question) || element.querySelector(linkElsewhere)) continue;
    // A question inside a question element (h4 > button) is read once, from the outer one.
    if (element.parentElement?.closest(questionish) && isQuestion(text(element.parentElement.closest(questionish)))) {
      continue;
    }
    // A bold question with its answer after it in the same paragraph or cell ("<b>Q?</b><br>A.") is read there
    // first; then a table's next cell or row, then the blocks after it.
    const answered = element.matches('dt')
      ? text(element.nextElementSibling?.tagName === 'DD' ? element.nextElementSibling : null)
      : element.matches('strong, b')
        ? (answerInParagraph(element) ?? answerInTable(element) ?? answerTo(element.parentElement ?? element))
        : (answerInTable(element) ?? answerTo(element));
    const answer = labelled ? answerUnlabelled(answered) : answered;
    if (answer) {
      asked.push({ faq: { question, answer }, element, inSection: onQuestionPage || inFaqSection(element, headings) });
    }
  }
  const seen = new Set(asked.map(({ faq }) => faq.question));
  // Rows or paragraphs labelled as questions and answers ("Q: ...?" then "A: ..."), in one block or two.
  for (const block of Array.from(document.querySelectorAll('p, li, td, dd, div'))) {
    if (block.closest('nav, footer') || block.querySelector('p, li, td, div, h1, h2, h3, h4, h5, h6')) continue;
    const lines = elementText(block).split('\n').map(oneLine).filter(Boolean);
    if (!lines.length || !questionMarker.test(lines[0]) || !isQuestion(lines[0])) continue;
    const question = unlabelled(lines[0]);
    if (!isQuestion(question) || seen.has(question)) continue;
    const next = block.nextElementSibling;
    const nextText = next ? elementText(next).trim() : '';
    const answer =
      lines.length > 1
        ? answerUnlabelled(lines.slice(1).join('\n'))
        : answerMarker.test(nextText)
          ? answerUnlabelled(nextText)
          : '';
    if (answer) {
      asked.push({
        faq: { question, answer },
        element: block,
        inSection: onQuestionPage || inFaqSection(block, headings),
      });
    }
  }
  // Three or more questions, each followed by its answer, are a section of questions whatever its heading;
  // beside a section that says it is the FAQ, fewer are a page's own headings ("On an older plan?"). Out of
  // such a section, a question over a list of features or over customers' quotes ("What do our customers
  // say?") titles a section of the page: it is no FAQ.
  const loose = asked.filter(({ inSection, faq }) => !inSection && answerInProse(faq.answer));
  faqs.push(...asked.filter(({ inSection }) => inSection));
  if (loose.length >= 3) faqs.push(...loose);
  // A <dl> of questions anywhere: each <dt> a question, its <dd> the answer.
  for (const term of Array.from(document.querySelectorAll('dt'))) {
    const answer = term.nextElementSibling?.tagName === 'DD' ? text(term.nextElementSibling) : '';
    const labelled = questionMarker.test(text(term));
    const question = unlabelled(text(term));
    if (isQuestion(question) && answer) {
      faqs.push({ faq: { question, answer: labelled ? answerUnlabelled(answer) : answer }, element: term });
    }
  }
  return withoutStrayHeadings(faqs).map(({ faq }) => faq);
}

export function draftFaqs(site: Site): { faqs: Faq[]; evidence: SectionEvidence[] } {
  const candidates: Array<{ faq: Faq; page: ReadPage }> = [];
  // Question nodes wherever they are: under FAQPage.mainEntity, or on their own in an @graph (Yoast).
  for (const { node, page } of site.ofType('Question')) {
    const answer = [node.acceptedAnswer].flat()[0] as Record<string, unknown> | undefined;
    const [question, written] = [str(node.name), str(answer?.text)];
    if (question && written && !page.post) {
      candidates.push({ faq: { question, answer: oneLine(written.replace(/<[^>]*>/g, ' ')) }, page });
    }
  }
  for (const page of site.pages) {
    if (page.post) continue;
    for (const faq of fromMarkup(page)) candidates.push({ faq, page });
    // Answers a framework ships as data for the questions the page shows (reading.ts).
    if (!questionPages.test(page.path)) continue;
    for (const line of page.statements) {
      const shipped = /^question: (.+?\?) answer: (.+)$/.exec(line);
      if (shipped) candidates.push({ faq: { question: shipped[1], answer: shipped[2] }, page });
    }
  }
  const faqs: Faq[] = [];
  const evidence: SectionEvidence[] = [];
  const seen = new Set<string>();
  for (const { faq, page } of candidates) {
    const key = comparable(faq.question);
    if (seen.has(key) || faqs.length >= 10) continue;
    const pages = [page, ...site.pages.filter((other) => other !== page)];
    const answerLines = faq.answer.split('\n').map(oneLine).filter(Boolean);
    const quotes = [faq.question, ...answerLines].map((needle) => site.quote(needle, pages));
    if (quotes.some((quote) => !quote)) continue;
    seen.add(key);
    const kept = { question: clip(faq.question, 300), answer: clip(answerLines.join('\n'), 1500) };
    faqs.push(kept);
    evidence.push({ section: 'faqs', key: kept.question, evidence: dedupe(quotes.filter((quote) => !!quote)) });
  }
  return { faqs, evidence };
}
