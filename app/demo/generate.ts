// Builds a directory in memory, deterministically from a seed and the current launch week: the
// demo (300+ listings, founders, posts, votes...) or, with a large count, the benchmark directory.
import type { Faq } from '../../db/schema/drafts.ts';
import type { CategoryAttribute, MediaItem, UnlockedSection } from '../../db/schema/directory.ts';
import { addWeeks, weekBounds } from '../directory/weeks.ts';
import {
  audiences,
  benefits,
  blogClosingQuotes,
  blogTopics,
  brandPrefixes,
  brandSuffixes,
  demoCategories,
  featurePool,
  firstNames,
  flagships,
  founderBackgrounds,
  founderTitles,
  interviewQuestions,
  lastNames,
  places,
  pricingModels,
  stages,
  uspPool,
} from './catalog.ts';
import type { DemoCategory, Flagship } from './catalog.ts';
import { Random } from './random.ts';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

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
    avatar_url: string;
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
    cover_image_url: string;
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

interface Identity {
  name: string;
  tagline: string;
  category: DemoCategory & { parent: DemoCategory };
  keywords: string[];
  tags: string[];
  pricing_model: string | null;
  pricing_summary: string | null;
  country: string | null;
  city: string | null;
  founded_year: number | null;
  stage: string | null;
}

function flagshipIdentity(flagship: Flagship, leaves: (DemoCategory & { parent: DemoCategory })[]): Identity {
  const category = leaves.find((leaf) => leaf.slug === flagship.category);
  if (!category) throw new Error(`flagship ${flagship.slug}: unknown category ${flagship.category}`);
  return { ...flagship, category, stage: 'growing' };
}

function generatedIdentity(
  random: Random,
  index: number,
  leaves: (DemoCategory & { parent: DemoCategory })[],
  full: boolean,
): Identity {
  const category = leaves[index % leaves.length];
  const prefix = brandPrefixes[Math.floor(index / brandSuffixes.length) % brandPrefixes.length];
  const suffix = brandSuffixes[index % brandSuffixes.length];
  const round = Math.floor(index / (brandPrefixes.length * brandSuffixes.length));
  const name = `${prefix}${suffix}${round > 0 ? ` ${round + 1}` : ''}`;
  const topic = random.pick(category.topics);
  const audience = random.pick(audiences);
  const tagline = random.chance(0.5)
    ? `${topic[0].toUpperCase()}${topic.slice(1)} for ${audience}`
    : `The way ${audience} ${topic} ${random.pick(benefits)}`;
  const [country, city] = random.pick(places);
  const pricing = random.chance(full ? 0.9 : 0.95) ? random.pick(pricingModels) : null;
  const attributeTags = (category.parent.attributes ?? [])
    .filter((a) => a.key.startsWith('tag:'))
    .map((a) => a.key.slice(4));
  return {
    name,
    tagline,
    category,
    keywords: random.sample(category.keywords, random.int(2, 4)),
    tags: random.sample(attributeTags, random.int(0, 2)),
    pricing_model: pricing,
    pricing_summary: pricing && pricing !== 'free' && random.chance(0.8) ? `From $${random.int(3, 99)}/month` : null,
    country: random.chance(0.92) ? country : null,
    city: random.chance(0.85) ? city : null,
    founded_year: random.chance(0.85) ? random.int(2012, 2025) : null,
    stage: random.chance(0.93) ? random.pick(stages) : null,
  };
}

function description(random: Random, identity: Identity, features: string[]): string {
  const { name, category } = identity;
  return [
    `${name} helps ${random.pick(audiences)} ${random.pick(category.topics)} ${random.pick(benefits)}.`,
    `It brings ${identity.keywords.join(', ')} together so nobody has to copy data between tools.`,
    `Highlights: ${features.slice(0, 3).join(', ').toLowerCase()}.`,
    identity.pricing_summary ? `Pricing: ${identity.pricing_summary}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function generateDirectory(options: GenerateOptions): DirectoryData {
  const random = new Random(options.seed);
  const leaves = leafCategories();
  const iso = (at: Date) => at.toISOString();
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
    // Flagships launched in past weeks; a few generated listings were never published.
    const unpublishedRoll = random.next();
    const offset = flagship ? -1 - (index % options.weeksPast) : random.pick(weekOffsets);
    let status: ListingRow['status'] = offset > 0 ? 'scheduled' : 'live';
    if (!flagship && unpublishedRoll < 0.03) status = random.pick(['draft', 'awaiting_badge', 'unpublished'] as const);
    const week = status === 'draft' ? null : addWeeks(options.currentWeek, offset);
    const weekStart = week ? weekBounds(week).from.getTime() : nowMs - 30 * dayMs;
    const launchedMs =
      status === 'live' ? Math.min(weekStart + random.int(0, 6 * 24 - 1) * hourMs, nowMs - hourMs) : null;
    const launchedAt = launchedMs === null ? null : Math.max(launchedMs, weekStart);
    const paid = flagship ? index % 3 === 0 : random.chance(0.25);
    const plan: ListingRow['plan'] = status === 'draft' ? 'none' : paid ? 'paid' : 'free';
    const unlocked: UnlockedSection[] = paid
      ? (['story', 'milestones', 'media'] as const).filter(() => flagship || random.chance(0.7))
      : [];
    const features = random.sample(featurePool, random.int(3, 6));
    const notFound = (['pricing_summary', 'country', 'city', 'founded_year', 'stage'] as const).filter(
      (key) => identity[key] === null,
    );
    const domainRating = status === 'live' ? random.int(3, 88) : null;
    const url = flagship
      ? `https://www.${slug.replace(/-/g, '')}.com`
      : `https://${slug}.${options.full ? 'io' : 'app'}`;
    data.listings.push({
      slug,
      name: identity.name,
      tagline: identity.tagline,
      short_description: `${identity.name}: ${identity.tagline.toLowerCase()}.`,
      description: description(random, identity, features),
      url,
      logo_url: random.chance(0.85) ? `https://logos.example.com/${slug}.png` : null,
      status,
      plan,
      launch_week: week,
      launched_at: launchedAt === null ? null : iso(new Date(launchedAt)),
      featured_until:
        paid && launchedAt !== null && random.chance(0.4) ? iso(new Date(nowMs + random.int(1, 30) * dayMs)) : null,
      verified_at: random.chance(0.35) ? iso(new Date(weekStart - random.int(1, 20) * dayMs)) : null,
      unlocked_sections: unlocked,
      features,
      usps: random.sample(uspPool, random.int(1, 3)),
      keywords: identity.keywords,
      tags: identity.tags,
      pricing_model: identity.pricing_model,
      pricing_summary: identity.pricing_summary,
      stage: identity.stage,
      country: identity.country,
      city: identity.city,
      founded_year: identity.founded_year,
      contact_email: `hello@${new URL(url).hostname.replace(/^www\./, '')}`,
      demo_video_url: random.chance(0.3) ? `https://video.example.com/${slug}` : null,
      socials: {
        website: url,
        ...(random.chance(0.7) ? { x: `https://x.com/${slug.replace(/-/g, '_')}` } : {}),
        ...(random.chance(0.5) ? { linkedin: `https://www.linkedin.com/company/${slug}` } : {}),
        ...(identity.category.parent.slug === 'developer-tools' ? { github: `https://github.com/${slug}` } : {}),
      },
      faqs: [
        { question: `Who is ${identity.name} for?`, answer: `${identity.tagline}.` },
        ...(identity.pricing_summary ? [{ question: 'How much does it cost?', answer: identity.pricing_summary }] : []),
      ],
      not_found_on_website: notFound,
      media: unlocked.includes('media')
        ? [
            { type: 'image', url: `https://media.example.com/${slug}/screenshot-1.png`, caption: 'The main screen' },
            { type: 'video', url: `https://media.example.com/${slug}/tour.mp4`, caption: null },
          ]
        : [],
      domain_rating: domainRating,
      created_at: iso(new Date(weekStart - random.int(7, 60) * dayMs)),
    });

    data.listingCategories.push({ slug, category: identity.category.slug, is_primary: true });
    if (paid) {
      for (const extra of random.sample(
        leaves.filter((leaf) => leaf.slug !== identity.category.slug),
        random.int(0, 2),
      )) {
        data.listingCategories.push({ slug, category: extra.slug, is_primary: false });
      }
    }

    if (status === 'live' && launchedAt !== null) {
      // Votes: a long tail, flagships near the top; most arrive in the launch week.
      const weekEnd = Math.min(weekStart + 7 * dayMs, nowMs);
      const count = Math.min(
        options.voters,
        Math.floor((flagship ? 25 : 0) + (options.full ? 110 : 30) * random.next() ** 3),
      );
      for (const voter of random.sample(voters, count)) {
        const end = random.chance(0.8) ? weekEnd : nowMs;
        const at = launchedAt + random.next() * Math.max(end - launchedAt, 60_000);
        data.votes.push({ slug, account_id: voter.id, created_at: iso(new Date(Math.min(at, nowMs - 60_000))) });
      }
      for (const follower of random.sample(voters, random.int(0, Math.ceil(count / 3)))) {
        data.follows.push({
          slug,
          account_id: follower.id,
          created_at: iso(new Date(Math.min(launchedAt + random.int(1, 200) * hourMs, nowMs - 60_000))),
        });
      }
      const viewDays = new Set<string>();
      for (let d = 0; d < (options.full ? 4 : 1); d++)
        viewDays.add(new Date(Math.min(launchedAt + d * dayMs, nowMs)).toISOString().slice(0, 10));
      for (const day of viewDays) data.views.push({ slug, day, views: random.int(5, 400) });
      if (options.full) {
        for (const reviewer of random.sample(voters, random.int(0, 5))) {
          data.reviews.push({
            slug,
            account_id: reviewer.id,
            rating: random.int(3, 5),
            body: random.pick([
              'Does what it says.',
              'Saved us hours every week.',
              'Good, a few rough edges.',
              'Support answered within the hour.',
            ]),
            genuine: random.chance(0.85),
            created_at: iso(new Date(Math.min(launchedAt + random.int(1, 300) * hourMs, nowMs - 60_000))),
          });
        }
        for (let u = random.int(0, 3); u > 0; u--) {
          data.updates.push({
            slug,
            title: random.pick([
              'New integrations',
              'Faster sync',
              'Team plans are here',
              'Redesigned dashboard',
              'Mobile app beta',
            ]),
            body: 'We shipped this after many of you asked for it. Thank you for the feedback.',
            posted_at: iso(new Date(Math.min(launchedAt + u * 5 * dayMs, nowMs - u * hourMs))),
          });
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
      // Early supporters of an upcoming launch.
      for (const voter of random.sample(voters, random.int(0, 6))) {
        data.votes.push({ slug, account_id: voter.id, created_at: iso(new Date(nowMs - random.int(1, 72) * hourMs)) });
      }
    }

    if (options.full && paid && unlocked.includes('milestones')) {
      for (let m = random.int(2, 4); m > 0; m--) {
        data.milestones.push({
          slug,
          happened_on: new Date(weekStart - m * 40 * dayMs).toISOString().slice(0, 10),
          title: random.pick([
            'First paying customer',
            'Reached 1,000 users',
            'Raised a seed round',
            'Public API released',
            'Hired the first engineer',
          ]),
          description: random.chance(0.6) ? 'A step we are proud of.' : null,
          url: random.chance(0.4) ? `${url}/blog/milestone-${m}` : null,
        });
      }
    }
  });

  if (options.full) addPeople(random, data, nowMs);
  return data;
}

/** Founders (with accounts), their stories and interview answers, alternatives, blog posts. */
function addPeople(random: Random, data: DirectoryData, nowMs: number): void {
  const iso = (at: number) => new Date(at).toISOString();
  const withFounders = data.listings.filter((listing, index) => index < flagships.length || random.chance(0.6));
  const usedSlugs = new Set<string>();
  let founderIndex = 0;
  let seat = 0;
  for (const listing of withFounders) {
    const team = random.int(1, 2);
    for (let position = 0; position < team; position++) {
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
          const row = {
            slug,
            account_id: account.id,
            name,
            title: random.pick(founderTitles),
            bio: `${name} builds ${listing.name}. Before that: ${random.pick(founderBackgrounds)}.`,
            avatar_url: `https://avatars.example.com/${slug}.jpg`,
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
      data.founderListings.push({
        founder: founder.slug,
        slug: listing.slug,
        title: position === 0 ? 'Founder & CEO' : random.pick(founderTitles),
        position,
      });
      data.owners.push({
        slug: listing.slug,
        account_id: founder.account_id,
        role: position === 0 ? 'owner' : 'cofounder',
      });
    }
    if (random.chance(0.5) || listing.unlocked_sections.includes('story')) {
      data.stories.push({
        slug: listing.slug,
        title: `Why we built ${listing.name}`,
        story: `${listing.name} started as an internal tool. ${listing.tagline}.`,
        why_started: 'We kept solving the same problem by hand and wanted it gone.',
        problem: `Existing tools made ${listing.keywords.join(' and ')} harder than it needed to be.`,
        journey: random.chance(0.7)
          ? 'We shipped a rough version in six weeks and rewrote half of it after the first hundred users.'
          : null,
        challenges: random.chance(0.6) ? 'Pricing, and saying no to features.' : null,
        achievements: random.chance(0.6) ? 'Profitable within the first year.' : null,
        lessons: random.chance(0.6) ? 'Talk to users every week.' : null,
        whats_next: random.chance(0.6) ? 'A public API and more integrations.' : null,
      });
    }
  }
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
        answer: random.pick([
          'A spreadsheet that got out of hand.',
          'Cold e-mails to people who complained about the problem online.',
          'Postgres, TypeScript and a lot of patience.',
          'Usage-based, after three failed attempts at seats.',
          'Ship smaller things, more often.',
        ]),
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
          ? iso(nowMs + 3 * 24 * 3_600_000)
          : iso(nowMs - (index * 9 + 1) * 24 * 3_600_000);
    data.blogPosts.push({
      slug,
      title: topic.title,
      excerpt: topic.body.split('. ')[0] + '.',
      markdown:
        `# ${topic.title}\n\n${topic.body}\n\n` +
        '## In practice\n\n- Start small and measure.\n- Write for one reader.\n- Ask for feedback early.\n\n' +
        `> ${random.pick(blogClosingQuotes)}\n`,
      author_name: random.pick(['The Launch Directory team', 'Maya Okafor', 'Jonas Lindqvist']),
      tags: topic.tags,
      cover_image_url: `https://images.example.com/blog/${slug}.jpg`,
      faqs: topic.faqs,
      published_at: publishedAt,
      updated_at:
        publishedAt && index % 3 === 0 ? iso(Math.min(Date.parse(publishedAt) + 2 * 24 * 3_600_000, nowMs)) : null,
    });
  });
}
