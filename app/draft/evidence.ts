// The honesty check both engines pass through: a quote counts only when it is found verbatim
// (whitespace-normalised) in the crawled text of the page it names, and a value without such a
// quote is dropped. Section entries (FAQs, founders, story, milestones) must themselves be site text,
// and social links must be links the site has.
import type { Evidence, FieldValue, Socials } from '../../db/schema/drafts.ts';
import { normaliseText } from '../crawl/page-text.ts';
import { listFields, profileFields, socialKeys } from './fields.ts';
import type { DraftedValue, DraftResult, ProfileField, SourcePage } from './fields.ts';

const minimumQuoteLength = 3;

export class EvidenceChecker {
  private readonly textByUrl: Map<string, string>;
  private readonly allText: string;
  private readonly hrefs: Set<string>;

  constructor(pages: SourcePage[]) {
    this.textByUrl = new Map(pages.map((page) => [page.url, normaliseText(page.text)]));
    this.allText = [...this.textByUrl.values()].join('\n');
    this.hrefs = new Set(
      pages.flatMap((page) =>
        [...page.html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((match) => match[1].replaceAll('&amp;', '&')),
      ),
    );
  }

  verified(evidence: Evidence[]): Evidence[] {
    return evidence.filter((item) => {
      const quote = normaliseText(item.quote.replace(/…$/, ''));
      return quote.length >= minimumQuoteLength && Boolean(this.textByUrl.get(item.url)?.includes(quote));
    });
  }

  /** Text that must be the site's own words (a section entry): found on any crawled page. */
  onSite(value: string | null | undefined): boolean {
    const wanted = normaliseText((value ?? '').replace(/…$/, ''));
    return wanted.length >= minimumQuoteLength && this.allText.includes(wanted);
  }

  linked(url: string): boolean {
    return this.hrefs.has(url) || this.hrefs.has(url.replace(/\/$/, ''));
  }
}

/** A drafted value as String() writes it (a list's items joined by commas); an object has no text. */
function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).join(',');
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** A value in the shape the contract allows for its field, or null. */
export function cleanValue(field: ProfileField, value: unknown): FieldValue {
  if (value === null || value === undefined) return null;
  if (listFields.has(field)) {
    const items = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string' && item.trim() !== '',
    );
    return items.length ? items.slice(0, 20).map((item) => item.trim().slice(0, 200)) : null;
  }
  if (field === 'founded_year') {
    const year = Number(valueText(value).trim());
    return Number.isInteger(year) && year >= 1800 && year <= 2100 ? year : null;
  }
  const text = valueText(value).trim();
  if (!text) return null;
  if (field === 'country') return /^[A-Z]{2}$/.test(text.toUpperCase()) ? text.toUpperCase() : null;
  if (field === 'contact_email') return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text) && text.length <= 500 ? text : null;
  if (field === 'demo_video_url' || field === 'logo_url')
    return /^https?:\/\/\S+$/.test(text) && text.length <= 500 ? text : null;
  return text.slice(0, field === 'description' ? 20000 : 500);
}

/** Keeps what the site supports and drops the rest. */
export function verifyDraft(result: DraftResult, pages: SourcePage[]): DraftResult {
  const checker = new EvidenceChecker(pages);
  const fields: DraftResult['fields'] = {};
  for (const field of profileFields) {
    const proposed = result.fields[field];
    if (!proposed) continue;
    const value = cleanValue(field, proposed.value);
    const evidence = checker.verified(proposed.evidence ?? []);
    if (value !== null && evidence.length) fields[field] = { value, evidence } satisfies DraftedValue;
  }
  const socials = (links: Socials) =>
    Object.fromEntries(
      Object.entries(links ?? {}).filter(
        ([key, url]) =>
          (socialKeys as readonly string[]).includes(key) &&
          /^https?:\/\//.test(url) &&
          url.length <= 500 &&
          (key === 'website' || checker.linked(url)),
      ),
    );
  return {
    fields,
    faqs: (result.faqs ?? []).filter((faq) => checker.onSite(faq.question) && checker.onSite(faq.answer)).slice(0, 10),
    founders: (result.founders ?? []).filter((founder) => checker.onSite(founder.name)).slice(0, 6),
    company_socials: socials(result.company_socials),
    founder_socials: socials(result.founder_socials),
    story: Object.fromEntries(
      Object.entries(result.story ?? {}).filter(([, text]) => typeof text === 'string' && checker.onSite(text)),
    ),
    milestones: (result.milestones ?? [])
      .filter((milestone) => /^\d{4}-\d{2}-\d{2}$/.test(milestone.date) && checker.onSite(milestone.title))
      .slice(0, 50),
    seo: result.seo,
  };
}
