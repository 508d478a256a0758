import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ArticleBody, articleComponents } from '@/components/news/article-body';
import { filterUrl, isExternalUrl, isSafeUrl, MarkdownTooComplexError, renderMarkdown } from '@/lib/markdown';

describe('filterUrl (spec §5: http, https, irc, ircs, mailto, xmpp or relative)', () => {
  it.each([
    'http://example.com/a?b=c#d',
    'https://www.aws.org/standards',
    'HTTPS://EXAMPLE.COM',
    'irc://irc.libera.chat/welding',
    'ircs://irc.libera.chat:6697/welding',
    'mailto:sales@example.in',
    'xmpp:sales@example.in',
    '/news/bhiwandi-plant-expansion',
    '../images/x.svg',
    'guide.pdf',
    '#section',
    '?page=2',
    '//cdn.example.com/x.png',
    '/search?q=a:b',
    'folder/file:with-colon',
  ])('keeps %s', (url) => {
    expect(filterUrl(url)).toBe(url);
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
    'tel:+913340612200',
    'blob:https://example.com/uuid',
    'http :evil',
  ])('empties %j', (url) => {
    expect(filterUrl(url)).toBe('');
    expect(isSafeUrl(url)).toBe(false);
  });

  it('empties a missing URL', () => {
    expect(filterUrl(undefined)).toBe('');
    expect(filterUrl(null)).toBe('');
    expect(filterUrl('')).toBe('');
  });
});

const render = async (source: string) => renderToStaticMarkup(await renderMarkdown(source, articleComponents)).replace(/\n/g, '');

describe('renderMarkdown', () => {
  it('renders headings, paragraphs, bold, bullet and numbered lists', async () => {
    const html = await render('# Top\n\n## Section\n\n### Detail\n\nA **strong** word.\n\n- one\n- two\n\n1. first\n2. second\n');
    // The page title is the only h1: a body h1 becomes an h2.
    expect(html).not.toContain('<h1');
    expect(html).toMatch(/<h2[^>]*>Top<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Section<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Detail<\/h3>/);
    expect(html).toMatch(/<p[^>]*>A <strong[^>]*>strong<\/strong> word.<\/p>/);
    expect(html).toMatch(/<ul[^>]*><li[^>]*>one<\/li><li[^>]*>two<\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*><li[^>]*>first<\/li><li[^>]*>second<\/li><\/ol>/);
  });

  it('keeps safe links and images, opening external links safely', async () => {
    const html = await render('[AWS](https://www.aws.org) [news](/news) [mail](mailto:sales@example.in)\n\n![Spool](/images/news/fallback-2.svg)');
    expect(html).toContain('href="https://www.aws.org"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('href="/news"');
    expect(html).toContain('href="mailto:sales@example.in"');
    expect(html).toMatch(/<img src="\/images\/news\/fallback-2.svg" alt="Spool"/);
  });

  it('empties javascript:, data: and vbscript: links and images, keeping their text', async () => {
    const html = await render(
      [
        '[click me](javascript:alert(1)) [data link](data:text/html,<script>alert(1)</script>) [vb](vbscript:msgbox(1))',
        '[ref link][evil]',
        '<javascript:alert(2)>',
        '![pixel](data:image/png;base64,iVBORw0KGgo=)',
        '[evil]: JAVASCRIPT:alert(3)',
      ].join('\n\n'),
    );
    for (const attribute of html.match(/(?:href|src)="[^"]*"/g) ?? []) expect(attribute).not.toMatch(/javascript|vbscript|data:/i);
    expect(html).not.toContain('<img');
    expect(html).toContain('click me');
    expect(html).toContain('data link');
    expect(html).toContain('ref link');
  });

  it('never renders raw HTML: no script, iframe, style, event handler or inline element', async () => {
    const html = await render(
      [
        'Before',
        '<script>alert("xss")</script>',
        '<iframe src="https://evil.example"></iframe>',
        '<style>body{display:none}</style>',
        '<img src="x" onerror="alert(1)">',
        '<a href="javascript:alert(1)">raw link</a> and <b onclick="alert(1)">bold</b>',
        '<div><p>nested <object data="x.swf"></object></p></div>',
        'After {1 + 1} {process.exit()}',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<(script|iframe|style|object|embed|div|b)\b/i);
    expect(html).not.toMatch(/on(error|click|load)=/i);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('Before');
    expect(html).toContain('After {1 + 1} {process.exit()}');
  });
});

describe('scheme-relative links (//host) leave the site', () => {
  it.each(['//evil.example/x', '/\\evil.example/x', '\\\\evil.example/x', 'https://www.aws.org'])('%s opens as an external link', (url) => {
    expect(isExternalUrl(url)).toBe(true);
  });

  it.each(['/news', 'guide.pdf', '#section', '?page=2', 'mailto:sales@example.in'])('%s stays internal', (url) => {
    expect(isExternalUrl(url)).toBe(false);
  });

  it('renders them with the attributes of other external links', async () => {
    // (The parser percent-encodes backslashes, tabs and spaces: /\\evil becomes the path /%5Cevil.)
    const html = await render('[x](//evil.example/x) [y][ref] <//evil.example/z>\n\n[ref]: //evil.example/y');
    const links = html.match(/<a [^>]*>/g) ?? [];
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer nofollow"');
    }
  });
});

describe('hostile article bodies render quickly as the plain-text fallback', () => {
  const body = async (source: string) => renderToStaticMarkup(await ArticleBody({ source, articleId: 'hostile' }));
  const fallback = /^<div class="article-body[^"]*"><p class="[^"]*whitespace-pre-line">/;

  it.each([
    ['99,000 >', `${'>'.repeat(99_000)} x`],
    ['a list 300 levels deep', Array.from({ length: 300 }, (_, level) => `${'  '.repeat(level)}- x\n`).join('')],
    ['5,000 "- "', `${'- '.repeat(5_000)}x`],
    ['20,000 **a*', '**a*'.repeat(20_000)],
    ['20,000 [a](', '[a]('.repeat(20_000)],
    ['20,000 flat list items', '- x\n'.repeat(20_000)],
    ['a body longer than an editor may save', 'x '.repeat(60_000)],
  ])('%s', async (_name, source) => {
    const html = await body(source);
    expect(html).toMatch(fallback);
    expect(html).not.toContain('<blockquote');
    expect(html).not.toContain('<li');
  });

  it('refuses them in renderMarkdown itself, before any parsing', async () => {
    await expect(renderMarkdown(`${'>'.repeat(99_000)} x`, articleComponents)).rejects.toBeInstanceOf(MarkdownTooComplexError);
  });

  it('renders a list 16 levels deep as a list', async () => {
    const html = await body(Array.from({ length: 16 }, (_, level) => `${'  '.repeat(level)}- x\n`).join(''));
    expect(html.match(/<li/g)).toHaveLength(16);
  });
});
