// get_founder: bio, socials, live companies, published stories and interview answers.
import type { Handler } from '../../app/http/handler.ts';
import { presentedImageUrl } from '../../app/images/paths.ts';
import { notFound } from '../../app/http/problem.ts';
import {
  findFounder,
  founderPageUrl,
  founderStories,
  interviewAnswers,
  liveCompanies,
} from '../../db/queries/founders.ts';
import { toSummary } from '../../db/queries/listings.ts';

export const handler: Handler<'get_founder'> = async ({ path }, { db, config }) => {
  const founder = await findFounder(db, path.slug);
  if (!founder) throw notFound(`Founder "${path.slug}"`);
  const [companies, stories, interview] = await Promise.all([
    liveCompanies(db, [founder.id]),
    founderStories(db, founder.id),
    interviewAnswers(db, founder.account_id),
  ]);
  return {
    status: 200,
    body: {
      slug: founder.slug,
      name: founder.name,
      title: founder.title,
      bio: founder.bio,
      // A founder with a live listing: the generated avatar is served.
      avatar_url: presentedImageUrl(config.publicUrl, 'founders', founder.slug, founder.avatar_url, true),
      country: founder.country,
      page_url: founderPageUrl(config.publicUrl, founder.slug),
      socials: founder.socials,
      companies: companies.map((row) => toSummary(row, config.publicUrl)),
      stories: stories.map(({ listing_slug, listing_name, ...story }) => ({
        listing: { slug: listing_slug, name: listing_name },
        ...story,
      })),
      interview,
    },
  };
};
