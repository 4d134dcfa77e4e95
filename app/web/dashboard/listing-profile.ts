// A listing's profile as its owners edit it with update_my_listing: the inputs with the current
// values, and the posted form read back as the operation's `fields`, only what changed.
import type { components } from '../../../generated/api.d.ts';
import { FormErrors, fieldText, input, textLines } from './forms.ts';
import type { Fields, InputOptions } from './forms.ts';

type OwnedListing = components['schemas']['OwnedListing'];
type ProfileValue = string | string[] | number | null;

/** The values update_my_listing's `fields` sets, as the listing holds them now. */
function profileValues(listing: OwnedListing): Record<string, ProfileValue> {
  const profile = listing.listing;
  const own = listing.owner_fields;
  return {
    tagline: profile.tagline,
    short_description: profile.short_description,
    description: profile.description,
    pricing_model: profile.pricing.model,
    pricing_summary: profile.pricing.summary,
    country: profile.country,
    city: profile.city,
    founded_year: profile.founded_year,
    demo_video_url: profile.links.demo_video_url,
    contact_email: own.contact_email,
    features: profile.features,
    usps: profile.usps,
    keywords: profile.keywords,
    headline: own.headline,
    summary: own.summary,
    seo_title: own.seo_title,
    seo_description: own.seo_description,
  };
}

const shown = (value: ProfileValue) => (Array.isArray(value) ? value.join('\n') : value === null ? '' : String(value));

/** The inputs of the profile: the posted values when the form was refused, else the listing's. */
export function profileInputs(listing: OwnedListing, errors: FormErrors, posted?: Fields): string {
  const current = profileValues(listing);
  const field = (name: string, label: string, extra: Partial<InputOptions> = {}) =>
    input({
      name,
      label,
      value: posted ? fieldText(posted, name) : shown(current[name]),
      pointer: `/body/fields/${name}`,
      errors,
      ...extra,
    });
  return [
    field('tagline', 'Tagline'),
    field('short_description', 'Short description', { type: 'textarea', rows: 2 }),
    field('description', 'Description', { type: 'textarea', rows: 7 }),
    field('features', 'Features', { type: 'textarea', rows: 5, hint: 'One per line.' }),
    field('usps', 'What sets it apart', { type: 'textarea', rows: 3, hint: 'One per line.' }),
    field('keywords', 'Keywords', { type: 'textarea', rows: 3, hint: 'One per line.' }),
    field('pricing_model', 'Pricing model', { hint: 'For example: free, freemium, subscription.' }),
    field('pricing_summary', 'Pricing summary'),
    field('country', 'Country', { hint: 'Two-letter code, for example DE.' }),
    field('city', 'City'),
    field('founded_year', 'Founded in'),
    field('demo_video_url', 'Demo video', { type: 'url' }),
    field('contact_email', 'Contact e-mail (not shown publicly)', { type: 'email' }),
    field('headline', 'Headline'),
    field('summary', 'Summary', { type: 'textarea', rows: 3 }),
    field('seo_title', 'Search result title'),
    field('seo_description', 'Search result description', { type: 'textarea', rows: 2 }),
  ].join('\n');
}

/**
 * update_my_listing's `fields`: only what differs from the listing now, so an untouched field is not
 * recorded as an edit. '' clears a text field; a year that is not digits goes as typed, for the
 * API to refuse by name.
 */
export function changedProfileFields(listing: OwnedListing, fields: Fields): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [name, old] of Object.entries(profileValues(listing))) {
    const typed = fieldText(fields, name);
    if (Array.isArray(old)) {
      const items = textLines(typed);
      if (JSON.stringify(items) !== JSON.stringify(old)) changes[name] = items;
    } else if (name === 'founded_year') {
      const year = typed.trim();
      const next = year === '' ? null : /^\d+$/.test(year) ? Number(year) : year;
      if (next !== old) changes[name] = next;
    } else if (typed.trim() !== (old ?? '')) {
      changes[name] = typed.trim();
    }
  }
  return changes;
}
