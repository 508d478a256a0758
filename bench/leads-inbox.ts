// The leads workspace with 10,000 leads: how long the inbox's list page takes on the server.
//   queries  what /admin/leads asks the database for one page (the page of leads with the total,
//            the New counts per kind, the staff list), in-process, on PGlite and on PostgreSQL
//            (with TEST_DATABASE_URL), for the unfiltered inbox and the usual filters;
//   page     GET /admin/leads over HTTP from the production server on the PGlite data (after
//            `npm run build`), signed in: the whole request, rendering included.
// Run: npx tsx bench/leads-inbox.ts   (BENCH_LEADS=10000, BENCH_RUNS=30 change it)
// Prints figures; never passes or fails on time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/db/bootstrap';
import type { Database, DatabaseHandle } from '@/db/client';
import { countNewLeadsByKind, listAssignableStaff, listLeads } from '@/db/queries/lead-inbox';
import { insertCareerApplication, insertDealerApplication, insertInquiry, insertNewsletterSubscriber, insertQuoteRequest } from '@/db/queries/leads';
import { rowsOf } from '@/db/queries/internal/rows';
import { inboxLeadKinds, leadFilterFromQuery } from '@/lib/domain/lead-workflow';
import { quoteSchema } from '@/lib/schemas/lead-schemas';
import { freePort } from '@/tests/e2e/support/postgres-server';
import { onTempPostgres } from './support/postgres';
import { startIsolatedServer } from '@/tests/e2e/support/isolated-server';
import { sampleCareer, sampleDealer, sampleEnquiry } from '@/tests/support/lead-samples';
import { createStaff, sessionCookie, TEST_SECRET, testRuntime } from '@/tests/support/staff';

const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const origin = { source_page: '/inquiry', utm: { utm_source: 'bench' } };

/** Share of the leads per table (the inbox's union reads them all). */
const mix = [
  ['inquiries', 0.4],
  ['quote_requests', 0.25],
  ['dealer_applications', 0.15],
  ['career_applications', 0.12],
  ['newsletter_subscribers', 0.08],
] as const;

const SCENARIOS: Record<string, Record<string, string>> = {
  'all, page 1': {},
  'all, page 100': { page: '100' },
  'kind=inquiry': { kind: 'inquiry' },
  'status=new': { status: 'new' },
  'category=wires-flux': { category: 'wires-flux' },
  'search "bench 1234"': { q: 'bench 1234' },
  'search e-mail part': { q: 'lead777@' },
  'dates (a week)': { from: day(-7), to: day(0) },
};

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** One real row of each kind, then copies of it (new ids, names, e-mails, dates spread over a year). */
async function seed(db: Database): Promise<{ staffEmail: string; staffPassword: string }> {
  await insertInquiry(sampleEnquiry, origin, db);
  await insertQuoteRequest(quoteSchema.parse({ product_category: 'Welding Electrodes - E7018', customer_name: 'Vikram Shah', customer_email: 'vikram@shah.example', customer_phone: '9822012345', message: 'Rates please' }), null, origin, db);
  await insertDealerApplication(sampleDealer, origin, db);
  await insertCareerApplication(sampleCareer, origin, null, db);
  await insertNewsletterSubscriber('reader@example.com', origin, db);
  for (const [table, share] of mix) {
    const columns = rowsOf<{ column_name: string }>(
      await db.execute(sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name not in ('id', 'created_at', 'search') order by ordinal_position`),
    ).map((row) => row.column_name);
    const copies = Math.round(LEADS * share) - 1;
    const values = columns.map((column) => {
      if (/email/.test(column)) return sql.raw(`'lead' || n || '@bench' || (n % 97) || '.example'`);
      if (['name', 'customer_name', 'contact_person', 'full_name'].includes(column)) return sql.raw(`'Bench Person ' || n`);
      if (column === 'resume_url') return sql.raw('null');
      return sql.identifier(column);
    });
    await db.execute(sql`
      insert into ${sql.identifier(table)} (${sql.join(columns.map((column) => sql.identifier(column)), sql`, `)}, created_at)
      select ${sql.join(values, sql`, `)}, now() - (n * interval '47 minutes')
      from (select * from ${sql.identifier(table)} limit 1) template, generate_series(1, ${copies}) n`);
  }
  const staff = await createStaff(db, 'staff');
  // A fifth of the leads worked on: a status and an assignee.
  await db.execute(sql`
    insert into lead_states (lead_kind, lead_id, status, assignee_id)
    select 'inquiry', id, 'contacted', ${staff.id}::uuid from inquiries where random() < 0.2`);
  await db.execute(sql`analyze`);
  return { staffEmail: staff.email, staffPassword: staff.password };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchQueries(name: string, handle: DatabaseHandle) {
  const total = (await listLeads({}, { page: 1, pageSize: 1 }, handle.db)).total;
  console.log(`\n${name}: ${total} leads. What the list page asks the database (p50 / p95 of ${RUNS}):`);
  for (const [label, query] of Object.entries(SCENARIOS)) {
    const filter = leadFilterFromQuery(query, inboxLeadKinds);
    const page = Number(query.page ?? 1);
    let matched = 0;
    const result = await time(async () => {
      const [listed] = await Promise.all([listLeads(filter, { page, pageSize: 50 }, handle.db), countNewLeadsByKind(inboxLeadKinds, handle.db), listAssignableStaff(inboxLeadKinds, handle.db)]);
      matched = listed.total;
    });
    console.log(`  ${label.padEnd(24)} ${ms(result.p50)} ${ms(result.p95)}   (${matched} match)`);
  }
}

async function benchPage(dataDir: string, account: { staffEmail: string; staffPassword: string }) {
  if (!fs.existsSync(path.resolve('.next', 'standalone', 'server.js'))) {
    console.log('\nPage over HTTP: skipped (run `npm run build` first).');
    return;
  }
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  let cookie: string;
  try {
    cookie = await sessionCookie(testRuntime(handle.db, siteUrl), account.staffEmail, account.staffPassword);
  } finally {
    await handle.close();
  }
  const server = await startIsolatedServer({ port, dataDir, logFile: 'test-results/bench-leads-inbox-server.log', env: { BETTER_AUTH_SECRET: TEST_SECRET } });
  try {
    console.log(`\nPage over HTTP (PGlite, production server, signed in; p50 / p95 of ${RUNS}, the whole request):`);
    for (const [label, query] of Object.entries(SCENARIOS)) {
      const url = `${server.url}/admin/leads?${new URLSearchParams(query)}`;
      let status = 0;
      const result = await time(async () => {
        const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
        await response.arrayBuffer();
        status = response.status;
      });
      console.log(`  ${label.padEnd(24)} ${ms(result.p50)} ${ms(result.p95)}   (HTTP ${status})`);
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-inbox-'));
  try {
    const pglite = await openDatabase({ kind: 'pglite', dataDir });
    let account: Awaited<ReturnType<typeof seed>>;
    try {
      const started = performance.now();
      account = await seed(pglite.db);
      console.log(`PGlite seeded with ${LEADS} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await benchQueries('PGlite', pglite);
    } finally {
      await pglite.close();
    }
    await benchPage(dataDir, account);

    await onTempPostgres('bench_inbox', async (postgres) => {
      await seed(postgres.db);
      await benchQueries('PostgreSQL', postgres);
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
