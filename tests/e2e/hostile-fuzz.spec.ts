import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ZodMiniType } from 'zod/mini';
import { openDatabase } from '@/db/bootstrap';
import type { DatabaseHandle } from '@/db/client';
import { careerApplications, dealerApplications, inquiries, launchNotifyRequests, newsletterSubscribers, quoteRequests } from '@/db/schema';
import { careerSchema, dealerSchema, enquirySchema, launchNotifySchema, newsletterSchema, quoteSchema } from '@/lib/schemas/lead-schemas';
import { discoverForms, fuzzRequest, seededRandom, send } from './support/hostile-requests';
import { seededDataDir, startIsolatedServer } from './support/isolated-server';
import { startPostgresServer } from './support/postgres-server';
import { freePort } from './support/tcp-proxy';

// A bounded, seeded hostile-input fuzz over every lead form and the resume upload, on the
// embedded database and on PostgreSQL: no answer is a server error, and every lead that got
// stored obeys its form's rules and has its notification queued. A failure names the seed and
// the request number: FUZZ_SEED=<seed> reproduces the run (FUZZ_REQUESTS changes its length).

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
// 2,000 per database, 4,000 in all: about 40 s each on a 2-core machine.
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const CONCURRENCY = 4;

/** Each lead table and the form rules its rows must obey (as the form would send them: strings). */
const leadRules: { table: PgTable; name: string; schema: ZodMiniType; notified?: string }[] = [
  { table: inquiries, name: 'inquiries', schema: enquirySchema, notified: 'inquiry' },
  { table: quoteRequests, name: 'quote_requests', schema: quoteSchema, notified: 'quote_request' },
  { table: dealerApplications, name: 'dealer_applications', schema: dealerSchema, notified: 'dealer_application' },
  { table: careerApplications, name: 'career_applications', schema: careerSchema, notified: 'career_application' },
  { table: newsletterSubscribers, name: 'newsletter_subscribers', schema: newsletterSchema },
  { table: launchNotifyRequests, name: 'launch_notify_requests', schema: launchNotifySchema },
];

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Stored rows that break a rule, described by table, id and the fields at fault (never their values). */
async function rowsBreakingRules(handle: DatabaseHandle): Promise<{ broken: string[]; stored: number }> {
  const broken: string[] = [];
  let stored = 0;
  for (const { table, name, schema, notified } of leadRules) {
    const rows = (await handle.db.select().from(table)) as Record<string, unknown>[];
    stored += rows.length;
    for (const row of rows) {
      const asSent = Object.fromEntries(
        Object.entries(row)
          .filter(([, value]) => value !== null && ['string', 'number', 'boolean'].includes(typeof value))
          .map(([key, value]) => [key, String(value)]),
      );
      const result = schema.safeParse(asSent);
      if (!result.success) broken.push(`${name} ${String(row.id)}: ${result.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
    }
    if (notified) {
      const [{ missing }] = rowsOf<{ missing: number }>(
        await handle.db.execute(sql`select count(*)::int as missing from ${table} lead where not exists (select 1 from mail_outbox m where m.lead_kind = ${notified} and m.lead_id = lead.id)`),
      );
      if (missing > 0) broken.push(`${name}: ${missing} without a queued notification`);
    }
  }
  return { broken, stored };
}

type Target = { name: string; start: () => Promise<{ url: string; rules: () => Promise<{ broken: string[]; stored: number }>; stop: () => Promise<void> }> };

const targets: Target[] = [
  {
    name: 'embedded database',
    start: async () => {
      const dataDir = seededDataDir('fuzz');
      const server = await startIsolatedServer({ port: await freePort(), dataDir, logFile: path.resolve('test-results', 'fuzz-embedded-server.log') });
      return {
        url: server.url,
        // The data dir is the server's alone while it runs: read it after it stopped.
        rules: async () => {
          await server.stop();
          const handle = await openDatabase({ kind: 'pglite', dataDir, seed: false });
          try {
            return await rowsBreakingRules(handle);
          } finally {
            await handle.close();
          }
        },
        stop: async () => {
          await server.stop();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'PostgreSQL',
    start: async () => {
      const pg = await startPostgresServer('fuzz');
      return {
        url: pg.url,
        rules: async () => {
          const handle = await openDatabase({ kind: 'postgres', url: pg.databaseUrl, seed: false, max: 2 });
          try {
            return await rowsBreakingRules(handle);
          } finally {
            await handle.close();
          }
        },
        stop: pg.stop,
      };
    },
  },
];

for (const target of targets) {
  test(`on the ${target.name}, ${REQUESTS} seeded hostile requests over every form and the upload: no server error, no stored lead breaking its form's rules`, async () => {
    test.setTimeout(300_000);
    const site = await target.start();
    try {
      const forms = await discoverForms(site.url);
      expect(forms.length).toBeGreaterThanOrEqual(6);
      const random = seededRandom(SEED);
      const probes = Array.from({ length: REQUESTS }, () => fuzzRequest(forms, random, site.url));
      const serverErrors: string[] = [];
      const statuses = new Map<number, number>();
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < probes.length) {
            const index = next++;
            const probe = probes[index];
            let status: number;
            try {
              const response = await send(site.url, probe);
              await response.arrayBuffer();
              status = response.status;
            } catch (error) {
              status = 0;
              serverErrors.push(`#${index} ${probe.name} ${probe.init.method ?? 'GET'} ${probe.path}: no answer (${(error as Error).message})`);
            }
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status >= 500) serverErrors.push(`#${index} ${probe.name} ${probe.init.method ?? 'GET'} ${probe.path}: ${status}`);
          }
        }),
      );
      test.info().annotations.push({ type: 'statuses', description: JSON.stringify(Object.fromEntries(statuses)) });
      expect(serverErrors, `seed ${SEED}`).toEqual([]);
      // The fuzz stored some leads (valid values survive mutation), and each obeys the rules.
      const { broken, stored } = await site.rules();
      expect(stored).toBeGreaterThan(0);
      expect(broken, `seed ${SEED}`).toEqual([]);
    } finally {
      await site.stop();
    }
  });
}
