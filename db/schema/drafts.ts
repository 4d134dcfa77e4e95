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
export interface DraftMilestone {
  date: string;
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
}
export interface Seo {
  title?: string | null;
  meta?: string | null;
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
