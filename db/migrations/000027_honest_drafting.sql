-- Honest drafting (issue 14). A draft records which engine wrote its AI values, the text on the
-- site that was addressed to AI systems or crawlers (never a source, shown to the owners), and the
-- quotes behind each FAQ, founder, social link, story part and milestone.
alter table drafts
  add column drafted_by jsonb,
  add column warnings jsonb not null default '[]',
  add column section_evidence jsonb not null default '[]';

-- The words that place a product in a category ("newsletter", "uptime"), besides the category's
-- own name: the drafter maps a site to the taxonomy with them and quotes the words as evidence.
alter table categories add column keywords text[] not null default '{}';
