import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request, type Page } from '@playwright/test';
import { weldingElectrodes } from '@/db/seed/data/products/welding-electrodes';
import { seedProducts } from '@/db/seed/seed';
import { expect, fillEnquiry, randomClientIp, test, toasts, uniqueEmail } from './support/leads';
import { freePort } from './support/postgres-server';
import { logEvents, startProdLocal, startProductionServices, type ProductionServices } from './support/production';
import type { RunningServer } from './support/server';

// Two replicas of the site (`npm run prod:local`, as a load balancer would have them), each with
// its page cache in front (PAGE_CACHE=nginx), on one PostgreSQL database, one S3 store and one
// SMTP server: started together on a fresh database, they apply its migrations and seed it once;
// each lead's notification is sent once although both delivery loops run; the rate limit counts a
// client's submissions to both; and a content change made in PostgreSQL reaches the pages both
// page caches keep within 10 seconds.
test.describe.configure({ mode: 'serial' });

const RATE_LIMIT = 3;
const electrode = weldingElectrodes.find((product) => product.is_available)!;
const journal = JSON.parse(fs.readFileSync('db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };

let services: ProductionServices;
let replicas: RunningServer[] = [];
const dataDirs: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The mail server is down until the outbox test brings it up.
  services = await startProductionServices('replicas', { smtpListening: false });
  const ports: number[] = [];
  while (ports.length < 2) {
    const port = await freePort();
    // (the mail server's port is free while it is down: not for a replica)
    if (!ports.includes(port) && port !== services.smtp.port) ports.push(port);
  }
  const env = {
    ...services.env,
    RATE_LIMIT_MAX: String(RATE_LIMIT),
    // Each simulated client names itself in X-Forwarded-For, as the load balancer in front would.
    TRUSTED_PROXY_COUNT: '1',
    // One window for the whole test (fixed windows aligned on the clock; a boundary crossed
    // mid-test would reset the count).
    RATE_LIMIT_WINDOW_SECONDS: '86400',
    // While the mail server is down, both loops retry every second or two and never give up.
    MAIL_RETRY_MAX_SECONDS: '2',
    MAIL_MAX_ATTEMPTS: '100',
    PAGE_CACHE: 'nginx',
  };
  // Started together on a fresh database: migrations run under the advisory lock, one at a time.
  const started = await Promise.allSettled(
    ports.map((port, index) => {
      const dataDir = path.join(os.tmpdir(), `replica-${index}-${process.pid}-${Date.now()}`);
      dataDirs.push(dataDir);
      return startProdLocal({ port, env: { ...env, DATA_DIR: dataDir }, logFile: path.resolve('test-results', `replica-${'ab'[index]}.log`) });
    }),
  );
  replicas = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
});

test.afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await services?.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const events = (replica: RunningServer) => logEvents(fs.readFileSync(replica.logFile, 'utf8'));
const bothRunning = () => replicas.every((replica) => replica.process.exitCode === null);

async function submitEnquiry(page: Page, replica: RunningServer, { email, ip }: { email: string; ip: string }) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto(`${replica.url}/inquiry`);
  const form = page.getByRole('form', { name: 'Inquiry form' });
  await fillEnquiry(form, { name: 'Replica Tester', email, mobile: '9830012345', industry: 'fabrication', category: 'electrodes' });
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
}

const SUCCESS = "Inquiry submitted successfully! We'll get back to you soon.";

test('started together on a fresh database, the replicas apply its migrations once and seed it once', async () => {
  const { sql } = services;
  const migrations = await sql`select hash from drizzle.__drizzle_migrations`;
  expect(migrations).toHaveLength(journal.entries.length);
  expect(new Set(migrations.map((row) => row.hash)).size).toBe(journal.entries.length);
  expect((await sql`select count(*)::int as n from products`)[0].n).toBe(seedProducts.length);
  expect(await sql`select product_id, display_order from product_images group by 1, 2 having count(*) > 1`).toEqual([]);
  // The seed writes the catalogue in one transaction: a second seeding would log a second one.
  expect((await sql`select count(distinct changed_xid)::int as n from content_changes where tag = 'products'`)[0].n).toBe(1);
  for (const replica of replicas) {
    expect((await fetch(`${replica.url}/api/health/ready`)).status).toBe(200);
    expect(events(replica).filter((event) => event.msg === 'database ready')).toHaveLength(1);
  }
});

test('each notification is sent exactly once while both delivery loops run', async ({ page }) => {
  test.setTimeout(180_000);
  const { sql, smtp } = services;
  const emails: string[] = [];
  for (let i = 0; i < 6; i++) {
    const email = uniqueEmail(`replica${i}`);
    emails.push(email);
    await submitEnquiry(page, replicas[i % 2], { email, ip: randomClientIp() });
    await expect(toasts(page).getByText(SUCCESS)).toBeVisible();
  }

  // With the mail server down, both loops claim the due rows, fail and retry them.
  await expect
    .poll(() => replicas.map((replica) => events(replica).some((event) => event.msg === 'notification not sent')), { timeout: 30_000 })
    .toEqual([true, true]);
  expect(smtp.messages).toHaveLength(0);

  // The mail server comes back: both loops race for the same due rows.
  await smtp.start();
  await expect
    .poll(async () => (await sql`select count(*)::int as n from mail_outbox where status = 'sent'`)[0].n, { timeout: 60_000 })
    .toBe(emails.length);
  // A few more polls of both loops, in case one were to send a row again.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(bothRunning()).toBe(true);

  expect(smtp.messages).toHaveLength(emails.length);
  expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(emails.length);
  for (const email of emails) expect(smtp.messages.filter((mail) => mail.text?.includes(email)), email).toHaveLength(1);
  const leadIds = (await sql`select id from inquiries where email in ${sql(emails)}`).map((row) => row.id as string);
  expect(smtp.messages.map((mail) => mail.headers.get('x-lead-reference') as string).sort()).toEqual(leadIds.sort());

  // The replicas' own accounts agree: every row was sent once, by one of them.
  const sentBy = replicas.map((replica) => events(replica).filter((event) => event.msg === 'notification sent').map((event) => event.outbox_id as string));
  const allSent = sentBy.flat();
  expect(allSent).toHaveLength(emails.length);
  expect(new Set(allSent).size).toBe(emails.length);
  test.info().annotations.push({ type: 'sent by replica', description: `a: ${sentBy[0].length}, b: ${sentBy[1].length}` });
});

test('the rate limit counts one client across both replicas', async ({ page }) => {
  const ip = randomClientIp();
  const email = uniqueEmail('replica-limit');
  for (let i = 0; i < RATE_LIMIT; i++) {
    await submitEnquiry(page, replicas[i % 2], { email, ip });
    await expect(toasts(page).getByText(SUCCESS)).toBeVisible();
  }
  // Past the limit, on either replica.
  for (const replica of [replicas[RATE_LIMIT % 2], replicas[(RATE_LIMIT + 1) % 2]]) {
    await submitEnquiry(page, replica, { email, ip });
    await expect(toasts(page).getByText(/^Too many submissions from your network\. Please try again in \d+ minutes?\.$/)).toBeVisible();
  }
  // Another client is not held back.
  await submitEnquiry(page, replicas[1], { email: uniqueEmail('replica-other'), ip: randomClientIp() });
  await expect(toasts(page).getByText(SUCCESS)).toBeVisible();
  expect((await services.sql`select count(*)::int as n from inquiries where email = ${email}`)[0].n).toBe(RATE_LIMIT);
});

test('a product renamed in PostgreSQL shows through the page caches of both replicas within 10 seconds', async ({ page }) => {
  const productPath = `/product/${electrode.id}`;
  // Each replica's page cache keeps the product page (its data is in that replica's cache too).
  for (const replica of replicas) {
    const api = await request.newContext();
    try {
      await api.get(`${replica.url}${productPath}`);
      const again = await api.get(`${replica.url}${productPath}`);
      expect(again.status()).toBe(200);
      expect(again.headers()['x-page-cache']).toBe('HIT');
      expect(await again.text()).toContain(electrode.name);
    } finally {
      await api.dispose();
    }
  }

  const newName = `${electrode.name} (Replica Edition)`;
  await services.sql`update products set name = ${newName} where id = ${electrode.id}`;
  const deadline = Date.now() + 10_000;
  for (const replica of replicas) {
    await expect
      .poll(
        async () => {
          await page.goto(`${replica.url}${productPath}`);
          return page.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: Math.max(0, deadline - Date.now()), intervals: [250] },
      )
      .toBe(newName);
  }
  expect(bothRunning()).toBe(true);
});
