// The profile fields of a draft as the dashboard shows and edits them: labels, hints, states in
// words, and a posted field form as update_draft's body (only what changed, so an untouched field
// keeps its state).
import type { components } from '../../../generated/api.d.ts';
import { profileFields } from '../../draft/fields.ts';
import { textLines } from './forms.ts';

type Draft = components['schemas']['Draft'];
export type FieldName = keyof Draft['fields'];
type FieldState = NonNullable<Draft['fields'][FieldName]['state']>;

/** The draft's profile fields, in the order the contract lists them. */
export const fieldNames = profileFields satisfies readonly FieldName[];
export const isFieldName = (value: string): value is FieldName => (fieldNames as readonly string[]).includes(value);

export const listFields = new Set<FieldName>(['categories', 'tags', 'features', 'usps', 'keywords']);

export const fieldInfo: Record<FieldName, { label: string; hint?: string; type?: 'url' | 'email'; rows?: number }> = {
  name: { label: 'Name' },
  tagline: { label: 'Tagline', hint: 'One line that says what the product does.' },
  short_description: { label: 'Short description', rows: 2 },
  description: { label: 'Description', rows: 7 },
  stage: { label: 'Stage', hint: 'For example: idea, beta, launched, growing.' },
  categories: {
    label: 'Categories',
    hint: 'Names from the directory’s categories, one per line; the first is the primary category.',
    rows: 3,
  },
  tags: { label: 'Tags', hint: 'One per line.', rows: 4 },
  pricing_model: { label: 'Pricing model', hint: 'For example: free, freemium, subscription, one-time.' },
  pricing_summary: { label: 'Pricing summary', rows: 2 },
  country: { label: 'Country', hint: 'Two-letter code, for example DE or US.' },
  city: { label: 'City' },
  founded_year: { label: 'Founded in', hint: 'The year, for example 2021.' },
  features: { label: 'Features', hint: 'One per line.', rows: 5 },
  usps: { label: 'What sets it apart', hint: 'Unique selling points, one per line.', rows: 4 },
  keywords: { label: 'Keywords', hint: 'One per line.', rows: 4 },
  contact_email: { label: 'Contact e-mail', type: 'email' },
  demo_video_url: { label: 'Demo video', type: 'url' },
  logo_url: { label: 'Logo', type: 'url' },
};

export const stateWords: Record<FieldState, string> = {
  ai: 'drafted from your website',
  not_found: 'your website does not say',
  edited: 'you edited the drafted value',
  manual: 'written by you',
  override: 'locked against redrafts',
  deleted: 'removed by you',
};

export const draftStatusWords: Record<Draft['status'], string> = {
  crawling: 'Reading the website',
  drafting: 'Writing the draft',
  ready: 'Ready to review',
  failed: 'Failed',
  submitted: 'Submitted',
};

/** A field's value as its input shows it: lists one item per line. */
export function shownValue(value: Draft['fields'][FieldName]['value']): string {
  if (value === null) return '';
  return Array.isArray(value) ? value.join('\n') : String(value);
}

/** A posted field as update_draft takes it: a list from lines, text trimmed; empty is null (removes it). */
function typedValue(field: FieldName, text: string): string | string[] | null {
  if (listFields.has(field)) {
    const items = textLines(text);
    return items.length ? items : null;
  }
  return text.trim() || null;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Which draft operation a posted field form asks for, as update_draft's body. */
export function fieldChange(
  draft: Draft,
  field: FieldName,
  action: string,
  text: string,
): Record<string, unknown> | null {
  const typed = typedValue(field, text);
  const changed = !sameValue(typed, draft.fields[field].value);
  switch (action) {
    case 'save':
      return changed ? { fields: { [field]: typed } } : null;
    case 'lock':
      return { ...(changed ? { fields: { [field]: typed } } : {}), lock_fields: [field] };
    case 'restore':
      return { restore: [field] };
    case 'regenerate':
      return { regenerate: [field] };
    default:
      return null;
  }
}

export const fieldNotices: Record<string, string> = {
  save: 'saved',
  lock: 'locked',
  restore: 'restored',
  regenerate: 'regenerated',
};
