import type { Locator, Page } from '@playwright/test';
import { weldingElectrodes } from '@/db/seed/data/products/welding-electrodes';
import { makePdf } from '../support/fixtures';
import { expect, fillCareer, fillDealer, fillEnquiry, PG_SITE_RATE_LIMIT, select, test, textbox, toasts, uniqueEmail, type PgSite } from './support/leads';

// When the database cannot be reached, every form says the spec's failure message and keeps what
// the visitor typed (and a retry once it is back succeeds); the honeypot and the rate limit answer
// with their message and store nothing. On the PostgreSQL site, whose database link the test cuts.

const electrode = weldingElectrodes.find((product) => product.is_available)!;

/**
 * Cuts the database link while `run` submits with `submit`. The button is brought into view and
 * the page left to finish its link prefetches first: pages rendered during an outage are another
 * test's subject, and their slow failures would hold up this one.
 */
async function withDatabaseCut<T>(pgSite: PgSite, submit: Locator, run: () => Promise<T>): Promise<T> {
  await submit.scrollIntoViewIfNeeded();
  await submit.page().waitForLoadState('networkidle');
  await pgSite.proxy.cut();
  try {
    return await run();
  } finally {
    await pgSite.proxy.restore();
  }
}

const count = async (pgSite: PgSite, table: string, email: string, column = 'email') =>
  (await pgSite.sql`select count(*)::int as n from ${pgSite.sql(table)} where ${pgSite.sql(column)} = ${email}`)[0].n as number;

test.describe('database unreachable', () => {
  test('the /inquiry form shows its failure toast, keeps the input, and succeeds once the database is back', async ({ page, pgSite }) => {
    const email = uniqueEmail('down-inquiry');
    await page.goto(`${pgSite.url}/inquiry`);
    const form = page.getByRole('form', { name: 'Inquiry form' });
    await fillEnquiry(form, { name: 'Asha Rao', email, mobile: '9830012345', industry: 'epc', category: 'general', message: 'Kept while the database is away' });
    await withDatabaseCut(pgSite, form.getByRole('button', { name: 'Send Inquiry' }), async () => {
      await form.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(toasts(page).getByText('Failed to submit inquiry. Please try again.')).toBeVisible();
    });
    await expect(textbox(form, 'Name')).toHaveValue('Asha Rao');
    await expect(textbox(form, 'Email')).toHaveValue(email);
    await expect(select(form, 'Industry type')).toHaveValue('epc');
    await expect(textbox(form, 'Message')).toHaveValue('Kept while the database is away');
    expect(await count(pgSite, 'inquiries', email)).toBe(0);

    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(toasts(page).getByText("Inquiry submitted successfully! We'll get back to you soon.")).toBeVisible();
    expect(await count(pgSite, 'inquiries', email)).toBe(1);
  });

  test('the home enquiry form shows its own failure toast and keeps the input', async ({ page, pgSite }) => {
    const email = uniqueEmail('down-home');
    await page.goto(`${pgSite.url}/`);
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await fillEnquiry(form, { name: 'Ravi Kumar', email, mobile: '9830012345', industry: 'oem', category: 'wires' });
    await withDatabaseCut(pgSite, form.getByRole('button', { name: 'Submit Enquiry' }), async () => {
      await form.getByRole('button', { name: 'Submit Enquiry' }).click();
      await expect(toasts(page).getByText('Failed to submit enquiry. Please try again.')).toBeVisible();
    });
    await expect(textbox(form, 'Name')).toHaveValue('Ravi Kumar');
    await expect(select(form, 'Product category')).toHaveValue('wires');
  });

  test('the quote dialog stays open with the input kept', async ({ page, pgSite }) => {
    const email = uniqueEmail('down-quote');
    await page.goto(`${pgSite.url}/product/${electrode.id}`);
    await page.getByRole('button', { name: `Request Quote: ${electrode.name}` }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
    await textbox(dialog, 'Name').fill('Karan Mehta');
    await textbox(dialog, 'Email').fill(email);
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('75');
    await withDatabaseCut(pgSite, dialog.getByRole('button', { name: 'Submit Quote Request' }), async () => {
      await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
      await expect(toasts(page).getByText('Failed to submit quote request. Please try again.')).toBeVisible();
    });
    await expect(dialog).toBeVisible();
    await expect(textbox(dialog, 'Name')).toHaveValue('Karan Mehta');
    await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('75');
    await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(toasts(page).getByText("Quote request submitted successfully! We'll get back to you soon.")).toBeVisible();
    expect((await pgSite.sql`select quantity, product_id from quote_requests where customer_email = ${email}`)[0]).toEqual({ quantity: 75, product_id: electrode.id });
  });

  test('the dealer form shows its failure toast and keeps the input', async ({ page, pgSite }) => {
    const email = uniqueEmail('down-dealer');
    await page.goto(`${pgSite.url}/dealers`);
    const form = page.getByRole('form', { name: 'Dealer application form' });
    await fillDealer(form, email);
    await withDatabaseCut(pgSite, form.getByRole('button', { name: 'Submit Application' }), async () => {
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(toasts(page).getByText('Failed to submit application. Please try again.')).toBeVisible();
    });
    await expect(textbox(form, 'Business name')).toHaveValue('Rao Welding Traders');
    await expect(select(form, 'Investment capacity')).toHaveValue('25_50l');
    expect(await count(pgSite, 'dealer_applications', email)).toBe(0);
  });

  test('the career form (with its resume) shows its failure toast, keeps the input and the file, and stores nothing', async ({ page, pgSite }) => {
    const email = uniqueEmail('down-career');
    await page.goto(`${pgSite.url}/careers`);
    const form = page.getByRole('form', { name: 'Career application form' });
    await fillCareer(form, email);
    await page.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'Down CV.pdf', mimeType: 'application/pdf', buffer: await makePdf('down') });
    const objectsBefore = (await pgSite.store.list('')).length + (await pgSite.store.list('pending/')).length;
    await withDatabaseCut(pgSite, form.getByRole('button', { name: 'Submit Application' }), async () => {
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(toasts(page).getByText('Failed to submit application. Please try again.')).toBeVisible();
    });
    await expect(textbox(form, 'Full name')).toHaveValue('Asha Rao');
    await expect(page.getByRole('group', { name: 'Selected resume' })).toContainText('Down CV.pdf');
    expect(await count(pgSite, 'career_applications', email)).toBe(0);
    expect((await pgSite.store.list('')).length + (await pgSite.store.list('pending/')).length).toBe(objectsBefore);

    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toasts(page).getByText("Application submitted successfully! We'll review your application and contact you soon.")).toBeVisible();
    const [row] = await pgSite.sql`select resume_url from career_applications where email = ${email}`;
    expect(row.resume_url).toMatch(/^\d{13}-Down_CV\.pdf$/);
  });
});

test.describe('abuse', () => {
  async function submitInquiry(page: Page, email: string) {
    const form = page.getByRole('form', { name: 'Inquiry form' });
    await fillEnquiry(form, { name: 'Asha Rao', email, mobile: '9830012345', industry: 'epc', category: 'general' });
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
  }

  test('past the per-client limit a form answers with its message and stores nothing', async ({ page, pgSite, browser, clientIp }) => {
    const email = uniqueEmail('limit');
    await page.goto(`${pgSite.url}/inquiry`);
    for (let i = 0; i < PG_SITE_RATE_LIMIT; i++) {
      await submitInquiry(page, email);
      await expect(toasts(page).getByText("Inquiry submitted successfully! We'll get back to you soon.").nth(i)).toBeVisible();
    }
    await submitInquiry(page, email);
    await expect(toasts(page).getByText(/^Too many submissions from your network\. Please try again in \d+ minutes?\.$/)).toBeVisible();
    await expect(textbox(page.getByRole('form', { name: 'Inquiry form' }), 'Email')).toHaveValue(email);

    // Without JavaScript, from the same network: the page says it as the toast does.
    const plain = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
    const plainPage = await plain.newPage();
    await plainPage.goto(`${pgSite.url}/inquiry`);
    await submitInquiry(plainPage, email);
    const notice = plainPage.getByRole('form', { name: 'Inquiry form' }).getByRole('alert');
    await expect(notice.getByText('Failed to submit inquiry. Please try again.', { exact: true })).toBeVisible();
    await expect(notice.getByText(/^Too many submissions from your network\. Please try again in \d+ minutes?\.$/)).toBeVisible();
    await expect(textbox(plainPage.getByRole('form', { name: 'Inquiry form' }), 'Email')).toHaveValue(email);
    await plain.close();
    expect(await count(pgSite, 'inquiries', email)).toBe(PG_SITE_RATE_LIMIT);
  });

  test('a filled honeypot is answered like a success (a bot learns nothing) and nothing is stored', async ({ page, pgSite }) => {
    const email = uniqueEmail('honeypot');
    await page.goto(`${pgSite.url}/inquiry`);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await honeypot.evaluate((input: HTMLInputElement) => {
      input.value = 'http://cheap-pills.example';
    });
    await submitInquiry(page, email);
    await expect(toasts(page).getByText("Inquiry submitted successfully! We'll get back to you soon.")).toBeVisible();
    expect(await count(pgSite, 'inquiries', email)).toBe(0);
  });
});
