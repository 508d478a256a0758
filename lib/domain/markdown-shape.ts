// How deep and how dense an article's Markdown is, measured in one linear pass before any parser
// sees it. The Markdown parser and the steps after it are superlinear on some shapes, and give up
// with "Maximum call stack size exceeded" on deep ones (measured, bench/markdown-hostile.ts):
// 20,000 '>' took 1.7 s and 99,000 more than a minute; 5,000 '- ' 7 s; a list nested 300 levels
// deep by indentation overflowed the stack while React rendered it; 20,000 '**a*' more than 15 s
// (emphasis and link brackets are resolved per paragraph, in quadratic time).

/** Quotes and lists nested deeper than this are refused (no real article needs more). */
export const MARKDOWN_MAX_NESTING = 16;

/** At most this many emphasis and link marks (* _ [ ]) in one paragraph, list item or heading. */
export const MARKDOWN_MAX_MARKS_PER_PARAGRAPH = 200;

/**
 * At most this many list items and link reference definitions in one article: linear, but costly
 * (20,000 flat '- x' lines took 9.5 s, 5,000 definitions 1.5 s); a long article has a few dozen.
 */
export const MARKDOWN_MAX_BLOCKS = 1000;

export type MarkdownShapeProblem = 'nesting' | 'marks' | 'blocks';

type Container = { kind: 'quote' } | { kind: 'item'; contentColumn: number };

const isSpace = (char: string | undefined) => char === ' ' || char === '\t';
const isMark = (char: string) => char === '*' || char === '_' || char === '[' || char === ']';

/**
 * The deepest nesting of block quotes and list items, counted a little generously (never less
 * than CommonMark's), and stopping as soon as it passes `stopAbove`, so that the cost is linear in
 * the length of the text whatever it holds. Containers are followed as CommonMark does: a quote
 * continues on a line that starts with '>', a list item on a line indented to its content (or a
 * blank one), new markers ('>', '-', '+', '*', '1.', '1)') open new containers, and several may
 * open on one line ('> > >', '- - x'). A line that continues nothing and opens nothing may be a
 * paragraph's lazy continuation, so it closes nothing unless a blank line came before it.
 */
export function markdownNestingDepth(source: string, stopAbove = MARKDOWN_MAX_NESTING): number {
  const stack: Container[] = [];
  let deepest = 0;
  let previousBlank = true;
  for (const line of source.split('\n')) {
    let at = 0;
    let column = 0;
    let last = line.length - 1;
    while (last >= 0 && (isSpace(line[last]) || line[last] === '\r')) last--;
    // Advances over spaces and tabs (a tab to the next multiple of 4) while the column is below `until`.
    const skipSpaces = (until = Infinity) => {
      while (at < line.length && isSpace(line[at]) && column < until) {
        column = line[at] === '\t' ? column + 4 - (column % 4) : column + 1;
        at++;
      }
    };

    let matched = 0;
    for (const container of stack) {
      if (container.kind === 'item') {
        if (at > last) { matched++; continue; } // a blank line continues every list item
        const start = { at, column };
        skipSpaces(container.contentColumn);
        if (column >= container.contentColumn) { matched++; continue; }
        ({ at, column } = start);
        break;
      }
      const start = { at, column };
      skipSpaces(column + 3);
      if (line[at] === '>') {
        at++;
        column++;
        if (isSpace(line[at])) skipSpaces(column + 1);
        matched++;
        continue;
      }
      ({ at, column } = start);
      break;
    }

    const opened: Container[] = [];
    for (;;) {
      skipSpaces();
      const char = line[at];
      if (char === '>') {
        at++;
        column++;
        opened.push({ kind: 'quote' });
        if (matched + opened.length > stopAbove) return matched + opened.length;
        continue;
      }
      let markerEnd = -1;
      if (char === '-' || char === '+' || char === '*') markerEnd = at + 1;
      else if (char !== undefined && char >= '0' && char <= '9') {
        let digit = at;
        while (digit < line.length && digit - at < 9 && line[digit] >= '0' && line[digit] <= '9') digit++;
        if (line[digit] === '.' || line[digit] === ')') markerEnd = digit + 1;
      }
      if (markerEnd === -1 || !(markerEnd > last || isSpace(line[markerEnd]))) break;
      // '- - -' and '* * *' are thematic breaks, not three list items.
      if ((char === '-' || char === '*') && isThematicBreak(line, at, last, char)) break;
      column += markerEnd - at;
      at = markerEnd;
      const markerColumn = column;
      skipSpaces();
      const spaces = column - markerColumn;
      opened.push({ kind: 'item', contentColumn: at > last || spaces >= 5 ? markerColumn + 1 : column });
      if (matched + opened.length > stopAbove) return matched + opened.length;
    }

    const blank = at > last;
    // New containers close the ones not continued; so does a line after a blank one (no lazy paragraph).
    if (opened.length > 0 || (matched < stack.length && !blank && previousBlank)) stack.length = matched;
    for (const container of opened) stack.push(container);
    deepest = Math.max(deepest, stack.length);
    if (deepest > stopAbove) return deepest;
    previousBlank = blank && opened.length === 0;
  }
  return deepest;
}

/** Whether the line from `from` to `last` is a thematic break of `char` (three or more, spaces between). */
function isThematicBreak(line: string, from: number, last: number, char: string): boolean {
  let count = 0;
  for (let at = from; at <= last; at++) {
    if (line[at] === char) count++;
    else if (!isSpace(line[at])) return false;
  }
  return count >= 3;
}

/**
 * The most emphasis and link marks (* _ [ ]) in one paragraph, list item or heading: a blank line,
 * a line opening a quote or a list item, and a heading line start a new count. Stops as soon as the
 * count passes `stopAbove`.
 */
export function markdownMarksPerParagraph(source: string, stopAbove = MARKDOWN_MAX_MARKS_PER_PARAGRAPH): number {
  let most = 0;
  let count = 0;
  let lineStart = true;
  for (let at = 0; at < source.length; at++) {
    const char = source[at];
    if (char === '\n') {
      if (lineStart) count = 0; // an empty line
      lineStart = true;
      continue;
    }
    if (lineStart) {
      lineStart = false;
      let first = at;
      while (isSpace(source[first])) first++;
      const next = source[first];
      if (next === '\n' || next === undefined || next === '>' || next === '#' || ((next === '-' || next === '+' || next === '*') && isSpace(source[first + 1]))) count = 0;
    }
    if (isMark(char) && ++count > most) {
      most = count;
      if (most > stopAbove) return most;
    }
  }
  return most;
}

/**
 * How many lines open a list item or define a link reference ('[name]: url'), inside quotes too,
 * generously (a marker in a code block counts); stops as soon as the count passes `stopAbove`.
 */
export function markdownBlockCount(source: string, stopAbove = MARKDOWN_MAX_BLOCKS): number {
  const opensBlock = /^[ \t>]*(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)|^[ \t>]*\[[^\]\n]+\]:/gm;
  let count = 0;
  while (opensBlock.exec(source) !== null) if (++count > stopAbove) return count;
  return count;
}

/** Why Markdown is too deep or too dense to render safely, or null when it is fine. */
export function markdownShapeProblem(source: string): MarkdownShapeProblem | null {
  if (markdownNestingDepth(source) > MARKDOWN_MAX_NESTING) return 'nesting';
  if (markdownMarksPerParagraph(source) > MARKDOWN_MAX_MARKS_PER_PARAGRAPH) return 'marks';
  if (markdownBlockCount(source) > MARKDOWN_MAX_BLOCKS) return 'blocks';
  return null;
}
