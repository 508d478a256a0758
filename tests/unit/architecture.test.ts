import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layering of README's architecture section, checked on every import of the source tree
// (type-only imports count too: they are knowledge of the layer below). From the bottom:
//   lib/domain   pure rules and vocabulary: imports nothing of ours but itself
//   lib/core     runtime basics (env, log, request id, safe errors, shutdown, cache memory)
//   lib/schemas  form descriptions (pure; the database reads their input types)
//   db/          schema, connection, start-up, queries: the only code that touches SQL
//   lib/*        services (mail, storage, actions, presentation helpers) and emails/
//   components/, app/   on top
// Tests, benches and scripts open databases on purpose and are not checked. Cycles are checked
// by `npm run check:cycles` (dpdm) in `npm test`.

const root = path.resolve(import.meta.dirname, '../..');
const scanned = ['app', 'components', 'lib', 'db', 'emails'];
const rootFiles = ['instrumentation.ts', 'instrumentation-node.ts', 'proxy.ts', 'next.config.ts'];
const extensions = /\.(ts|tsx|mts|mjs)$/;

type Import = { from: string; specifier: string; target: string };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(relative);
    return extensions.test(entry.name) && !entry.name.endsWith('.d.mts') ? [relative] : [];
  });
}

/** Static imports and re-exports (`… from 'x'`), side-effect imports and `import('x')`. */
const importPatterns = [/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm, /^\s*import\s*['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];

/** '@/db/client' and './x' become repository paths without extension; packages stay as they are. */
function resolveTarget(from: string, specifier: string): string {
  if (specifier.startsWith('@/')) return specifier.slice(2).replace(extensions, '');
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier)).replace(extensions, '');
  return specifier;
}

function importsOf(file: string): Import[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return importPatterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ from: file, specifier: match[1], target: resolveTarget(file, match[1]) })));
}

const allImports = [...scanned.flatMap(sourceFiles), ...rootFiles].flatMap(importsOf);

const under = (folder: string) => (file: string) => file === folder || file.startsWith(`${folder}/`);
const ours = (target: string) => scanned.some((folder) => under(folder)(target)) || rootFiles.some((file) => target === file.replace(extensions, ''));
const show = (list: Import[]) => list.map(({ from, specifier }) => `${from} imports ${specifier}`);

function violations(sources: (file: string) => boolean, forbidden: (target: string, from: string) => boolean): string[] {
  return show(allImports.filter(({ from, target }) => sources(from) && forbidden(target, from)));
}

describe('the import scan', () => {
  it('sees static, type-only, re-exported and dynamic imports', () => {
    const targets = (file: string) => allImports.filter((entry) => entry.from === file).map((entry) => entry.target);
    expect(targets('db/queries/catalogue.ts')).toEqual(expect.arrayContaining(['drizzle-orm', 'db/client', 'db/types']));
    expect(targets('db/types.ts')).toContain('db/client'); // export type { … } from
    expect(targets('instrumentation-node.ts')).toContain('db/bootstrap'); // import('…')
    expect(targets('lib/core/cache/next-cache-handler.mjs')).toContain('lib/core/cache/content-changes'); // relative
  });
});

describe('SQL stays behind db/queries', () => {
  const outsideDb = (file: string) => !under('db')(file);

  it('nothing outside db/ imports drizzle or a database driver', () => {
    expect(violations(outsideDb, (target) => /^(drizzle-orm|postgres|@electric-sql\/pglite)(\/|$)/.test(target))).toEqual([]);
  });

  it('outside db/, the database is reached only through db/queries and db/types (start-up: instrumentation-node.ts)', () => {
    const startUp = ['db/bootstrap', 'db/content-changes'];
    const allowed = (target: string, from: string) =>
      target === 'db/types' || (under('db/queries')(target) && !under('db/queries/internal')(target)) || (from === 'instrumentation-node.ts' && startUp.includes(target));
    expect(violations(outsideDb, (target, from) => under('db')(target) && !allowed(target, from))).toEqual([]);
  });
});

describe('layers point one way', () => {
  it('lib/domain imports nothing of ours but lib/domain', () => {
    expect(violations(under('lib/domain'), (target) => ours(target) && !under('lib/domain')(target))).toEqual([]);
  });

  it('lib/core imports only lib/core and lib/domain', () => {
    expect(violations(under('lib/core'), (target) => ours(target) && !under('lib/core')(target) && !under('lib/domain')(target))).toEqual([]);
  });

  it('lib/schemas imports only lib/schemas, lib/domain and lib/core', () => {
    const below = ['lib/schemas', 'lib/domain', 'lib/core'].map(under);
    expect(violations(under('lib/schemas'), (target) => ours(target) && !below.some((inside) => inside(target)))).toEqual([]);
  });

  it('db/ imports from lib/ only lib/domain, lib/schemas and lib/core, and nothing from emails/, components/ or app/', () => {
    const allowedLib = ['lib/domain', 'lib/schemas', 'lib/core'].map(under);
    const forbidden = (target: string) =>
      (under('lib')(target) && !allowedLib.some((inside) => inside(target))) || ['emails', 'components', 'app'].some((folder) => under(folder)(target));
    expect(violations(under('db'), forbidden)).toEqual([]);
  });

  it('services (lib/) and e-mails import nothing from components/ or app/', () => {
    const services = (file: string) => under('lib')(file) || under('emails')(file);
    expect(violations(services, (target) => under('components')(target) || under('app')(target))).toEqual([]);
  });

  it('components import nothing from app/', () => {
    expect(violations(under('components'), under('app'))).toEqual([]);
  });
});
