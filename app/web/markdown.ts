// A small Markdown-to-HTML renderer for the subset the blog posts and the API description use:
// headings, paragraphs, lists, block quotes, fenced code, tables, code spans, emphasis and links.
// Every piece of text is escaped and raw HTML is never passed through, so untrusted Markdown
// cannot inject markup; links keep only http, https, mailto and relative targets.
import { escapeHtml } from './layout.ts';

export interface MarkdownOptions {
  /** Added to every heading level (`#` becomes h2 with 1), so a page keeps a single h1. */
  headingOffset?: number;
}

const safeSchemes = new Set(['http:', 'https:', 'mailto:']);

/** The link target when it is safe to follow, else undefined (the link is dropped, its text kept). */
export function safeHref(raw: string): string | undefined {
  const href = raw.trim();
  // Browsers drop ASCII control characters and whitespace inside schemes ("java\tscript:").
  if (/[\u0000-\u0020\u007f]/.test(href)) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1];
  if (scheme && !safeSchemes.has(`${scheme.toLowerCase()}:`)) return undefined;
  return href;
}

const inlinePattern = new RegExp(
  [
    /`([^`]+)`/, // `code`
    /\[([^\]]+)\]\(([^()\s]+)\)/, // [text](target)
    /\*\*(?=\S)(.+?)\*\*/, // **strong**
    /(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])/, // *emphasis*
    /(?<!\w)_(?=\S)(.+?)(?<=\S)_(?!\w)/, // _emphasis_
  ]
    .map((part) => part.source)
    .join('|'),
  'g',
);

export function renderInline(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    html += escapeHtml(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [, code, linkText, linkTarget, strong, emphasis, underscored] = match;
    if (code !== undefined) html += `<code>${escapeHtml(code)}</code>`;
    else if (linkText !== undefined) {
      const href = safeHref(linkTarget);
      html +=
        href === undefined ? renderInline(linkText) : `<a href="${escapeHtml(href)}">${renderInline(linkText)}</a>`;
    } else if (strong !== undefined) html += `<strong>${renderInline(strong)}</strong>`;
    else html += `<em>${renderInline(emphasis ?? underscored)}</em>`;
  }
  return html + escapeHtml(text.slice(last));
}

const headingLine = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const listItemLine = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;
const fenceLine = /^\s{0,3}(```|~~~)\s*([\w+-]*)\s*$/;
const quoteLine = /^\s{0,3}>\s?(.*)$/;
const tableDivider = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

const startsBlock = (line: string, next: string | undefined) =>
  headingLine.test(line) ||
  listItemLine.test(line) ||
  fenceLine.test(line) ||
  quoteLine.test(line) ||
  (line.includes('|') && next !== undefined && tableDivider.test(next));

const tableCells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

interface ListItem {
  indent: number;
  ordered: boolean;
  text: string;
}

/** Items indented deeper than the first one nest under the item before them. */
function renderList(items: ListItem[]): string {
  const base = items[0].indent;
  const html: string[] = [];
  for (let at = 0; at < items.length;) {
    let end = at + 1;
    while (end < items.length && items[end].indent > base) end++;
    const nested = items.slice(at + 1, end);
    html.push(`<li>${renderInline(items[at].text)}${nested.length ? renderList(nested) : ''}</li>`);
    at = end;
  }
  const tag = items[0].ordered ? 'ol' : 'ul';
  return `<${tag}>${html.join('')}</${tag}>`;
}

export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: string[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index];
    if (!line.trim()) {
      index++;
      continue;
    }
    const fence = fenceLine.exec(line);
    if (fence) {
      const code: string[] = [];
      for (index++; index < lines.length && !lines[index].trim().startsWith(fence[1]); index++) code.push(lines[index]);
      index++;
      const language = fence[2] ? ` class="language-${escapeHtml(fence[2])}"` : '';
      blocks.push(`<pre><code${language}>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = headingLine.exec(line);
    if (heading) {
      const level = Math.min(6, heading[1].length + (options.headingOffset ?? 0));
      blocks.push(`<h${level}>${renderInline(heading[2])}</h${level}>`);
      index++;
      continue;
    }
    if (quoteLine.test(line)) {
      const quoted: string[] = [];
      for (; index < lines.length && quoteLine.test(lines[index]); index++)
        quoted.push(quoteLine.exec(lines[index])![1]);
      blocks.push(`<blockquote>${renderMarkdown(quoted.join('\n'), options)}</blockquote>`);
      continue;
    }
    if (line.includes('|') && index + 1 < lines.length && tableDivider.test(lines[index + 1])) {
      const head = tableCells(line)
        .map((cell) => `<th scope="col">${renderInline(cell)}</th>`)
        .join('');
      const rows: string[] = [];
      for (index += 2; index < lines.length && lines[index].includes('|') && lines[index].trim(); index++) {
        rows.push(
          `<tr>${tableCells(lines[index])
            .map((cell) => `<td>${renderInline(cell)}</td>`)
            .join('')}</tr>`,
        );
      }
      blocks.push(`<table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`);
      continue;
    }
    if (listItemLine.test(line)) {
      const items: ListItem[] = [];
      while (index < lines.length) {
        const item = listItemLine.exec(lines[index]);
        if (item) items.push({ indent: item[1].length, ordered: /\d/.test(item[2]), text: item[3] });
        // An indented line continues the item above it; anything else ends the list.
        else if (/^\s+\S/.test(lines[index]) && items.length) items[items.length - 1].text += ` ${lines[index].trim()}`;
        else break;
        index++;
      }
      blocks.push(renderList(items));
      continue;
    }
    const paragraph: string[] = [line.trim()];
    for (
      index++;
      index < lines.length && lines[index].trim() && !startsBlock(lines[index], lines[index + 1]);
      index++
    ) {
      paragraph.push(lines[index].trim());
    }
    blocks.push(`<p>${renderInline(paragraph.join(' '))}</p>`);
  }
  return blocks.join('\n');
}
