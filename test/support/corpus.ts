// The drafting corpus on disk (test/drafting-corpus/<set>/<site>/files + truth.json) as fixture
// sites: URL path /x/y is served from files/x/y when that file exists, else files/x/y.html, else
// files/x/y/index.html; / is files/index.html. Tests, the crawler checks and `make bench-drafting`
// serve the sites through the same fixture server.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../app/config.ts';
import type { Answer, FixtureSite } from './fixture-sites/sites.ts';

export const corpusRoot = path.join(projectRoot, 'test/drafting-corpus');
/** A set is a directory under the corpus root: `dev` or a held-out set such as `held-out-v12`. */
export type CorpusSet = string;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const pending = [''];
  while (pending.length) {
    const relative = pending.pop()!;
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) pending.push(child);
      else found.push(child);
    }
  }
  return found.sort();
}

/** Whether a set's directory exists (a held-out set may be written on another branch). */
export function corpusSetExists(set: CorpusSet): boolean {
  return existsSync(path.join(corpusRoot, set));
}

/** The site names of a set, in a stable order. */
export function corpusSiteNames(set: CorpusSet): string[] {
  const dir = path.join(corpusRoot, set);
  return readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .sort();
}

/** One corpus site as routes for the fixture server, resolved the way the corpus README says. */
export function corpusSite(set: CorpusSet, name: string): FixtureSite {
  const filesDir = path.join(corpusRoot, set, name, 'files');
  const files = filesUnder(filesDir);
  const answerFor = (file: string): Answer => ({
    type: contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    body: readFileSync(path.join(filesDir, file)),
  });
  const routes: FixtureSite['routes'] = {};
  // Least specific first, so an exact file wins over x.html, which wins over x/index.html.
  for (const file of files.filter((candidate) => candidate.endsWith('/index.html') || candidate === 'index.html')) {
    const directory = file.slice(0, -'index.html'.length);
    routes[`/${directory}`] = answerFor(file);
    if (directory) routes[`/${directory.slice(0, -1)}`] = answerFor(file);
  }
  for (const file of files.filter((candidate) => candidate.endsWith('.html'))) {
    routes[`/${file.slice(0, -'.html'.length)}`] = answerFor(file);
  }
  for (const file of files) routes[`/${file}`] = answerFor(file);
  return { key: name, routes };
}

/** A site's truth.json, parsed; its meaning is read by the bench (scripts/bench-drafting/truth.ts). */
export function corpusTruth(set: CorpusSet, name: string): unknown {
  return JSON.parse(readFileSync(path.join(corpusRoot, set, name, 'truth.json'), 'utf8'));
}
