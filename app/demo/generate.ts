// Builds a directory in memory, deterministically from a seed and the current launch week: the
// demo (300+ listings, founders, posts, votes...) or, with a large count, the benchmark directory.
//
// The order and number of draws on `random` place every listing (its week, status and plan) and
// size its audience. scripts/bench/relevance-set.ts and the typo table in
// test/directory/listings.test.ts were written against the listings this sequence places, so a
// change here keeps each call on `random` (a draw whose old use is gone decides something new)
// and takes any further randomness from the listing's own stream (`ownRandom`), which changes no
// other listing.
import { createHash } from 'node:crypto';
import type { Faq } from '../../db/schema/drafts.ts';
import type { CategoryAttribute, MediaItem, UnlockedSection } from '../../db/schema/directory.ts';
import { addWeeks, weekBounds } from '../directory/weeks.ts';
import { blogTopics } from './blog-posts.ts';
import {
  brandPrefixes,
  brandSuffixes,
  demoCategories,
  firstNames,
  flagships,
  interviewQuestions,
  lastNames,
  places,
  pricingModels,
  stages,
} from './catalog.ts';
import type { DemoCategory, Flagship } from './catalog.ts';
import { categoryCopy, fieldCopy, generalUsps, interviewAnswerCopy, milestoneCopy } from './copy.ts';
import type { CategoryCopy } from './copy.ts';
import { flagshipCopy } from './flagship-copy.ts';
import type { FlagshipCopy } from './flagship-copy.ts';
import { Random } from './random.ts';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
/** Votes: most come in a wave after the launch (mean delay), the rest over the months after. */
const launchWaveShare = 0.8;
const launchWaveMeanMs = 20 * hourMs;
const longTailMs = 120 * dayMs;

export interface GenerateOptions {
  /** Listings besides the flagships (which only the demo has). */
  count: number;
  seed: number;
  /** The current week's Monday and the current time: weeks are placed around them. */
  currentWeek: string;
  now: Date;
  weeksPast: number;
  weeksAhead: number;
  voters: number;
  /** Slug and e-mail prefix, so a benchmark directory can sit next to the demo. */
  prefix: string;
  /** Include the flagships, founders, stories, blog posts and interview questions. */
  full: boolean;
}

export interface CategoryRow {
  slug: string;
  parent_slug: string | null;
  name: string;
  description: string;
  keywords: string[];
  faqs: Faq[];
  attributes: CategoryAttribute[];
  position: number;
}

export interface ListingRow {
  slug: string;
  name: string;
  tagline: string;
  short_description: string;
  description: string;
  url: string;
  /** Null: the API presents the generated logo (app/images). */
  logo_url: string | null;
  status: 'live' | 'scheduled' | 'draft' | 'awaiting_badge' | 'unpublished';
  plan: 'none' | 'free' | 'paid';
  launch_week: string | null;
  launched_at: string | null;
  featured_until: string | null;
  verified_at: string | null;
  unlocked_sections: UnlockedSection[];
  features: string[];
  usps: string[];
  keywords: string[];
  tags: string[];
  pricing_model: string | null;
  pricing_summary: string | null;
  stage: string | null;
  country: string | null;
  city: string | null;
  founded_year: number | null;
  contact_email: string | null;
  demo_video_url: string | null;
  socials: Record<string, string>;
  faqs: Faq[];
  not_found_on_website: string[];
  media: MediaItem[];
  domain_rating: number | null;
  created_at: string;
}

export interface DirectoryData {
  accounts: { id: string; email: string; name: string }[];
  categories: CategoryRow[];
  listings: ListingRow[];
  listingCategories: { slug: string; category: string; is_primary: boolean }[];
  owners: { slug: string; account_id: string; role: 'owner' | 'cofounder' }[];
  votes: { slug: string; account_id: string; created_at: string }[];
  follows: { slug: string; account_id: string; created_at: string }[];
  views: { slug: string; day: string; views: number }[];
  reviews: { slug: string; account_id: string; rating: number; body: string; genuine: boolean; created_at: string }[];
  updates: { slug: string; title: string; body: string; posted_at: string }[];
  milestones: { slug: string; happened_on: string; title: string; description: string | null; url: string | null }[];
  stories: {
    slug: string;
    title: string;
    story: string;
    why_started: string;
    problem: string;
    journey: string | null;
    challenges: string | null;
    achievements: string | null;
    lessons: string | null;
    whats_next: string | null;
  }[];
  founders: {
    slug: string;
    account_id: string;
    name: string;
    title: string;
    bio: string;
    /** Null: the API presents the generated avatar (app/images). */
    avatar_url: string | null;
    country: string;
    socials: Record<string, string>;
  }[];
  founderListings: { founder: string; slug: string; title: string; position: number }[];
  interviewQuestions: { question: string; topic: string; position: number }[];
  /** Answers by question position (1-based). */
  interviewAnswers: { account_id: string; position: number; answer: string }[];
  billboard: { slug: string; amount_cents: number; created_at: string }[];
  revenue: { slug: string; month: string; revenue_cents: number }[];
  domainRatings: { slug: string; measured_on: string; value: number }[];
  alternatives: { slug: string; alternative: string; position: number }[];
  blogPosts: {
    slug: string;
    title: string;
    excerpt: string;
    markdown: string;
    author_name: string;
    tags: string[];
    cover_image_url: string | null;
    faqs: Faq[];
    published_at: string | null;
    updated_at: string | null;
  }[];
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function leafCategories(): (DemoCategory & { parent: DemoCategory })[] {
  return demoCategories.flatMap((parent) => (parent.children ?? []).map((child) => ({ ...child, parent })));
}

function categoryRows(): CategoryRow[] {
  const rows: CategoryRow[] = [];
  demoCategories.forEach((parent, index) => {
    rows.push({
      slug: parent.slug,
      parent_slug: null,
      name: parent.name,
      description: parent.description,
      keywords: parent.keywords,
      position: index,
      attributes: parent.attributes ?? [],
      faqs: [
        {
          question: `What counts as ${parent.name.toLowerCase()}?`,
          answer: `${parent.description} Listings here sit in one of its subcategories.`,
        },
        {
          question: `How are ${parent.name.toLowerCase()} listings ranked?`,
          answer: 'By community votes: the most voted live listings come first.',
        },
      ],
    });
    (parent.children ?? []).forEach((child, childIndex) =>
      rows.push({
        slug: child.slug,
        parent_slug: parent.slug,
        name: child.name,
        description: child.description,
        keywords: child.keywords,
        position: childIndex,
        attributes: [],
        faqs: [
          {
            question: `What do ${child.name} tools do?`,
            answer: `${child.description} Typical uses: ${child.topics.join(', ')}.`,
          },
          {
            question: `How do I pick a ${child.name.toLowerCase()} tool?`,
            answer: 'Compare two listings side by side on pricing, stage and the features that matter to you.',
          },
        ],
      }),
    );
  });
  return rows;
}

type Leaf = DemoCategory & { parent: DemoCategory };

interface Identity {
  name: string;
  tagline: string;
  category: Leaf;
  copy: CategoryCopy;
  /** The hand-written copy of a flagship; generated listings have none. */
  flagship: FlagshipCopy | null;
  /** What the listing does and for whom, as its tagline words them ("send invoices", "consultants"). */
  topic: string | null;
  audience: string | null;
  /** The answer to "Who is it for?". */
  whoFor: string;
  keywords: string[];
  tags: string[];
  pricing_model: string | null;
  pricing_summary: string | null;
  country: string | null;
  city: string | null;
  founded_year: number | null;
  stage: string | null;
}

function copyOf(category: Leaf): CategoryCopy {
  const copy = categoryCopy[category.slug];
  if (!copy) throw new Error(`app/demo/copy.ts has no copy for category ${category.slug}`);
  return copy;
}

const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);
const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');

/** A price summary worded for its pricing model, from one drawn figure in dollars. */
function pricingSummary(model: string, dollars: number): string {
  switch (model) {
    case 'freemium':
      return `Free plan, paid plans from $${dollars}/month`;
    case 'usage-based':
      return `Pay as you go, typically $${dollars}/month`;
    case 'one-time':
      return `$${dollars * 3} one-time licence`;
    case 'open-source':
      return `Free to self-host, cloud from $${dollars}/month`;
    default:
      return `From $${dollars}/month`;
  }
}

function flagshipIdentity(flagship: Flagship, leaves: Leaf[]): Identity {
  const category = leaves.find((leaf) => leaf.slug === flagship.category);
  if (!category) throw new Error(`flagship ${flagship.slug}: unknown category ${flagship.category}`);
  const copy = flagshipCopy[flagship.slug];
  if (!copy) throw new Error(`app/demo/flagship-copy.ts has no copy for flagship ${flagship.slug}`);
  return {
    ...flagship,
    category,
    copy: copyOf(category),
    flagship: copy,
    topic: null,
    audience: null,
    whoFor: copy.audience,
    stage: 'growing',
  };
}

function generatedIdentity(random: Random, index: number, leaves: Leaf[], full: boolean): Identity {
  const category = leaves[index % leaves.length];
  const copy = copyOf(category);
  const prefix = brandPrefixes[Math.floor(index / brandSuffixes.length) % brandPrefixes.length];
  const suffix = brandSuffixes[index % brandSuffixes.length];
  const round = Math.floor(index / (brandPrefixes.length * brandSuffixes.length));
  const name = `${prefix}${suffix}${round > 0 ? ` ${round + 1}` : ''}`;
  const topic = random.pick(category.topics);
  const audience = random.pick(copy.audiences);
  const tagline = random.chance(0.5)
    ? `${capitalised(topic)} for ${audience}`
    : `${capitalised(topic)} ${random.pick(copy.promises)}`;
  const [country, city] = random.pick(places);
  const pricing = random.chance(full ? 0.9 : 0.95) ? random.pick(pricingModels) : null;
  const attributeTags = (category.parent.attributes ?? [])
    .filter((a) => a.key.startsWith('tag:'))
    .map((a) => a.key.slice(4));
  return {
    name,
    tagline,
    category,
    copy,
    flagship: null,
    topic,
    audience,
    whoFor: `${capitalised(audience)} who need to ${topic}.`,
    keywords: random.sample(category.keywords, random.int(2, 4)),
    tags: random.sample(attributeTags, random.int(0, 2)),
    pricing_model: pricing,
    pricing_summary:
      pricing && pricing !== 'free' && random.chance(0.8) ? pricingSummary(pricing, random.int(3, 99)) : null,
    country: random.chance(0.92) ? country : null,
    city: random.chance(0.85) ? city : null,
    founded_year: random.chance(0.85) ? random.int(2012, 2025) : null,
    stage: random.chance(0.93) ? random.pick(stages) : null,
  };
}

/** One line saying what the listing is: the flagship's own, or its kind and audience. */
function shortDescription(identity: Identity): string {
  if (identity.flagship) return identity.flagship.about;
  const { noun } = identity.copy;
  return `${identity.name} is ${article(noun)} ${noun} for ${identity.audience}.`;
}

/** The problem it solves, what it does, how, and what changes: three draws on `random`. */
function description(random: Random, identity: Identity): string {
  const { copy, flagship } = identity;
  const problem = random.pick(flagship?.problems ?? copy.problems);
  const detail = random.pick(flagship?.details ?? copy.details);
  const outcome = random.pick(flagship?.outcomes ?? copy.outcomes);
  const what = flagship?.about ?? `${identity.name} helps ${identity.audience} ${identity.topic}.`;
  return [problem, what, detail, outcome].join(' ');
}

function faqs(identity: Identity, withProductFaq: boolean, own: Random): Faq[] {
  const productFaqs = [...(identity.flagship?.faqs ?? []), ...identity.copy.faqs];
  return [
    { question: `Who is ${identity.name} for?`, answer: identity.whoFor },
    ...(identity.pricing_summary
      ? [{ question: 'How much does it cost?', answer: `${identity.pricing_summary}.` }]
      : []),
    ...(withProductFaq ? [own.pick(productFaqs)] : []),
  ];
}

/** A stream of its own per listing (or founder), from the seed and its slug. */
function ownRandom(seed: number, slug: string): Random {
  return new Random(createHash('sha256').update(`${seed}:${slug}`).digest().readUInt32BE(0));
}

/** Launch hours (UTC) weighted to the working day of Europe and the Americas. */
const hourWeights = [1, 1, 1, 1, 1, 2, 3, 5, 7, 8, 8, 8, 7, 8, 9, 9, 8, 7, 5, 4, 3, 2, 2, 1];
const totalHourWeight = hourWeights.reduce((sum, weight) => sum + weight, 0);

function timeOfDay(own: Random): number {
  let target = own.next() * totalHourWeight;
  let hour = 0;
  while (target >= hourWeights[hour]) target -= hourWeights[hour++];
  return hour * hourMs + own.int(0, 59) * minuteMs + own.int(0, 59) * 1000;
}

/**
 * When a live listing launched in the week from `weekStart`: a weekday takes a sixth of the
 * launches, Saturday and Sunday a twelfth each (`u` picks the day), at an hour weighted to working
 * hours. In the week under way, a launch drawn for a time still to come happened earlier today.
 */
function launchTime(u: number, weekStart: number, nowMs: number, own: Random): number {
  const day = u < 5 / 6 ? Math.floor(u * 6) : u < 11 / 12 ? 5 : 6;
  const at = weekStart + day * dayMs + timeOfDay(own);
  const latest = nowMs - 10 * minuteMs;
  if (at <= latest) return at;
  const today = Math.max(weekStart, Math.floor(nowMs / dayMs) * dayMs);
  return today + own.next() * Math.max(0, latest - today);
}

export function generateDirectory(options: GenerateOptions): DirectoryData {
  const random = new Random(options.seed);
  const leaves = leafCategories();
  const iso = (at: Date | number) => new Date(at).toISOString();
  const nowMs = options.now.getTime();
  const data: DirectoryData = {
    accounts: [],
    categories: categoryRows(),
    listings: [],
    listingCategories: [],
    owners: [],
    votes: [],
    follows: [],
    views: [],
    reviews: [],
    updates: [],
    milestones: [],
    stories: [],
    founders: [],
    founderListings: [],
    interviewQuestions: [],
    interviewAnswers: [],
    billboard: [],
    revenue: [],
    domainRatings: [],
    alternatives: [],
    blogPosts: [],
  };

  const voters = Array.from({ length: options.voters }, (_, i) => ({
    id: random.uuid(),
    email: `${options.prefix}voter-${String(i + 1).padStart(4, '0')}@example.com`,
    name: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
  }));
  data.accounts.push(...voters);

  const identities: Identity[] = [
    ...(options.full ? flagships.map((flagship) => flagshipIdentity(flagship, leaves)) : []),
    ...Array.from({ length: options.count }, (_, i) => generatedIdentity(random, i, leaves, options.full)),
  ];
  const weekOffsets = Array.from(
    { length: options.weeksPast + options.weeksAhead + 1 },
    (_, i) => i - options.weeksPast,
  );

  identities.forEach((identity, index) => {
    const flagship = options.full && index < flagships.length;
    const slug = flagship
      ? flagships[index].slug
      : `${options.prefix}${slugify(identity.name)}${options.full ? '' : `-${index}`}`;
    const own = ownRandom(options.seed, slug);
    // Flagships launched in past weeks; a few generated listings were never published.
    const unpublishedRoll = random.next();
    const offset = flagship ? -1 - (index % options.weeksPast) : random.pick(weekOffsets);
    let status: ListingRow['status'] = offset > 0 ? 'scheduled' : 'live';
    if (!flagship && unpublishedRoll < 0.03) status = random.pick(['draft', 'awaiting_badge', 'unpublished'] as const);
    const week = status === 'draft' ? null : addWeeks(options.currentWeek, offset);
    const weekStart = week ? weekBounds(week).from.getTime() : nowMs - 30 * dayMs;
    // Rows about the listing's past are dated before now even when its launch week is ahead.
    const before = Math.min(weekStart, nowMs);
    const launchedAt = status === 'live' ? launchTime(random.next(), weekStart, nowMs, own) : null;
    const paid = flagship ? index % 3 === 0 : random.chance(0.25);
    const plan: ListingRow['plan'] = status === 'draft' ? 'none' : paid ? 'paid' : 'free';
    const unlocked: UnlockedSection[] = paid
      ? (['story', 'milestones', 'media'] as const).filter(() => flagship || random.chance(0.7))
      : [];
    const features = random.sample(identity.flagship?.features ?? identity.copy.features, random.int(3, 6));
    const notFound = (['pricing_summary', 'country', 'city', 'founded_year', 'stage'] as const).filter(
      (key) => identity[key] === null,
    );
    const domainRating = status === 'live' ? random.int(3, 88) : null;
    const url = flagship
      ? `https://www.${slug.replace(/-/g, '')}.com`
      : `https://${slug}.${options.full ? 'io' : 'app'}`;
    const text = description(random, identity);
    const withProductFaq = random.chance(0.85);
    data.listings.push({
      slug,
      name: identity.name,
      tagline: identity.tagline,
      short_description: shortDescription(identity),
      description: text,
      url,
      logo_url: null,
      status,
      plan,
      launch_week: week,
      launched_at: launchedAt === null ? null : iso(launchedAt),
      featured_until:
        paid && launchedAt !== null && random.chance(0.4) ? iso(new Date(nowMs + random.int(1, 30) * dayMs)) : null,
      verified_at: random.chance(0.35) ? iso(before - random.int(1, 20) * dayMs + timeOfDay(own)) : null,
      unlocked_sections: unlocked,
      features,
      usps: random.sample(identity.flagship?.usps ?? [...identity.copy.usps, ...generalUsps], random.int(1, 3)),
      keywords: identity.keywords,
      tags: identity.tags,
      pricing_model: identity.pricing_model,
      pricing_summary: identity.pricing_summary,
      stage: identity.stage,
      country: identity.country,
      city: identity.city,
      founded_year: identity.founded_year,
      contact_email: `hello@${new URL(url).hostname.replace(/^www\./, '')}`,
      demo_video_url: random.chance(0.3) ? `${url}/demo` : null,
      socials: {
        website: url,
        ...(random.chance(0.7) ? { x: `https://x.com/${slug.replace(/-/g, '_')}` } : {}),
        ...(random.chance(0.5) ? { linkedin: `https://www.linkedin.com/company/${slug}` } : {}),
        ...(identity.category.parent.slug === 'developer-tools' ? { github: `https://github.com/${slug}` } : {}),
      },
      faqs: faqs(identity, withProductFaq, own),
      not_found_on_website: notFound,
      // A tour on the product's own site: the demo has no images but the generated logos and avatars.
      media: unlocked.includes('media')
        ? [{ type: 'video', url: `${url}/tour`, caption: `A tour of ${identity.name}` } satisfies MediaItem]
        : [],
      domain_rating: domainRating,
      created_at: iso(before - random.int(7, 60) * dayMs + timeOfDay(own)),
    });
    const createdAt = Date.parse(data.listings[data.listings.length - 1].created_at);

    data.listingCategories.push({ slug, category: identity.category.slug, is_primary: true });
    if (paid) {
      for (const extra of random.sample(
        leaves.filter((leaf) => leaf.slug !== identity.category.slug),
        random.int(0, 2),
      )) {
        data.listingCategories.push({ slug, category: extra.slug, is_primary: false });
      }
    }

    const field = fieldCopy[identity.category.parent.slug];
    if (status === 'live' && launchedAt !== null) {
      // Votes: each listing's eventual audience is a long tail, flagships near the top. A vote
      // comes in the launch wave (hours after the launch) or the long tail (months after it);
      // the ones whose time has not come yet are not cast, so recent launches have fewer.
      const eventualVoters = Math.min(
        options.voters,
        Math.floor((flagship ? 25 : 0) + (options.full ? 110 : 30) * random.next() ** 3),
      );
      let cast = 0;
      for (const voter of random.sample(voters, eventualVoters)) {
        const inWave = random.chance(launchWaveShare);
        const u = random.next();
        const at = launchedAt + minuteMs + (inWave ? -Math.log(1 - u) * launchWaveMeanMs : u * longTailMs);
        if (at >= nowMs) continue;
        data.votes.push({ slug, account_id: voter.id, created_at: iso(at) });
        cast++;
      }
      for (const follower of random.sample(voters, random.int(0, Math.ceil(eventualVoters / 3)))) {
        const at = launchedAt + random.int(1, 200) * hourMs;
        if (at < nowMs) data.follows.push({ slug, account_id: follower.id, created_at: iso(at) });
      }
      // Views per day from the launch day on, most on the day itself.
      const viewDays = new Set<string>();
      for (let d = 0; d < (options.full ? 4 : 1); d++)
        viewDays.add(new Date(Math.min(launchedAt + d * dayMs, nowMs)).toISOString().slice(0, 10));
      [...viewDays].forEach((day, d) =>
        data.views.push({ slug, day, views: Math.round(((20 + cast * 15) * (0.5 + random.next())) / (d + 1)) }),
      );
      if (options.full) {
        for (const reviewer of random.sample(voters, random.int(0, 5))) {
          const rating = random.int(3, 5) as 3 | 4 | 5;
          const body = random.pick(field.reviews[rating]);
          const genuine = random.chance(0.85);
          const at = launchedAt + random.int(1, 300) * hourMs;
          if (at < nowMs)
            data.reviews.push({ slug, account_id: reviewer.id, rating, body, genuine, created_at: iso(at) });
        }
        for (let u = random.int(0, 3); u > 0; u--) {
          const update = random.pick(field.updates);
          const at = launchedAt + u * 9 * dayMs + own.int(1, 10) * hourMs;
          if (at < nowMs && !data.updates.some((posted) => posted.slug === slug && posted.title === update.title))
            data.updates.push({ slug, title: update.title, body: update.body, posted_at: iso(at) });
        }
      }
      // Domain Rating: one reading a month for a year (two months for benchmarks), drifting.
      let value = Math.max(1, (domainRating ?? 10) - random.int(-5, 12));
      for (let m = options.full ? 11 : 1; m >= 0; m--) {
        const date = new Date(Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth() - m, 1))
          .toISOString()
          .slice(0, 10);
        value = m === 0 ? (domainRating ?? value) : Math.min(100, Math.max(0, value + random.int(-2, 3)));
        data.domainRatings.push({ slug, measured_on: date, value });
      }
      if (random.chance(options.full ? 0.12 : 0.02)) {
        for (let c = random.int(1, 3); c > 0; c--)
          data.billboard.push({
            slug,
            amount_cents: random.int(10, 500) * 100,
            created_at: iso(new Date(Math.min(launchedAt + c * dayMs, nowMs - hourMs))),
          });
      }
      if (random.chance(options.full ? 0.2 : 0.02)) {
        let revenue = random.int(500, 40000) * 100;
        for (let m = 6; m >= 1; m--) {
          revenue = Math.round(revenue * (0.95 + random.next() * 0.2));
          data.revenue.push({
            slug,
            month: new Date(Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth() - m, 1))
              .toISOString()
              .slice(0, 10),
            revenue_cents: revenue,
          });
        }
      }
    } else if (status === 'scheduled') {
      // People following an upcoming launch to hear when it goes live (votes wait for the launch).
      for (const follower of random.sample(voters, random.int(0, 6))) {
        const at = nowMs - random.int(1, 72) * hourMs;
        if (at > createdAt) data.follows.push({ slug, account_id: follower.id, created_at: iso(at) });
      }
    }

    if (options.full && paid && unlocked.includes('milestones')) {
      const reached: string[] = [];
      for (let m = random.int(2, 4); m > 0; m--) {
        const milestone = random.pick(milestoneCopy.filter((entry) => !reached.includes(entry.title)));
        reached.push(milestone.title);
        data.milestones.push({
          slug,
          happened_on: new Date(before - m * 40 * dayMs).toISOString().slice(0, 10),
          title: milestone.title,
          description: random.chance(0.6) ? milestone.description : null,
          url: random.chance(0.4) ? `${url}/blog/milestone-${m}` : null,
        });
      }
    }
  });

  if (options.full) addPeople(random, data, identities, nowMs);
  return data;
}

/** A founder's role at a listing: whoever comes first runs it, a co-founder takes another part. */
const leadRoles = ['Founder & CEO', 'Founder', 'Co-founder & CEO'];
/** A co-founder's part; their earlier career fits it (a lead's fits the listing's field). */
const partnerRoles: { title: string; does: string; backgrounds: string[] }[] = [
  {
    title: 'Co-founder & CTO',
    does: 'leads engineering at',
    backgrounds: ['a staff engineer at a large software company', 'a backend engineer at a fintech'],
  },
  {
    title: 'Co-founder & Head of Design',
    does: 'leads design at',
    backgrounds: ['a product designer at a design agency', 'a design lead at a travel startup'],
  },
  {
    title: 'Co-founder & COO',
    does: 'runs operations and finance at',
    backgrounds: ['an operations lead at a 60-person agency', 'a management consultant for small businesses'],
  },
  {
    title: 'Co-founder & Head of Growth',
    does: 'leads sales and marketing at',
    backgrounds: ['head of growth at a consumer app', 'a content marketer for B2B software'],
  },
];

const storyReasons = [
  'We kept solving the same problem by hand at our previous jobs and wanted it gone for good.',
  'A client asked whether a tool like this existed. It did not, so we built the first version over a weekend.',
  'We tried every product in the category and each one did a little too much and not quite enough.',
];
const storyJourneys = [
  'We shipped a rough version in six weeks and rewrote half of it after the first hundred users.',
  'The first version was a spreadsheet and a script. Customers paid for it anyway, which told us enough.',
  'We spent the first year on one feature and said no to everything else.',
];
const storyChallenges = ['Pricing, and saying no to features.', 'Hiring our first engineer while running support.'];
const storyAchievements = [
  'Profitable within the first year.',
  'Customers in 40 countries, almost all by word of mouth.',
];
const storyLessons = ['Talk to users every week.', 'Charge from the first day.', 'Write the docs before the feature.'];
const storyNext = [
  'A public API and more integrations.',
  'A mobile app and a team plan.',
  'Opening an office in Europe.',
];

/** Founders (with accounts), their stories and interview answers, alternatives, blog posts. */
function addPeople(random: Random, data: DirectoryData, identities: Identity[], nowMs: number): void {
  const iso = (at: number) => new Date(at).toISOString();
  const usedSlugs = new Set<string>();
  let founderIndex = 0;
  let seat = 0;
  data.listings.forEach((listing, index) => {
    if (index >= flagships.length && !random.chance(0.6)) return;
    const identity = identities[index];
    const field = fieldCopy[identity.category.parent.slug];
    const team = random.int(1, 2);
    for (let position = 0; position < team; position++) {
      const partner = random.pick(partnerRoles);
      const title = position === 0 ? (team === 1 ? 'Solo founder' : random.pick(leadRoles)) : partner.title;
      // Every seventh founder also runs an earlier listing: serial founders.
      const existing =
        ++seat > 10 && seat % 7 === 0 ? data.founders[random.int(0, data.founders.length - 1)] : undefined;
      const founder =
        existing ??
        (() => {
          const firstName = firstNames[founderIndex % firstNames.length];
          const name = `${firstName} ${lastNames[(founderIndex * 7 + 3) % lastNames.length]}`;
          let slug = slugify(name);
          for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
          usedSlugs.add(slug);
          const account = { id: random.uuid(), email: `founder-${slug}@example.com`, name };
          data.accounts.push(account);
          const [does, backgrounds] =
            position === 0 ? ['runs', field.backgrounds] : [partner.does, partner.backgrounds];
          const place = listing.city ? ` and lives in ${listing.city}` : '';
          const row = {
            slug,
            account_id: account.id,
            name,
            title,
            bio:
              `${firstName} ${does} ${listing.name}${place}. ` +
              `Before that, ${firstName} was ${random.pick(backgrounds)}.`,
            avatar_url: null,
            country: listing.country ?? 'US',
            socials: {
              x: `https://x.com/${slug.replace(/-/g, '')}`,
              ...(random.chance(0.6) ? { linkedin: `https://www.linkedin.com/in/${slug}` } : {}),
            },
          };
          data.founders.push(row);
          founderIndex++;
          return row;
        })();
      if (data.founderListings.some((fl) => fl.founder === founder.slug && fl.slug === listing.slug)) continue;
      data.founderListings.push({ founder: founder.slug, slug: listing.slug, title, position });
      data.owners.push({
        slug: listing.slug,
        account_id: founder.account_id,
        role: position === 0 ? 'owner' : 'cofounder',
      });
    }
    if (random.chance(0.5) || listing.unlocked_sections.includes('story')) {
      const problems = identity.flagship?.problems ?? identity.copy.problems;
      data.stories.push({
        slug: listing.slug,
        title: `Why we built ${listing.name}`,
        story:
          `${listing.name} began as the tool we wanted for ourselves. “${listing.tagline}” is still the whole ` +
          `idea. ${random.pick(identity.flagship?.outcomes ?? identity.copy.outcomes)}`,
        why_started: random.pick(storyReasons),
        problem: random.pick(problems),
        journey: random.chance(0.7) ? random.pick(storyJourneys) : null,
        challenges: random.chance(0.6) ? random.pick(storyChallenges) : null,
        achievements: random.chance(0.6) ? random.pick(storyAchievements) : null,
        lessons: random.chance(0.6) ? random.pick(storyLessons) : null,
        whats_next: random.chance(0.6) ? random.pick(storyNext) : null,
      });
    }
  });
  // The owner of the first flagship also has unowned alternatives approved.
  const approved: [string, string][] = [
    ['invoicely', 'paystream'],
    ['invoicely', 'ledgerleaf'],
    ['kubewatch', 'uptimebird'],
    ['notebloom', 'sprintboard'],
    ['dealdesk', 'helpharbor'],
  ];
  approved.forEach(([slug, alternative], position) => data.alternatives.push({ slug, alternative, position }));

  data.interviewQuestions.push(...interviewQuestions.map((q, i) => ({ ...q, position: i + 1 })));
  for (const founder of data.founders.slice(0, 40)) {
    for (const position of random.sample(
      data.interviewQuestions.map((q) => q.position),
      random.int(2, 5),
    )) {
      data.interviewAnswers.push({
        account_id: founder.account_id,
        position,
        answer: random.pick(interviewAnswerCopy[position]),
      });
    }
  }

  blogTopics.forEach((topic, index) => {
    const slug = slugify(topic.title);
    // The last post is still a draft and the one before is scheduled: neither is public yet.
    const publishedAt =
      index === blogTopics.length - 1
        ? null
        : index === blogTopics.length - 2
          ? iso(nowMs + 3 * dayMs)
          : iso(nowMs - (index * 9 + 1) * dayMs - random.int(7, 16) * hourMs);
    data.blogPosts.push({
      slug,
      title: topic.title,
      excerpt: topic.excerpt,
      markdown: `# ${topic.title}\n\n${topic.body.trim()}\n`,
      author_name: topic.author,
      tags: topic.tags,
      cover_image_url: null,
      faqs: topic.faqs,
      published_at: publishedAt,
      updated_at: publishedAt && index % 3 === 0 ? iso(Math.min(Date.parse(publishedAt) + 2 * dayMs, nowMs)) : null,
    });
  });
}
