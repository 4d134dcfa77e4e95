// The relevance test set: queries written from what people type into a directory's search box,
// each with the demo listings (live in the week of 2026-11-16) a person would expect in the first
// 10 results. Written from the listings' names, taglines, categories and keywords, not from what
// search returned. test/directory/relevance.test.ts asserts the score does not regress;
// `make bench` prints it for the service and for the in-process anchor.

export type QueryKind = 'word' | 'category' | 'need' | 'order' | 'brand' | 'typo';

export interface RelevanceQuery {
  q: string;
  kind: QueryKind;
  /** Slugs expected among the first 10 results. */
  expect: string[];
}

const set = (kind: QueryKind, rows: [string, string[]][]): RelevanceQuery[] =>
  rows.map(([q, expect]) => ({ q, kind, expect }));

export const relevanceSet: RelevanceQuery[] = [
  ...set('word', [
    ['invoicing', ['invoicely', 'kitebase', 'swiftly', 'quillstack']],
    ['crm', ['dealdesk', 'echogrid', 'harborhub']],
    ['bookkeeping', ['ledgerleaf', 'pulsedock', 'kiteflow']],
    ['kubernetes', ['kubewatch']],
    ['webhooks', ['hookrelay']],
    ['newsletter', ['newsletterhq', 'cloudscope']],
    ['icons', ['iconvault']],
    ['ocr', ['scanwise']],
    ['podcast', ['podcastly']],
    ['translation', ['linguabridge']],
    ['password', ['vaultkey']],
    ['sql', ['querypilot']],
    ['uptime', ['uptimebird']],
    ['analytics', ['plainmetrics']],
    ['subtitles', ['clipcraft']],
    ['flashcards', ['vocabvoyage', 'cloudbase']],
    ['kanban', ['sprintboard']],
    ['seo', ['rankradar']],
    ['helpdesk', ['helpharbor']],
    ['memberships', ['guildhall']],
    ['cohorts', ['cohortcamp']],
    ['scheduling', ['calendly-clone-meetmate']],
    ['copywriting', ['copysmith-ai']],
  ]),
  ...set('category', [
    ['live chat', ['chatterbox', 'quillkit', 'cloudstack', 'atlasbase']],
    ['note taking', ['notebloom', 'harborwave', 'orbitforge']],
    ['email marketing', ['newsletterhq', 'echostack', 'cloudscope']],
    ['customer support', ['helpharbor', 'swiftworks']],
    ['web analytics', ['plainmetrics', 'cloudlane', 'cedarpath']],
    ['online courses', ['cohortcamp', 'quillforge', 'orbitbase']],
    ['ui design', ['pixelforge', 'fjordscope', 'echodesk']],
    ['computer vision', ['scanwise', 'cloudpath']],
    ['devops', ['kubewatch', 'uptimebird']],
    ['video editing', ['clipcraft', 'cedarly', 'quillnest']],
    ['language learning', ['vocabvoyage', 'cedarwave']],
    ['task management', ['sprintboard', 'echopath']],
    ['payments', ['paystream', 'quillbase']],
    ['ai assistants', ['researchowl', 'orbitpath']],
    ['code quality', ['testpilot-ci', 'vaultkey']],
    ['calendars', ['calendly-clone-meetmate', 'harborgrid']],
    ['communities', ['guildhall']],
    ['illustration', ['iconvault']],
    ['databases', ['querypilot', 'spreadsheetbase']],
  ]),
  ...set('need', [
    ['notes app', ['notebloom', 'harborwave', 'orbitforge']],
    ['markdown notes', ['notebloom']],
    ['status page', ['uptimebird']],
    ['password manager', ['vaultkey']],
    ['design system', ['pixelforge']],
    ['subscription billing', ['paystream']],
    ['podcast hosting', ['podcastly']],
    ['website analytics without cookies', ['plainmetrics']],
    ['kubernetes monitoring', ['kubewatch']],
    ['sql editor', ['querypilot']],
    ['research assistant', ['researchowl']],
    ['keyword rank tracking', ['rankradar']],
    ['shared inbox', ['helpharbor']],
    ['invoice reminders', ['invoicely']],
    ['social media scheduler', ['postpilot']],
    ['parallel tests', ['testpilot-ci']],
    ['ci', ['testpilot-ci']],
    ['document translation', ['linguabridge']],
    ['spreadsheet api', ['spreadsheetbase']],
    ['sprint planning', ['sprintboard']],
    ['time zones', ['calendly-clone-meetmate']],
    ['crm for founders', ['dealdesk']],
    ['workflow automation', ['zapflow']],
    ['courses with live sessions', ['cohortcamp']],
  ]),
  ...set('order', [
    ['manager password', ['vaultkey']],
    ['billing subscription', ['paystream']],
    ['monitoring kubernetes', ['kubewatch']],
    ['notes markdown', ['notebloom']],
  ]),
  ...set('brand', [
    ['meetmate', ['calendly-clone-meetmate']],
    ['wordsmithy', ['copysmith-ai']],
    ['testrunner', ['testpilot-ci']],
    ['pixel forge', ['pixelforge']],
    ['hook relay', ['hookrelay']],
    ['ledger leaf', ['ledgerleaf']],
    ['chatterbox', ['chatterbox']],
  ]),
  ...set('typo', [
    ['invoicng', ['invoicely']],
    ['bookeping', ['ledgerleaf']],
    ['newsleter', ['newsletterhq']],
    ['kubernets', ['kubewatch']],
    ['transcripts podcst', ['podcastly']],
    ['pasword', ['vaultkey']],
    ['markdwon', ['notebloom']],
    ['chaterbox', ['chatterbox']],
    ['cohrt courses', ['cohortcamp']],
  ]),
];

export interface RelevanceScore {
  queries: number;
  /** Queries with every expected listing in the first 10. */
  complete: number;
  /** Mean over queries of 1 / rank of the first expected listing in the first 10 (0 when none is). */
  mrr: number;
  misses: { q: string; missing: string[] }[];
}

/** Scores the first 10 slugs returned for each query of the set, in the set's order. */
export function scoreRelevance(results: string[][]): RelevanceScore {
  let complete = 0;
  let reciprocal = 0;
  const misses: RelevanceScore['misses'] = [];
  relevanceSet.forEach((query, index) => {
    const top = results[index].slice(0, 10);
    const missing = query.expect.filter((slug) => !top.includes(slug));
    if (missing.length === 0) complete++;
    else misses.push({ q: query.q, missing });
    const first = top.findIndex((slug) => query.expect.includes(slug));
    if (first >= 0) reciprocal += 1 / (first + 1);
  });
  return { queries: relevanceSet.length, complete, mrr: reciprocal / relevanceSet.length, misses };
}
