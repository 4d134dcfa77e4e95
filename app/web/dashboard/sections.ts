// The profile sections a draft and a listing share (FAQs, social links, the founder story): their
// inputs, and the posted form read back into the operation's JSON. Repeating entries are rows
// named `<section>.<index>.<member>`; empty rows are dropped, and a form shown again after a
// refusal shows the rows as sent, so an error's index names the row it is about.
import { storyMembers } from '../../draft/present.ts';
import type { components } from '../../../generated/api.d.ts';
import { escapeHtml } from '../layout.ts';
import { fieldText, input } from './forms.ts';
import type { Fields, FormErrors } from './forms.ts';
import { platformNames, socialPlatforms } from '../../social-platforms.ts';

type Faq = components['schemas']['FaqInput'];
type SocialLinks = components['schemas']['SocialLinks'];
type Story = components['schemas']['FounderStory'];

/** Rows of a repeating section as posted, up to `limit`, without the rows left empty. */
export function postedRows<M extends string>(
  fields: Fields,
  section: string,
  members: readonly M[],
  limit = 60,
): Array<Record<M, string>> {
  const rows: Array<Record<M, string>> = [];
  for (let index = 0; index < limit; index++) {
    const row = Object.fromEntries(
      members.map((member) => [member, fieldText(fields, `${section}.${index}.${member}`).trim()]),
    ) as Record<M, string>;
    if (members.some((member) => row[member] !== '')) rows.push(row);
  }
  return rows;
}

/** Members of a row that were typed (optional members left empty are not sent). */
export const typedMembers = <M extends string>(row: Record<M, string>, optional: readonly M[]) =>
  Object.fromEntries(Object.entries(row).filter(([member, value]) => value !== '' || !optional.includes(member as M)));

const blankRows = 2;

// ------------------------------------------------------------------ FAQs
const faqMembers = ['question', 'answer'] as const;

export const postedFaqs = (fields: Fields): Faq[] => postedRows(fields, 'faqs', faqMembers);

export function faqInputs(faqs: Faq[], errors: FormErrors, max: number): string {
  const rows = [...faqs, ...Array.from({ length: Math.max(0, Math.min(blankRows, max - faqs.length)) }, () => null)];
  return rows
    .map(
      (faq, index) => `<fieldset><legend>${faq ? `Question ${index + 1}` : 'A new question'}</legend>
${input({
  name: `faqs.${index}.question`,
  label: 'Question',
  value: faq?.question,
  pointer: `/body/faqs/${index}/question`,
  errors,
})}
${input({
  name: `faqs.${index}.answer`,
  label: 'Answer',
  value: faq?.answer,
  pointer: `/body/faqs/${index}/answer`,
  errors,
  type: 'textarea',
  rows: 3,
})}
</fieldset>`,
    )
    .join('\n');
}

// ------------------------------------------------------------------ social links

/**
 * Social links posted as one URL input per platform: an empty input drops the link. Only the
 * platforms the API knows are read, so an unknown one cannot be sent.
 */
export function postedSocials(fields: Fields, section: string): SocialLinks {
  const links: Record<string, string> = {};
  for (const platform of socialPlatforms) {
    const url = fieldText(fields, `${section}.${platform}`).trim();
    if (url) links[platform] = url;
  }
  return links;
}

export function socialInputs(section: string, links: SocialLinks, errors: FormErrors, legend: string): string {
  const inputs = socialPlatforms
    .map((platform) =>
      input({
        name: `${section}.${platform}`,
        label: platformNames[platform],
        value: links[platform],
        pointer: `/body/${section}/${platform}`,
        errors,
        type: 'url',
      }),
    )
    .join('\n');
  return `<fieldset class="socials"><legend>${escapeHtml(legend)}</legend>${inputs}</fieldset>`;
}

// ------------------------------------------------------------------ founder story
const storyLabels: Record<(typeof storyMembers)[number], string> = {
  title: 'Title',
  story: 'The story',
  why_started: 'Why you started',
  problem: 'The problem you solve',
  journey: 'The journey so far',
  challenges: 'Challenges',
  achievements: 'Achievements',
  lessons: 'Lessons learned',
  whats_next: "What's next",
};

/** The story as posted: every member, empty ones as '' (the operations clear what is empty). */
export const postedStory = (fields: Fields): Record<(typeof storyMembers)[number], string> =>
  Object.fromEntries(storyMembers.map((member) => [member, fieldText(fields, `story.${member}`).trim()])) as Record<
    (typeof storyMembers)[number],
    string
  >;

/** Inputs of the story; `pointerBase` is where the operation takes it (/body/story or /body). */
export function storyInputs(story: Partial<Story>, errors: FormErrors, pointerBase: string): string {
  return storyMembers
    .map((member) =>
      input({
        name: `story.${member}`,
        label: storyLabels[member],
        value: story[member],
        pointer: `${pointerBase}/${member}`,
        errors,
        type: member === 'title' ? 'text' : 'textarea',
        rows: member === 'story' ? 6 : 3,
      }),
    )
    .join('\n');
}
