// The audit log with a year of entries: how long /admin/audit's queries take, and which index
// serves each filter, on PGlite and on PostgreSQL (with TEST_DATABASE_URL).
//   queries  one page of 50 with its total, for the unfiltered log and the usual filters, plus the
//            list of staff the filter offers (p50 / p95);
//   plans    the first lines of each page's plan (an index read backwards, never a sort of the log);
//   indexes  how long migration 0017's statements take on this many entries (each must stay well
//            under DATABASE_STATEMENT_TIMEOUT_SECONDS, which bounds migrations at start too).
// Run: npx tsx bench/audit-log.ts   (BENCH_ENTRIES=100000, BENCH_RUNS=30 change it)
// Prints figures; never passes or fails on time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/db/bootstrap';
import type { Database, DatabaseHandle } from '@/db/client';
import { auditPageQuery, listAuditActors, listAuditEntries } from '@/db/queries/audit';
import { rowsOf } from '@/db/queries/internal/rows';
import { auditFilterFromQuery } from '@/lib/domain/audit';
import { onTempPostgres } from './support/postgres';

// A busy year: 20 staff, about 300 entries a day.
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const STAFF = 20;

/** Share of each action (the rest are sign-ins), and what its entries concern. */
const mix: [action: string, share: number, subject: string][] = [
  ['sign_in_failed', 0.05, `'staff', 'u' || (n % ${STAFF}), 'staff' || (n % ${STAFF}) || '@arcstar.test'`],
  ['sign_out', 0.15, 'null, null, null'],
  ['lead_status_changed', 0.25, `'inquiry', md5(n::text)::uuid::text, null`],
  ['lead_assigned', 0.1, `'dealer_application', md5(n::text)::uuid::text, null`],
  ['resume_downloaded', 0.03, `'career_application', md5(n::text)::uuid::text, null`],
  ['leads_exported', 0.01, 'null, null, null'],
  ['product_updated', 0.08, `'product', 'p' || (n % 2000), 'Bench product ' || (n % 2000) || ' gloves'`],
  ['article_updated', 0.03, `'article', 'a' || (n % 300), 'Bench article ' || (n % 300)`],
];

async function seed(db: Database): Promise<void> {
  let start = 1;
  const parts = [...mix, ['sign_in', 1 - mix.reduce((sum, [, share]) => sum + share, 0), 'null, null, null'] as const];
  for (const [action, share, subject] of parts) {
    const count = Math.round(ENTRIES * share);
    // Failed sign-ins name nobody; removed staff (the last two) keep their e-mail only.
    const actor = action === 'sign_in_failed' ? 'null' : `'staff' || (n % ${STAFF + 2}) || '@arcstar.test'`;
    await db.execute(
      sql.raw(`
      insert into audit_log (action, actor_email, subject_type, subject_id, subject_label, details, created_at)
      select '${action}', ${actor}, ${subject}, '{}'::jsonb, now() - (n * interval '${Math.round((365 * 24 * 3600) / ENTRIES)} seconds') + random() * interval '1 minute'
      from generate_series(${start}, ${start + count - 1}) n`),
    );
    start += count;
  }
  for (let index = 0; index < STAFF; index++) {
    await db.execute(sql`insert into staff_users (name, email, role) values (${`Bench Staff ${index}`}, ${`staff${index}@arcstar.test`}, 'staff')`);
  }
  await db.execute(sql`analyze audit_log`);
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

const SCENARIOS: Record<string, Record<string, string>> = {
  'all, page 1': {},
  'all, page 100': { page: '100' },
  'failed sign-ins': { action: 'sign_in_failed' },
  'failed sign-ins last night': { action: 'sign_in_failed', from: day(-1), to: day(0) },
  'resume downloads': { action: 'resume_downloaded' },
  'one staff member': { actor: 'staff3@arcstar.test' },
  'one staff, page 20': { actor: 'staff3@arcstar.test', page: '20' },
  'nobody signed in': { actor: 'none' },
  'a week': { from: day(-7), to: day(0) },
  "a lead's id": { q: '' }, // filled in below from an entry
  'part of an id (8)': { q: '' },
  'a word ("gloves")': { q: 'gloves' },
  'a product, by a staff': { q: 'Bench product 17 ', actor: 'staff3@arcstar.test' },
};

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function bench(name: string, handle: DatabaseHandle) {
  const db = handle.db;
  const [resume] = rowsOf<{ subject_id: string }>(await db.execute(sql`select subject_id from audit_log where action = 'resume_downloaded' order by created_at desc offset 500 limit 1`));
  SCENARIOS["a lead's id"] = { q: resume.subject_id };
  SCENARIOS['part of an id (8)'] = { q: resume.subject_id.slice(0, 8) };
  const actors = await listAuditActors(db);
  const emails = actors.map((actor) => actor.email);
  console.log(`\n${name}: ${(await listAuditEntries({}, { page: 1, pageSize: 1 }, db)).total} entries (p50 / p95 of ${RUNS}: the page of 50 with its total)`);
  const actorsTime = await time(() => listAuditActors(db));
  console.log(`  ${'the staff list'.padEnd(28)} ${ms(actorsTime.p50)} ${ms(actorsTime.p95)}   (${actors.length} staff)`);
  for (const [label, query] of Object.entries(SCENARIOS)) {
    const { filter } = auditFilterFromQuery(query, emails);
    const page = Number(query.page ?? 1);
    let matched = 0;
    const result = await time(async () => {
      matched = (await listAuditEntries(filter, { page, pageSize: 50 }, db)).total;
    });
    const plan = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql`explain ${auditPageQuery(db, filter, 50, (page - 1) * 50)}`))
      .map((row) => row['QUERY PLAN'].trim())
      .filter((line) => /Scan|Sort/.test(line))
      .map((line) => line.replace(/\s+\(cost.*$/, '').replace(/^->\s+/, ''))
      .join(' / ');
    console.log(`  ${label.padEnd(28)} ${ms(result.p50)} ${ms(result.p95)}   (${matched} match)  ${plan}`);
  }
  console.log(`  Migration 0017's statements on ${ENTRIES} entries:`);
  const statements = fs
    .readFileSync(path.resolve('db/migrations/0017_audit_log_filters.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((text) => text.replace(/^--.*$/gm, '').trim())
    .filter(Boolean);
  for (const name of ['audit_log_created_idx', 'audit_log_action_created_idx', 'audit_log_actor_created_idx', 'audit_log_subject_trgm_idx']) await db.execute(sql.raw(`drop index if exists "${name}"`));
  for (const statement of statements.filter((text) => text.startsWith('CREATE'))) {
    const started = performance.now();
    await db.execute(sql.raw(statement));
    console.log(`    ${ms(performance.now() - started)}  ${statement.slice(0, 70)}…`);
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-audit-log-'));
  try {
    const pglite = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const started = performance.now();
      await seed(pglite.db);
      console.log(`PGlite seeded with ${ENTRIES} entries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await bench('PGlite', pglite);
    } finally {
      await pglite.close();
    }
    await onTempPostgres('bench_audit', async (postgres) => {
      await seed(postgres.db);
      await bench('PostgreSQL', postgres);
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
