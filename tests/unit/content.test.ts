import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { contentFacts, escapeMarkdown, parseDocument, readDocument } from '@/lib/content';
import { renderMarkdown } from '@/lib/markdown';

describe('parseDocument', () => {
  const source = ['Preamble for {{name}}.', '', '## First {{name}} {#first}', '', 'Text by **{{name}}**.', '', '::card', '', 'After the card.', '', '## Second {#second}', '', '- one'].join('\n');

  it('cuts the document at its `## Title {#id}` headings and keeps the blocks in place', () => {
    const document = parseDocument(source, { name: 'Arcstar' });
    expect(document.preamble).toEqual([{ markdown: 'Preamble for Arcstar.' }]);
    expect(document.sections.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: 'first', title: 'First Arcstar' },
      { id: 'second', title: 'Second' },
    ]);
    expect(document.sections[0].parts).toEqual([{ markdown: 'Text by **Arcstar**.' }, { block: 'card' }, { markdown: 'After the card.' }]);
    expect(document.sections[1].parts).toEqual([{ markdown: '- one' }]);
  });

  it('fills facts as text, never as markup', async () => {
    const { preamble } = parseDocument('Made by {{name}}.', { name: '*Weld* & <b>Co</b> [x](javascript:alert(1))' });
    const html = renderToStaticMarkup(await renderMarkdown((preamble[0] as { markdown: string }).markdown, {}));
    expect(html).toBe('<p>Made by *Weld* &amp; &lt;b&gt;Co&lt;/b&gt; [x](javascript:alert(1)).</p>');
  });

  it('refuses a placeholder it has no fact for', () => {
    expect(() => parseDocument('Hello {{nobody}}', { name: 'x' })).toThrow('Unknown placeholder {{nobody}}');
  });

  it('escapes every ASCII punctuation mark', () => {
    expect(escapeMarkdown('a_b-c.d')).toBe('a\\_b\\-c\\.d');
  });
});

describe('the privacy notice (content/privacy.md)', () => {
  const notice = readDocument('privacy');
  const text = [notice.preamble, ...notice.sections.map((section) => section.parts)]
    .flat()
    .map((part) => ('markdown' in part ? part.markdown : ''))
    .join('\n');

  it('has its ten sections with their anchors, and the two blocks the page supplies', () => {
    expect(notice.sections.map((section) => section.id)).toEqual([
      'who-we-are',
      'what-we-collect',
      'automatic',
      'sharing',
      'retention',
      'security',
      'your-rights',
      'grievance',
      'children',
      'changes',
    ]);
    const blocks = notice.sections.flatMap((section) => section.parts.flatMap((part) => ('block' in part ? [part.block] : [])));
    expect(blocks).toEqual(['forms', 'grievance-contact']);
  });

  it('names the company from its settings, not from the copy', () => {
    expect(text).toContain(escapeMarkdown(contentFacts.companyName));
    expect(text).toContain(escapeMarkdown(contentFacts.registeredOfficeAddress));
    expect(text).not.toContain('{{');
  });
});
