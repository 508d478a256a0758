import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import * as OTPAuth from 'otpauth';
import postgres from 'postgres';
import { openDatabase } from '@/db/bootstrap';
import type { DatabaseHandle } from '@/db/client';
import { insertCareerApplication, insertDealerApplication, insertInquiry, insertNewsletterSubscriber } from '@/db/queries/leads';
import { addStaffFromCommandLine } from '@/lib/auth/staff';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { sampleCareer, sampleDealer, sampleEnquiry } from '../../support/lead-samples';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { expectNoSeriousAxeViolations } from './accessibility';
import { seededDataDir, startIsolatedServer } from './isolated-server';
import { randomClientIp } from './leads';
import { createTempDatabase, freePort } from './postgres-server';
import { startServer, type RunningServer } from './server';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

// Back office e2e support: a site of its own (embedded PGlite, or PostgreSQL the test can read),
// with accounts made before it starts, a few leads, and a real SMTP server receiving its mail.

export type Account = { email: string; name: string; role: StaffRole; password: string };

export const ADMIN: Account = { email: 'meera.iyer@arcstar.test', name: 'Meera Iyer', role: 'admin', password: 'steel and sparks 42' };
export const STAFF: Account = { email: 'ravi.kumar@arcstar.test', name: 'Ravi Kumar', role: 'staff', password: 'arc gap and flux 7' };
export const EDITOR: Account = { email: 'anita.desai@arcstar.test', name: 'Anita Desai', role: 'editor', password: 'bead and root pass 5' };
export const SALES: Account = { email: 'sanjay.menon@arcstar.test', name: 'Sanjay Menon', role: 'sales', password: 'quote and dealer 31' };
export const HR: Account = { email: 'farah.khan@arcstar.test', name: 'Farah Khan', role: 'hr', password: 'resumes in order 8' };

/** Leads stored before the site starts: their names and e-mails must never show to a visitor. */
export const LEADS = {
  enquiry: { ...sampleEnquiry, name: 'Lakshmi Narayanan', email: 'lakshmi.enquiry@example.in' },
  dealer: { ...sampleDealer, contact_person: 'Harpreet Gill', email: 'harpreet.dealer@example.in' },
  career: { ...sampleCareer, full_name: 'Zoya Qureshi', email: 'zoya.careers@example.in' },
  newsletter: 'newsletter.reader@example.in',
};
export const PERSONAL_DATA = [
  LEADS.enquiry.name,
  LEADS.enquiry.email,
  LEADS.dealer.contact_person,
  LEADS.dealer.email,
  LEADS.career.full_name,
  LEADS.career.email,
  LEADS.newsletter,
];

export type BackOfficeSite = {
  url: string;
  smtp: TestSmtpServer;
  server: RunningServer;
  /** PostgreSQL sites only: straight to the site's database. */
  sql: postgres.Sql | null;
  /** Embedded sites only: the server's DATA_DIR. */
  dataDir: string | null;
  /** With `{ databaseLink: true }`: the server reaches PostgreSQL through this, which a test can cut. */
  databaseLink?: TcpProxy;
  stop: () => Promise<void>;
};

const origin = { source_page: '/inquiry', utm: {} };

async function prepare(handle: DatabaseHandle, accounts: Account[]) {
  for (const account of accounts) await addStaffFromCommandLine(handle.db, account, 'http://unused.test');
  await insertInquiry(LEADS.enquiry, origin, handle.db);
  await insertDealerApplication(LEADS.dealer, origin, handle.db);
  await insertCareerApplication(LEADS.career, origin, null, handle.db);
  await insertNewsletterSubscriber(LEADS.newsletter, origin, handle.db);
}

function mailEnv(smtp: TestSmtpServer): Record<string, string> {
  return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), MAIL_POLL_SECONDS: '1', MAIL_RETRY_BASE_SECONDS: '1', NOTIFY_TO: 'sales@arcstar.test' };
}

/**
 * A site on the embedded database. `cliAccounts` are created by `npm run staff:add` itself (as an
 * operator creates the first admin), `accounts` directly; both before the server opens the data dir.
 */
export async function startEmbeddedBackOffice(label: string, { accounts = [], cliAccounts = [], env = {} }: { accounts?: Account[]; cliAccounts?: Account[]; env?: Record<string, string> } = {}): Promise<BackOfficeSite> {
  const dataDir = seededDataDir(label);
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  for (const account of cliAccounts) {
    const run = spawnSync('npm', ['run', '--silent', 'staff:add', '--', '--email', account.email, '--name', account.name, '--role', account.role, '--password', account.password], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SITE_URL: siteUrl },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Created the back office account of ${account.name} <${account.email}>`);
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await prepare(handle, accounts);
  } finally {
    await handle.close();
  }
  const smtp = await startSmtpServer();
  const server = await startIsolatedServer({ port, dataDir, logFile: path.resolve('test-results', `${label}-server.log`), env: { ...mailEnv(smtp), ...env } });
  return {
    url: server.url,
    smtp,
    server,
    sql: null,
    dataDir,
    stop: async () => {
      await server.stop();
      await smtp.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A site on a fresh PostgreSQL database (TEST_DATABASE_URL) that the test reads and changes directly. */
export async function startPostgresBackOffice(
  label: string,
  { accounts = [], env = {}, databaseLink = false }: { accounts?: Account[]; env?: Record<string, string>; databaseLink?: boolean } = {},
): Promise<BackOfficeSite> {
  const database = await createTempDatabase(label);
  const handle = await openDatabase({ kind: 'postgres', url: database.url.toString(), max: 2 });
  try {
    await prepare(handle, accounts);
  } finally {
    await handle.close();
  }
  const link = databaseLink ? await startTcpProxy({ host: database.url.hostname, port: Number(database.url.port || 5432) }) : undefined;
  const serverDatabaseUrl = new URL(database.url);
  if (link) serverDatabaseUrl.port = String(link.port);
  const smtp = await startSmtpServer();
  const port = await freePort();
  const server = await startServer({
    port,
    logFile: path.resolve('test-results', `${label}-server.log`),
    env: { DATABASE_URL: serverDatabaseUrl.toString(), SITE_URL: `http://127.0.0.1:${port}`, ...mailEnv(smtp), ...env },
  });
  const sql = postgres(database.url.toString(), { max: 2, onnotice: () => {} });
  return {
    url: server.url,
    smtp,
    server,
    sql,
    dataDir: null,
    databaseLink: link,
    stop: async () => {
      await server.stop();
      await smtp.stop();
      await link?.close();
      await sql.end();
      await database.drop();
    },
  };
}

/** A browser context of its own client address (the sign-in limits count per address). */
export async function visitor(browser: { newContext: (options: object) => Promise<BrowserContext> }, baseURL: string, options: object = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() }, ...options });
  return { context, page: await context.newPage() };
}

export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A new visitor signed in as `ADMIN`, on the leads inbox (an admin's start page). */
export async function signedInAdmin(browser: Parameters<typeof visitor>[0], baseURL: string, options: object = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await visitor(browser, baseURL, options);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  return { context, page };
}

/** A page of a new visitor signed in as `EDITOR`, on the editor's start page. */
export async function signedInEditor(browser: Parameters<typeof visitor>[0], baseURL: string): Promise<Page> {
  const { page } = await visitor(browser, baseURL);
  await signIn(page, EDITOR);
  await expect(page).toHaveURL(/\/admin\/news$/);
  return page;
}

/** The back office's header and main area as they stand: no serious or critical axe violation. */
export async function expectNoSeriousBackOfficeViolations(page: Page, label: string): Promise<void> {
  await expectNoSeriousAxeViolations(page, { label, include: ['#admin-main', '#admin-header'] });
}

/** The e-mail sent to `to` whose subject matches, once the outbox delivered it over SMTP. */
export async function waitForMail(smtp: TestSmtpServer, to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        found = smtp.messages.find((mail) => {
          const recipients = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
          return recipients.some((address) => address.value.some((entry) => entry.address === to)) && subject.test(mail.subject ?? '');
        });
        return Boolean(found);
      },
      { timeout: 20_000, message: `an e-mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The one-time link of an access e-mail (the text part carries the plain URL). */
export function linkIn(mail: ParsedMail, pathname: string): string {
  const match = new RegExp(`https?://[^\\s]+${pathname.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%-]+`).exec(mail.text ?? '');
  expect(match, `a ${pathname} link in the e-mail`).not.toBeNull();
  return match![0];
}

/** The current code of an authenticator app holding this base32 secret. */
export function totpCode(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}
