// Draft rows as the contract's Draft and DraftSummary bodies.
import type { components } from '../../generated/api.d.ts';
import type { DraftRow } from '../../db/queries/drafts.ts';
import type { SectionEvidence } from '../../db/schema/drafts.ts';
import { profileFields } from './fields.ts';
import { completenessOf, storedFields } from './profile.ts';

type DraftBody = components['schemas']['Draft'];
type DraftSummaryBody = components['schemas']['DraftSummary'];

/** The members of a founder story, in the contract's order. */
export const storyMembers = [
  'title',
  'story',
  'why_started',
  'problem',
  'journey',
  'challenges',
  'achievements',
  'lessons',
  'whats_next',
] as const;

/** Fields stay blank (state null) until drafting has run once. */
const drafted = (row: DraftRow) =>
  row.status !== 'crawling' &&
  row.status !== 'drafting' &&
  !(row.status === 'failed' && Object.keys(row.fields).length === 0);

/**
 * The quotes of the section entries as they stand now: an entry the owners replaced or removed
 * (a new FAQ, another founder) has none.
 */
function currentSectionEvidence(row: DraftRow): DraftBody['section_evidence'] {
  const keys: Record<SectionEvidence['section'], Set<string>> = {
    faqs: new Set(row.faqs.map((faq) => faq.question)),
    founders: new Set(row.founders.map((founder) => founder.name)),
    company_socials: new Set(Object.keys(row.company_socials)),
    founder_socials: new Set(Object.keys(row.founder_socials)),
    story: new Set(Object.keys(row.story)),
    milestones: new Set(row.milestones.map((milestone) => milestone.title)),
  };
  return (row.section_evidence ?? []).filter((entry) => keys[entry.section]?.has(entry.key));
}

export function draftBody(row: DraftRow): DraftBody {
  const fields = storedFields(row.fields);
  const { completeness, missing, not_found_on_website } = completenessOf({ ...row, fields, drafted: drafted(row) });
  return {
    id: row.id,
    url: row.url,
    status: row.status,
    failure_reason: row.failure_reason,
    listing_id: row.listing_id,
    fields: Object.fromEntries(
      profileFields.map((field) => [
        field,
        { value: fields[field].value, state: fields[field].state, evidence: fields[field].evidence },
      ]),
    ) as DraftBody['fields'],
    faqs: row.faqs,
    founders: row.founders,
    company_socials: row.company_socials,
    founder_socials: row.founder_socials,
    story: Object.fromEntries(storyMembers.map((member) => [member, row.story[member] ?? null])) as DraftBody['story'],
    milestones: row.milestones,
    competitor: row.competitor ? { ...row.competitor, drafted_by: row.competitor.drafted_by ?? null } : null,
    seo: { title: row.seo.title ?? null, meta: row.seo.meta ?? null },
    completeness,
    missing,
    not_found_on_website,
    drafted_by: row.drafted_by ?? null,
    warnings: row.warnings ?? [],
    section_evidence: currentSectionEvidence(row),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function draftSummaryBody(row: DraftRow): DraftSummaryBody {
  const name = storedFields(row.fields).name.value;
  return {
    id: row.id,
    url: row.url,
    name: typeof name === 'string' ? name : null,
    status: row.status,
    completeness: row.completeness,
    listing_id: row.listing_id,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
