// The editable profile fields of a draft and the shape a drafting engine returns, whichever engine.
import type {
  DraftFounder,
  DraftMilestone,
  Evidence,
  Faq,
  FieldValue,
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

/** Sections drafted as a whole; each entry is kept only when its own text is found on the site. */
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
}

export interface SourcePage {
  url: string;
  html: string;
  text: string;
}

/** One contract for both engines: read the stored pages, propose values with evidence. */
export interface DraftingEngine {
  name: 'claude' | 'extractive';
  draft(pages: SourcePage[], only?: ProfileField[]): Promise<DraftResult>;
}

export const socialKeys = [
  'linkedin',
  'x',
  'facebook',
  'instagram',
  'tiktok',
  'youtube',
  'threads',
  'pinterest',
  'github',
  'reddit',
  'producthunt',
  'medium',
  'website',
  'custom',
] as const;
