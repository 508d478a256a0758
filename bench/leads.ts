// Accepted lead submissions per second, on PGlite and on PostgreSQL, and the check that matters
// more than speed: stored rows equal accepted responses. Two measurements per database:
//   store   the form action's whole path in-process (honeypot, schema, per-client rate limit,
//           lead + outbox row in one transaction), as many clients at once;
//   fetch   the request a browser with JavaScript sends (the server action called by fetch, its
//           arguments encoded as React encodes them) to the production server;
//   html    plain form posts (the no-JavaScript path), answered with the whole page rendered.
// The server delivers the notifications (.eml files) meanwhile.
// Run: npm run build && TEST_DATABASE_URL=postgres://… npx tsx bench/leads.ts
// Prints figures; never passes or fails on time.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '@/db/bootstrap';
import type { Database } from '@/db/client';
import { insertInquiry } from '@/db/queries/leads';
import { inquiries, mailOutbox } from '@/db/schema';
import { handleFormSubmission } from '@/lib/actions/form-submission';
import { enquirySurfaces } from '@/lib/schemas/enquiry';
import { enquirySchema } from '@/lib/schemas/lead-schemas';
import { startServer } from '@/tests/e2e/support/server';

const SECONDS = 5;
const CONCURRENCY = 16;
const PORT = Number(process.env.BENCH_PORT ?? 3193);
const messages = enquirySurfaces['inquiry-page'];
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;

let visitor = 0;
/** Every submission from its own client address, as real visitors are (the rate limit is per client). */
const nextIp = () => {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

function enquiryFields(n: number): Record<string, string> {
  return {
    name: `Bench Visitor ${n}`,
    email: `bench${n}@example.com`,
    mobile: '9830012345',
    industry_type: 'fabrication',
    product_category: 'electrodes',
    message: 'Need E7018 3.15 mm, 500 kg per month, delivered to Howrah.',
    source_page: '/inquiry',
    utm: '{"utm_source":"bench"}',
    surface: 'inquiry-page',
  };
}

async function runFor(seconds: number, worker: (n: number) => Promise<boolean>) {
  let started = 0;
  let accepted = 0;
  let refused = 0;
  const until = performance.now() + seconds * 1000;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        if (await worker(++started)) accepted += 1;
        else refused += 1;
      }
    }),
  );
  return { accepted, refused, elapsed: (performance.now() - begin) / 1000 };
}

async function storedCounts(db: Database) {
  const [{ leads }] = await db.select({ leads: count() }).from(inquiries);
  const [{ mail }] = await db.select({ mail: count() }).from(mailOutbox);
  return { leads, mail };
}

function report(label: string, run: { accepted: number; refused: number; elapsed: number }, stored: { leads: number; mail: number }) {
  const rate = (run.accepted / run.elapsed).toFixed(1);
  const verdict = stored.leads === run.accepted && stored.mail === run.accepted ? 'equal' : 'MISMATCH';
  console.log(
    `${label.padEnd(26)} ${String(run.accepted).padStart(6)} accepted in ${run.elapsed.toFixed(1)} s = ${rate.padStart(7)} submissions/s` +
      `   refused ${run.refused}   stored rows ${stored.leads} (outbox ${stored.mail}) vs accepted ${run.accepted}: ${verdict}`,
  );
}

/** In-process: the action's path straight against the database. */
async function benchStore(label: string, db: Database) {
  const run = await runFor(SECONDS, async (n) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(enquiryFields(n))) data.set(key, value);
    const state = await handleFormSubmission({
      form: 'enquiry',
      formData: data,
      request: { forwardedFor: null, socketAddress: nextIp(), referer: null, host: null },
      schema: enquirySchema,
      successMessage: messages.success,
      failureMessage: messages.failure,
      store: async (lead, origin, submission) => {
        await insertInquiry(lead, origin, db, submission);
      },
      db,
    });
    return state.status === 'success';
  });
  report(`${label} store`, run, await storedCounts(db));
}

// React's own encoder of server action arguments, as Next ships it for the browser.
const { encodeReply } = createRequire(import.meta.url)('next/dist/compiled/react-server-dom-turbopack/client.node.js') as {
  encodeReply: (value: unknown) => Promise<FormData | string>;
};

/** The hidden fields React puts in a server-action form for posts without JavaScript. */
async function actionFields(url: string): Promise<[string, string][]> {
  const html = await (await fetch(`${url}/inquiry`)).text();
  const form = html.slice(html.indexOf('aria-label="Inquiry form"'));
  const fields: [string, string][] = [];
  for (const match of form.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g)) {
    const value = (match[2] ?? '').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    fields.push([match[1], value]);
  }
  if (fields.length === 0) throw new Error('No server action fields found on /inquiry');
  return fields;
}

/** Over HTTP, against the production server: as browsers with and without JavaScript send forms. */
async function benchHttp(label: string, env: Record<string, string>, countStored: () => Promise<{ leads: number; mail: number }>) {
  // Each request names its own client in X-Forwarded-For, as one proxy in front would.
  const server = await startServer({ port: PORT, logFile: path.resolve('test-results', `bench-leads-${label}.log`), env: { ...env, TRUSTED_PROXY_COUNT: '1' } });
  const runs: [string, Awaited<ReturnType<typeof runFor>>][] = [];
  try {
    const hidden = await actionFields(server.url);
    const actionId = (JSON.parse(hidden.find(([key]) => key.endsWith(':0'))![1]) as { id: string }).id;
    const initialState = { status: 'idle', message: '', fieldErrors: {}, values: {} };

    runs.push([
      'fetch',
      await runFor(SECONDS, async (n) => {
        const fields = new FormData();
        for (const [key, value] of Object.entries(enquiryFields(n))) fields.set(key, value);
        const response = await fetch(`${server.url}/inquiry`, {
          method: 'POST',
          body: (await encodeReply([initialState, fields])) as FormData,
          headers: { 'next-action': actionId, accept: 'text/x-component', 'x-forwarded-for': nextIp(), origin: server.url },
        });
        const answer = await response.text();
        return response.status === 200 && answer.includes('Inquiry submitted successfully!');
      }),
    ]);
    runs.push([
      'html',
      await runFor(SECONDS, async (n) => {
        const body = new FormData();
        for (const [key, value] of hidden) body.set(key, value);
        for (const [key, value] of Object.entries(enquiryFields(n))) body.set(key, value);
        const response = await fetch(`${server.url}/inquiry`, {
          method: 'POST',
          body,
          headers: { 'x-forwarded-for': nextIp(), origin: server.url },
        });
        const page = await response.text();
        return response.status === 200 && page.includes('Inquiry submitted successfully!');
      }),
    ]);
  } finally {
    await server.stop();
  }
  const stored = await countStored();
  for (const [kind, run] of runs) console.log(`${`${label} http ${kind}`.padEnd(26)} ${String(run.accepted).padStart(6)} accepted in ${run.elapsed.toFixed(1)} s = ${(run.accepted / run.elapsed).toFixed(1).padStart(7)} submissions/s   refused ${run.refused}`);
  const accepted = runs.reduce((sum, [, run]) => sum + run.accepted, 0);
  report(`${label} http total`, { accepted, refused: runs.reduce((sum, [, run]) => sum + run.refused, 0), elapsed: runs.reduce((sum, [, run]) => sum + run.elapsed, 0) }, stored);
}

if (!fs.existsSync('.next/standalone/server.js')) throw new Error('Build first: npm run build');
console.log(`Enquiry submissions, ${CONCURRENCY} at a time for ${SECONDS} s each, each from its own client address.\n`);

// PGlite
{
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-pglite-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'store') });
  await benchStore('PGlite', handle.db);
  await handle.close();

  const dataDir = path.join(dir, 'http');
  await benchHttp('PGlite', { DATABASE_URL: '', DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${PORT}` }, async () => {
    const reopened = await openDatabase({ kind: 'pglite', dataDir, seed: false });
    try {
      return await storedCounts(reopened.db);
    } finally {
      await reopened.close();
    }
  });
  fs.rmSync(dir, { recursive: true, force: true });
}

// PostgreSQL
if (!adminUrl) {
  console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL to a role that may create databases).');
} else {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  for (const kind of ['store', 'http'] as const) {
    const name = `weld_bench_${kind}_${process.pid}`;
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), max: 10 });
    try {
      if (kind === 'store') {
        await benchStore('PostgreSQL', handle.db);
      } else {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-pg-'));
        await benchHttp('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${PORT}` }, () => storedCounts(handle.db));
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    } finally {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
    }
  }
  await admin.end();
}
