import { describe, expect, it } from 'vitest';
import { MARKDOWN_MAX_BLOCKS, MARKDOWN_MAX_MARKS_PER_PARAGRAPH, MARKDOWN_MAX_NESTING, markdownBlockCount, markdownMarksPerParagraph, markdownNestingDepth, markdownShapeProblem } from '@/lib/domain/markdown-shape';
import { articleMessages, newArticleSchema } from '@/lib/schemas/news';

const indentedList = (levels: number) => Array.from({ length: levels }, (_, level) => `${'  '.repeat(level)}- x\n`).join('');

describe('markdownNestingDepth (quotes and list items, never less than CommonMark counts)', () => {
  it.each([
    ['plain text', 'A paragraph.\n\nAnother one.', 0],
    ['a flat list', '- a\n- b\n- c\n', 1],
    ['quote lines', '> a\n> b\n>\n> c\n', 1],
    ['nested quotes on one line', '> > > x', 3],
    ['a run of >', '>>>> x', 4],
    ['markers on one line', '- - - x', 3],
    ['ordered markers on one line', '1. 1) x', 2],
    ['a list nested by two spaces', indentedList(5), 5],
    ['a list nested by four spaces', '- a\n    - b\n        - c\n', 3],
    ['lists in a quote', '> - a\n>   - b\n>     - c\n', 4],
    ['a quote in list items', '- > a\n  > b\n- c\n', 2],
    ['a lazy line keeps the item open', '- a\nb\n  - c\n    - d', 3],
    ['a paragraph after a blank line closes the list', '- a\n\nfoo\n\n  - b\n', 1],
    ['a thematic break is no list', '- - - - - - - - - - - - - - - - - - - - -\n* * *\n', 0],
  ])('%s', (_name, source, depth) => {
    expect(markdownNestingDepth(source, Infinity)).toBe(depth);
  });

  it('stops just past the limit, however deep the text goes', () => {
    expect(markdownNestingDepth(`${'>'.repeat(99_000)} x`)).toBe(MARKDOWN_MAX_NESTING + 1);
    expect(markdownNestingDepth(`${'> '.repeat(50_000)}x`)).toBe(MARKDOWN_MAX_NESTING + 1);
    expect(markdownNestingDepth(indentedList(300))).toBe(MARKDOWN_MAX_NESTING + 1);
    expect(markdownNestingDepth(indentedList(MARKDOWN_MAX_NESTING))).toBe(MARKDOWN_MAX_NESTING);
  });
});

describe('markdownMarksPerParagraph', () => {
  it('counts * _ [ ] per paragraph, list item and heading', () => {
    expect(markdownMarksPerParagraph('A **bold** and _slanted_ [link](/x).')).toBe(8);
    expect(markdownMarksPerParagraph('**a** **b**\n\n**c**')).toBe(8);
    expect(markdownMarksPerParagraph('- **a**\n- **b**\n# **c**\n> **d**')).toBe(4);
  });

  it('stops just past the limit', () => {
    expect(markdownMarksPerParagraph('**a*'.repeat(20_000))).toBe(MARKDOWN_MAX_MARKS_PER_PARAGRAPH + 1);
  });
});

describe('markdownBlockCount (list items and link definitions)', () => {
  it('counts the lines that open a list item or define a link, in quotes too', () => {
    expect(markdownBlockCount('- a\n- b\n  1. c\n> - d\n\n[ref]: https://example.com\n\nA paragraph - with a dash.\n---')).toBe(5);
  });
  it('stops past the limit', () => {
    expect(markdownBlockCount('- x\n'.repeat(20_000))).toBe(MARKDOWN_MAX_BLOCKS + 1);
  });
});

describe('markdownShapeProblem', () => {
  it('names what is wrong, or nothing', () => {
    expect(markdownShapeProblem('# News\n\n- **a**\n  - [b](/b)\n\n> quoted')).toBeNull();
    expect(markdownShapeProblem(indentedList(MARKDOWN_MAX_NESTING + 1))).toBe('nesting');
    expect(markdownShapeProblem('[a]('.repeat(20_000))).toBe('marks');
    expect(markdownShapeProblem('- x\n'.repeat(MARKDOWN_MAX_BLOCKS + 1))).toBe('blocks');
    expect(markdownShapeProblem('- x\n'.repeat(MARKDOWN_MAX_BLOCKS))).toBeNull();
  });
});

describe('the article schema refuses deep and dense Markdown at the content field', () => {
  const article = (content: string) => ({
    id: 'deep-article',
    title: 'Title',
    excerpt: 'Excerpt.',
    content,
    author: 'Team',
    category: 'company',
    published_at: '2026-01-05T10:00',
    is_published: 'false',
    image_url: '',
    image_alt: '',
  });
  const contentErrors = (content: string) => {
    const result = newArticleSchema.safeParse(article(content));
    return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'content').map((issue) => issue.message);
  };

  it('accepts an ordinary article', () => {
    expect(newArticleSchema.safeParse(article(`## Heading\n\n${indentedList(MARKDOWN_MAX_NESTING)}\n**Bold** [link](https://example.com)`)).success).toBe(true);
  });

  it.each([
    ['a run of >', `${'>'.repeat(99_000)} x`],
    ['a list 300 levels deep', indentedList(300)],
    ['> - repeated', `${'> - '.repeat(5_000)}x`],
  ])('refuses %s with the nesting message', (_name, content) => {
    expect(contentErrors(content)).toEqual([articleMessages.contentNesting]);
  });

  it('refuses a paragraph dense with emphasis or link marks with the marks message', () => {
    expect(contentErrors('**a*'.repeat(20_000))).toEqual([articleMessages.contentMarks]);
  });

  it('refuses 20,000 flat list items, or 5,000 link definitions, with the blocks message', () => {
    expect(contentErrors('- x\n'.repeat(20_000))).toEqual([articleMessages.contentBlocks]);
    expect(contentErrors(Array.from({ length: 5_000 }, (_, n) => `[r${n}]: /n`).join('\n\n'))).toEqual([articleMessages.contentBlocks]);
    expect(articleMessages.contentBlocks).toBe('Use at most 1,000 list items and link definitions in one article: this article has more.');
  });

  it('says what the rule is', () => {
    expect(articleMessages.contentNesting).toBe('Nest quotes and lists at most 16 levels deep: this article goes deeper.');
  });
});
