// The worker-thread side of isolated.ts: runs one task on hostile input and posts its outcome. Any
// failure is reported as a message; running out of heap or time ends the thread from outside. Each
// task imports only what it needs, so a thread starts quickly.
import { parentPort } from 'node:worker_threads';
import type { Config } from '../config.ts';
import type { DraftedBy } from '../../db/schema/drafts.ts';
import type { DraftResult, ProfileField, SourcePage, Taxonomy } from '../draft/fields.ts';
import { CrawlFailure } from './fetch.ts';

export interface DraftInput {
  engine: 'claude' | 'extractive';
  anthropic?: Config['anthropic'];
  pages: SourcePage[];
  only?: ProfileField[];
  taxonomy?: Taxonomy;
}

const tasks = {
  readPage: async ({ html, url, linkLimit }: { html: string; url: string; linkLimit: number }) => {
    const [{ pageText, parseHtml }, { rankLinks }] = await Promise.all([
      import('./page-text.ts'),
      import('./crawler.ts'),
    ]);
    const document = parseHtml(html, url);
    // Links first: pageText removes the unseen parts of the document.
    const ranked = linkLimit > 0 ? rankLinks(document, url, linkLimit) : [];
    return {
      text: pageText(document),
      links: ranked.map((link) => link.url),
      kindLinks: ranked.filter((link) => link.ofKind).map((link) => link.url),
    };
  },
  draft: async (input: DraftInput): Promise<DraftResult & { drafted_by: DraftedBy }> => {
    const { draftFromPages } = await import('../draft/profile.ts');
    const engine =
      input.engine === 'claude' && input.anthropic
        ? (await import('../draft/claude.ts')).claudeEngine(input.anthropic)
        : (await import('../draft/extractive.ts')).extractiveEngine;
    return draftFromPages(engine, input.pages, input.only, input.taxonomy);
  },
};

export type IsolatedTasks = typeof tasks;

// One task at a time: isolated.ts sends the next only after this one's answer.
parentPort?.on('message', ({ task, input }: { task: keyof IsolatedTasks; input: never }) => {
  const port = parentPort!;
  const run = tasks[task] as (input: never) => Promise<unknown>;
  run(input).then(
    (value) => port.postMessage({ ok: true, value }),
    (error: unknown) =>
      port.postMessage(
        error instanceof CrawlFailure
          ? { ok: false, kind: error.kind, message: error.message }
          : error instanceof RangeError && /call stack/i.test(error.message)
            ? { ok: false, kind: 'too_complex', message: 'The page is too complex to read (it is nested too deeply).' }
            : { ok: false, message: error instanceof Error ? error.message : String(error) },
      ),
  );
});
