import type { ColumnType } from 'kysely';
import type { Auto, Timestamp } from './columns.ts';

/** jsonb: read as parsed JSON, written as a JSON string (pg would send arrays as PostgreSQL arrays). */
export type Json<T> = ColumnType<T, string | undefined, string>;

export type DraftStatus = 'crawling' | 'drafting' | 'ready' | 'failed' | 'submitted';
export type FieldState = 'ai' | 'not_found' | 'edited' | 'manual' | 'override' | 'deleted';
export type FieldValue = string | string[] | number | null;

export interface Evidence {
  quote: string;
  url: string;
}

export interface StoredField {
  value: FieldValue;
  state: FieldState | null;
  evidence: Evidence[];
  /** What the drafter found (null: the site does not state it); `restore` puts it back. */
  ai_value: FieldValue;
  ai_evidence: Evidence[];
}

export interface Faq {
  question: string;
  answer: string;
}
export interface DraftFounder {
  name: string;
  title: string | null;
  bio: string | null;
}
/** How much of a milestone's date the site wrote: a month or a year alone is dated its first day. */
export type DatePrecision = 'day' | 'month' | 'year';
export interface DraftMilestone {
  date: string;
  date_precision?: DatePrecision;
  title: string;
  description: string | null;
  url: string | null;
}
export type Story = Partial<
  Record<
    | 'title'
    | 'story'
    | 'why_started'
    | 'problem'
    | 'journey'
    | 'challenges'
    | 'achievements'
    | 'lessons'
    | 'whats_next',
    string
  >
>;
export type Socials = Record<string, string>;
export interface Competitor {
  url: string;
  status: 'reading' | 'ready' | 'failed';
  summary: string | null;
  /** The engine that read the competitor's site (null while reading, or when reading failed). */
  drafted_by?: DraftedBy | null;
}
export interface Seo {
  title?: string | null;
  meta?: string | null;
}

/** Text on a crawled page addressed to AI systems or crawlers: never a source, shown to the owners. */
export interface DraftWarning {
  code: 'addressed_to_ai';
  url: string;
  text: string;
  /** Where it was: text people see, text hidden from them, or the page's markup (meta tags, JSON-LD). */
  seen: 'visible' | 'hidden' | 'markup';
}

export type DraftSection = 'faqs' | 'founders' | 'company_socials' | 'founder_socials' | 'story' | 'milestones';

/** The quotes for one entry of a section: an FAQ by its question, a founder by name, a link by key. */
export interface SectionEvidence {
  section: DraftSection;
  key: string;
  evidence: Evidence[];
}

/** Which engine wrote the AI values: the built-in extractive drafter, or Claude (with its model). */
export interface DraftedBy {
  engine: 'built_in' | 'claude';
  model: string | null;
}

export interface DraftTables {
  drafts: {
    id: Auto<string>;
    account_id: string;
    url: string;
    status: ColumnType<DraftStatus, DraftStatus | undefined, DraftStatus>;
    failure_reason: string | null;
    fields: Json<Record<string, StoredField>>;
    faqs: Json<Faq[]>;
    founders: Json<DraftFounder[]>;
    company_socials: Json<Socials>;
    founder_socials: Json<Socials>;
    story: Json<Story>;
    milestones: Json<DraftMilestone[]>;
    competitor: Json<Competitor | null>;
    seo: Json<Seo>;
    drafted_by: Json<DraftedBy | null>;
    warnings: Json<DraftWarning[]>;
    section_evidence: Json<SectionEvidence[]>;
    completeness: ColumnType<number, number | undefined, number>;
    listing_id: number | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  draft_owners: {
    draft_id: string;
    account_id: string;
    role: 'creator' | 'cofounder';
    created_at: Timestamp;
  };
  draft_pages: {
    draft_id: string;
    purpose: ColumnType<'site' | 'competitor', 'site' | 'competitor' | undefined, 'site' | 'competitor'>;
    url: string;
    position: number;
    html: string;
    text: string;
    fetched_at: Timestamp;
  };
  draft_invites: {
    id: Auto<number>;
    draft_id: string;
    email: string;
    token_hash: string;
    invited_by: string;
    accepted_by: string | null;
    created_at: Timestamp;
    expires_at: Date | string;
    accepted_at: Date | string | null;
  };
}
