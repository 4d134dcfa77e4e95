// A made-up site for the built-in drafter's tests: its pages as the crawler hands them over, a quote as evidence
// names it, and a draft checked by the evidence gate, as every drafting test writes them.
import type { Evidence } from '../../db/schema/drafts.ts';
import { verifyDraft } from '../../app/draft/evidence.ts';
import { draftExtractively } from '../../app/draft/extractive.ts';
import type { SourcePage } from '../../app/draft/fields.ts';

export function draftingSite(origin: string, site: { title: string; lang?: string; bodyClass?: string }) {
  const lang = site.lang ? ` lang="${site.lang}"` : '';
  const bodyClass = site.bodyClass ? ` class="${site.bodyClass}"` : '';
  const page = (path: string, body: string, head = '', title = site.title): SourcePage => ({
    url: `${origin}${path}`,
    html:
      `<!doctype html><html${lang}><head><meta charset="utf-8"><title>${title}</title>` +
      `${head}</head><body${bodyClass}>${body}</body></html>`,
    text: '',
  });
  const quote = (text: string, path = '/'): Evidence => ({ quote: text, url: `${origin}${path}` });
  const draft = (pages: SourcePage[]) => verifyDraft(draftExtractively(pages), pages);
  return { page, quote, draft };
}
