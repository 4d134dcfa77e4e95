// Field states, redrafts and completeness: how drafted values, user edits and locks combine.
import type { DraftedBy, StoredField } from '../../db/schema/drafts.ts';
import type { Config } from '../config.ts';
import { claudeEngine } from './claude.ts';
import { verifyDraft } from './evidence.ts';
import { extractiveEngine } from './extractive.ts';
import { draftedBy, emptyTaxonomy, profileFields } from './fields.ts';
import type { DraftingEngine, DraftResult, ProfileField, SourcePage, Taxonomy } from './fields.ts';

export function draftingEngine(config: Config): DraftingEngine {
  return config.anthropic ? claudeEngine(config.anthropic) : extractiveEngine;
}

/**
 * Drafts from the stored crawl and keeps only what the site's text states, whichever engine wrote
 * it; says which engine that was. `taxonomy` is what categories and tags are mapped to.
 */
export async function draftFromPages(
  engine: DraftingEngine,
  pages: SourcePage[],
  only?: ProfileField[],
  taxonomy: Taxonomy = emptyTaxonomy,
): Promise<DraftResult & { drafted_by: DraftedBy }> {
  const verified = verifyDraft(await engine.draft(pages, only, taxonomy), pages, taxonomy);
  return { ...verified, drafted_by: draftedBy(engine) };
}

export function emptyField(): StoredField {
  return { value: null, state: null, evidence: [], ai_value: null, ai_evidence: [] };
}

export function storedFields(fields: Record<string, StoredField> | undefined): Record<ProfileField, StoredField> {
  return Object.fromEntries(profileFields.map((field) => [field, fields?.[field] ?? emptyField()])) as Record<
    ProfileField,
    StoredField
  >;
}

/**
 * Puts drafted values into `fields`: each listed field (all when `only` is unset) takes the new AI
 * value and evidence, or becomes not_found; a field in state override is never touched.
 */
export function applyDrafted(
  fields: Record<ProfileField, StoredField>,
  result: DraftResult,
  only: readonly ProfileField[] = profileFields,
): Record<ProfileField, StoredField> {
  const next = { ...fields };
  for (const field of only) {
    if (next[field].state === 'override') continue;
    const drafted = result.fields[field];
    next[field] = drafted
      ? {
          value: drafted.value,
          state: 'ai',
          evidence: drafted.evidence,
          ai_value: drafted.value,
          ai_evidence: drafted.evidence,
        }
      : { value: null, state: 'not_found', evidence: [], ai_value: null, ai_evidence: [] };
  }
  return next;
}

/** A value typed by the user: edited when it replaces an AI value, manual when there was none; null deletes. */
export function setByUser(field: StoredField, value: StoredField['value']): StoredField {
  if (value === null) return { ...field, value: null, state: 'deleted', evidence: [] };
  return { ...field, value, state: field.ai_value !== null ? 'edited' : 'manual', evidence: [] };
}

export function restoreAi(field: StoredField): StoredField {
  return {
    ...field,
    value: field.ai_value,
    evidence: field.ai_evidence,
    state: field.ai_value !== null ? 'ai' : 'not_found',
  };
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && Object.values(value).every((member) => member === null || member === ''));

export interface Completeness {
  completeness: number;
  missing: string[];
  not_found_on_website: string[];
}

/**
 * Completeness counts the 18 profile fields and the FAQ, founder and company-social sections
 * (story and milestones are paid extras, listed as missing but not counted).
 */
export function completenessOf(draft: {
  fields: Record<ProfileField, StoredField>;
  faqs: unknown[];
  founders: unknown[];
  company_socials: Record<string, string>;
  story: Record<string, unknown>;
  milestones: unknown[];
  drafted: boolean;
}): Completeness {
  const counted: Array<[string, unknown]> = [
    ...profileFields.map((field) => [field, draft.fields[field].value] as [string, unknown]),
    ['faqs', draft.faqs],
    ['founders', draft.founders],
    ['company_socials', Object.fromEntries(Object.entries(draft.company_socials).filter(([key]) => key !== 'website'))],
  ];
  const filled = counted.filter(([, value]) => !isEmpty(value)).length;
  const missing = [
    ...counted.filter(([, value]) => isEmpty(value)).map(([name]) => name),
    ...(isEmpty(draft.story) ? ['story'] : []),
    ...(draft.milestones.length ? [] : ['milestones']),
  ];
  return {
    completeness: Math.round((filled / counted.length) * 100),
    missing,
    not_found_on_website: draft.drafted
      ? profileFields.filter((field) => draft.fields[field].ai_value === null && draft.fields[field].state !== null)
      : [],
  };
}
