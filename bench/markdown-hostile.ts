// How long hostile article bodies take to render (the public article page, the admin preview and
// the editor's live preview all use ArticleBody). Each case runs in its own process, killed after
// a timeout, so a runaway case cannot stop the others.
// Run: npx tsx bench/markdown-hostile.ts [timeout seconds]. Prints figures; never passes or fails on time.
import { spawnSync } from 'node:child_process';

const repeat = (text: string, times: number) => text.repeat(times);

/** Every input shape tried, by name: size → source. */
export const hostileCases: Record<string, (size: number) => string> = {
  'blockquote >>>': (n) => `${repeat('>', n)} x`,
  'blockquote > > >': (n) => `${repeat('> ', n)}x`,
  'nested list (indent)': (n) => Array.from({ length: n }, (_, i) => `${'  '.repeat(i)}- x\n`).join(''),
  'nested list (- - -)': (n) => `${repeat('- ', n)}x`,
  'nested list (1. 1.)': (n) => `${repeat('1. ', n)}x`,
  'quote and list (> - )': (n) => `${repeat('> - ', n)}x`,
  'asterisks *': (n) => repeat('*', n),
  'emphasis *a': (n) => repeat('*a ', n),
  'emphasis **a*': (n) => repeat('**a*', n),
  'underscores _a': (n) => repeat('_a ', n),
  'brackets [': (n) => repeat('[', n),
  'brackets [a](': (n) => repeat('[a](', n),
  'images ![': (n) => repeat('![', n),
  'nested links [[[x]]]': (n) => `${repeat('[', n)}x${repeat(']', n)}`,
  'nested link texts [[x](y)': (n) => `${repeat('[', n)}x${repeat('](y)', n)}`,
  'less-than <': (n) => repeat('<', n),
  'backticks `': (n) => repeat('`', n),
  'code spans `a': (n) => repeat('`a ', n),
  'table rows': (n) => `| a | b |\n|---|---|\n${repeat('| x | y |\n', n)}`,
  'footnotes': (n) => `${Array.from({ length: n }, (_, i) => `x[^${i}]`).join(' ')}\n\n${Array.from({ length: n }, (_, i) => `[^${i}]: note`).join('\n')}`,
  'reference definitions': (n) => `${Array.from({ length: n }, (_, i) => `[a${i}]`).join(' ')}\n\n${Array.from({ length: n }, (_, i) => `[a${i}]: /x`).join('\n')}`,
  'entities &': (n) => repeat('&amp', n),
  'html comments <!--': (n) => repeat('<!--', n),
  'lines of > x': (n) => repeat('> x\n', n),
  'list items': (n) => repeat('- x\n', n),
};

const sizes = [1_000, 5_000, 20_000, 99_000];
const depthCases = new Set(['nested list (indent)']);
const depthSizes = [16, 60, 120, 300];

async function runOne(name: string, size: number) {
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { ArticleBody } = await import('@/components/news/article-body');
  const source = hostileCases[name](size);
  const started = performance.now();
  let outcome: string;
  try {
    const html = renderToStaticMarkup(await ArticleBody({ source, articleId: 'bench' }));
    outcome = html.includes('whitespace-pre-line') ? 'fallback' : 'rendered';
  } catch (error) {
    outcome = `threw: ${(error as Error).message.slice(0, 40)}`;
  }
  process.stdout.write(JSON.stringify({ ms: Math.round(performance.now() - started), outcome, chars: source.length }));
}

if (process.argv[2] === '--one') {
  // Quiet the renderer's error lines: the outcome column says what happened.
  process.stderr.write = () => true;
  await runOne(process.argv[3], Number(process.argv[4]));
} else {
  const timeout = Number(process.argv[2] ?? 20);
  const only = process.argv[3];
  console.log(`case | size | chars | ms | outcome (timeout ${timeout} s)`);
  for (const name of Object.keys(hostileCases)) {
    if (only && !name.includes(only)) continue;
    for (const size of depthCases.has(name) ? depthSizes : sizes) {
      const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--one', name, String(size)], { timeout: timeout * 1000, encoding: 'utf8' });
      let row: string;
      try {
        const { ms, outcome, chars } = JSON.parse(child.stdout);
        row = `${chars} | ${ms} | ${outcome}`;
      } catch {
        row = `- | >${timeout * 1000} | ${child.signal ? 'timed out' : `exit ${child.status}: ${child.stderr.slice(-80)}`}`;
      }
      console.log(`${name} | ${size} | ${row}`);
      if (row.includes('timed out')) break; // larger sizes only take longer
    }
  }
}
