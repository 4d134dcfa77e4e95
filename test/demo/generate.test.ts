// The demo directory as generated for the test week: words that fit each listing's category, no
// link to a host that does not exist, launch times spread over the week and the day, and votes
// cast after the launch, fewer for recent launches.
import { resetClock, setClock } from '../../app/clock.ts';
import { blogTopics } from '../../app/demo/blog-posts.ts';
import { flagships } from '../../app/demo/catalog.ts';
import { categoryCopy, interviewAnswerCopy } from '../../app/demo/copy.ts';
import { flagshipCopy } from '../../app/demo/flagship-copy.ts';
import { generateDirectory } from '../../app/demo/generate.ts';
import type { DirectoryData } from '../../app/demo/generate.ts';
import { demoOptions } from '../../app/demo/load.ts';

const now = '2026-11-18T12:00:00.000Z';
const nowMs = Date.parse(now);
let data: DirectoryData;
beforeAll(() => {
  setClock(now);
  data = generateDirectory(demoOptions());
});
afterAll(() => resetClock());

const bySlug = () => new Map(data.listings.map((listing) => [listing.slug, listing]));
const primaryCategory = () =>
  new Map(data.listingCategories.filter((link) => link.is_primary).map((link) => [link.slug, link.category]));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test('the same week and seed give the same directory', () => {
  expect(generateDirectory(demoOptions())).toEqual(data);
});

describe('words', () => {
  test('each listing’s tagline, features and FAQs come from its own category (or its own, for a flagship)', () => {
    const categories = primaryCategory();
    const flagshipSlugs = new Set(flagships.map((flagship) => flagship.slug));
    for (const listing of data.listings) {
      const copy = categoryCopy[categories.get(listing.slug)!];
      const own = flagshipSlugs.has(listing.slug) ? flagshipCopy[listing.slug] : undefined;
      expect(own?.features ?? copy.features).toEqual(expect.arrayContaining(listing.features));
      expect(listing.features.length).toBeGreaterThanOrEqual(3);
      expect(listing.description).toContain(listing.name);
      expect(listing.faqs[0].question).toBe(`Who is ${listing.name} for?`);
      if (own) continue;
      expect(listing.short_description).toContain(copy.noun);
      expect(copy.audiences.some((audience) => listing.short_description.endsWith(`for ${audience}.`))).toBe(true);
    }
  });

  test('a CRM talks about pipelines and leads, a help desk about tickets', () => {
    const categories = primaryCategory();
    const inCategory = (slug: string) => data.listings.filter((listing) => categories.get(listing.slug) === slug);
    for (const listing of inCategory('crm')) {
      expect(`${listing.tagline} ${listing.description}`).toMatch(/pipeline|lead|deal|contact/i);
    }
    for (const listing of inCategory('customer-support')) {
      expect(`${listing.tagline} ${listing.description}`).toMatch(/ticket|help center|support|customer/i);
    }
  });

  test('founders have a role and a bio naming their company; interview answers fit their question', () => {
    const listings = bySlug();
    for (const link of data.founderListings) expect(link.title).toMatch(/founder/i);
    for (const founder of data.founders) {
      const companies = data.founderListings
        .filter((link) => link.founder === founder.slug)
        .map((link) => listings.get(link.slug)!.name);
      expect(companies.some((company) => founder.bio.includes(company))).toBe(true);
    }
    for (const answer of data.interviewAnswers) expect(interviewAnswerCopy[answer.position]).toContain(answer.answer);
  });

  test('blog posts are articles: sections or lists under the title', () => {
    for (const post of data.blogPosts) {
      expect(post.markdown).toMatch(/^# /);
      expect(post.markdown.split('\n\n').length).toBeGreaterThan(3);
    }
    expect(data.blogPosts.map((post) => post.title)).toEqual(blogTopics.map((topic) => topic.title));
  });
});

describe('links', () => {
  test('no image is stored (the API presents the generated ones) and every link is on a host that exists', () => {
    const allowed = (url: string, ownHost: string | null) => {
      const host = new URL(url).hostname;
      return host === ownHost || ['x.com', 'www.linkedin.com', 'github.com'].includes(host);
    };
    for (const listing of data.listings) {
      const own = new URL(listing.url).hostname;
      expect(listing.logo_url).toBeNull();
      const links = [
        listing.demo_video_url,
        ...Object.values(listing.socials),
        ...listing.media.map((item) => item.url),
      ].filter((url): url is string => url !== null);
      for (const url of links) expect([url, allowed(url, own)]).toEqual([url, true]);
    }
    for (const milestone of data.milestones) {
      if (milestone.url)
        expect(new URL(milestone.url).hostname).toBe(new URL(bySlug().get(milestone.slug)!.url).hostname);
    }
    for (const founder of data.founders) {
      expect(founder.avatar_url).toBeNull();
      for (const url of Object.values(founder.socials)) expect(allowed(url, null)).toBe(true);
    }
    for (const post of data.blogPosts) expect(post.cover_image_url).toBeNull();
    expect(JSON.stringify(data)).not.toMatch(/https?:\/\/[a-z]+\.example\.com/);
  });
});

describe('time', () => {
  test('launches are spread over every day of the week and many hours, not at midnight', () => {
    const launches = data.listings.flatMap((listing) => (listing.launched_at ? [new Date(listing.launched_at)] : []));
    expect(new Set(launches.map((at) => at.getUTCDay())).size).toBe(7);
    expect(new Set(launches.map((at) => at.getUTCHours())).size).toBeGreaterThanOrEqual(18);
    const midnight = launches.filter((at) => at.getUTCHours() === 0 && at.getUTCMinutes() === 0);
    expect(midnight.length).toBeLessThan(launches.length * 0.02);
    expect(launches.every((at) => at.getTime() < nowMs)).toBe(true);
  });

  test('votes only on live listings, after their launch and before now; upcoming launches have followers', () => {
    const listings = bySlug();
    for (const vote of data.votes) {
      const listing = listings.get(vote.slug)!;
      expect(listing.status).toBe('live');
      expect(Date.parse(vote.created_at)).toBeGreaterThan(Date.parse(listing.launched_at!));
      expect(Date.parse(vote.created_at)).toBeLessThan(nowMs);
    }
    for (const row of [...data.follows, ...data.reviews]) expect(Date.parse(row.created_at)).toBeLessThan(nowMs);
    for (const update of data.updates) expect(Date.parse(update.posted_at)).toBeLessThan(nowMs);
    const upcoming = new Set(data.listings.filter((l) => l.status === 'scheduled').map((l) => l.slug));
    expect(data.follows.some((follow) => upcoming.has(follow.slug))).toBe(true);
    for (const listing of data.listings)
      expect(Date.parse(listing.created_at)).toBeLessThan(
        listing.launched_at ? Date.parse(listing.launched_at) : nowMs,
      );
  });

  test('recent launches have fewer votes than older ones; a long tail', () => {
    const votes = new Map<string, number>();
    for (const vote of data.votes) votes.set(vote.slug, (votes.get(vote.slug) ?? 0) + 1);
    const ofAge = (fromDays: number, toDays: number) =>
      data.listings
        .filter((listing) => {
          if (!listing.launched_at) return false;
          const age = (nowMs - Date.parse(listing.launched_at)) / 86_400_000;
          return age >= fromDays && age < toDays;
        })
        .map((listing) => votes.get(listing.slug) ?? 0);
    const recent = ofAge(0, 3);
    const older = ofAge(14, 1000);
    expect(recent.length).toBeGreaterThan(5);
    expect(median(recent) * 2).toBeLessThan(median(older));
    expect(Math.max(...older)).toBeGreaterThan(median(older) * 3);
  });
});
