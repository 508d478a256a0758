import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page, Route } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/db/bootstrap';
import { weldingElectrodes } from '@/db/seed/data/products/welding-electrodes';
import { careerMessages } from '@/lib/schemas/career';
import { dealerMessages } from '@/lib/schemas/dealer';
import { enquirySurfaces } from '@/lib/schemas/enquiry';
import { quoteMessages } from '@/lib/schemas/quote';
import { makePdf } from '../support/fixtures';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { seededDataDir, startIsolatedServer } from './support/isolated-server';
import { COVER_LETTER, expect, fillCareer, fillDealer, fillEnquiry, formsInteractive, select, test, textbox, uniqueEmail } from './support/leads';
import { freePort } from './support/postgres-server';
import type { RunningServer } from './support/server';

// Whatever fails between the browser and the stored row, each of the five lead forms shows its
// failure toast, keeps every value (the chosen resume too) and can be sent again; the retry
// stores exactly one lead and one e-mail, also when the failed attempt was in fact stored. On a
// server of its own (PGlite, real SMTP), which one test stops and starts again.

const electrode = weldingElectrodes.find((product) => product.is_available)!;

type Site = { url: string; dataDir: string; port: number; smtp: TestSmtpServer; server: RunningServer | null };
let site: Site;

async function startSite(dataDir: string, port: number, smtpPort: number): Promise<RunningServer> {
  return startIsolatedServer({
    port,
    dataDir,
    logFile: path.join('test-results', 'failures-site.log'),
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), NOTIFY_TO: 'sales@arcstar.test', MAIL_POLL_SECONDS: '1', RATE_LIMIT_MAX: '1000' },
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const smtp = await startSmtpServer();
  const dataDir = seededDataDir('failures');
  const port = await freePort();
  const server = await startSite(dataDir, port, smtp.port);
  site = { url: server.url, dataDir, port, smtp, server };
});

test.afterAll(async () => {
  await site?.server?.stop();
  await site?.smtp.stop();
  if (site) fs.rmSync(site.dataDir, { recursive: true, force: true });
});

/** Every toast the page showed, in order (they go away after a few seconds). */
async function watchToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const found = node.matches('[data-toast]') ? [node] : [...node.querySelectorAll('[data-toast]')];
          for (const toast of found) seen.push(toast.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  let shown = 0;
  return {
    /** Waits for the next toast and checks its text. */
    async expectNext(text: string) {
      const all = () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts.slice());
      try {
        await expect.poll(async () => (await all()).slice(shown).some((toast) => toast.includes(text)), { message: `a toast saying "${text}"` }).toBe(true);
      } catch (error) {
        // Seen once in a full CI run and not since: say what the page showed instead.
        throw new Error(`${(error as Error).message}\n\nThe page at that moment:\n${await describeForms(page)}`, { cause: error });
      }
      shown = (await all()).length;
    },
  };
}

/** Every toast seen so far, the forms' submit buttons and announcements, and the field messages shown. */
async function describeForms(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const lines = [`address: ${location.href}`, `toasts seen: ${JSON.stringify((window as unknown as { __toasts?: string[] }).__toasts ?? [])}`];
      for (const form of document.querySelectorAll('form, [role="dialog"]')) {
        const buttons = [...form.querySelectorAll('button[type="submit"]')].map((button) => `"${text(button)}"${(button as HTMLButtonElement).disabled ? ' (disabled)' : ''}`);
        const live = [...form.querySelectorAll('[aria-live]')].map(text).filter(Boolean);
        const invalid = [...form.querySelectorAll('[aria-invalid="true"]')].map((field) => field.getAttribute('name'));
        lines.push(`${form.tagName.toLowerCase()} "${form.getAttribute('aria-label') ?? ''}" data-hydrated=${form.getAttribute('data-hydrated')}: submit ${buttons.join(', ') || 'none'}; announced ${JSON.stringify(live)}; invalid ${JSON.stringify(invalid)}`);
      }
      return lines.join('\n');
    })
    .catch((error: Error) => `(could not read the page: ${error.message})`);
}

type LeadForm = {
  name: string;
  /** Opens the form on `url` and answers where its fields are. */
  open: (page: Page, url: string) => Promise<Locator>;
  fill: (scope: Locator, email: string) => Promise<void>;
  expectKept: (scope: Locator, email: string) => Promise<void>;
  submit: string;
  failure: string;
  success: string;
  /** Where its lead is stored, and the column holding the visitor's e-mail. */
  table: string;
  emailColumn: string;
};

/** Opens a page and waits until its lead forms are interactive. */
async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await formsInteractive(page);
}

const resumeName = 'Kept CV.pdf';

const leadForms: LeadForm[] = [
  {
    name: 'home enquiry',
    open: async (page, url) => {
      await openHydrated(page, `${url}/`);
      return page.getByRole('form', { name: 'Enquiry form' });
    },
    fill: (scope, email) => fillEnquiry(scope, { name: 'Ravi Kumar', email, mobile: '9830012345', industry: 'oem', category: 'wires', message: 'Need ER70S-6 spools.' }),
    expectKept: async (scope, email) => {
      await expect(textbox(scope, 'Name')).toHaveValue('Ravi Kumar');
      await expect(textbox(scope, 'Email')).toHaveValue(email);
      await expect(select(scope, 'Product category')).toHaveValue('wires');
      await expect(textbox(scope, 'Message')).toHaveValue('Need ER70S-6 spools.');
    },
    submit: 'Submit Enquiry',
    failure: enquirySurfaces.home.failure,
    success: enquirySurfaces.home.success,
    table: 'inquiries',
    emailColumn: 'email',
  },
  {
    name: '/inquiry',
    open: async (page, url) => {
      await openHydrated(page, `${url}/inquiry`);
      return page.getByRole('form', { name: 'Inquiry form' });
    },
    fill: (scope, email) => fillEnquiry(scope, { name: 'Asha Rao', email, mobile: '9830012345', industry: 'epc', category: 'general', message: 'Kept through every failure' }),
    expectKept: async (scope, email) => {
      await expect(textbox(scope, 'Name')).toHaveValue('Asha Rao');
      await expect(textbox(scope, 'Email')).toHaveValue(email);
      await expect(select(scope, 'Industry type')).toHaveValue('epc');
      await expect(textbox(scope, 'Message')).toHaveValue('Kept through every failure');
    },
    submit: 'Send Inquiry',
    failure: enquirySurfaces['inquiry-page'].failure,
    success: enquirySurfaces['inquiry-page'].success,
    table: 'inquiries',
    emailColumn: 'email',
  },
  {
    name: 'quote dialog',
    open: async (page, url) => {
      await openHydrated(page, `${url}/product/${electrode.id}`);
      await page.getByRole('button', { name: `Request Quote: ${electrode.name}` }).first().click();
      return page.getByRole('dialog', { name: 'Request a Quote' });
    },
    fill: async (scope, email) => {
      await textbox(scope, 'Name').fill('Karan Mehta');
      await textbox(scope, 'Email').fill(email);
      await scope.getByRole('spinbutton', { name: 'Quantity' }).fill('75');
    },
    expectKept: async (scope, email) => {
      await expect(scope).toBeVisible();
      await expect(textbox(scope, 'Product')).toHaveValue(`Welding Electrodes - ${electrode.name}`);
      await expect(textbox(scope, 'Name')).toHaveValue('Karan Mehta');
      await expect(textbox(scope, 'Email')).toHaveValue(email);
      await expect(scope.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('75');
    },
    submit: 'Submit Quote Request',
    failure: quoteMessages.failure,
    success: quoteMessages.success,
    table: 'quote_requests',
    emailColumn: 'customer_email',
  },
  {
    name: '/dealers',
    open: async (page, url) => {
      await openHydrated(page, `${url}/dealers`);
      return page.getByRole('form', { name: 'Dealer application form' });
    },
    fill: (scope, email) => fillDealer(scope, email),
    expectKept: async (scope, email) => {
      await expect(textbox(scope, 'Business name')).toHaveValue('Rao Welding Traders');
      await expect(textbox(scope, 'Email')).toHaveValue(email);
      await expect(select(scope, 'Investment capacity')).toHaveValue('25_50l');
      await expect(textbox(scope, 'Why do you want to partner with us?')).toHaveValue(/^Fabricators across Howrah/);
    },
    submit: 'Submit Application',
    failure: dealerMessages.failure,
    success: dealerMessages.success,
    table: 'dealer_applications',
    emailColumn: 'email',
  },
  {
    name: '/careers',
    open: async (page, url) => {
      await openHydrated(page, `${url}/careers`);
      return page.getByRole('form', { name: 'Career application form' });
    },
    fill: async (scope, email) => {
      await fillCareer(scope, email);
      await scope.getByLabel('Resume', { exact: true }).setInputFiles({ name: resumeName, mimeType: 'application/pdf', buffer: await makePdf(email) });
    },
    expectKept: async (scope, email) => {
      await expect(textbox(scope, 'Full name')).toHaveValue('Asha Rao');
      await expect(textbox(scope, 'Email')).toHaveValue(email);
      await expect(textbox(scope, 'Cover letter')).toHaveValue(COVER_LETTER);
      await expect(scope.getByRole('group', { name: 'Selected resume' })).toContainText(resumeName);
      expect(await scope.getByLabel('Resume', { exact: true }).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(resumeName);
    },
    submit: 'Submit Application',
    failure: careerMessages.failure,
    success: careerMessages.success,
    table: 'career_applications',
    emailColumn: 'email',
  },
];

/** Every e-mail a test sent, with the table its lead goes to, for the count at the end. */
const sent: { email: string; form: LeadForm }[] = [];

const badGateway = { status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' };
const isPost = (route: Route) => route.request().method() === 'POST';
const isAction = (route: Route) => isPost(route) && Boolean(route.request().headers()['next-action']);

/** Sends the form with the network doing `failure` to its posts; the failure toast shows and nothing typed is lost. */
async function failOnce(page: Page, form: LeadForm, scope: Locator, email: string, toasts: Awaited<ReturnType<typeof watchToasts>>, failure: (route: Route) => Promise<void>) {
  const matcher = (url: URL) => url.origin === new URL(site.url).origin;
  await page.route(matcher, (route) => failure(route));
  await scope.getByRole('button', { name: form.submit }).click();
  await toasts.expectNext(form.failure);
  await page.unroute(matcher);
  await expect(scope.getByRole('button', { name: form.submit })).toBeEnabled();
  await form.expectKept(scope, email);
}

/**
 * One visitor per form, all at once (each in a browser context of its own): the network cut at
 * the moment of sending (the career form's upload is its first post), a proxy answering 502
 * instead of the server, and the server storing the lead but its answer lost on the way back;
 * then the retry succeeds.
 */
test("each form: a cut connection, a proxy's 502 and a lost answer keep the input; the retry succeeds", async ({ browser }) => {
  test.setTimeout(120_000);
  await Promise.all(
    leadForms.map((form) =>
      test.step(form.name, async () => {
        const { page, toasts, close } = await visitor(browser);
        const email = uniqueEmail(`fail-${form.name.replace(/\W+/g, '')}`);
        sent.push({ email, form });
        const scope = await form.open(page, site.url);
        await form.fill(scope, email);

        await failOnce(page, form, scope, email, toasts, (route) => (isPost(route) ? route.abort('internetdisconnected') : route.fallback()));
        await failOnce(page, form, scope, email, toasts, (route) => (isAction(route) ? route.fulfill(badGateway) : route.fallback()));
        await failOnce(page, form, scope, email, toasts, async (route) => {
          if (!isAction(route)) return route.fallback();
          await route.fetch();
          await route.fulfill(badGateway);
        });

        await scope.getByRole('button', { name: form.submit }).click();
        await toasts.expectNext(form.success);
        await close();
      }),
    ),
  );
});

test('the server stopped between page load and submit: each form keeps its input, and succeeds once it is back', async ({ browser }) => {
  test.setTimeout(180_000);
  const visitors = await Promise.all(
    leadForms.map(async (form) => {
      const email = uniqueEmail(`down-${form.name.replace(/\W+/g, '')}`);
      sent.push({ email, form });
      const opened = await visitor(browser);
      const scope = await form.open(opened.page, site.url);
      await form.fill(scope, email);
      return { ...opened, form, email, scope };
    }),
  );

  await site.server!.stop();
  site.server = null;
  await Promise.all(
    visitors.map(async ({ form, scope, email, toasts }) => {
      await scope.getByRole('button', { name: form.submit }).click();
      await toasts.expectNext(form.failure);
      await form.expectKept(scope, email);
    }),
  );

  site.server = await startSite(site.dataDir, site.port, site.smtp.port);
  await Promise.all(
    visitors.map(async ({ form, scope, toasts, close }) => {
      await scope.getByRole('button', { name: form.submit }).click();
      await toasts.expectNext(form.success);
      await close();
    }),
  );
});

test('a double click sends once, and a replayed request with the same key stores nothing more', async ({ page }) => {
  const toasts = await watchToasts(page);
  const form = leadForms[1];
  const email = uniqueEmail('double');
  sent.push({ email, form });
  const scope = await form.open(page, site.url);
  await form.fill(scope, email);
  const posted = page.waitForRequest((request) => request.method() === 'POST' && Boolean(request.headers()['next-action']));
  await scope.getByRole('button', { name: form.submit }).dblclick();
  await toasts.expectNext(form.success);
  const request = await posted;

  // The same post again, byte for byte (a retry whose first answer was lost, the back button).
  const headers = Object.fromEntries(Object.entries(await request.allHeaders()).filter(([name]) => !['content-length', 'host', 'cookie'].includes(name)));
  const replay = await page.request.post(request.url(), { headers, data: request.postDataBuffer()! });
  expect(replay.status()).toBe(200);
  expect(await replay.text()).toContain('Inquiry submitted successfully!');
});

test('a tap on submit before the page has hydrated (CPU slowed down) is sent, and its answer shown', async ({ browser }) => {
  const { page, close } = await visitor(browser);
  const form = leadForms[1];
  const email = uniqueEmail('early-tap');
  sent.push({ email, form });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // The page's scripts arrive only after the tap: it lands on the server-rendered form.
  let tapped!: () => void;
  const tap = new Promise<void>((resolve) => (tapped = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await tap;
    await route.fallback();
  });
  const scope = page.getByRole('form', { name: 'Inquiry form' });
  await page.goto(`${site.url}/inquiry`, { waitUntil: 'commit' });
  await fillEnquiry(scope, { name: 'Asha Rao', email, mobile: '9830012345', industry: 'epc', category: 'general' });
  await expect(scope).toHaveAttribute('data-hydrated', 'false');
  await scope.getByRole('button', { name: form.submit }).click();
  tapped();

  await expect(page.getByRole('status')).toHaveText(form.success);
  // Once the answer page is interactive, the answer is still there.
  await expect(page.getByRole('form', { name: 'Inquiry form' })).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await expect(page.getByRole('status')).toHaveText(form.success);
  await close();
});

test('every submission above is stored exactly once, with exactly one e-mail', async () => {
  test.setTimeout(120_000);
  const mailsFor = (email: string) => site.smtp.messages.filter((mail) => mail.text?.includes(email)).length;
  await expect.poll(() => sent.filter(({ email }) => mailsFor(email) === 0).map(({ email }) => email), { timeout: 30_000 }).toEqual([]);
  await site.server!.stop();
  site.server = null;
  const handle = await openDatabase({ kind: 'pglite', dataDir: site.dataDir, seed: false });
  try {
    const rows: Record<string, number> = {};
    for (const { email, form } of sent) {
      const result = await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(form.table)} where ${sql.identifier(form.emailColumn)} = ${email}`);
      rows[email] = ((Array.isArray(result) ? result : (result as unknown as { rows: { n: number }[] }).rows) as { n: number }[])[0].n;
    }
    expect(rows).toEqual(Object.fromEntries(sent.map(({ email }) => [email, 1])));
  } finally {
    await handle.close();
  }
  expect(Object.fromEntries(sent.map(({ email }) => [email, mailsFor(email)]))).toEqual(Object.fromEntries(sent.map(({ email }) => [email, 1])));
});

/** A visitor of their own (context, page, toast watch). */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const toasts = await watchToasts(page);
  return { page, toasts, close: () => context.close() };
}
