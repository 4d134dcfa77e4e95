// The words of the generated demo listings, per category, so a CRM talks about pipelines and
// contacts and a help desk about tickets. Taglines, the short description and the description are
// searched: keep each category's text to its own vocabulary (test/directory/relevance.test.ts and
// the typo table read search results over these words). Features, USPs and FAQs are not searched.
import type { Faq } from '../../db/schema/drafts.ts';

export interface CategoryCopy {
  /** What a product here is, after "a" or "an": "CRM", "notes app". */
  noun: string;
  /** Whom products here are for: taglines ("Track leads for agencies") and short descriptions. */
  audiences: string[];
  /** Tagline endings after a topic: "Track leads without a spreadsheet". */
  promises: string[];
  /** The description's first sentence: the problem people have without such a product. */
  problems: string[];
  /** How such a product works, one concrete sentence. */
  details: string[];
  /** What changes for its users. */
  outcomes: string[];
  /** At least six; a listing shows three to six of them. */
  features: string[];
  usps: string[];
  faqs: Faq[];
}

export const categoryCopy: Record<string, CategoryCopy> = {
  'api-tools': {
    noun: 'API toolkit',
    audiences: ['backend teams', 'platform engineers', 'API-first startups', 'integration partners'],
    promises: ['from one workspace', 'without glue scripts', 'straight from your OpenAPI file'],
    problems: [
      'Every API change breaks a client nobody remembered to test.',
      'Integration work stalls while teams wait for each other to document their endpoints.',
      'Hand-written request collections drift away from the API they were meant to describe.',
    ],
    details: [
      'It reads your OpenAPI or GraphQL schema and keeps requests, examples and mocks in step with it.',
      'Every request is recorded with its headers and timing, so a failing call can be replayed exactly.',
      'Contract checks run on each pull request and name the endpoint and field that changed.',
    ],
    outcomes: [
      'Partners integrate in days instead of weeks.',
      'Breaking changes are caught before they are deployed.',
      'Frontend and backend work at the same time against the same mock server.',
    ],
    features: [
      'OpenAPI import',
      'Mock servers',
      'Contract tests in CI',
      'Request history and replay',
      'Environment variables and secrets',
      'Generated client SDKs',
      'Webhook inspector',
      'Shared team collections',
    ],
    usps: ['Reads your spec; nothing to rewrite', 'Runs locally or in CI'],
    faqs: [
      {
        question: 'Which API styles are supported?',
        answer: 'REST with OpenAPI 3.0 or 3.1, GraphQL schemas, and plain HTTP requests without a spec.',
      },
      {
        question: 'Do my requests pass through your servers?',
        answer: 'No. The desktop app and the CLI send requests from your machine or your CI runner.',
      },
    ],
  },
  devops: {
    noun: 'monitoring and deployment tool',
    audiences: ['platform teams', 'SRE teams', 'small engineering teams', 'on-call engineers'],
    promises: ['before your users notice', 'without a platform team', 'from one dashboard'],
    problems: [
      'Incidents start in a chat channel with five people asking what changed.',
      'Deploys still depend on one engineer who knows the right sequence of commands.',
      'Alerts fire all night for problems that fix themselves, and the real one gets lost.',
    ],
    details: [
      'It links every alert to the deploy, config change or node event that came just before it.',
      'Checks run every 30 seconds from six regions, and an incident opens only when two regions agree.',
      'Rollouts go out in stages with automatic rollback when error rates rise.',
    ],
    outcomes: [
      'On-call engineers go back to sleep sooner.',
      'Teams ship several times a day without a release manager.',
      'Post-mortems start from a timeline instead of a blank page.',
    ],
    features: [
      'Checks from six regions',
      'Slack, PagerDuty and e-mail alerts',
      'On-call schedules',
      'Incident timelines',
      'Staged rollouts with automatic rollback',
      'Prometheus and OpenTelemetry ingest',
      'Terraform provider',
      'Audit log',
    ],
    usps: ['Alerts that name the likely cause', 'Set up with one Helm chart'],
    faqs: [
      {
        question: 'Does it replace our metrics stack?',
        answer: 'No. It reads Prometheus and OpenTelemetry data you already collect and adds alerting on top.',
      },
      {
        question: 'How noisy are the alerts?',
        answer: 'Alerts are grouped per incident and a check must fail from two regions before anyone is paged.',
      },
    ],
  },
  databases: {
    noun: 'database tool',
    audiences: ['data teams', 'backend developers', 'analysts', 'startups on Postgres'],
    promises: ['without touching production', 'with hourly backups', 'with point-in-time restore'],
    problems: [
      'Copying production data to test a query means a ticket, a dump and an afternoon.',
      'Nobody is sure the nightly backup would actually restore.',
      'Schema changes are applied by hand and differ between staging and production.',
    ],
    details: [
      'It connects to Postgres, MySQL and SQLite over a read-only role by default.',
      'Backups are taken every hour and restored into a scratch copy every night to prove they work.',
      'Schema changes are written as migrations and previewed against a copy before they run.',
    ],
    outcomes: [
      'Analysts answer their own questions without waiting for an engineer.',
      'A restore is a button, with a tested backup behind it.',
      'Staging and production stop drifting apart.',
    ],
    features: [
      'Postgres, MySQL and SQLite',
      'Read-only connections by default',
      'Hourly backups with restore tests',
      'Schema diff between environments',
      'Saved and shared queries',
      'Query plans explained in words',
      'CSV and Parquet export',
      'SSH tunnels',
    ],
    usps: ['Your data stays in your database', 'Restores tested every night'],
    faqs: [
      {
        question: 'Which databases can I connect?',
        answer: 'Postgres 12 and later, MySQL 8 and SQLite files; more are on the public roadmap.',
      },
      {
        question: 'Can it write to production?',
        answer: 'Only if an admin turns on write access for a connection; it is off by default.',
      },
    ],
  },
  'code-quality': {
    noun: 'code review and testing tool',
    audiences: ['engineering teams', 'open-source maintainers', 'security teams', 'growing startups'],
    promises: ['on every pull request', 'before anything is merged', 'without slowing reviews down'],
    problems: [
      'Reviews wait days, and the same comments about style come up on every pull request.',
      'Vulnerable dependencies sit in the lockfile for months because nobody gets told.',
      'A slow, flaky test suite teaches everyone to click "re-run" and merge anyway.',
    ],
    details: [
      'It comments on the exact lines of a pull request and suggests the fix as a one-click change.',
      'Dependencies are checked against public advisories on every push, with the upgrade that fixes each one.',
      'Flaky tests are detected across runs and quarantined with a link to their history.',
    ],
    outcomes: [
      'Reviewers spend their time on design instead of formatting.',
      'Known vulnerabilities are fixed in days, not quarters.',
      'A red build means something again.',
    ],
    features: [
      'Inline pull request comments',
      'One-click suggested fixes',
      'Dependency advisories',
      'Flaky test detection',
      'Secrets scanning',
      'GitHub and GitLab apps',
      'Coverage on changed lines',
      'Rules as code',
    ],
    usps: ['Free for open-source projects', 'Findings with a suggested fix, not just a warning'],
    faqs: [
      {
        question: 'Which languages are covered?',
        answer: 'TypeScript, JavaScript, Python, Go, Java and Ruby, with more rules added every month.',
      },
      {
        question: 'Does my code leave our network?',
        answer: 'The self-hosted runner analyses code on your own machines and sends back findings only.',
      },
    ],
  },
  'note-taking': {
    noun: 'notes app',
    audiences: ['writers', 'researchers', 'students', 'product teams'],
    promises: ['that find each other', 'you can search in seconds', 'on every device'],
    problems: [
      'Good ideas end up in five apps and are never seen again.',
      'A team wiki is out of date the week after it is written.',
      'Notes written in a meeting are impossible to find when the decision is questioned later.',
    ],
    details: [
      'Notes are plain Markdown files with links between them, so nothing is locked into one app.',
      'Typing two brackets links to another note, and every note lists the notes that point to it.',
      'Search reads every note, attachment and scanned PDF, and answers even when you are offline.',
    ],
    outcomes: [
      'Ideas connect over months instead of getting lost.',
      'Decisions keep their context for whoever joins next.',
      'The knowledge base stays current because writing in it is quick.',
    ],
    features: [
      'Markdown editor',
      'Backlinks and graph view',
      'Offline sync',
      'Daily notes',
      'Web clipper',
      'Full-text search in PDFs',
      'Publish notes as a site',
      'End-to-end encryption',
    ],
    usps: ['Your notes are plain files you own', 'Works offline on every device'],
    faqs: [
      {
        question: 'Can I import from other apps?',
        answer: 'Yes: Markdown folders, Evernote exports and Notion workspaces import with their links kept.',
      },
      {
        question: 'Are my notes encrypted?',
        answer: 'Synced notes are end-to-end encrypted; only your devices hold the key.',
      },
    ],
  },
  'task-management': {
    noun: 'task manager',
    audiences: ['product teams', 'agencies', 'remote teams', 'engineering teams'],
    promises: ['without the status meetings', 'on one shared board', 'that fit how your team works'],
    problems: [
      'Work is tracked in message threads, and the real status sits in one person’s head.',
      'Planning a sprint takes a two-hour meeting and the plan is stale by Wednesday.',
      'Nobody can tell which of forty open tasks matters this week.',
    ],
    details: [
      'Tasks move across a board, a list and a timeline that are three views of the same data.',
      'Each task links to its pull request or document and closes itself when the work is merged.',
      'A weekly digest tells each person what is due, blocked or waiting for them.',
    ],
    outcomes: [
      'Stand-ups get shorter because the board already answers the questions.',
      'Deadlines are visible weeks ahead instead of the day before.',
      'Everyone knows what to work on next.',
    ],
    features: [
      'Kanban boards',
      'Timeline view',
      'Recurring tasks',
      'GitHub and GitLab links',
      'Workload view per person',
      'Custom fields',
      'Weekly digest e-mails',
      'Guest access for clients',
    ],
    usps: ['Board, list and timeline of the same tasks', 'Clients join as free guests'],
    faqs: [
      {
        question: 'Can clients see our tasks?',
        answer: 'Invite them as guests to a single project; they see only that project and cannot see prices.',
      },
      {
        question: 'Can I import from another tool?',
        answer: 'Boards import from Trello, Asana and Jira, with assignees, due dates and comments.',
      },
    ],
  },
  scheduling: {
    noun: 'scheduling app',
    audiences: ['consultants', 'sales teams', 'recruiters', 'coaches'],
    promises: ['without the back-and-forth', 'without double bookings', 'in a single link'],
    problems: [
      'Finding a meeting time takes six e-mails and still ends in the wrong time zone.',
      'Double bookings happen because the work and personal calendars do not talk to each other.',
      'No-shows cost a coach or consultant hours every month.',
    ],
    details: [
      'It reads free and busy times from Google, Outlook and iCloud calendars and offers only open slots.',
      'Guests see times in their own time zone, and a reminder goes out the day before.',
      'Round-robin links share meetings fairly across a team.',
    ],
    outcomes: [
      'Meetings are booked in one message.',
      'Fewer no-shows, thanks to reminders and easy rescheduling.',
      'Everyone keeps control of their own calendar.',
    ],
    features: [
      'Booking links',
      'Google, Outlook and iCloud calendars',
      'Automatic time zones',
      'Round-robin team links',
      'Reminders by e-mail and SMS',
      'Buffer times between meetings',
      'Paid bookings',
      'Video call links added automatically',
    ],
    usps: ['Every calendar you use, checked before a slot is offered', 'Guests never need an account'],
    faqs: [
      {
        question: 'Do my guests need an account?',
        answer: 'No. They pick a time from your link and get a calendar invitation.',
      },
      {
        question: 'Which calendars are supported?',
        answer: 'Google Calendar, Microsoft 365 and Outlook.com, and iCloud, several at once.',
      },
    ],
  },
  automation: {
    noun: 'automation platform',
    audiences: ['operations teams', 'small businesses', 'RevOps teams', 'finance teams'],
    promises: ['without an engineer', 'while you sleep', 'across every tool you use'],
    problems: [
      'Someone copies rows from one tool into another every morning.',
      'A process that lives in one person’s routine stops when they go on holiday.',
      'Scripts written years ago run somewhere, and nobody knows what they do.',
    ],
    details: [
      'Workflows are built from triggers and steps in a visual editor, with a code step when you need one.',
      'Each run is logged with its input and output, and a failed step can be retried on its own.',
      'More than 400 connectors cover CRMs, spreadsheets, help desks and databases.',
    ],
    outcomes: [
      'Routine work runs on its own, with a log to prove it.',
      'Processes survive holidays and staff changes.',
      'Operations teams change a workflow without waiting for engineers.',
    ],
    features: [
      'Visual workflow editor',
      '400+ connectors',
      'Code steps in JavaScript or Python',
      'Run history with retries',
      'Schedules and webhooks as triggers',
      'Approval steps',
      'Shared team workspaces',
      'Error alerts by e-mail and Slack',
    ],
    usps: ['Every run logged and retryable', 'No-code first, code when you need it'],
    faqs: [
      {
        question: 'What happens when a step fails?',
        answer: 'The run stops at that step, you are told, and you can retry it once the cause is fixed.',
      },
      {
        question: 'Can I write code?',
        answer: 'Yes. A code step runs JavaScript or Python with the outputs of earlier steps as input.',
      },
    ],
  },
  'email-marketing': {
    noun: 'email marketing platform',
    audiences: ['independent writers', 'online shops', 'creators', 'nonprofits'],
    promises: ['that land in the inbox', 'that look good everywhere', 'people look forward to'],
    problems: [
      'Newsletters take a whole day to assemble, and half of them land in spam.',
      'Subscribers sign up and then hear nothing until a discount arrives.',
      'Lists are scattered across forms, shops and spreadsheets.',
    ],
    details: [
      'A block editor builds campaigns that render well in every major email client.',
      'Welcome sequences and follow-ups send themselves based on what each subscriber did.',
      'Sign-up forms, double opt-in and unsubscribe handling come built in.',
    ],
    outcomes: [
      'More of each send reaches the inbox.',
      'New subscribers get a welcome instead of silence.',
      'One list, with consent recorded for every address.',
    ],
    features: [
      'Drag-and-drop editor',
      'Automated sequences',
      'Sign-up forms and landing pages',
      'Double opt-in',
      'A/B subject lines',
      'Segments by behaviour',
      'Paid subscriptions',
      'Custom sending domain',
    ],
    usps: ['Deliverability reviewed by people', 'Consent recorded for every subscriber'],
    faqs: [
      {
        question: 'Can I import my existing list?',
        answer: 'Yes, from a CSV or another platform; subscribers without recorded consent are asked again.',
      },
      {
        question: 'Do you help with deliverability?',
        answer: 'Every account gets a sending domain check and a review of its first campaigns.',
      },
    ],
  },
  seo: {
    noun: 'SEO tool',
    audiences: ['content teams', 'agencies', 'online shops', 'bloggers'],
    promises: ['without a consultant', 'in a weekly e-mail', 'with fixes in plain words'],
    problems: [
      'Traffic drops, and nobody notices until the month-end report.',
      'Audits list 400 issues without saying which three matter.',
      'Content is written without knowing what people search for.',
    ],
    details: [
      'It crawls your site every week and ranks each issue by the traffic it is likely costing you.',
      'Positions are checked daily for every keyword, per country and device.',
      'Keyword ideas come with search volume, difficulty and the pages that already rank for them.',
    ],
    outcomes: [
      'Teams fix the issues that move traffic first.',
      'Drops are spotted within a day.',
      'Every article starts from a keyword people actually search for.',
    ],
    features: [
      'Daily position checks',
      'Weekly site crawl',
      'Issues ranked by impact',
      'Keyword research',
      'Backlink monitoring',
      'Competitor comparison',
      'Search Console import',
      'White-label reports',
    ],
    usps: ['Issues ranked by traffic impact', 'Reports clients can read'],
    faqs: [
      {
        question: 'How often are positions checked?',
        answer: 'Every day, per country and device, with the history kept for as long as you subscribe.',
      },
      {
        question: 'Can I send reports to clients?',
        answer: 'Yes, as scheduled PDF or web reports with your own logo.',
      },
    ],
  },
  'social-media': {
    noun: 'social media tool',
    audiences: ['small brands', 'agencies', 'creators', 'community managers'],
    promises: ['from one planner', 'at the best time to post', 'without logging in five times'],
    problems: [
      'Posting to five networks means five logins and five slightly different captions.',
      'Nobody knows which posts brought followers and which were ignored.',
      'Comments go unanswered because they arrive in too many places.',
    ],
    details: [
      'Posts are planned on one calendar and adapted to each network’s format before they go out.',
      'Each post suggests the time its audience was most active over the last month.',
      'Comments and messages from every network arrive in one inbox.',
    ],
    outcomes: [
      'A week of posts is planned in an hour.',
      'Teams repeat what works instead of guessing.',
      'Every comment gets an answer.',
    ],
    features: [
      'Content calendar',
      'Instagram, LinkedIn, X, TikTok and Threads',
      'Best-time suggestions',
      'Approval workflow',
      'Unified inbox',
      'Link-in-bio page',
      'Engagement reports',
      'Hashtag suggestions',
    ],
    usps: ['One calendar for every network', 'Approvals for agency clients'],
    faqs: [
      {
        question: 'Which networks can I post to?',
        answer: 'Instagram, Facebook, LinkedIn, X, TikTok, Threads, Pinterest and YouTube Shorts.',
      },
      {
        question: 'Can clients approve posts?',
        answer: 'Yes. Share a calendar link and posts go out only once they are approved.',
      },
    ],
  },
  'web-analytics': {
    noun: 'analytics tool',
    audiences: ['indie makers', 'content sites', 'documentation sites', 'SaaS startups'],
    promises: ['without a cookie banner', 'on one simple dashboard', 'in real time'],
    problems: [
      'Visitor reports are buried under menus that only a specialist can navigate.',
      'Cookie banners drive visitors away before they see the page.',
      'Numbers differ between tools, and nobody trusts any of them.',
    ],
    details: [
      'A script under 2 KB counts visits without cookies or personal data.',
      'Goals and funnels are defined by clicking through your own site.',
      'Every chart can be shared as a public or password-protected link.',
    ],
    outcomes: [
      'Everyone on the team reads the dashboard without training.',
      'Pages load faster and visitors are not asked for consent.',
      'Decisions rest on numbers people trust.',
    ],
    features: [
      'Cookieless tracking',
      'Real-time dashboard',
      'Goals and funnels',
      'UTM campaign reports',
      'Shared dashboards',
      'Google Analytics import',
      'Data export and API',
      'EU hosting',
    ],
    usps: ['No cookies, no consent banner needed', 'A script under 2 KB'],
    faqs: [
      {
        question: 'Do I need a cookie banner?',
        answer: 'No. No cookies are set and no personal data is stored, so there is nothing to consent to.',
      },
      {
        question: 'Can I keep my old data?',
        answer: 'Yes. Google Analytics history imports into the same dashboard.',
      },
    ],
  },
  'ui-design': {
    noun: 'interface design tool',
    audiences: ['product designers', 'design teams', 'frontend developers', 'startups'],
    promises: ['that developers can ship', 'in sync with what ships', 'with your whole team'],
    problems: [
      'Designs and the shipped product drift apart a little with every release.',
      'Developers rebuild components by eye from screenshots.',
      'The same button exists in twelve versions across the product.',
    ],
    details: [
      'Components are defined once with their variants and tokens and used everywhere.',
      'Hand-off shows spacing, colours and ready-to-copy code for each element.',
      'Changes to a shared component reach every file that uses it, with a review step.',
    ],
    outcomes: [
      'What ships looks like what was designed.',
      'Developers stop guessing pixel values.',
      'One button, used everywhere.',
    ],
    features: [
      'Component libraries',
      'Design tokens',
      'Developer hand-off',
      'Real-time collaboration',
      'Interactive prototypes',
      'Version history',
      'Figma import',
      'Accessibility contrast checks',
    ],
    usps: ['Tokens that export straight to code', 'Contrast checked as you design'],
    faqs: [
      {
        question: 'Can we import our Figma files?',
        answer: 'Yes, with components, styles and auto layout kept.',
      },
      {
        question: 'How do developers get the code?',
        answer: 'Hand-off mode shows CSS, Swift and Kotlin for each element, and tokens export as JSON.',
      },
    ],
  },
  'video-editing': {
    noun: 'video editor',
    audiences: ['YouTubers', 'brand teams', 'educators', 'trainers'],
    promises: ['in the browser', 'with captions built in', 'without a timeline'],
    problems: [
      'Cutting one long recording into clips takes an afternoon.',
      'Subtitles are typed by hand or skipped, and half the audience watches without sound.',
      'Screen recordings need a separate tool, an export and an upload before anyone sees them.',
    ],
    details: [
      'Editing the transcript edits the video: delete a sentence and the cut is made.',
      'Subtitles are generated in 40 languages and styled to match your brand.',
      'Recordings are shareable as a link the moment you stop.',
    ],
    outcomes: [
      'A week of clips comes out of one recording.',
      'Every video is watchable with the sound off.',
      'Feedback arrives on the video itself, at the second it refers to.',
    ],
    features: [
      'Text-based editing',
      'Automatic subtitles',
      'Screen and camera recording',
      'Brand templates',
      'Resize for every platform',
      'Comments at a timestamp',
      'Filler word removal',
      '4K export',
    ],
    usps: ['Edit by editing the transcript', 'Runs in the browser, nothing to install'],
    faqs: [
      {
        question: 'Which languages do subtitles support?',
        answer: 'Forty languages, with a review step to correct names and terms before export.',
      },
      {
        question: 'Do I need a powerful computer?',
        answer: 'No. Rendering happens on our servers; a recent browser is enough.',
      },
    ],
  },
  illustration: {
    noun: 'graphics tool',
    audiences: ['product teams', 'marketers', 'indie developers', 'presentation makers'],
    promises: ['in a consistent style', 'ready for any screen', 'without drawing a line yourself'],
    problems: [
      'Icons and illustrations come from six sources and look it.',
      'Every slide deck needs graphics, and nobody on the team can draw.',
      'Licences for stock graphics are unclear, so nobody dares use them.',
    ],
    details: [
      'Every graphic is a clean vector that can be recoloured to your palette in one click.',
      'Assets drop into Figma, Keynote, PowerPoint and code as SVG or PNG.',
      'One licence covers commercial use in every project.',
    ],
    outcomes: [
      'The product and its marketing share one visual style.',
      'Graphics for a deck take minutes, not a week.',
      'No licence questions later.',
    ],
    features: [
      'SVG and PNG export',
      'One-click recolouring',
      'Figma plugin',
      'Consistent stroke and grid',
      'Search by concept',
      'Commercial licence',
      'React and Vue components',
      'Custom requests',
    ],
    usps: ['One commercial licence for everything', 'Drawn on one grid, in one style'],
    faqs: [
      {
        question: 'Can I use the graphics commercially?',
        answer: 'Yes. The licence covers products, websites and marketing, with no attribution needed.',
      },
      {
        question: 'Can I change colours?',
        answer: 'Yes, to your own palette, in the app, the Figma plugin or the SVG itself.',
      },
    ],
  },
  invoicing: {
    noun: 'invoicing tool',
    audiences: ['freelancers', 'consultants', 'small agencies', 'contractors'],
    promises: ['and get paid on time', 'in any currency', 'without the awkward e-mails'],
    problems: [
      'Invoices are made in a word processor, numbered by hand and chased by memory.',
      'A late payment means an awkward e-mail nobody wants to write.',
      'At tax time, invoices are spread over folders, inboxes and bank statements.',
    ],
    details: [
      'Invoices are numbered, dated and sent from a template with your logo and payment details.',
      'Polite follow-ups go out on a schedule you choose, and stop when the client pays.',
      'Clients pay by card or bank transfer from a link on the invoice.',
    ],
    outcomes: [
      'Money arrives sooner, with fewer chasing e-mails written by hand.',
      'You always know who owes what.',
      'Tax season starts with every invoice in one place.',
    ],
    features: [
      'Invoice templates with your logo',
      'Automatic payment reminders',
      'Card and bank transfer payments',
      'Recurring invoices',
      'Quotes that become invoices',
      'Multi-currency',
      'Time tracking',
      'Export for your accountant',
    ],
    usps: ['Reminders that stop when the client pays', 'Paid by card from the invoice itself'],
    faqs: [
      {
        question: 'Can clients pay online?',
        answer: 'Yes, by card or bank transfer from a link on every invoice.',
      },
      {
        question: 'Are the invoices valid for tax purposes?',
        answer: 'They carry sequential numbers, your tax ID and VAT details as the rules of your country require.',
      },
    ],
  },
  bookkeeping: {
    noun: 'bookkeeping app',
    audiences: ['small businesses', 'freelancers', 'online shops', 'accountants'],
    promises: ['without a shoebox of receipts', 'in ten minutes a week', 'ready for tax time'],
    problems: [
      'Receipts fade in a drawer until the accountant asks for them.',
      'Bank transactions are categorised once a year in a panic.',
      'Nobody knows the real profit until months after the quarter ends.',
    ],
    details: [
      'Bank transactions import every day and are matched to receipts photographed with your phone.',
      'Categories are suggested from past choices, so most weeks need only a review.',
      'Quarterly tax estimates and year-end reports are ready for your accountant.',
    ],
    outcomes: [
      'The books are current every week, not once a year.',
      'Tax time is a review, not a project.',
      'Profit is known the day the month ends.',
    ],
    features: [
      'Bank feeds',
      'Receipt capture by photo',
      'Automatic categorisation',
      'Reconciliation',
      'Profit and loss reports',
      'VAT and sales tax returns',
      'Accountant access',
      'Mileage log',
    ],
    usps: ['Your accountant joins for free', 'Receipts matched automatically'],
    faqs: [
      {
        question: 'Can my accountant use it?',
        answer: 'Yes. Invite them for free; they see the books and export what they need.',
      },
      {
        question: 'Which banks connect?',
        answer: 'More than 2,000 banks in Europe and North America, through read-only connections.',
      },
    ],
  },
  payments: {
    noun: 'payments platform',
    audiences: ['SaaS companies', 'online shops', 'marketplaces', 'membership sites'],
    promises: ['in any currency', 'with fewer failed cards', 'without building checkout yourself'],
    problems: [
      'Building checkout, tax and retries in-house takes a team months.',
      'Expired cards quietly cancel subscriptions that customers meant to keep.',
      'Sales tax rules change in every country you sell to.',
    ],
    details: [
      'Hosted checkout pages accept cards, wallets and local methods in more than 30 currencies.',
      'Failed renewals are retried on a smart schedule, with a reminder that lets customers update their card.',
      'Tax is calculated and collected for each customer’s location.',
    ],
    outcomes: [
      'Recovered renewals pay for the service.',
      'Selling abroad is a setting, not a project.',
      'Engineers build the product instead of checkout.',
    ],
    features: [
      'Hosted checkout',
      'Subscriptions and plans',
      'Smart retries for failed cards',
      'Tax calculation',
      'Customer portal',
      'Usage-based pricing',
      'Refunds and credit notes',
      'Revenue reports',
    ],
    usps: ['Failed renewals recovered automatically', 'Tax handled for every country'],
    faqs: [
      {
        question: 'Which payment methods are supported?',
        answer: 'Cards, Apple Pay, Google Pay, SEPA Direct Debit, iDEAL and other local methods.',
      },
      {
        question: 'Can customers manage their own subscriptions?',
        answer: 'Yes, in a hosted portal where they change plans, update cards and download receipts.',
      },
    ],
  },
  'ai-writing': {
    noun: 'AI writing tool',
    audiences: ['content teams', 'agencies', 'service teams', 'researchers'],
    promises: ['in your own voice', 'for every market you sell in', 'with every claim checked'],
    problems: [
      'A blank page costs writers the first hour of every brief.',
      'Texts produced by AI sound generic and off-brand.',
      'Long reports get skimmed because nobody has time to read them in full.',
    ],
    details: [
      'It learns your style from documents you already wrote and follows your glossary.',
      'Drafts mark every sentence that states a fact, with the source it came from.',
      'Formatting, tables and headings survive a round trip through any language.',
    ],
    outcomes: [
      'First drafts in minutes, still sounding like you.',
      'Editors review instead of rewriting.',
      'Readers get the point of a long document in one page.',
    ],
    features: [
      'Style learned from your documents',
      'Glossary and banned words',
      'Source for every fact',
      'Word, Google Docs and PDF files',
      'Team style guides',
      'Browser extension',
      'Plagiarism check',
      'API access',
    ],
    usps: ['Writes in your voice, not a generic one', 'Your documents never train shared models'],
    faqs: [
      {
        question: 'Is my text used to train models?',
        answer: 'No. Your documents are used for your workspace only and deleted when you remove them.',
      },
      {
        question: 'Can it follow our style guide?',
        answer: 'Yes. Upload the guide and a glossary, and drafts follow both.',
      },
    ],
  },
  'ai-assistants': {
    noun: 'AI agent',
    audiences: ['analysts', 'operations teams', 'consultants', 'product managers'],
    promises: ['with sources you can check', 'from your own documents', 'while you do other work'],
    problems: [
      'Answers to simple questions are buried in hundreds of documents and threads.',
      'Research takes days of reading before the first useful conclusion.',
      'Chatbots answer confidently and cite nothing.',
    ],
    details: [
      'It searches your documents, wikis and the web, and every answer links to the passages it used.',
      'Longer tasks run in the background and come back as a report with citations.',
      'Connectors read Google Drive, Notion, Confluence and Slack with each person’s permissions.',
    ],
    outcomes: [
      'Questions get answered in seconds, with the source one click away.',
      'Research that took a week takes an afternoon.',
      'Nobody has to trust an answer they cannot check.',
    ],
    features: [
      'Cited answers',
      'Background research tasks',
      'Google Drive, Notion and Confluence connectors',
      'Respects document permissions',
      'Slack app',
      'Shared prompt library',
      'Report export to Word and PDF',
      'Admin audit log',
    ],
    usps: ['Every answer cites its sources', 'Sees only what each person may see'],
    faqs: [
      {
        question: 'Where do the answers come from?',
        answer: 'From the documents and sites it searched; each answer links to the passages it used.',
      },
      {
        question: 'Can it see documents I am not allowed to see?',
        answer: 'No. Connectors use each person’s own permissions.',
      },
    ],
  },
  'computer-vision': {
    noun: 'computer vision API',
    audiences: ['logistics companies', 'insurers', 'retailers', 'finance teams'],
    promises: ['in milliseconds', 'on your own servers', 'with a confidence for every result'],
    problems: [
      'People key in data from scanned documents all day.',
      'Thousands of product photos wait to be tagged by hand.',
      'Off-the-shelf models miss the objects your business cares about.',
    ],
    details: [
      'Send an image or PDF to the API and get structured fields back, each with a confidence score.',
      'Custom models train on a few hundred labelled examples of your own.',
      'Results below your confidence threshold go to a review queue instead of your database.',
    ],
    outcomes: [
      'Data entry shrinks to checking the uncertain cases.',
      'Catalogues are tagged the day photos arrive.',
      'Models recognise what matters to your business.',
    ],
    features: [
      'Document field extraction',
      'Image tagging',
      'Custom model training',
      'Confidence scores',
      'Human review queue',
      'On-premise deployment',
      'Batch processing',
      'Python and JavaScript SDKs',
    ],
    usps: ['Uncertain results go to people, not your database', 'Runs on your own servers if needed'],
    faqs: [
      {
        question: 'How many examples do I need for a custom model?',
        answer: 'A few hundred labelled images are usually enough to start; accuracy grows as you add more.',
      },
      {
        question: 'Can it run without sending images to the cloud?',
        answer: 'Yes. The on-premise version runs in your own data centre or VPC.',
      },
    ],
  },
  crm: {
    noun: 'CRM',
    audiences: ['sales teams', 'agencies', 'consultants', 'B2B startups'],
    promises: ['without the copy-paste', 'in one shared pipeline', 'that salespeople actually update'],
    problems: [
      'Deals are scattered over a spreadsheet, an inbox and the memory of whoever spoke to the client last.',
      'Follow-ups slip because nobody is reminded when a lead goes quiet.',
      'The forecast is a guess assembled on the last Friday of the quarter.',
    ],
    details: [
      'Every e-mail and call is logged on the contact’s timeline without copying anything by hand.',
      'Deals move through pipeline stages you define, each with the next step and its due date.',
      'A reminder goes out when a lead has had no reply for as many days as you choose.',
    ],
    outcomes: [
      'No lead is forgotten, and every deal has a next step.',
      'The forecast comes straight from the pipeline.',
      'Anyone can pick up a client conversation where it left off.',
    ],
    features: [
      'Visual sales pipeline',
      'Contact timelines',
      'Gmail and Outlook sync',
      'Follow-up reminders',
      'Deal forecasting',
      'Lead import from CSV',
      'Custom pipeline stages',
      'Mobile app for calls on the road',
    ],
    usps: ['Set up in an afternoon', 'E-mails logged automatically'],
    faqs: [
      {
        question: 'Can I import my contacts?',
        answer: 'Yes, from a CSV file, Google Contacts or another CRM, with companies and deals linked.',
      },
      {
        question: 'Does it log my e-mails?',
        answer: 'Connect Gmail or Outlook and e-mails with your contacts appear on their timelines.',
      },
    ],
  },
  'customer-support': {
    noun: 'help desk',
    audiences: ['support teams', 'SaaS companies', 'online shops', 'IT teams'],
    promises: ['from one queue', 'before anyone has to ask twice', 'with a help center that answers first'],
    problems: [
      'Support e-mails land in a shared mailbox where two people answer the same customer.',
      'The same ten questions take up half of every agent’s day.',
      'Customers repeat their story every time a ticket changes hands.',
    ],
    details: [
      'E-mail, chat and forms become tickets in one queue, with assignment rules and service-level timers.',
      'A help center publishes answers that are suggested to customers before they write in.',
      'Each ticket shows the customer’s history, plan and earlier conversations.',
    ],
    outcomes: [
      'Every customer gets one answer, from the right person.',
      'Common questions answer themselves.',
      'Response times are measured and kept.',
    ],
    features: [
      'Shared ticket queue',
      'Help center with search',
      'Canned replies',
      'Service-level timers',
      'Customer satisfaction surveys',
      'Assignment rules',
      'Internal notes and mentions',
      'Reports on response times',
    ],
    usps: ['Help center answers before a ticket is opened', 'No per-ticket pricing'],
    faqs: [
      {
        question: 'Which channels become tickets?',
        answer: 'E-mail, the chat widget, web forms and, on the Team plan, WhatsApp and social messages.',
      },
      {
        question: 'Can we publish a help center on our domain?',
        answer: 'Yes, on a subdomain of your own with your logo and colours.',
      },
    ],
  },
  'live-chat': {
    noun: 'live chat widget',
    audiences: ['online shops', 'SaaS teams', 'agencies', 'hotels'],
    promises: ['while they are still on the page', 'around the clock', 'on every page of your site'],
    problems: [
      'Visitors with a question leave instead of filling in a contact form.',
      'Chats that arrive after hours go unanswered until the morning.',
      'Sales and service answer chats in separate tools and step on each other.',
    ],
    details: [
      'A lightweight widget opens a conversation that agents answer from the web or the mobile app.',
      'Outside office hours a bot answers common questions and collects an e-mail address.',
      'Routing rules send pricing questions to sales and order questions to service.',
    ],
    outcomes: [
      'More visitors become customers.',
      'Nobody waits until the morning for a simple answer.',
      'Each conversation reaches the right person the first time.',
    ],
    features: [
      'Customisable chat widget',
      'Mobile apps for agents',
      'After-hours bot',
      'Routing rules',
      'Visitor details and current page',
      'Saved replies',
      'File sharing',
      'Chat transcripts by e-mail',
    ],
    usps: ['A widget under 30 KB', 'Answers from your phone'],
    faqs: [
      {
        question: 'Will the widget slow my site down?',
        answer: 'No. It loads after your page, and the script is under 30 KB.',
      },
      {
        question: 'What happens outside office hours?',
        answer: 'A bot answers common questions and collects an e-mail address for a reply the next day.',
      },
    ],
  },
  'online-courses': {
    noun: 'course platform',
    audiences: ['educators', 'coaches', 'creators', 'training teams'],
    promises: ['on your own domain', 'that students finish', 'without stitching five tools together'],
    problems: [
      'A course needs a video host, a checkout, a forum and e-mail, all glued together.',
      'Most students who buy a self-paced course never finish it.',
      'Selling to companies means invoices, seats and reports nobody built.',
    ],
    details: [
      'Lessons, quizzes, checkout and a discussion space sit on one site with your branding.',
      'Drip schedules, deadlines and progress e-mails keep each student moving.',
      'Team licences let companies buy seats and see their staff’s progress.',
    ],
    outcomes: [
      'Creators spend their time teaching instead of on tooling.',
      'More students reach the last lesson.',
      'Company sales become as simple as individual ones.',
    ],
    features: [
      'Course builder with video hosting',
      'Quizzes and assignments',
      'Certificates of completion',
      'Drip schedules',
      'Payments and coupons',
      'Team licences',
      'Student progress reports',
      'Custom domain',
    ],
    usps: ['Everything for a course on one site', 'Zero transaction fees on paid plans'],
    faqs: [
      {
        question: 'Can I sell to companies?',
        answer: 'Yes. Team licences let a company buy seats, assign them and follow progress.',
      },
      {
        question: 'Do students get certificates?',
        answer: 'Yes, issued automatically when they complete the course, with a link anyone can verify.',
      },
    ],
  },
  'language-learning': {
    noun: 'language app',
    audiences: ['travellers', 'students', 'expats', 'busy professionals'],
    promises: ['in ten minutes a day', 'with native speakers', 'that stick'],
    problems: [
      'Years of classes, and ordering a coffee abroad still feels impossible.',
      'Vocabulary lists are forgotten a week after the test.',
      'Practising speaking needs a partner who is rarely available.',
    ],
    details: [
      'Spaced repetition brings back each word just before you would forget it.',
      'Short dialogues recorded by native speakers train listening and pronunciation.',
      'Speaking exercises give feedback on each sound you say.',
    ],
    outcomes: [
      'Words stay learned months later.',
      'Real conversations start sooner.',
      'Ten minutes a day add up to fluency.',
    ],
    features: [
      'Spaced repetition',
      'Native speaker audio',
      'Pronunciation feedback',
      'Offline lessons',
      'Streaks and reminders',
      'Grammar notes',
      'Conversation practice',
      'Progress by skill',
    ],
    usps: ['Audio recorded by native speakers', 'Works offline on the plane'],
    faqs: [
      {
        question: 'Which languages can I learn?',
        answer: 'Spanish, French, German, Italian, Portuguese, Japanese and Korean, with more on the way.',
      },
      {
        question: 'Does it work offline?',
        answer: 'Yes. Download lessons and review them anywhere; progress syncs when you are back online.',
      },
    ],
  },
  communities: {
    noun: 'community platform',
    audiences: ['creators', 'associations', 'coaches', 'brands'],
    promises: ['on a site of your own', 'with events that fill up', 'that members pay for'],
    problems: [
      'Members are scattered over a group thread, a mailing list and a social network you do not control.',
      'Events are announced in three places and still half empty.',
      'Running a paid membership means juggling money, access and renewals by hand.',
    ],
    details: [
      'Discussions, events, courses and member profiles share one branded site and app.',
      'Events take registrations, send reminders and record attendance.',
      'Paid tiers grant access automatically and renew without manual work.',
    ],
    outcomes: [
      'Members find each other instead of a feed.',
      'Events fill up, and people show up.',
      'Memberships renew on their own.',
    ],
    features: [
      'Discussion spaces',
      'Events with registrations',
      'Member directory',
      'Paid membership tiers',
      'Branded mobile app',
      'Moderation tools',
      'Single sign-on',
      'Engagement reports',
    ],
    usps: ['Your own brand, not a social network’s', 'Payments and access in one place'],
    faqs: [
      {
        question: 'Can members pay to join?',
        answer: 'Yes. Set monthly or yearly tiers, and access is granted and removed automatically.',
      },
      {
        question: 'Is there a mobile app?',
        answer: 'Members use the iOS and Android app; on higher plans it carries your own name and icon.',
      },
    ],
  },
};

/** Words shared by a whole parent category: reviews, updates and founders' earlier careers. */
export interface FieldCopy {
  /** Review texts by rating: 5, 4 and 3 stars. */
  reviews: Record<3 | 4 | 5, string[]>;
  updates: { title: string; body: string }[];
  /** What the founder leading a listing here did before, after "Before that, ... was". */
  backgrounds: string[];
}

export const fieldCopy: Record<string, FieldCopy> = {
  'developer-tools': {
    reviews: {
      5: [
        'Replaced two tools and a pile of shell scripts for us. The docs are excellent.',
        'Set it up during a lunch break and it caught a real problem the same afternoon.',
        'The CLI is fast and the error messages tell you what to do next.',
      ],
      4: [
        'Solid and fast. The dashboard could use a dark mode, but the API is great.',
        'Does the job well; the self-hosted setup took a little longer than the guide said.',
      ],
      3: [
        'Good core, but we miss an integration with our CI provider.',
        'Works, though pricing gets steep once the whole team is on it.',
      ],
    },
    updates: [
      {
        title: 'Terraform provider released',
        body: 'You can now manage every setting as code. The provider is on the registry.',
      },
      {
        title: 'Faster dashboards',
        body: 'Pages load up to three times faster after we moved queries to a columnar store.',
      },
      {
        title: 'Single sign-on for every plan',
        body: 'SAML and OIDC sign-in are no longer limited to the Enterprise plan.',
      },
      {
        title: 'Self-hosted 2.0',
        body: 'One Docker Compose file, automatic upgrades and a health page for your ops team.',
      },
    ],
    backgrounds: [
      'a platform engineer at a payments company',
      'a maintainer of a popular open-source library',
      'an SRE who carried the pager for six years',
    ],
  },
  productivity: {
    reviews: {
      5: [
        'Our whole team moved over in a week and nobody wants to go back.',
        'Simple enough that people actually use it. That is the whole point.',
        'The keyboard shortcuts alone save me an hour a week.',
      ],
      4: [
        'Clean and fast. The mobile app is a little behind the desktop one.',
        'Great for our team; I wish the import had kept our old labels.',
      ],
      3: [
        'Nice design, but we needed more reporting than it offers today.',
        'Good for small teams; it felt slow with a few thousand items.',
      ],
    },
    updates: [
      {
        title: 'Mobile apps are out',
        body: 'iOS and Android apps with offline mode, built from the feedback of our beta testers.',
      },
      {
        title: 'Keyboard-first navigation',
        body: 'Press ? anywhere to see every shortcut; the command bar now searches everything.',
      },
      {
        title: 'Templates gallery',
        body: 'Start from one of forty templates shared by teams who use the product every day.',
      },
      { title: 'Calendar sync', body: 'Due dates and events now sync both ways with Google and Outlook calendars.' },
    ],
    backgrounds: [
      'a product manager at a large software company',
      'an operations lead at a 60-person agency',
      'a consultant who set up tools for small teams',
    ],
  },
  marketing: {
    reviews: {
      5: [
        'We finally understand which channel brings customers. Worth every cent.',
        'Onboarding call with the founder was the best hour of our quarter.',
        'Our open rates went up the month we switched.',
      ],
      4: [
        'Does exactly what we need; the reports could export to more formats.',
        'Great value. A few integrations are still missing.',
      ],
      3: [
        'Fine for the basics; agencies with many clients will want more.',
        'Useful, but the learning curve was steeper than expected.',
      ],
    },
    updates: [
      {
        title: 'Client reports',
        body: 'Schedule branded reports for each client; they arrive as a PDF and a live link.',
      },
      { title: 'New integrations', body: 'Shopify, WordPress and Webflow now connect in one click.' },
      { title: 'Data stays in the EU', body: 'Every account can now choose EU-only storage and processing.' },
      { title: 'A/B tests', body: 'Test two versions and let the winner go out automatically.' },
    ],
    backgrounds: [
      'head of growth at a consumer app',
      'an agency owner with 40 clients',
      'a content lead who grew a blog to a million monthly readers',
    ],
  },
  design: {
    reviews: {
      5: [
        'Beautiful and fast. Our designers and developers finally speak the same language.',
        'The quality is consistent across everything; it made our product look finished.',
        'Exactly the tool I wished existed when I was freelancing.',
      ],
      4: [
        'Lovely to use. Exports could be a bit faster on large files.',
        'Great quality; I would like more templates for presentations.',
      ],
      3: [
        'Good, but it does not replace our main design tool yet.',
        'Nice, though collaboration features are limited on the cheaper plan.',
      ],
    },
    updates: [
      { title: 'Real-time collaboration', body: 'See each other’s cursors and comments live, on every plan.' },
      { title: 'Figma plugin', body: 'Everything is now available inside Figma, with your team libraries.' },
      { title: 'Faster exports', body: 'Exports run in the background and are up to five times faster.' },
      { title: 'Dark mode', body: 'The whole app now follows your system’s light or dark setting.' },
    ],
    backgrounds: [
      'a product designer at a design agency',
      'a motion designer who freelanced for ten years',
      'a frontend engineer obsessed with design systems',
    ],
  },
  finance: {
    reviews: {
      5: [
        'I get paid faster and spend Sunday evenings on something else now.',
        'Our accountant asked what we changed; the books were finally clean.',
        'Setup took ten minutes and it has been running quietly ever since.',
      ],
      4: [
        'Very good. Multi-currency reports could be clearer.',
        'Reliable and simple; the bank connection needs re-authorising a bit too often.',
      ],
      3: [
        'Works well for one company; managing several is clumsy.',
        'Good product, but we needed payroll and it does not do that.',
      ],
    },
    updates: [
      {
        title: 'More banks connected',
        body: 'Three hundred more banks across Europe now connect through open banking.',
      },
      {
        title: 'Multi-currency reports',
        body: 'Reports now show totals in your home currency at the rate of each day.',
      },
      { title: 'Accountant access', body: 'Invite your accountant for free with their own login and export tools.' },
      { title: 'Automatic VAT summaries', body: 'Quarterly VAT summaries are ready the day the quarter ends.' },
    ],
    backgrounds: [
      'a finance lead at a growing startup',
      'an accountant for small businesses',
      'an engineer at an online bank',
    ],
  },
  'artificial-intelligence': {
    reviews: {
      5: [
        'The citations make all the difference; I can check every claim in seconds.',
        'It saves our team a day a week, and the output actually sounds like us.',
        'Accurate on our messy real-world documents, which nothing else was.',
      ],
      4: [
        'Impressive quality. Occasionally slow at peak hours.',
        'Very useful; the admin controls could be more detailed.',
      ],
      3: ['Good results, but we still review everything by hand.', 'Promising; the pricing for heavy use needs work.'],
    },
    updates: [
      { title: 'Bring your own model', body: 'Enterprise workspaces can now run on a model deployment of their own.' },
      { title: 'Workspace admin controls', body: 'Admins can limit connectors, retention and sharing per team.' },
      { title: 'Twice as fast', body: 'Responses now start streaming in under a second for most requests.' },
      { title: 'Team glossary', body: 'Add your terms once and every output uses them consistently.' },
    ],
    backgrounds: [
      'a machine learning researcher at a university lab',
      'an applied scientist at a search company',
      'a data engineer who built document pipelines for banks',
    ],
  },
  'sales-and-support': {
    reviews: {
      5: [
        'We answer customers in minutes instead of days now. The team loves it.',
        'Our pipeline is finally visible to everyone, and forecasts are no longer guesses.',
        'Set up in an afternoon, and support from the founders is outstanding.',
      ],
      4: [
        'Does everything we need; reporting could be more flexible.',
        'Great mobile app. A few integrations are still missing.',
      ],
      3: [
        'Good for a small team; we outgrew the permissions model.',
        'Useful, but the import from our old tool needed manual fixes.',
      ],
    },
    updates: [
      {
        title: 'Mobile app for iOS and Android',
        body: 'Reply, update and get notified on the road, with push notifications.',
      },
      {
        title: 'Gmail and Outlook sync',
        body: 'Conversations with your contacts now appear automatically on their timelines.',
      },
      { title: 'Reports you can share', body: 'Build a report once and share it as a live link with the whole team.' },
      {
        title: 'WhatsApp channel',
        body: 'Messages from WhatsApp Business now arrive in the same place as e-mail and chat.',
      },
    ],
    backgrounds: [
      'a head of sales at a B2B software company',
      'a support lead who answered 30,000 tickets',
      'a founder of a small agency who lived in spreadsheets',
    ],
  },
  education: {
    reviews: {
      5: [
        'My students actually finish now. The reminders and deadlines make the difference.',
        'I learned more in three months than in two years of evening classes.',
        'Everything in one place, and my members love the app.',
      ],
      4: [
        'Great experience; I would like more customisation of the certificates.',
        'Very good content. The app occasionally loses my streak.',
      ],
      3: [
        'Good, but the video player needs playback speed controls.',
        'Useful, though the community features felt thin at first.',
      ],
    },
    updates: [
      {
        title: 'Certificates you can verify',
        body: 'Every certificate now has a public link that confirms it is genuine.',
      },
      { title: 'Offline mode', body: 'Download lessons and keep learning without a connection.' },
      { title: 'Live sessions', body: 'Schedule live sessions with reminders and recordings, right inside the app.' },
      { title: 'New languages', body: 'The interface is now available in Spanish, German and Japanese.' },
    ],
    backgrounds: [
      'a secondary school teacher for eight years',
      'a course creator with 20,000 students',
      'a community manager at a developer platform',
    ],
  },
};

/** Generic selling points mixed into every generated listing's own. */
export const generalUsps = [
  'Set up in under five minutes',
  'No credit card to start',
  'Data stored in the EU',
  'Support from the founders',
  'Open export formats, no lock-in',
];

/** Milestones: a title and what it meant, for the description a founder writes. */
export const milestoneCopy: { title: string; description: string }[] = [
  {
    title: 'First paying customer',
    description: 'A five-person agency paid for a year up front, and we framed the invoice.',
  },
  { title: 'Reached 1,000 users', description: 'Mostly by word of mouth, after a post that reached the front page.' },
  { title: 'Raised a seed round', description: 'From angels who use the product every day.' },
  { title: 'Public API released', description: 'Customers had asked for it since the first month.' },
  { title: 'Hired the first engineer', description: 'The founders stopped answering support at midnight.' },
];

/** Answers to each interview question, by its position in catalog.ts (1-based). */
export const interviewAnswerCopy: Record<number, string[]> = {
  1: [
    'I ran into the same problem at three jobs in a row and finally stopped waiting for someone else to fix it.',
    'A client asked if a tool like this existed. It did not, so we built it over a long weekend.',
  ],
  2: [
    'Keeping track of work that lived in e-mail threads. I lost a client because of it.',
    'I wanted answers from my own data without writing a query every time.',
  ],
  3: [
    'Cold e-mails to people who had complained about the problem online. Six of the first twenty replied.',
    'I posted a short demo in two communities I had been part of for years.',
  ],
  4: [
    'Writing honest comparison pages. They still bring a third of our sign-ups.',
    'A weekly newsletter about the problem, not the product.',
  ],
  5: [
    'TypeScript and Postgres, because we know them well and they do not surprise us.',
    'A boring monolith on one server. It has been up for 400 days.',
  ],
  6: [
    'A full reporting module. Three customers asked for it; none of them used the prototype.',
    'Team chat. Everyone already has one.',
  ],
  7: [
    'Usage-based, after three failed attempts at per-seat pricing.',
    'One plan with a free trial. Every extra plan created a support question.',
  ],
  8: [
    'The month our biggest customer churned and we had four weeks of runway.',
    'Rewriting the sync engine while customers were using the old one.',
  ],
  9: [
    'Ship smaller things, more often, and talk to users every week.',
    'Charge from day one; free users tell you less than paying ones.',
  ],
  10: ['Linear, Postgres and a shared inbox.', 'A notebook, our own product and a good CI service.'],
};
