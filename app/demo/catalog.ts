// The fixed vocabulary of the demo directory: categories, hand-written flagship products, and the
// word lists the generator combines into the rest. Everything here is invented.
import type { CategoryAttribute } from '../../db/schema/directory.ts';

export interface DemoCategory {
  slug: string;
  name: string;
  description: string;
  /** What products here do, e.g. "monitor uptime": used in generated taglines. */
  topics: string[];
  keywords: string[];
  children?: DemoCategory[];
  attributes?: CategoryAttribute[];
}

const common: CategoryAttribute[] = [
  { key: 'pricing_model', label: 'Pricing model' },
  { key: 'pricing_summary', label: 'Pricing' },
  { key: 'stage', label: 'Stage' },
  { key: 'country', label: 'Country' },
  { key: 'founded_year', label: 'Founded' },
  { key: 'rating', label: 'Community rating' },
];
const tagAttribute = (tag: string, label: string): CategoryAttribute => ({ key: `tag:${tag}`, label });

export const demoCategories: DemoCategory[] = [
  {
    slug: 'developer-tools', name: 'Developer Tools', description: 'Tools that help software teams build, ship and run code.',
    topics: ['ship code faster'], keywords: ['developers', 'code'],
    attributes: [...common, tagAttribute('open-source', 'Open source'), tagAttribute('self-hosted', 'Self-hosted'), tagAttribute('api', 'Public API')],
    children: [
      { slug: 'api-tools', name: 'APIs & Integrations', description: 'Build, test, document and connect APIs.', topics: ['test APIs', 'document APIs', 'connect services'], keywords: ['api', 'webhooks', 'integration', 'rest', 'graphql'] },
      { slug: 'devops', name: 'DevOps & Monitoring', description: 'Deploy, observe and keep production healthy.', topics: ['monitor uptime', 'deploy containers', 'trace errors'], keywords: ['monitoring', 'uptime', 'kubernetes', 'deployment', 'logging', 'alerts'] },
      { slug: 'databases', name: 'Databases', description: 'Hosted databases, query tools and data pipelines.', topics: ['query databases', 'sync data', 'back up databases'], keywords: ['database', 'postgres', 'sql', 'backup', 'migration'] },
      { slug: 'code-quality', name: 'Code Quality', description: 'Review, test and secure source code.', topics: ['review pull requests', 'find vulnerabilities', 'run tests'], keywords: ['testing', 'security', 'linting', 'review'] },
    ],
  },
  {
    slug: 'productivity', name: 'Productivity', description: 'Get more done, alone or as a team.',
    topics: ['get organised'], keywords: ['productivity', 'workflow'],
    attributes: [...common, tagAttribute('mobile-app', 'Mobile app'), tagAttribute('offline', 'Works offline'), tagAttribute('team-plans', 'Team plans')],
    children: [
      { slug: 'note-taking', name: 'Note Taking', description: 'Capture ideas, notes and knowledge.', topics: ['take notes', 'build a knowledge base'], keywords: ['notes', 'markdown', 'wiki', 'knowledge'] },
      { slug: 'task-management', name: 'Task Management', description: 'Plan work and track tasks and projects.', topics: ['track tasks', 'plan projects', 'run sprints'], keywords: ['tasks', 'projects', 'kanban', 'todo'] },
      { slug: 'scheduling', name: 'Calendars & Scheduling', description: 'Book meetings and manage calendars.', topics: ['book meetings', 'share availability'], keywords: ['calendar', 'scheduling', 'meetings', 'booking'] },
      { slug: 'automation', name: 'Automation', description: 'Automate repetitive work across apps.', topics: ['automate workflows', 'connect apps'], keywords: ['automation', 'workflows', 'nocode', 'zaps'] },
    ],
  },
  {
    slug: 'marketing', name: 'Marketing', description: 'Reach, convert and keep customers.',
    topics: ['grow an audience'], keywords: ['marketing', 'growth'],
    attributes: [...common, tagAttribute('free-trial', 'Free trial'), tagAttribute('api', 'Public API'), tagAttribute('gdpr', 'GDPR compliant')],
    children: [
      { slug: 'email-marketing', name: 'Email Marketing', description: 'Newsletters, campaigns and automated email.', topics: ['send newsletters', 'automate email campaigns'], keywords: ['email', 'newsletter', 'campaigns', 'subscribers'] },
      { slug: 'seo', name: 'SEO', description: 'Rank higher in search engines.', topics: ['track rankings', 'audit websites', 'research keywords'], keywords: ['seo', 'keywords', 'rankings', 'backlinks'] },
      { slug: 'social-media', name: 'Social Media', description: 'Plan, publish and measure social posts.', topics: ['schedule posts', 'measure engagement'], keywords: ['social', 'posts', 'scheduling', 'engagement'] },
      { slug: 'web-analytics', name: 'Web Analytics', description: 'Understand visitors without the noise.', topics: ['measure traffic', 'understand visitors'], keywords: ['analytics', 'traffic', 'dashboards', 'privacy'] },
    ],
  },
  {
    slug: 'design', name: 'Design', description: 'Create interfaces, graphics and video.',
    topics: ['design faster'], keywords: ['design', 'creative'],
    attributes: [...common, tagAttribute('collaboration', 'Real-time collaboration'), tagAttribute('figma-plugin', 'Figma plugin'), tagAttribute('mobile-app', 'Mobile app')],
    children: [
      { slug: 'ui-design', name: 'UI Design', description: 'Design and hand off user interfaces.', topics: ['design interfaces', 'build design systems'], keywords: ['ui', 'components', 'design system', 'wireframes'] },
      { slug: 'video-editing', name: 'Video Editing', description: 'Record, edit and share video.', topics: ['edit videos', 'record screencasts'], keywords: ['video', 'editing', 'recording', 'subtitles'] },
      { slug: 'illustration', name: 'Illustration & Graphics', description: 'Icons, illustrations and graphics.', topics: ['create graphics', 'find icons'], keywords: ['icons', 'illustrations', 'graphics', 'vector'] },
    ],
  },
  {
    slug: 'finance', name: 'Finance', description: 'Money in, money out, and the paperwork in between.',
    topics: ['manage money'], keywords: ['finance', 'money'],
    attributes: [...common, tagAttribute('multi-currency', 'Multi-currency'), tagAttribute('bank-sync', 'Bank sync'), tagAttribute('api', 'Public API')],
    children: [
      { slug: 'invoicing', name: 'Invoicing', description: 'Send invoices and get paid on time.', topics: ['send invoices', 'chase late payments'], keywords: ['invoices', 'invoicing', 'billing', 'freelancers'] },
      { slug: 'bookkeeping', name: 'Bookkeeping', description: 'Keep the books and prepare taxes.', topics: ['keep the books', 'track expenses'], keywords: ['bookkeeping', 'accounting', 'expenses', 'taxes'] },
      { slug: 'payments', name: 'Payments', description: 'Accept payments and manage subscriptions.', topics: ['accept payments', 'manage subscriptions'], keywords: ['payments', 'subscriptions', 'checkout', 'billing'] },
    ],
  },
  {
    slug: 'artificial-intelligence', name: 'Artificial Intelligence', description: 'Products built around machine learning models.',
    topics: ['work with AI'], keywords: ['ai', 'machine learning'],
    attributes: [...common, tagAttribute('api', 'Public API'), tagAttribute('self-hosted', 'Self-hosted'), tagAttribute('open-source', 'Open source')],
    children: [
      { slug: 'ai-writing', name: 'AI Writing', description: 'Draft, edit and translate text with AI.', topics: ['draft copy', 'translate documents', 'summarise reports'], keywords: ['writing', 'copywriting', 'translation', 'summaries'] },
      { slug: 'ai-assistants', name: 'AI Assistants', description: 'Assistants and agents that do work for you.', topics: ['answer questions', 'automate research'], keywords: ['assistant', 'agents', 'chatbot', 'research'] },
      { slug: 'computer-vision', name: 'Computer Vision', description: 'See and understand images and video.', topics: ['tag images', 'read documents'], keywords: ['vision', 'ocr', 'images', 'detection'] },
    ],
  },
  {
    slug: 'sales-and-support', name: 'Sales & Support', description: 'Win customers and keep them happy.',
    topics: ['close deals'], keywords: ['sales', 'customers'],
    attributes: [...common, tagAttribute('free-trial', 'Free trial'), tagAttribute('mobile-app', 'Mobile app'), tagAttribute('api', 'Public API')],
    children: [
      { slug: 'crm', name: 'CRM', description: 'Track leads, deals and relationships.', topics: ['track leads', 'manage pipelines'], keywords: ['crm', 'leads', 'pipeline', 'deals'] },
      { slug: 'customer-support', name: 'Customer Support', description: 'Help desks, ticketing and knowledge bases.', topics: ['answer tickets', 'publish help centers'], keywords: ['helpdesk', 'tickets', 'support', 'knowledge base'] },
      { slug: 'live-chat', name: 'Live Chat', description: 'Talk to visitors in real time.', topics: ['chat with visitors', 'qualify leads'], keywords: ['chat', 'messaging', 'widget', 'visitors'] },
    ],
  },
  {
    slug: 'education', name: 'Education', description: 'Learn, teach and build communities.',
    topics: ['learn new skills'], keywords: ['learning', 'education'],
    attributes: [...common, tagAttribute('mobile-app', 'Mobile app'), tagAttribute('certificates', 'Certificates'), tagAttribute('free-plan', 'Free plan')],
    children: [
      { slug: 'online-courses', name: 'Online Courses', description: 'Create and sell courses.', topics: ['sell courses', 'host cohorts'], keywords: ['courses', 'cohorts', 'lessons', 'creators'] },
      { slug: 'language-learning', name: 'Language Learning', description: 'Learn and practise languages.', topics: ['practise languages', 'learn vocabulary'], keywords: ['languages', 'vocabulary', 'pronunciation', 'flashcards'] },
      { slug: 'communities', name: 'Communities', description: 'Run paid and free online communities.', topics: ['run communities', 'host events'], keywords: ['community', 'members', 'forum', 'events'] },
    ],
  },
];

export interface Flagship {
  slug: string;
  name: string;
  tagline: string;
  category: string;
  keywords: string[];
  tags: string[];
  pricing_model: string;
  pricing_summary: string;
  country: string;
  city: string;
  founded_year: number;
}

/** Hand-written products with distinctive words: the typo test table searches for these. */
export const flagships: Flagship[] = [
  { slug: 'invoicely', name: 'Invoicely', tagline: 'Invoicing for freelancers who hate chasing payments', category: 'invoicing', keywords: ['invoices', 'reminders', 'freelancers'], tags: ['multi-currency', 'api'], pricing_model: 'freemium', pricing_summary: 'Free for 3 clients, $12/month unlimited', country: 'GB', city: 'London', founded_year: 2021 },
  { slug: 'ledgerleaf', name: 'LedgerLeaf', tagline: 'Bookkeeping on autopilot for small businesses', category: 'bookkeeping', keywords: ['bookkeeping', 'receipts', 'reconciliation'], tags: ['bank-sync'], pricing_model: 'subscription', pricing_summary: 'From $19/month', country: 'NL', city: 'Amsterdam', founded_year: 2019 },
  { slug: 'kubewatch', name: 'KubeWatch', tagline: 'Kubernetes monitoring that explains what broke', category: 'devops', keywords: ['kubernetes', 'monitoring', 'alerts', 'clusters'], tags: ['open-source', 'self-hosted'], pricing_model: 'open-source', pricing_summary: 'Free self-hosted, cloud from $49/month', country: 'DE', city: 'Berlin', founded_year: 2020 },
  { slug: 'uptimebird', name: 'UptimeBird', tagline: 'Uptime checks and status pages in one minute', category: 'devops', keywords: ['uptime', 'status page', 'incidents'], tags: ['api'], pricing_model: 'freemium', pricing_summary: '10 monitors free, $9/month for 100', country: 'PL', city: 'Warsaw', founded_year: 2022 },
  { slug: 'querypilot', name: 'QueryPilot', tagline: 'A SQL editor that writes the joins for you', category: 'databases', keywords: ['sql', 'postgres', 'editor', 'queries'], tags: ['self-hosted'], pricing_model: 'subscription', pricing_summary: '$15 per seat per month', country: 'US', city: 'Austin', founded_year: 2021 },
  { slug: 'hookrelay', name: 'HookRelay', tagline: 'Reliable webhooks with retries and replay', category: 'api-tools', keywords: ['webhooks', 'retries', 'events'], tags: ['api', 'open-source'], pricing_model: 'usage-based', pricing_summary: '$1 per 100k deliveries', country: 'CA', city: 'Toronto', founded_year: 2022 },
  { slug: 'notebloom', name: 'NoteBloom', tagline: 'Markdown notes that link themselves', category: 'note-taking', keywords: ['notes', 'markdown', 'backlinks'], tags: ['offline', 'mobile-app'], pricing_model: 'freemium', pricing_summary: 'Free, sync $4/month', country: 'FR', city: 'Lyon', founded_year: 2020 },
  { slug: 'sprintboard', name: 'Sprintboard', tagline: 'Sprint planning without the ceremony', category: 'task-management', keywords: ['sprints', 'kanban', 'backlog'], tags: ['team-plans'], pricing_model: 'subscription', pricing_summary: '$8 per user per month', country: 'SE', city: 'Stockholm', founded_year: 2018 },
  { slug: 'calendly-clone-meetmate', name: 'MeetMate', tagline: 'Scheduling links that respect time zones', category: 'scheduling', keywords: ['scheduling', 'calendar', 'availability'], tags: ['mobile-app', 'team-plans'], pricing_model: 'freemium', pricing_summary: 'Free for one calendar, $10/month for teams', country: 'IE', city: 'Dublin', founded_year: 2021 },
  { slug: 'zapflow', name: 'Zapflow', tagline: 'Workflow automation for operations teams', category: 'automation', keywords: ['automation', 'workflows', 'integrations'], tags: ['team-plans'], pricing_model: 'subscription', pricing_summary: 'From $29/month', country: 'ES', city: 'Barcelona', founded_year: 2019 },
  { slug: 'newsletterhq', name: 'NewsletterHQ', tagline: 'Newsletter platform for independent writers', category: 'email-marketing', keywords: ['newsletter', 'subscribers', 'paid newsletters'], tags: ['free-trial', 'gdpr'], pricing_model: 'freemium', pricing_summary: 'Free up to 1,000 subscribers', country: 'US', city: 'Portland', founded_year: 2020 },
  { slug: 'rankradar', name: 'RankRadar', tagline: 'Keyword rank tracking that fits in your inbox', category: 'seo', keywords: ['rankings', 'keywords', 'serp'], tags: ['api'], pricing_model: 'subscription', pricing_summary: '$24/month for 500 keywords', country: 'AU', city: 'Melbourne', founded_year: 2018 },
  { slug: 'postpilot', name: 'PostPilot', tagline: 'Schedule social posts across every network', category: 'social-media', keywords: ['social media', 'scheduler', 'instagram'], tags: ['free-trial'], pricing_model: 'subscription', pricing_summary: '$15/month', country: 'BR', city: 'Sao Paulo', founded_year: 2021 },
  { slug: 'plainmetrics', name: 'PlainMetrics', tagline: 'Privacy-friendly website analytics without cookies', category: 'web-analytics', keywords: ['analytics', 'privacy', 'cookieless', 'dashboards'], tags: ['gdpr', 'api'], pricing_model: 'subscription', pricing_summary: 'From $9/month', country: 'EE', city: 'Tallinn', founded_year: 2020 },
  { slug: 'pixelforge', name: 'PixelForge', tagline: 'Design systems that stay in sync with code', category: 'ui-design', keywords: ['design system', 'components', 'tokens'], tags: ['collaboration', 'figma-plugin'], pricing_model: 'freemium', pricing_summary: 'Free for individuals, $12 per editor', country: 'DK', city: 'Copenhagen', founded_year: 2019 },
  { slug: 'clipcraft', name: 'ClipCraft', tagline: 'Turn long videos into short clips with subtitles', category: 'video-editing', keywords: ['video', 'clips', 'subtitles'], tags: ['mobile-app'], pricing_model: 'subscription', pricing_summary: '$19/month', country: 'US', city: 'Los Angeles', founded_year: 2022 },
  { slug: 'iconvault', name: 'IconVault', tagline: 'Thirty thousand consistent icons for product teams', category: 'illustration', keywords: ['icons', 'svg', 'illustrations'], tags: ['figma-plugin'], pricing_model: 'one-time', pricing_summary: '$79 once', country: 'PT', city: 'Lisbon', founded_year: 2017 },
  { slug: 'paystream', name: 'PayStream', tagline: 'Subscription billing for SaaS in any currency', category: 'payments', keywords: ['subscriptions', 'billing', 'checkout'], tags: ['multi-currency', 'api'], pricing_model: 'usage-based', pricing_summary: '0.5% of revenue', country: 'SG', city: 'Singapore', founded_year: 2019 },
  { slug: 'copysmith-ai', name: 'Wordsmithy', tagline: 'AI copywriting that sounds like your brand', category: 'ai-writing', keywords: ['copywriting', 'brand voice', 'marketing copy'], tags: ['api'], pricing_model: 'subscription', pricing_summary: '$29/month', country: 'US', city: 'New York', founded_year: 2023 },
  { slug: 'linguabridge', name: 'LinguaBridge', tagline: 'Document translation that keeps your formatting', category: 'ai-writing', keywords: ['translation', 'documents', 'localization'], tags: ['api'], pricing_model: 'usage-based', pricing_summary: '$10 per 100 pages', country: 'CH', city: 'Zurich', founded_year: 2021 },
  { slug: 'researchowl', name: 'ResearchOwl', tagline: 'An AI research assistant that cites its sources', category: 'ai-assistants', keywords: ['research', 'assistant', 'citations'], tags: ['api'], pricing_model: 'freemium', pricing_summary: 'Free, Pro $20/month', country: 'GB', city: 'Cambridge', founded_year: 2023 },
  { slug: 'scanwise', name: 'ScanWise', tagline: 'OCR that reads receipts, invoices and handwriting', category: 'computer-vision', keywords: ['ocr', 'receipts', 'handwriting'], tags: ['api', 'self-hosted'], pricing_model: 'usage-based', pricing_summary: '$0.01 per page', country: 'IN', city: 'Bengaluru', founded_year: 2020 },
  { slug: 'dealdesk', name: 'DealDesk', tagline: 'A lightweight CRM for founder-led sales', category: 'crm', keywords: ['crm', 'pipeline', 'leads'], tags: ['mobile-app', 'free-trial'], pricing_model: 'subscription', pricing_summary: '$12 per user per month', country: 'US', city: 'Denver', founded_year: 2020 },
  { slug: 'helpharbor', name: 'HelpHarbor', tagline: 'A shared inbox and help center for support teams', category: 'customer-support', keywords: ['helpdesk', 'shared inbox', 'tickets'], tags: ['api'], pricing_model: 'subscription', pricing_summary: '$15 per agent per month', country: 'NO', city: 'Oslo', founded_year: 2018 },
  { slug: 'chatterbox', name: 'Chatterbox', tagline: 'Live chat that turns visitors into customers', category: 'live-chat', keywords: ['live chat', 'widget', 'messaging'], tags: ['mobile-app'], pricing_model: 'freemium', pricing_summary: 'Free for one seat', country: 'IT', city: 'Milan', founded_year: 2021 },
  { slug: 'cohortcamp', name: 'CohortCamp', tagline: 'Run cohort-based courses with live sessions', category: 'online-courses', keywords: ['cohorts', 'courses', 'live sessions'], tags: ['certificates'], pricing_model: 'subscription', pricing_summary: '5% per enrolment or $99/month', country: 'US', city: 'Chicago', founded_year: 2021 },
  { slug: 'vocabvoyage', name: 'VocabVoyage', tagline: 'Learn vocabulary through stories in 20 languages', category: 'language-learning', keywords: ['vocabulary', 'languages', 'stories', 'flashcards'], tags: ['mobile-app', 'free-plan'], pricing_model: 'freemium', pricing_summary: 'Free, Plus $6/month', country: 'JP', city: 'Osaka', founded_year: 2019 },
  { slug: 'guildhall', name: 'Guildhall', tagline: 'Community platform for paid memberships', category: 'communities', keywords: ['community', 'memberships', 'forum'], tags: ['mobile-app'], pricing_model: 'subscription', pricing_summary: 'From $39/month', country: 'CA', city: 'Vancouver', founded_year: 2020 },
  { slug: 'vaultkey', name: 'VaultKey', tagline: 'A password manager for engineering teams', category: 'code-quality', keywords: ['passwords', 'secrets', 'security'], tags: ['open-source', 'self-hosted'], pricing_model: 'freemium', pricing_summary: 'Free self-hosted, $4 per user cloud', country: 'FI', city: 'Helsinki', founded_year: 2018 },
  { slug: 'spreadsheetbase', name: 'Spreadsheetbase', tagline: 'Turn any spreadsheet into a database with an API', category: 'databases', keywords: ['spreadsheet', 'database', 'api'], tags: ['api'], pricing_model: 'freemium', pricing_summary: 'Free for 1,000 rows', country: 'AT', city: 'Vienna', founded_year: 2022 },
  { slug: 'podcastly', name: 'Podcastly', tagline: 'Podcast hosting with transcripts and analytics', category: 'video-editing', keywords: ['podcast', 'hosting', 'transcripts'], tags: ['mobile-app'], pricing_model: 'subscription', pricing_summary: '$12/month', country: 'NZ', city: 'Auckland', founded_year: 2019 },
  { slug: 'testpilot-ci', name: 'Testrunner', tagline: 'Parallel test runs that cut CI time in half', category: 'code-quality', keywords: ['testing', 'continuous integration', 'parallel'], tags: ['api'], pricing_model: 'usage-based', pricing_summary: '$0.004 per build minute', country: 'LT', city: 'Vilnius', founded_year: 2021 },
];

export const brandPrefixes = ['Bright', 'Cloud', 'Swift', 'Nova', 'Pulse', 'Orbit', 'Quill', 'Echo', 'Lumen', 'Atlas', 'Cedar', 'Ember', 'Fjord', 'Harbor', 'Kite', 'Maple', 'Nimbus', 'Onyx', 'Prism', 'Ripple', 'Sable', 'Tidal', 'Umber', 'Vela', 'Willow', 'Zephyr', 'Amber', 'Basalt', 'Cobalt', 'Drift', 'Flint', 'Glade', 'Helix', 'Iris', 'Juniper', 'Kestrel', 'Lark', 'Meadow', 'Nectar', 'Opal'];
export const brandSuffixes = ['path', 'nest', 'ly', 'stack', 'hub', 'base', 'flow', 'desk', 'labs', 'works', 'loop', 'kit', 'forge', 'mint', 'wave', 'scope', 'grid', 'dock', 'lane', 'yard'];

export const audiences = ['freelancers', 'startups', 'small businesses', 'agencies', 'remote teams', 'enterprises', 'solo founders', 'product teams', 'creators', 'nonprofits', 'developers', 'students'];
export const benefits = ['in minutes', 'without spreadsheets', 'on autopilot', 'with zero setup', 'that people actually use', 'in one place', 'without the busywork', 'at any scale'];
export const featurePool = ['Two-way sync', 'Role-based permissions', 'Single sign-on', 'Audit log', 'CSV import and export', 'Zapier integration', 'Slack notifications', 'Custom domains', 'REST API', 'Webhooks', 'Dark mode', 'Offline mode', 'Templates gallery', 'Real-time collaboration', 'Mobile apps', 'Weekly reports', 'Custom fields', 'Public roadmap', 'Embeddable widget', 'Keyboard shortcuts'];
export const uspPool = ['Set up in under five minutes', 'No credit card to start', 'Data stored in the EU', 'Support from the founders', 'Fair pricing that scales with you', 'Open export formats, no lock-in', 'Built for accessibility', 'Works with the tools you already use'];
export const pricingModels = ['free', 'freemium', 'subscription', 'one-time', 'usage-based', 'open-source'];
export const stages = ['idea', 'mvp', 'launched', 'growing'];
export const places: [string, string][] = [['US', 'San Francisco'], ['US', 'New York'], ['GB', 'London'], ['DE', 'Berlin'], ['FR', 'Paris'], ['NL', 'Amsterdam'], ['CA', 'Toronto'], ['IN', 'Bengaluru'], ['ES', 'Madrid'], ['SE', 'Stockholm'], ['AU', 'Sydney'], ['BR', 'Sao Paulo'], ['JP', 'Tokyo'], ['PL', 'Krakow'], ['IE', 'Dublin'], ['PT', 'Porto'], ['SG', 'Singapore'], ['NG', 'Lagos'], ['MX', 'Mexico City'], ['IT', 'Turin']];
export const firstNames = ['Ava', 'Liam', 'Maya', 'Noah', 'Zara', 'Ethan', 'Leila', 'Omar', 'Sofia', 'Lucas', 'Hana', 'Mateo', 'Priya', 'Jonas', 'Elena', 'Kofi', 'Yuki', 'Ines', 'Arjun', 'Freya', 'Tomas', 'Amara', 'Felix', 'Nina', 'Diego', 'Aisha', 'Henrik', 'Chloe', 'Ravi', 'Greta'];
export const lastNames = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Schmidt', 'Rossi', 'Novak', 'Silva', 'Kowalski', 'Haddad', 'Oliveira', 'Nakamura', 'Jensen', 'Murphy', 'Patel', 'Fischer', 'Garcia', 'Dubois', 'Kim', 'Andersen', 'Costa', 'Ibrahim', 'Meyer', 'Sato', 'Byrne'];
export const founderTitles = ['Founder & CEO', 'Co-founder & CTO', 'Founder', 'Co-founder & Designer', 'Co-founder & COO', 'Solo founder'];

export const interviewQuestions: { question: string; topic: string }[] = [
  { question: 'What made you start this company?', topic: 'origin' },
  { question: 'What problem were you trying to solve for yourself?', topic: 'origin' },
  { question: 'How did you find your first ten customers?', topic: 'growth' },
  { question: 'Which marketing channel surprised you the most?', topic: 'growth' },
  { question: 'What is your tech stack and why?', topic: 'product' },
  { question: 'What feature did you cut that you are glad you cut?', topic: 'product' },
  { question: 'How do you price, and how did you decide?', topic: 'business' },
  { question: 'What was the hardest moment so far?', topic: 'journey' },
  { question: 'What would you tell yourself on day one?', topic: 'advice' },
  { question: 'Which tools could you not run the company without?', topic: 'tools' },
];

export const blogTopics: { title: string; tags: string[]; body: string; faqs: { question: string; answer: string }[] }[] = [
  { title: 'How to prepare for launch week', tags: ['launch', 'guide'], body: 'A launch is a week of attention you can plan for. Start two weeks early: write the tagline, record a short demo, line up the first people who will try it.', faqs: [{ question: 'When should I start preparing?', answer: 'Two to three weeks before your launch week.' }, { question: 'Do I need a demo video?', answer: 'It is optional, but listings with a short demo get more follows.' }] },
  { title: 'Writing a tagline people remember', tags: ['copywriting'], body: 'A tagline says who it is for and what changes for them. Drop adjectives, keep verbs, and read it out loud.', faqs: [{ question: 'How long should a tagline be?', answer: 'Under 60 characters reads well everywhere.' }] },
  { title: 'Free or paid listing: which one fits you', tags: ['pricing', 'guide'], body: 'The free plan queues your launch six to eight weeks out and needs our badge on your homepage. Paid launches pick their week.', faqs: [{ question: 'Can I switch from free to paid?', answer: 'Yes, buy the launch product for the listing at any time before it goes live.' }] },
  { title: 'What the leaderboards measure', tags: ['leaderboards'], body: 'Community votes, the paid billboard, Domain Rating and revenue are four separate rankings. The billboard is paid placement and is always labelled so.', faqs: [{ question: 'Can money buy votes?', answer: 'No. Awards follow community votes only.' }] },
  { title: 'Ten founder stories from this quarter', tags: ['founders', 'stories'], body: 'We asked founders what made them start. Their answers range from a spreadsheet that grew too large to a missed invoice.', faqs: [{ question: 'How do I get featured?', answer: 'Answer the interview questions on your founder profile.' }] },
  { title: 'Getting your first hundred users', tags: ['growth'], body: 'Talk to people one by one. Post where your users already are. Measure which conversations turn into accounts.', faqs: [{ question: 'Should I run ads early?', answer: 'Usually not before you know who converts.' }] },
  { title: 'Relaunching after a major release', tags: ['launch'], body: 'A relaunch tells people what changed. Lead with the one improvement your users asked for most.', faqs: [{ question: 'How often can I relaunch?', answer: 'Once per major release; pick a week from the relaunch product.' }] },
  { title: 'How we keep the directory honest', tags: ['trust'], body: 'Profiles are drafted from each product website with quoted evidence; facts the site does not state stay blank. Reviews count only when genuine.', faqs: [{ question: 'Who writes the profiles?', answer: 'The founders, starting from a draft made from their own website.' }] },
  { title: 'Using the API and MCP server', tags: ['api', 'developers'], body: 'Everything on the site is available through the REST API and as MCP tools. Start with get_site_info.', faqs: [{ question: 'Do I need a key to read?', answer: 'No, public reads need no credentials.' }] },
  { title: 'Choosing categories for your listing', tags: ['guide'], body: 'Pick the category your buyers would browse first. Paid listings may add up to three more.', faqs: [{ question: 'Can I change my primary category?', answer: 'Yes, edit the listing.' }] },
  { title: 'Pricing pages that convert', tags: ['pricing', 'copywriting'], body: 'Show the price. Name who each plan is for. Put the most common question next to the button.', faqs: [{ question: 'Should I show annual pricing first?', answer: 'Show the plan most people pick first.' }] },
  { title: 'Badges and what they mean', tags: ['badges'], body: 'Listed, Launched, Featured, Verified and Launch of the Week badges each say something different. Verified means ownership was checked; it is not the same as paid.', faqs: [{ question: 'Does a badge cost money?', answer: 'Listed and Launched badges are free; Featured is a paid product.' }] },
];
