import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import postgres from 'postgres';
import { S3ObjectStore } from '@/lib/storage/s3-store';
import { startS3Server } from '../../support/s3';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { createTempDatabase, freePort } from './postgres-server';
import { serviceEnv } from './production';
import { startServer, type RunningServer } from './server';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

// Lead-capture e2e support: a fresh client address per test (the rate limit is per client), the
// global server's mailbox, and a second server on PostgreSQL (reached through a proxy the test can
// cut), a real SMTP server and a real S3 (s3rver), for tests that check what was stored.

/** An address of its own for each test, sent as X-Forwarded-For (the test servers trust one proxy). */
export function randomClientIp(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

export type PgSite = {
  url: string;
  /** Straight to the site's database (not through the proxy). */
  sql: postgres.Sql;
  smtp: TestSmtpServer;
  proxy: TcpProxy;
  store: S3ObjectStore;
  server: RunningServer;
};

export const PG_SITE_RATE_LIMIT = 3;

/**
 * Waits until the page's lead forms are interactive. A form far down its page (the home page's
 * enquiry form) fetches its code only when it nears the screen (components/common/hydrate-when-near.tsx),
 * so it is scrolled to first, as by the visitor who fills it in.
 */
export async function formsInteractive(page: Page) {
  await page.waitForFunction(() => {
    const waiting = [...document.querySelectorAll('form[data-hydrated="false"]')];
    waiting.find((form) => form.closest('[data-hydrate-when-near]'))?.scrollIntoView({ block: 'center' });
    return waiting.length === 0;
  });
}

/**
 * A browser page of its own visitor (an address of its own). Its navigations wait for nothing,
 * where the fixture's page waits for the forms; `javaScriptEnabled: false` turns scripts off.
 */
export async function visitorPage(browser: Browser, baseURL?: string, { javaScriptEnabled = true } = {}): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
  return { page: await context.newPage(), close: () => context.close() };
}

/** A browser page with JavaScript turned off, as its own visitor. */
export const noScriptPage = (browser: Browser, baseURL?: string) => visitorPage(browser, baseURL, { javaScriptEnabled: false });

export const test = base.extend<{ clientIp: string }, { pgSite: PgSite }>({
  clientIp: async ({}, use) => use(randomClientIp()),
  page: async ({ page, clientIp }, use) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
    // A click that lands before React has hydrated a form is lost (as for a visitor whose phone is
    // still loading the page): each navigation waits until its lead forms are interactive.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await formsInteractive(page);
      return response;
    };
    await use(page);
  },
  pgSite: [
    async ({}, use) => {
      const database = await createTempDatabase('site');
      const direct = database.url;
      const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const viaProxy = new URL(direct);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const smtp = await startSmtpServer();
      const s3 = await startS3Server();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-pg-site-'));
      const port = await freePort();
      const server = await startServer({
        port,
        logFile: path.resolve('test-results', `pg-site-${process.pid}.log`),
        env: {
          ...serviceEnv({ databaseUrl: viaProxy.toString(), smtpPort: smtp.port, s3: s3.settings }),
          DATA_DIR: dataDir,
          SITE_URL: `http://127.0.0.1:${port}`,
          RATE_LIMIT_MAX: String(PG_SITE_RATE_LIMIT),
          TRUSTED_PROXY_COUNT: '1',
        },
      });
      const sql = postgres(direct.toString(), { max: 2, onnotice: () => {} });
      const store = new S3ObjectStore(s3.settings);
      await use({ url: server.url, sql, smtp, proxy, store, server });
      await server.stop();
      store.destroy();
      await sql.end();
      await proxy.close();
      await smtp.stop();
      await s3.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export { createTempDatabase, expect };

/** Every message the global server's notifications produced so far. */
const parsed = new Map<string, ParsedMail>();
export async function globalMailbox(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('E2E_MAILBOX_DIR is not set (global setup starts the SMTP server)');
  for (const file of fs.readdirSync(dir).sort()) {
    if (!parsed.has(file)) parsed.set(file, await simpleParser(fs.readFileSync(path.join(dir, file))));
  }
  return [...parsed.values()];
}

/** Waits for the one notification whose text contains `marker`, and answers it. */
export async function mailContaining(marker: string, mailbox: () => Promise<ParsedMail[]> | ParsedMail[] = globalMailbox): Promise<ParsedMail> {
  await expect.poll(async () => (await mailbox()).filter((mail) => mail.text?.includes(marker)).length, { timeout: 20_000 }).toBe(1);
  return (await mailbox()).find((mail) => mail.text?.includes(marker))!;
}

/** A unique e-mail address per test, so that its lead and notification are easy to find. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Holds the form's server action request until `release()` (to see the submitting state). */
export async function holdServerActions(page: Page): Promise<{ release: () => Promise<void> }> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const matcher = (url: URL) => url.origin === new URL(page.url()).origin;
  await page.route(matcher, async (route) => {
    if (route.request().method() === 'POST' && route.request().headers()['next-action']) await gate;
    await route.fallback();
  });
  return {
    release: async () => {
      open();
      await page.unroute(matcher);
    },
  };
}

/**
 * Intercepts the script that carries the forms' browser checks (zod, loaded when a visitor starts
 * on a form: components/forms/use-lead-form.ts), told apart from the page's other scripts by zod's
 * own class names in it: `abort` drops it as a lost connection would, `hold` keeps it until released.
 */
export async function interceptFormChecks(page: Page, mode: 'abort' | 'hold'): Promise<{ requested: () => boolean; release: () => void }> {
  let requested = false;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('$ZodObject')) return route.fulfill({ response, body });
    requested = true;
    if (mode === 'abort') return route.abort('internetdisconnected');
    await gate;
    return route.fulfill({ response, body });
  });
  return { requested: () => requested, release: () => open() };
}

/** The toast region (components/ui/toast.tsx). */
export const toasts = (page: Page): Locator => page.locator('[data-toast-region]');

export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
export const select = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
export const number = (scope: Page | Locator, name: string) => scope.getByRole('spinbutton', { name, exact: true });

/** The message shown under a field (linked by aria-describedby), or '' when there is none. */
export async function fieldError(field: Locator): Promise<string> {
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId) return '';
  return (await field.page().locator(`[id="${errorId}"]`).textContent()) ?? '';
}

/** Waits for the field to show `message` under it ('' = no message). */
export async function expectFieldError(field: Locator, message: string) {
  await expect.poll(() => fieldError(field)).toBe(message);
}

export async function fillEnquiry(scope: Page | Locator, values: { name: string; email: string; mobile: string; industry: string; category: string; message?: string }) {
  await textbox(scope, 'Name').fill(values.name);
  await textbox(scope, 'Email').fill(values.email);
  await textbox(scope, 'Mobile').fill(values.mobile);
  await select(scope, 'Industry type').selectOption(values.industry);
  await select(scope, 'Product category').selectOption(values.category);
  if (values.message !== undefined) await textbox(scope, 'Message').fill(values.message);
}

export const dealerValues = (email: string) => ({
  'Business name': 'Rao Welding Traders',
  'Contact person': 'Asha Rao',
  Email: email,
  Phone: '+91 98300 12345',
  'Business address': '12 Strand Road, Howrah',
  City: 'Howrah',
  State: 'West Bengal',
  Pincode: '711101',
  'Why do you want to partner with us?': 'Fabricators across Howrah ask for your electrodes by name; we want to stock the full range.',
});

export async function fillDealer(scope: Page | Locator, email: string) {
  for (const [label, value] of Object.entries(dealerValues(email))) await textbox(scope, label).fill(value);
  await select(scope, 'Business type').selectOption('distributor');
  await number(scope, 'Years in business').fill('12');
  await select(scope, 'Annual turnover').selectOption('5_10cr');
  await select(scope, 'Investment capacity').selectOption('25_50l');
}

export const COVER_LETTER =
  'I have six years of weld inspection experience in pressure vessel shops, hold NDT Level II, and want to bring that rigour to your quality team.';

export async function fillCareer(scope: Page | Locator, email: string) {
  await textbox(scope, 'Full name').fill('Asha Rao');
  await textbox(scope, 'Email').fill(email);
  await textbox(scope, 'Phone').fill('9830012345');
  await select(scope, 'Position').selectOption('quality_engineer');
  await number(scope, 'Experience (years)').fill('6');
  await textbox(scope, 'Education').fill('B.E. Metallurgy, Jadavpur University');
  await select(scope, 'Availability').selectOption('1_month');
  await textbox(scope, 'Cover letter').fill(COVER_LETTER);
}

/** The hidden fields React puts in the /inquiry form for posts made without JavaScript. */
export async function enquiryActionFields(request: APIRequestContext, url: string): Promise<Record<string, string>> {
  const html = await (await request.get(`${url}/inquiry`)).text();
  const form = html.slice(html.indexOf('aria-label="Inquiry form"'));
  const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return Object.fromEntries([...form.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g)].map((match) => [match[1], unescape(match[2] ?? '')]));
}
