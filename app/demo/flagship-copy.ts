// What each hand-written flagship says about itself beyond its tagline (catalog.ts): the core of
// its description, the features and selling points it lists, its own FAQs, and where its
// category's generic problems or outcomes would not fit it, its own. The description is searched,
// so each keeps to its own product's words (see the note in copy.ts).
import type { Faq } from '../../db/schema/drafts.ts';

export interface FlagshipCopy {
  /** Whom it is for, as a sentence: the answer to "Who is it for?". */
  audience: string;
  /** What the product is and does, one or two sentences naming it. */
  about: string;
  /** How it works: one of these follows `about`. */
  details: string[];
  /** At least six. */
  features: string[];
  /** At least three. */
  usps: string[];
  faqs: Faq[];
  /** Instead of the category's (copy.ts) where those would not describe this product. */
  problems?: string[];
  outcomes?: string[];
}

export const flagshipCopy: Record<string, FlagshipCopy> = {
  invoicely: {
    audience: 'Freelancers and consultants who bill a handful of clients every month.',
    about: 'Invoicely sends your invoices, reminds late payers politely and shows at a glance who owes what.',
    details: [
      'Reminders go out three, seven and fourteen days after the due date, in your words, ' +
        'and stop the moment a client pays.',
      'Clients pay by card or bank transfer from the invoice itself, in their own currency.',
    ],
    features: [
      'Automatic payment reminders',
      'Invoices in 25 currencies',
      'Card and bank transfer payments',
      'Recurring invoices for retainers',
      'Quotes that turn into invoices',
      'Export for your accountant',
      'Public API',
    ],
    usps: [
      'Free for your first three clients',
      'Reminders that sound like you',
      'Built by a freelancer, for freelancers',
    ],
    faqs: [
      {
        question: 'Can I change the wording of reminders?',
        answer: 'Yes. Each reminder is a template you can edit, and you choose how many days apart they go out.',
      },
    ],
  },
  ledgerleaf: {
    audience: 'Small businesses and freelancers in the EU who would rather not do their books by hand.',
    about: 'LedgerLeaf imports your bank transactions every day and matches them to the receipts you photograph.',
    details: [
      'Most transactions are categorised before you look at them, learned from your own earlier choices.',
      'Reconciliation runs every night, so the books always match the bank.',
    ],
    features: [
      'Daily bank feeds',
      'Receipt capture by photo',
      'Automatic categorisation',
      'Nightly reconciliation',
      'Profit and loss in real time',
      'VAT returns',
      'Free accountant access',
    ],
    usps: ['Ten minutes a week for clean books', 'Your accountant joins free', 'Dutch and EU VAT built in'],
    faqs: [
      {
        question: 'Do I still need an accountant?',
        answer: 'Many customers keep one for the annual accounts; LedgerLeaf makes their work faster and cheaper.',
      },
    ],
  },
  kubewatch: {
    audience: 'Platform and SRE teams running their own Kubernetes clusters.',
    about:
      'KubeWatch watches your Kubernetes clusters and, when something breaks, tells you what changed just before it.',
    details: [
      'Each alert links the failing pods to the deploy, config change or node event that preceded it.',
      'It runs as one Helm chart inside your cluster; nothing leaves your network unless you choose the cloud plan.',
    ],
    features: [
      'Alerts that name the likely cause',
      'Deploy and config change timeline',
      'Pod, node and namespace views',
      'Slack and PagerDuty alerts',
      'Prometheus metrics ingest',
      'Single Helm chart install',
      'Open-source core',
    ],
    usps: [
      'Open source and self-hosted for free',
      'Explains the cause, not just the symptom',
      'Installs in five minutes',
    ],
    faqs: [
      {
        question: 'Does it work with managed clusters?',
        answer: 'Yes: EKS, GKE, AKS and any conformant cluster from version 1.27.',
      },
    ],
  },
  uptimebird: {
    audience: 'Small teams who want to know their site is down before their users do.',
    about:
      'UptimeBird checks your sites and APIs every 30 seconds from six regions ' +
      'and publishes a status page for your users.',
    details: [
      'An incident opens only when two regions agree, so a single network blip never wakes anyone.',
      'The status page updates itself during an incident, and subscribers are told by e-mail.',
    ],
    features: [
      'Checks every 30 seconds',
      'Six check regions',
      'Hosted status pages',
      'Incident history',
      'SSL certificate expiry alerts',
      'Slack, SMS and e-mail alerts',
      'Public API',
    ],
    usps: ['Set up in one minute', 'Ten monitors free forever', 'Status page on your own domain'],
    faqs: [
      {
        question: 'Can the status page use my domain?',
        answer: 'Yes, status.yourdomain.com with your logo, on every paid plan.',
      },
    ],
  },
  querypilot: {
    audience: 'Developers and analysts who query Postgres, MySQL or SQLite every day.',
    about: 'QueryPilot is a SQL editor that knows your schema and writes the joins between tables for you.',
    details: [
      'Start typing a table name and it suggests the join path from the foreign keys it found.',
      'Every query can be explained in words before it runs, with its estimated cost.',
    ],
    features: [
      'Join suggestions from foreign keys',
      'Postgres, MySQL and SQLite',
      'Query plans explained in words',
      'Saved and shared queries',
      'Read-only connections by default',
      'Results to CSV and charts',
      'Self-hosted edition',
    ],
    usps: ['Writes the joins for you', 'Read-only by default', 'Runs on your own servers'],
    faqs: [
      {
        question: 'Does my data leave my machine?',
        answer: 'No. The desktop app and the self-hosted edition connect to your database directly.',
      },
    ],
  },
  hookrelay: {
    audience: 'SaaS teams who send webhooks to their customers.',
    about: 'HookRelay receives, queues and delivers webhooks with automatic retries, so no event is lost.',
    details: [
      'Failed deliveries are retried with exponential backoff for up to three days, ' +
        'and any event can be replayed by hand.',
      'Every delivery is signed and logged with its request and response.',
    ],
    features: [
      'Automatic retries with backoff',
      'Replay any event',
      'Signed deliveries',
      'Delivery logs with request and response',
      'Fan-out to several endpoints',
      'Open-source server',
      'Dashboard for your customers',
    ],
    usps: ['No event lost', 'Open source, or hosted by us', 'Pay per delivery, not per seat'],
    faqs: [
      {
        question: 'What happens when my endpoint is down?',
        answer: 'HookRelay keeps retrying for three days and alerts you; nothing is dropped.',
      },
    ],
  },
  notebloom: {
    audience: 'Writers, researchers and students who think in notes.',
    about: 'NoteBloom keeps your notes as Markdown files and links them to each other as you write.',
    details: [
      'Mention a topic and NoteBloom suggests the notes it already knows about it, so connections appear on their own.',
      'Every note lists its backlinks, and the graph shows how ideas cluster over months.',
    ],
    features: [
      'Markdown files you own',
      'Automatic link suggestions',
      'Backlinks and graph view',
      'Offline on every device',
      'End-to-end encrypted sync',
      'Daily notes',
      'Web clipper',
    ],
    usps: ['Plain Markdown, no lock-in', 'Works offline', 'Free without sync'],
    faqs: [
      {
        question: 'Can I use my existing folder of Markdown files?',
        answer: 'Yes. Point NoteBloom at the folder and it reads the files where they are.',
      },
    ],
  },
  sprintboard: {
    audience: 'Product and engineering teams who work in sprints.',
    about: 'Sprintboard plans sprints from your backlog in minutes, without a two-hour ceremony.',
    details: [
      'It proposes a sprint from priorities and each person’s capacity, and the team adjusts it together.',
      'The board updates from pull requests, so nobody drags cards by hand.',
    ],
    features: [
      'Sprint proposals from capacity',
      'Kanban board',
      'Backlog grooming view',
      'GitHub and GitLab sync',
      'Burn-down charts',
      'Retro templates',
      'Slack updates',
    ],
    usps: ['Plan a sprint in ten minutes', 'Cards move with your pull requests', 'Fair per-user price'],
    faqs: [
      {
        question: 'Do we have to use sprints?',
        answer: 'No. The kanban board works on its own for teams that ship continuously.',
      },
    ],
  },
  'calendly-clone-meetmate': {
    audience: 'Consultants, recruiters and sales teams who book meetings across time zones.',
    about:
      'MeetMate gives you one booking link that offers only the times you are really free, in each guest’s time zone.',
    details: [
      'It checks every calendar you connect before offering a slot, including the personal one.',
      'Guests across time zones see times in their own zone, and a reminder goes out the day before.',
    ],
    features: [
      'One link for every calendar',
      'Automatic time zones',
      'Team round-robin',
      'Buffers between meetings',
      'Reminders by e-mail and SMS',
      'Video call links',
      'Mobile app',
    ],
    usps: ['Never double-booked', 'Free for one calendar', 'Guests need no account'],
    faqs: [
      {
        question: 'Can I limit how many meetings I take per day?',
        answer: 'Yes. Set a daily maximum and minimum notice for each booking link.',
      },
    ],
  },
  zapflow: {
    audience: 'Operations teams who copy data between tools by hand today.',
    about: 'Zapflow automates the routine work of operations teams by connecting the tools they already use.',
    details: [
      'Workflows are drawn as steps in a visual editor, with approval steps where a person must decide.',
      'Every run is logged, and a failed step can be retried on its own once the cause is fixed.',
    ],
    features: [
      'Visual workflow editor',
      '400+ integrations',
      'Approval steps',
      'Run history and retries',
      'Code steps in JavaScript',
      'Shared team workspaces',
      'Error alerts',
    ],
    usps: ['Built for operations, not developers', 'Every run logged', 'Retry a single failed step'],
    faqs: [
      {
        question: 'Do I need to code?',
        answer: 'No. Most workflows use ready-made steps; a code step is there when you need it.',
      },
    ],
  },
  newsletterhq: {
    audience: 'Independent writers who want to grow a newsletter and be paid for it.',
    about:
      'NewsletterHQ is where independent writers publish their newsletter, grow subscribers ' +
      'and sell paid subscriptions.',
    details: [
      'Each issue is also a page on your own site, so readers can find it in search and share it.',
      'Readers can pay monthly or yearly, and you keep 95% of what they pay.',
    ],
    features: [
      'Newsletter editor',
      'Paid newsletters',
      'Your own domain',
      'Subscriber growth reports',
      'Referral rewards',
      'Import from other platforms',
      'Double opt-in and GDPR consent',
    ],
    usps: ['Free up to 1,000 subscribers', 'Keep 95% of paid subscriptions', 'Your list is yours to export'],
    faqs: [
      {
        question: 'Can I move my list from another platform?',
        answer: 'Yes, with subscribers, paid readers and past issues; we do the import with you.',
      },
    ],
  },
  rankradar: {
    audience: 'Site owners and content teams who want search rankings without a dashboard.',
    about: 'RankRadar tracks where your pages rank for every keyword and sends a weekly e-mail with what changed.',
    details: [
      'Positions are checked daily per country and device, and the e-mail explains each gain or drop in one line.',
      'It flags pages that fell out of the top ten before the traffic drop shows in your reports.',
    ],
    features: [
      'Daily position checks',
      'Weekly summary e-mail',
      'Rank history per page',
      'Competitor comparison',
      'Country and device views',
      'API access',
      'White-label reports',
    ],
    usps: ['All you need in one weekly e-mail', '500 keywords for $24', 'No dashboard to learn'],
    faqs: [
      {
        question: 'Can I add competitors?',
        answer: 'Yes, up to five per project, with their positions on the same keywords.',
      },
    ],
  },
  postpilot: {
    audience: 'Small brands and agencies who post on several networks.',
    about: 'PostPilot schedules your posts on Instagram, LinkedIn, X, TikTok and more from one calendar.',
    details: [
      'Write once and PostPilot adapts the caption, image size and hashtags to each network.',
      'It suggests the time your audience was most active over the last month.',
    ],
    features: [
      'One calendar for every network',
      'Captions adapted per network',
      'Best-time suggestions',
      'Approval workflow for clients',
      'Unified comment inbox',
      'Engagement reports',
      'Link-in-bio page',
    ],
    usps: ['Every network in one calendar', '14-day free trial', 'Made for small teams'],
    faqs: [
      {
        question: 'Which networks are supported?',
        answer: 'Instagram, Facebook, LinkedIn, X, TikTok, Threads, Pinterest and YouTube Shorts.',
      },
    ],
  },
  plainmetrics: {
    audience: 'Site owners who want visitor numbers without cookies or consent banners.',
    about: 'PlainMetrics counts your visitors without cookies and shows the numbers that matter on one page.',
    details: [
      'The script weighs under 2 KB and stores no personal data, so no consent banner is needed.',
      'Goals, referrers and campaigns are on the same page as the visitor count, in real time.',
    ],
    features: [
      'Cookieless tracking',
      'One-page dashboard',
      'Goals and funnels',
      'Campaign reports',
      'Shared dashboards',
      'Google Analytics import',
      'Hosted in the EU',
    ],
    usps: ['No cookie banner needed', 'A script under 2 KB', 'Data never leaves the EU'],
    faqs: [
      {
        question: 'Is PlainMetrics GDPR compliant?',
        answer: 'Yes. It stores no personal data and sets no cookies, and the data is processed in the EU.',
      },
    ],
  },
  pixelforge: {
    audience: 'Design and frontend teams who maintain a design system.',
    about:
      'PixelForge keeps your design system and your code in sync: ' +
      'components and tokens are defined once and used in both.',
    details: [
      'Design tokens export to CSS, iOS and Android on every change, and a pull request opens automatically.',
      'The Figma plugin shows which components drifted from the coded version.',
    ],
    features: [
      'Design tokens to code',
      'Component library',
      'Figma plugin',
      'Drift detection',
      'Real-time collaboration',
      'Version history',
      'Accessibility contrast checks',
    ],
    usps: ['One source of truth for design and code', 'Free for individuals', 'Works inside Figma'],
    faqs: [
      {
        question: 'Which platforms do tokens export to?',
        answer: 'CSS variables, Tailwind config, Swift and Kotlin, plus raw JSON.',
      },
    ],
  },
  clipcraft: {
    audience: 'Creators and brand teams who record long videos and publish short clips.',
    about: 'ClipCraft finds the best moments in long videos and turns them into short clips with subtitles.',
    details: [
      'It reads the transcript, picks moments that stand on their own and crops each clip for vertical screens.',
      'Subtitles are generated in 40 languages and styled with your brand colours.',
    ],
    features: [
      'Automatic clip suggestions',
      'Subtitles in 40 languages',
      'Vertical and square crops',
      'Brand templates',
      'Edit by editing the transcript',
      'Direct publishing to social networks',
      'Mobile app',
    ],
    usps: ['Ten clips from one recording', 'Subtitles in your brand style', 'Nothing to install'],
    faqs: [
      {
        question: 'How long can the source recording be?',
        answer: 'Up to four hours on every plan.',
      },
    ],
  },
  iconvault: {
    audience: 'Product teams and designers who need icons in one consistent style.',
    about: 'IconVault is a library of thirty thousand icons drawn on one grid, in one consistent style.',
    details: [
      'Every icon comes in outline, solid and duotone, as SVG, in a Figma plugin and as React components.',
      'One payment gives a commercial licence for every project, forever.',
    ],
    features: [
      '30,000 icons',
      'Outline, solid and duotone styles',
      'SVG and PNG export',
      'Figma plugin',
      'React and Vue components',
      'Commercial licence',
      'Free updates',
    ],
    usps: ['Pay once, use forever', 'Every icon on the same grid', 'New icons every month'],
    faqs: [
      {
        question: 'Do I get new icons after buying?',
        answer: 'Yes. Every icon added later is included at no extra cost.',
      },
    ],
  },
  paystream: {
    audience: 'SaaS companies selling subscriptions in several countries.',
    about:
      'PayStream runs subscription billing for SaaS companies: plans, checkout, invoices and tax, in any currency.',
    details: [
      'Failed renewals are retried on a smart schedule and customers are asked to update their card.',
      'Prices are shown and charged in each customer’s own currency, with tax added for their country.',
    ],
    features: [
      'Subscription plans and trials',
      'Hosted checkout',
      'Smart retries for failed cards',
      '35 currencies',
      'Tax for every country',
      'Customer portal',
      'Revenue reports',
    ],
    usps: [
      'Priced as a share of revenue, nothing up front',
      'Recovers failed renewals automatically',
      'Global tax handled',
    ],
    faqs: [
      {
        question: 'Can I migrate existing subscribers?',
        answer: 'Yes, with their cards and renewal dates, without asking them to sign up again.',
      },
    ],
  },
  'copysmith-ai': {
    audience: 'Content teams and agencies who write for a brand with a voice of its own.',
    about: 'Wordsmithy writes copy that sounds like your brand, learned from the texts you already published.',
    details: [
      'Upload your best pages and a glossary; drafts follow your tone, words and spelling.',
      'Every draft comes in three variants, with a note on what each one tries.',
    ],
    features: [
      'Brand voice learned from your texts',
      'Glossary and banned words',
      'Three variants per draft',
      'Headlines, ads and product pages',
      'Team style guides',
      'Browser extension',
      'API access',
    ],
    usps: ['Sounds like your brand, not like a robot', 'Your texts never train shared models', 'Drafts in seconds'],
    faqs: [
      {
        question: 'Is my content used to train models?',
        answer: 'No. Your texts are used for your workspace only.',
      },
    ],
  },
  linguabridge: {
    audience: 'Companies who translate formatted documents such as manuals, decks and contracts.',
    about: 'LinguaBridge translates whole documents and keeps their formatting, tables and layout intact.',
    details: [
      'Word, PowerPoint, PDF and InDesign files come back in the same layout, ready to send.',
      'A glossary keeps product names and terms the same in every translation.',
    ],
    features: [
      'Word, PowerPoint, PDF and InDesign',
      'Layout kept intact',
      'Glossaries',
      '30 languages',
      'Human review option',
      'Translation memory',
      'API access',
    ],
    usps: ['Formatting kept exactly', 'Swiss data protection', 'Pay per page, no subscription'],
    faqs: [
      {
        question: 'Can a professional translator review the result?',
        answer: 'Yes. Order a human review for any document from the same screen.',
      },
    ],
  },
  researchowl: {
    audience: 'Students, analysts and researchers who need answers they can check.',
    about: 'ResearchOwl is a research assistant that reads papers, reports and the web for you and cites every source.',
    details: [
      'Each claim in an answer links to the passage it came from, so you can check it in one click.',
      'Longer questions run in the background and return a report with a reading list.',
    ],
    features: [
      'Citations for every claim',
      'Background research reports',
      'Reads PDFs and papers',
      'Reading lists',
      'Export to Word and Markdown',
      'Team workspaces',
      'API access',
    ],
    usps: ['Every claim cited', 'Free plan for students', 'Built by researchers'],
    faqs: [
      {
        question: 'Which sources does it search?',
        answer: 'Open-access papers, the public web and any documents you upload.',
      },
    ],
  },
  scanwise: {
    audience: 'Finance and operations teams who key in receipts, invoices or forms.',
    about: 'ScanWise reads receipts, invoices and handwritten forms and returns their fields as structured data.',
    details: [
      'Each field comes with a confidence score, and uncertain ones go to a review queue.',
      'It runs in our cloud or on your own servers with the same API.',
    ],
    features: [
      'Receipts and invoices',
      'Handwriting recognition',
      'Confidence for every field',
      'Review queue',
      'Self-hosted deployment',
      'Batch uploads',
      'Python and JavaScript SDKs',
    ],
    usps: ['Reads handwriting too', 'One cent per page', 'Runs on your own servers'],
    faqs: [
      {
        question: 'Which languages can it read?',
        answer: 'Printed text in 60 languages and handwriting in English, Hindi, Spanish and German.',
      },
    ],
  },
  dealdesk: {
    audience: 'Founders who still do the selling themselves, and their first salespeople.',
    about: 'DealDesk is a lightweight CRM for founders who still do the selling themselves.',
    details: [
      'Your pipeline fits on one screen, and every deal shows its next step and when it is due.',
      'E-mails with a lead are logged automatically, and DealDesk reminds you when a lead goes quiet.',
    ],
    features: [
      'One-screen pipeline',
      'Next step on every deal',
      'Gmail and Outlook sync',
      'Follow-up reminders',
      'Lead import from CSV',
      'Mobile app',
      'Simple forecast',
    ],
    usps: ['Set up in ten minutes', 'No sales-ops degree needed', '14-day free trial'],
    faqs: [
      {
        question: 'Will it grow with my team?',
        answer: 'Yes. Add salespeople when you hire them; pipelines and reports stay the same.',
      },
    ],
  },
  helpharbor: {
    audience: 'Support teams of two to fifty people answering customers by e-mail and chat.',
    about: 'HelpHarbor gives support teams a shared inbox and a help center that answers common questions first.',
    details: [
      'E-mails, chats and forms arrive in one shared inbox, where each conversation has one owner.',
      'Help center articles are suggested to customers before they send a question.',
    ],
    features: [
      'Shared inbox',
      'Help center',
      'Collision detection',
      'Canned replies',
      'Satisfaction surveys',
      'Service-level timers',
      'API access',
    ],
    usps: ['Two agents never answer the same customer', 'Help center included', 'Priced per agent, not per ticket'],
    faqs: [
      {
        question: 'Can we keep our support e-mail address?',
        answer: 'Yes. Forward it to HelpHarbor and replies go out from the same address.',
      },
    ],
  },
  chatterbox: {
    audience: 'Online shops and SaaS teams who want to answer visitors while they are on the site.',
    about: 'Chatterbox puts a live chat on your site so visitors can ask before they leave, and become customers.',
    details: [
      'Agents answer from the browser or the mobile app, and see the page each visitor is on.',
      'After hours, a bot answers common questions and collects an e-mail address.',
    ],
    features: [
      'Chat widget in your colours',
      'Mobile apps for agents',
      'Visitor page and history',
      'After-hours bot',
      'Saved replies',
      'Chat routing',
      'Transcripts by e-mail',
    ],
    usps: ['Free for one seat', 'Widget under 30 KB', 'Answer from your phone'],
    faqs: [
      {
        question: 'Does it work with Shopify and WordPress?',
        answer: 'Yes, with plugins for both, or one line of script for any site.',
      },
    ],
  },
  cohortcamp: {
    audience: 'Educators and coaches who teach a group together over a few weeks.',
    about: 'CohortCamp runs cohort-based courses: live sessions, assignments and a group that learns together.',
    details: [
      'Live sessions are scheduled, streamed and recorded in the same place as the lessons.',
      'Assignments have deadlines and peer feedback, so each cohort keeps pace.',
    ],
    features: [
      'Live sessions with recordings',
      'Cohort schedules',
      'Assignments and peer feedback',
      'Certificates',
      'Payments and coupons',
      'Discussion space per cohort',
      'Completion reports',
    ],
    usps: ['Students finish together', 'Everything in one place', 'Pay per enrolment or a flat fee'],
    faqs: [
      {
        question: 'Can I run a self-paced version too?',
        answer: 'Yes. Recordings and lessons can be sold as a self-paced course between cohorts.',
      },
    ],
  },
  vocabvoyage: {
    audience: 'Anyone learning a language who has ten minutes a day.',
    about: 'VocabVoyage teaches vocabulary through short stories you read and hear, in 20 languages.',
    details: [
      'Each new word appears in a story first, then comes back as a flashcard just before you would forget it.',
      'Stories are recorded by native speakers and get harder as your vocabulary grows.',
    ],
    features: [
      'Stories at your level',
      'Spaced repetition flashcards',
      'Native speaker audio',
      '20 languages',
      'Offline mode',
      'Daily streaks',
      'Progress by topic',
    ],
    usps: ['Words learned in context', 'Free plan forever', 'Ten minutes a day'],
    faqs: [
      {
        question: 'Is it suitable for beginners?',
        answer: 'Yes. The first stories use a hundred common words and build up from there.',
      },
    ],
  },
  guildhall: {
    audience: 'Creators and organisations who run a paid membership community.',
    about: 'Guildhall is a community platform for creators and organisations who sell memberships.',
    details: [
      'Members get discussions, events and courses on your own site and in a branded app.',
      'Paid tiers grant access automatically and renew on their own.',
    ],
    features: [
      'Paid membership tiers',
      'Discussion forum',
      'Events with registrations',
      'Member directory',
      'Branded mobile app',
      'Moderation tools',
      'Single sign-on',
    ],
    usps: ['Your brand, your members', 'No transaction fees', 'Migration help included'],
    faqs: [
      {
        question: 'Can I move my members from another platform?',
        answer: 'Yes. We import members, their tiers and past discussions for you.',
      },
    ],
  },
  vaultkey: {
    audience: 'Engineering teams who share passwords, API keys and SSH keys.',
    about:
      'VaultKey is a password manager built for engineering teams, with secrets for servers and CI next to logins.',
    details: [
      'Passwords, API keys and SSH keys are end-to-end encrypted and shared by team, with an audit trail.',
      'A CLI injects secrets into builds and servers without writing them to disk.',
    ],
    features: [
      'End-to-end encryption',
      'Shared vaults per team',
      'CLI for servers and builds',
      'SSH key management',
      'Audit trail',
      'Single sign-on',
      'Self-hosted edition',
    ],
    usps: ['Open source and audited', 'Self-host for free', 'Built for engineers'],
    faqs: [
      {
        question: 'Has it been audited?',
        answer: 'Yes, by an independent security firm every year; the reports are public.',
      },
    ],
    problems: [
      'Passwords and API keys are shared in chat messages and forgotten there.',
      'When someone leaves, nobody knows which secrets they had.',
    ],
    outcomes: ['Secrets are shared safely and rotated when people leave.', 'Every access is on record.'],
  },
  spreadsheetbase: {
    audience: 'Teams whose data lives in spreadsheets and who need an API for it.',
    about: 'Spreadsheetbase turns any spreadsheet into a database with a REST API and a web form, without code.',
    details: [
      'Upload a file or connect a sheet; columns become typed fields and every row gets an endpoint.',
      'Changes sync both ways, so people keep editing the sheet they know.',
    ],
    features: [
      'Sheets to database in one click',
      'REST API for every table',
      'Two-way sync',
      'Forms for data entry',
      'Row-level permissions',
      'Webhooks',
      'CSV import and export',
    ],
    usps: ['Keep using your spreadsheet', 'An API in minutes', 'Free for 1,000 rows'],
    faqs: [
      {
        question: 'Which spreadsheets can I connect?',
        answer: 'Google Sheets, Excel files on OneDrive and any CSV upload.',
      },
    ],
  },
  podcastly: {
    audience: 'Podcasters who want hosting, transcripts and listener numbers in one place.',
    about: 'Podcastly hosts your podcast, publishes it to every app and writes a transcript of each episode.',
    details: [
      'Episodes go out to Apple Podcasts, Spotify and the rest from one upload.',
      'Listener numbers are shown per episode, per app and per country.',
    ],
    features: [
      'Unlimited episodes',
      'Automatic transcripts',
      'Publishing to every podcast app',
      'Listener numbers per episode',
      'Episode pages',
      'Private feeds',
      'Mobile app',
    ],
    usps: ['Transcripts included', 'Unlimited uploads', 'Switch from another host in minutes'],
    faqs: [
      {
        question: 'Can I move my show from another host?',
        answer: 'Yes. Import the feed, and listeners follow automatically with a redirect.',
      },
    ],
    problems: ['Publishing an episode means uploading it to four places and typing the show notes twice.'],
    outcomes: ['Each episode reaches every listener on launch day, with a transcript people can search.'],
  },
  'testpilot-ci': {
    audience: 'Engineering teams whose test suite makes them wait for CI.',
    about: 'Testrunner splits your test suite over parallel machines and cuts CI time in half.',
    details: [
      'It learns how long each test takes and balances them so every machine finishes at the same moment.',
      'Flaky tests are detected across runs and reported with their history.',
    ],
    features: [
      'Timing-based test splitting',
      'Flaky test detection',
      'GitHub Actions, GitLab and CircleCI',
      'Jest, Pytest, RSpec and Go test',
      'Per-minute billing',
      'Test history',
      'API access',
    ],
    usps: ['Half the CI time, guaranteed', 'Pay only for build minutes', 'Five-minute setup'],
    faqs: [
      {
        question: 'Which test frameworks are supported?',
        answer: 'Jest, Vitest, Pytest, RSpec, PHPUnit and Go test, on any CI provider.',
      },
    ],
  },
};
