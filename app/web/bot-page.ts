// /bot: the page our crawler's user agent links to, saying what it reads and how to keep it out.
import express from 'express';
import type { Router } from 'express';
import type { Config } from '../config.ts';
import { botName } from '../crawl/crawler.ts';
import { escapeHtml, sendPage } from './layout.ts';

export function botPage(config: Pick<Config, 'crawler'>): Router {
  const router = express.Router();
  router.get('/bot', (_req, res) => {
    sendPage(res, {
      title: botName,
      body: `<p>${botName} reads a product's website when its founder submits the URL to Launch Directory,
to draft the product's profile.
It reads <code>/robots.txt</code> first and obeys its
<code>Disallow</code>, <code>Allow</code> and <code>Crawl-delay</code> rules for the user agent
<code>${botName}</code>, then the homepage and at most ${escapeHtml(config.crawler.maxPages)} pages
of the same site (about, pricing, features, FAQ, team, contact, blog).
It reads HTML only, never submits forms and never runs scripts.</p>
<p>To keep it out of your site, add to robots.txt:</p><pre>User-agent: ${botName}
Disallow: /</pre>`,
    });
  });
  return router;
}
