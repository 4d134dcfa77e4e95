// The homepage's links the crawler would read, best first: its ranking without whether each names a kind of page.
import { rankLinks } from '../../app/crawl/crawler.ts';

export const chooseLinks = (document: Document, home: string, limit: number): string[] =>
  rankLinks(document, home, limit).map(({ url }) => url);
