// The Markdown renderer: the subset the blog and the API description use, and nothing that could
// run: HTML comes out escaped, links keep only safe schemes.
import { JSDOM } from 'jsdom';
import { renderMarkdown, safeHref } from '../../app/web/markdown.ts';

const dom = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;

test('headings, paragraphs, lists, quotes, code, tables, emphasis and links', () => {
  const html = renderMarkdown(
    [
      '# Title',
      '',
      'A paragraph that',
      'wraps, with **bold**, *emphasis*, `code <b>` and [a link](https://example.com/a?b=1&c=2).',
      '',
      '- one',
      '- two with a',
      '  continuation',
      '',
      '1. first',
      '2. second',
      '',
      '> Quoted *words*',
      '',
      '```json',
      '{"a": "<b>"}',
      '```',
      '',
      '| Scope | Allows |',
      '|---|---|',
      '| `read` | Read things |',
      '',
      'snake_case_words stay as they are.',
    ].join('\n'),
    { headingOffset: 1 },
  );
  const body = dom(html);
  expect(body.querySelector('h2')?.textContent).toBe('Title');
  expect(body.querySelector('p')?.innerHTML).toBe(
    'A paragraph that wraps, with <strong>bold</strong>, <em>emphasis</em>, <code>code &lt;b&gt;</code> ' +
      'and <a href="https://example.com/a?b=1&amp;c=2">a link</a>.',
  );
  expect([...body.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two with a continuation']);
  expect([...body.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['first', 'second']);
  expect(body.querySelector('blockquote em')?.textContent).toBe('words');
  expect(body.querySelector('pre code.language-json')?.textContent).toBe('{"a": "<b>"}');
  expect([...body.querySelectorAll('table th')].map((th) => th.textContent)).toEqual(['Scope', 'Allows']);
  expect(body.querySelector('table td code')?.textContent).toBe('read');
  expect(body.lastElementChild?.textContent).toBe('snake_case_words stay as they are.');
});

test('indented items nest under the item before them', () => {
  const body = dom(renderMarkdown('- `sort`:\n  - `newest`: latest first\n  - `votes`: most voted\n- `status`'));
  expect([...body.querySelectorAll(':scope > ul > li')].map((li) => li.firstChild?.textContent)).toEqual([
    'sort',
    'status',
  ]);
  expect([...body.querySelectorAll('ul ul li')].map((li) => li.textContent)).toEqual([
    'newest: latest first',
    'votes: most voted',
  ]);
});

test('raw HTML is escaped, never passed through', () => {
  const body = dom(
    renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n' +
        '## <b onclick="x()">hi</b>\n\n- <iframe src="https://evil.example">',
    ),
  );
  expect(body.querySelectorAll('script, img, iframe, b').length).toBe(0);
  expect(body.textContent).toContain('<script>alert(1)</script>');
  expect(
    [...body.querySelectorAll('*')].some((element) =>
      [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
    ),
  ).toBe(false);
});

test('links with unsafe schemes are dropped, their text kept', () => {
  const hostile = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'java\tscript:alert(1)',
    'file:///etc/passwd',
  ];
  for (const target of hostile) {
    const body = dom(renderMarkdown(`[click](${target}) and [ok](/docs)`));
    expect([...body.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/docs']);
    expect(body.textContent).toContain('click');
  }
  expect(safeHref('mailto:hello@example.com')).toBe('mailto:hello@example.com');
  expect(safeHref(' javascript:alert(1)')).toBeUndefined();
  // A quote cannot close the attribute.
  const link = dom(renderMarkdown('[x](https://example.com/"onmouseover="alert`1`)')).querySelector('a')!;
  expect(link.getAttribute('href')).toBe('https://example.com/"onmouseover="alert`1`');
  expect(link.getAttribute('onmouseover')).toBeNull();
});
