// The editable profile fields of a draft and the shape a drafting engine returns, whichever engine.
import type {
  DraftedBy,
  DraftFounder,
  DraftMilestone,
  DraftWarning,
  Evidence,
  Faq,
  FieldValue,
  SectionEvidence,
  Socials,
  Story,
} from '../../db/schema/drafts.ts';

export const profileFields = [
  'name',
  'tagline',
  'short_description',
  'description',
  'stage',
  'categories',
  'tags',
  'pricing_model',
  'pricing_summary',
  'country',
  'city',
  'founded_year',
  'features',
  'usps',
  'keywords',
  'contact_email',
  'demo_video_url',
  'logo_url',
] as const;
export type ProfileField = (typeof profileFields)[number];

export const listFields = new Set<ProfileField>(['categories', 'tags', 'features', 'usps', 'keywords']);

/** A drafted value with the quotes that support it. */
export interface DraftedValue {
  value: FieldValue;
  evidence: Evidence[];
}

/** Sections drafted as a whole; each entry is kept only when a quote in section_evidence states it. */
export interface DraftedSections {
  faqs: Faq[];
  founders: DraftFounder[];
  company_socials: Socials;
  founder_socials: Socials;
  story: Story;
  milestones: DraftMilestone[];
  seo: { title: string | null; meta: string | null };
}

export interface DraftResult extends DraftedSections {
  fields: Partial<Record<ProfileField, DraftedValue>>;
  section_evidence: SectionEvidence[];
  /** Text addressed to AI systems or crawlers, found by the evidence gate (engines leave it empty). */
  warnings: DraftWarning[];
}

/** A category of the directory with the words that place a product in it. */
export interface TaxonomyCategory {
  name: string;
  parent: string | null;
  keywords: string[];
}

/** What drafts are mapped to: the directory's categories and its tags (from category attributes). */
export interface Taxonomy {
  categories: TaxonomyCategory[];
  tags: Array<{ tag: string; label: string }>;
}

export const emptyTaxonomy: Taxonomy = { categories: [], tags: [] };

export interface SourcePage {
  url: string;
  html: string;
  text: string;
}

/** One contract for both engines: read the stored pages, propose values with evidence. */
export interface DraftingEngine {
  name: 'claude' | 'extractive';
  /** The model that writes (Claude), or null for the built-in drafter. */
  model: string | null;
  draft(pages: SourcePage[], only?: ProfileField[], taxonomy?: Taxonomy): Promise<DraftResult>;
}

/** How a draft names the engine that wrote it (spec: Draft.drafted_by). */
export function draftedBy(engine: DraftingEngine): DraftedBy {
  return { engine: engine.name === 'claude' ? 'claude' : 'built_in', model: engine.model };
}
