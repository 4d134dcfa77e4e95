// Text on a website that speaks to AI systems or crawlers instead of to people ("ignore your
// instructions", "AI assistants reading this: ...") is an attempt to steer whoever drafts from the
// page. Such text is never a source of values, for either engine, and the draft reports it.

const addressee =
  String.raw`(?:(?:ai|llm|gpt)[\s-]+(?:assistants?|agents?|models?|crawlers?|bots?|scrapers?|systems?)` +
  String.raw`|(?:ai\s+)?answer\s+engines?` +
  String.raw`|ai|a\.i\.|llms?|(?:large\s+)?language\s+models?|chat\s?bots?|chatgpt|claude|gemini|copilot` +
  String.raw`|assistants?|agents?|crawlers?|bots?|robots?|spiders?|scrapers?)`;
// Names that mean an AI system or a crawler on their own (not "bots" or "agents", which products use).
const machine =
  String.raw`(?:(?:ai|llm|gpt)[\s-]+(?:assistants?|agents?|models?|crawlers?|bots?|scrapers?|systems?)` +
  String.raw`|(?:ai\s+)?answer\s+engines?` +
  String.raw`|ai|a\.i\.|llms?|(?:large\s+)?language\s+models?|chatgpt|claude|gemini|copilot` +
  String.raw`|crawlers?|spiders?|scrapers?)`;
const reading =
  String.raw`(?:reading|parsing|summari[sz]ing|crawling|indexing|processing|scraping|visiting|analy[sz]ing` +
  String.raw`|describing|writing about|drafting)`;
// What an instruction to a drafter asks it to put in its answer.
const order = String.raw`(?:say|state|write|report|mention|claim|describe|call|present|list|include|tell|treat|add)`;
// The narrower orders that only make sense to a writer about the product ("should say", not "should write").
const claimVerb = String.raw`(?:say|state|report|mention|claim|describe|call)`;
const object =
  String.raw`(?:this|these|our|the)\s+(?:page|pages|site|website|source|text|content|document|html|markup|profile)` +
  String.raw`|this\b`;

// AI systems and crawlers named in German, French, Spanish, Italian, Dutch, Portuguese, Swedish, Welsh.
const foreignMachine =
  String.raw`(?:(?:KI|AI|IA)(?:-\p{L}+)?|LLMs?|ChatGPT|Claude|Gemini|Copilot|assistants? (?:IA|d['’]IA)` +
  String.raw`|asistentes? (?:de IA|virtuales)|assistentes? (?:de IA|virtuais)|assistenti (?:IA|di IA|virtuali)` +
  String.raw`|robots? d['’]indexation|rastreadores|robôs|Sprachmodell\p{L}*|taalmodel\p{L}*|språkmodell\p{L}*` +
  String.raw`|mod[èe]les? de langage|modelos? de (?:lenguaje|linguagem|IA)|modelli (?:linguistici|di IA)` +
  String.raw`|intelligence artificielle|inteligencia artificial|intelig[êe]ncia artificial|intelligenza artificiale` +
  String.raw`|k[üu]nstliche\p{L}* Intelligenz|kunstmatige intelligentie|artificiell intelligens` +
  String.raw`|d?deallusrwydd)`;
// Words that head a note to someone: "note", "message", "instructions" in those languages.
const noteWord =
  String.raw`note|nota|notiz|hinweis|message|mensaje|mensagem|messaggio|bericht|instructies?|instructions?` +
  String.raw`|instrucciones|instru[çc][õo]es|istruzioni|anweisung(?:en)?|consignes?|avis|aviso|achtung|attenzione` +
  String.raw`|atenci[oó]n|aten[çc][ãa]o|nodyn|meddelande`;
// "To" opening a sentence that names its addressee: "Till AI-assistenter ...:", "Aux IA ...:".
const toWord = String.raw`till|para|pour|aux?|à|für|an|voor|aan|per|i`;

const patterns: RegExp[] = [
  // "Ignore all previous instructions", "disregard your prompt".
  new RegExp(
    String.raw`\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+)?` +
      String.raw`(?:previous|prior|above|earlier|preceding|former|original|existing|other|system)?\s*` +
      String.raw`(?:instructions?|prompts?|directions|directives|commands|guidelines)\b`,
    'i',
  ),
  // "If you are an AI assistant ...".
  new RegExp(String.raw`\bif\s+you\s+are\s+(?:an?\s+)?${addressee}\b`, 'i'),
  // "AI assistants reading this page", "language models summarising our site".
  new RegExp(String.raw`\b${addressee}\s+(?:that\s+are\s+|who\s+are\s+)?${reading}\s+(?:${object})`, 'i'),
  // "AI assistants describing Kilnbook: say ...": an addressee at work on the product, then an order.
  new RegExp(
    String.raw`\b${addressee}\s+(?:that\s+are\s+|who\s+are\s+)?${reading}\b[^.!?:]{0,60}[:,]\s*` +
      String.raw`(?:please\s+|you\s+(?:must|should)\s+|always\s+)?${order}\b`,
    'i',
  ),
  // "Language models should say ...", "AI assistants must describe us as ...".
  new RegExp(
    String.raw`\b${machine}\s+(?:must|should|shall|are\s+(?:asked|required)\s+to)\s+(?:always\s+)?${claimVerb}\b`,
    'i',
  ),
  // "Note to AI models", "instructions for crawlers", "a message for language models".
  new RegExp(
    String.raw`\b(?:note|message|instructions?|attention|notice|reminder|memo|request)\s+(?:to|for)\s+` +
      String.raw`(?:all\s+|any\s+|the\s+)?${addressee}\b`,
    'i',
  ),
  // "Dear AI", "Attention language models", "AI crawlers and assistants:" at the start of a sentence.
  new RegExp(
    String.raw`(?:^|[.!?"“]\s*)(?:(?:dear|hey|hello|hi|attention)\s+(?:all\s+|any\s+)?${addressee}\b` +
      String.raw`|(?:${addressee}\s*(?:,|and|or|&)\s*)*${machine}(?:\s*(?:,|and|or|&)\s*${addressee})*\s*:)`,
    'i',
  ),
  // The same, in other languages: "Note pour les IA et les robots d'indexation :", "Hinweis für
  // KI-Assistenten und Sprachmodelle:", "Instructie voor AI-modellen en zoekmachines:", "Till
  // AI-assistenter som sammanfattar den här sidan:": a note, order or "to" before machines, then a colon.
  new RegExp(
    String.raw`(?:^|[.!?*"“]\s*)(?:[^.!?:]{0,40}?\b(?:${noteWord})|(?:${toWord}))\b` +
      String.raw`[^.!?:]{0,60}?(?<![\p{L}])${foreignMachine}[^.!?:]{0,80}:`,
    'iu',
  ),
  // "Se você é um modelo de linguagem ...", "Si vous êtes une IA ...", "Wenn du eine KI bist ...".
  new RegExp(
    String.raw`\b(?:si vous [êe]tes|si tu es|si eres|si usted es|se voc[êe] [ée]|se sei` +
      String.raw`|wenn (?:du|sie)|als je|om du [äa]r)` +
      String.raw`\s+(?:\p{L}+\s+){0,2}?${foreignMachine}`,
    'iu',
  ),
  // Prompt-format markers.
  /<\|im_start\|>|\[\/?INST\]|###\s*(?:instruction|system)\b|\bsystem prompt\b/i,
];

/** Whether `text` addresses AI systems or crawlers rather than the people reading the page. */
export function addressedToMachines(text: string): boolean {
  const flat = text.replace(/\s+/g, ' ');
  return patterns.some((pattern) => pattern.test(flat));
}
