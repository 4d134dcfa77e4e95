// The demo blog: twelve posts by the directory's team about launching and about how the directory
// works. In this order the last is still a draft and the one before it scheduled (generate.ts).
import type { Faq } from '../../db/schema/drafts.ts';

export interface BlogTopic {
  title: string;
  tags: string[];
  author: string;
  excerpt: string;
  /** Markdown below the title. */
  body: string;
  faqs: Faq[];
}

export const blogTopics: BlogTopic[] = [
  {
    title: 'How to prepare for launch week',
    tags: ['launch', 'guide'],
    author: 'Maya Okafor',
    excerpt: 'A launch is a week of attention you can plan for. Start two weeks early.',
    body: `
A launch is a week of attention you can plan for. The listings that do well are rarely the ones
with the biggest budget; they are the ones whose makers prepared the small things early.

## Two weeks before

- **Write the tagline.** One line that says who it is for and what changes for them.
- **Record a short demo.** Ninety seconds, no music needed, showing the one thing people come for.
- **Fill in the profile.** Features, pricing and a few honest FAQs. Visitors compare before they try.

## The week itself

Your listing goes live when its launch week begins. Tell the people who already use your product;
they are the ones who leave useful reviews. Answer every question on the listing the same day,
and post an update when you ship something people asked for.

## After the launch

Votes keep counting towards the all-time board, and followers hear about every update you post.
A launch is a beginning, not a finish line.
`,
    faqs: [
      { question: 'When should I start preparing?', answer: 'Two to three weeks before your launch week.' },
      {
        question: 'Do I need a demo video?',
        answer: 'It is optional, but listings with a short demo get more follows.',
      },
    ],
  },
  {
    title: 'Writing a tagline people remember',
    tags: ['copywriting'],
    author: 'Jonas Lindqvist',
    excerpt: 'A tagline says who it is for and what changes for them.',
    body: `
A tagline says who it is for and what changes for them. Everything else can wait for the
description.

## Three rules

1. **Drop adjectives, keep verbs.** "Powerful, intuitive invoicing" says nothing; "Invoices that
   chase themselves" says what happens.
2. **Name the reader.** "for freelancers", "for support teams": people scan for themselves.
3. **Read it out loud.** If you run out of breath, it is too long.

## Examples from this week

Good taglines here are specific: *Uptime checks and status pages in one minute*, *Markdown notes
that link themselves*, *A lightweight CRM for founder-led sales*. Each one tells you in a second
whether to click.
`,
    faqs: [{ question: 'How long should a tagline be?', answer: 'Under 60 characters reads well everywhere.' }],
  },
  {
    title: 'Free or paid listing: which one fits you',
    tags: ['pricing', 'guide'],
    author: 'The Launch Directory team',
    excerpt: 'The free plan queues your launch a few weeks out; a paid launch picks its week.',
    body: `
Every product can launch here for free. The two plans differ in when you launch and what your
profile shows.

## The free plan

Your launch is queued six to eight weeks ahead, in the first week with room. It needs one of our
badges on your homepage: we check for it, and the listing is scheduled once the badge is found.
Keep the badge up after the launch, or the listing is hidden until it is back.

## A paid launch

You pick the week, and sections such as the founder story, milestones and media are unlocked.
Paid listings may also appear in more than one category.

Neither plan buys votes or awards: those come from the community only.
`,
    faqs: [
      {
        question: 'Can I switch from free to paid?',
        answer: 'Yes, buy the launch product for the listing at any time before it goes live.',
      },
    ],
  },
  {
    title: 'What the leaderboards measure',
    tags: ['leaderboards'],
    author: 'The Launch Directory team',
    excerpt: 'Community votes, the paid billboard, Domain Rating and revenue are separate rankings.',
    body: `
Community votes, the paid billboard, Domain Rating and revenue are four separate rankings. We keep
them apart so that none of them can pass for another.

## Community

The weekly board counts the votes cast during the week; the all-time board counts every vote.
Votes come only from people signed in on the site, one per person and listing, and the owners'
own votes do not count. The Launch of the Week awards follow the weekly community votes.

## Billboard

The billboard ranks listings by what their makers paid for the placement. It is paid placement,
and it is always labelled so.

## Domain Rating and revenue

Domain Rating is a third-party measure of a website's link profile, shown with its trend. Revenue
is the monthly figure founders choose to publish.
`,
    faqs: [{ question: 'Can money buy votes?', answer: 'No. Awards follow community votes only.' }],
  },
  {
    title: 'Ten founder stories from this quarter',
    tags: ['founders', 'stories'],
    author: 'Maya Okafor',
    excerpt: 'We asked founders what made them start. The answers were more ordinary, and better, than we expected.',
    body: `
We asked founders what made them start. The answers were more ordinary than we expected, and more
useful.

## A spreadsheet that got out of hand

The most common story: a team tracked something in a spreadsheet until the spreadsheet became the
job. Several of this quarter's launches began exactly there, from bookkeeping to sales pipelines.

## A missed invoice

One founder lost a client's payment in an e-mail thread and built the reminder tool she wished she
had. Her first customers were the freelancers she shared an office with.

## What they would do again

Ship something small within six weeks, charge from the first day, and talk to users every week.
Read the full stories on each founder's profile.
`,
    faqs: [{ question: 'How do I get featured?', answer: 'Answer the interview questions on your founder profile.' }],
  },
  {
    title: 'Getting your first hundred users',
    tags: ['growth'],
    author: 'Jonas Lindqvist',
    excerpt: 'Talk to people one by one, in the places they already are.',
    body: `
The first hundred users rarely come from a campaign. They come from conversations.

## Where to start

- **Go where your users already are.** The forums, communities and newsletters they read.
- **Write to people one by one.** Someone who complained about the problem last month is your best
  first user.
- **Measure which conversations turn into accounts.** Stop doing what does not.

## What not to do yet

Ads work once you know who converts. Before that, they buy you data about people who were never
going to stay.
`,
    faqs: [{ question: 'Should I run ads early?', answer: 'Usually not before you know who converts.' }],
  },
  {
    title: 'Relaunching after a major release',
    tags: ['launch'],
    author: 'Maya Okafor',
    excerpt: 'A relaunch tells people what changed. Lead with the one improvement users asked for most.',
    body: `
A relaunch tells people what changed. It works when the change is one people can feel.

## Lead with one improvement

Pick the improvement your users asked for most and put it in the tagline for the week. A list of
twenty small changes reads like a changelog; one big one reads like news.

## Bring your followers

Everyone who follows your listing is told about your updates. Post one when the release ships, and
another with what you learned a week later.
`,
    faqs: [
      {
        question: 'How often can I relaunch?',
        answer: 'Once per major release; pick a week from the relaunch product.',
      },
    ],
  },
  {
    title: 'How we keep the directory honest',
    tags: ['trust'],
    author: 'The Launch Directory team',
    excerpt: 'Profiles are drafted from each product website with quoted evidence; facts it does not state stay blank.',
    body: `
A directory is only useful if you can believe what it says. Here is how we try to earn that.

## Profiles come with evidence

When a founder submits a product, we read its website and draft the profile with a quote for each
fact. A fact the website does not state stays blank instead of being guessed.

## Reviews and votes

A review counts towards the rating only when it is genuine: the site team can mark a review that is
not, and owners cannot review their own products. Votes come from people on the site, never from
the API, and owners' votes on their own listings do not count.

## Paid means labelled

Anything paid, such as the billboard or a featured placement, says so where it appears.
`,
    faqs: [
      {
        question: 'Who writes the profiles?',
        answer: 'The founders, starting from a draft made from their own website.',
      },
    ],
  },
  {
    title: 'Using the API and MCP server',
    tags: ['api', 'developers'],
    author: 'Jonas Lindqvist',
    excerpt: 'Everything on the site is available through the REST API and as MCP tools.',
    body: `
Everything on the site is available through the REST API and as MCP tools of the same name, so an
AI assistant can search the directory as easily as a script can.

## Start here

- \`get_site_info\` returns the API's base URL, the contract and the MCP endpoint.
- \`search_listings\` searches with filters, sorts and typo tolerance.
- \`get_launch_week\` and \`get_leaderboard\` give the boards shown on the site.

## Keys and sign-in

Public reads need no credentials. Submitting and editing listings takes an API key or an OAuth
sign-in, with scopes that limit what each key may do.
`,
    faqs: [{ question: 'Do I need a key to read?', answer: 'No, public reads need no credentials.' }],
  },
  {
    title: 'Choosing categories for your listing',
    tags: ['guide'],
    author: 'Maya Okafor',
    excerpt: 'Pick the category your buyers would browse first.',
    body: `
Pick the category your buyers would browse first, not the one that sounds most impressive.

## Primary category

Your primary category decides where the listing appears first and which products it is compared
with. A CRM with a chat widget is still a CRM if people buy it to manage their pipeline.

## More categories

Paid listings may appear in a few more categories. Use them for real second uses, not for reach:
visitors notice a listing that appears everywhere.
`,
    faqs: [{ question: 'Can I change my primary category?', answer: 'Yes, edit the listing.' }],
  },
  {
    title: 'Pricing pages that convert',
    tags: ['pricing', 'copywriting'],
    author: 'Jonas Lindqvist',
    excerpt: 'Show the price. Name who each plan is for.',
    body: `
Visitors who reach your pricing page have already decided they are interested. Do not make them
work for the number.

## What works

- **Show the price.** "Contact us" loses the buyers who only wanted to know.
- **Name who each plan is for.** "For freelancers", "for teams of up to ten".
- **Answer the common question next to the button.** Usually: can I cancel at any time?

## What to test

Annual prices first or monthly first is worth an experiment; most products see little difference
as long as both are visible.
`,
    faqs: [{ question: 'Should I show annual pricing first?', answer: 'Show the plan most people pick first.' }],
  },
  {
    title: 'Badges and what they mean',
    tags: ['badges'],
    author: 'The Launch Directory team',
    excerpt: 'Listed, Launched, Featured, Verified and Launch of the Week badges each say something different.',
    body: `
Listed, Launched, Featured, Verified and Launch of the Week badges each say something different.

## What each one means

- **Listed**: the product is in the directory.
- **Launched**: its launch week has begun.
- **Featured**: a paid placement, shown while it lasts.
- **Verified**: the owner proved they run the product's website. It is not the same as paid.
- **Launch of the Week**: one of the three most voted launches of a week, by community votes.
`,
    faqs: [
      {
        question: 'Does a badge cost money?',
        answer: 'Listed and Launched badges are free; Featured is a paid product.',
      },
    ],
  },
];
