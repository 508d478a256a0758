import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { makePdfOfSize } from '../support/fixtures';
import { ADMIN, EDITOR, HR, SALES, signIn, signedInAdmin as signedInAdminVisitor, startPostgresBackOffice, visitor, type BackOfficeSite } from './support/back-office';
import { fillCareer, fillDealer, fillEnquiry, textbox, toasts } from './support/leads';

// The leads workspace from end to end, on PostgreSQL (read directly to check what is stored):
// leads sent through the public forms appear in the inbox within seconds, filtered and searched;
// the filter's CSV parses and holds exactly those leads, a formula-looking name escaped; a
// career applicant's resume downloads byte-identical; a download asked for without a session,
// or after it expired or was revoked, lands on the sign-in page (never a 500, never the bytes); an
// HR officer works the job applications only, resume included, which a sales account cannot open;
// and erasing by e-mail leaves no row, file or queued mail holding it.

test.describe.configure({ mode: 'serial' });

let site: BackOfficeSite;
let dataDir: string;
const stamp = Date.now();
const ENQUIRER = { name: '=1+2 Sharma', email: `enquirer.${stamp}@example.in` };
const APPLICANT = `applicant.${stamp}@example.in`;
const OTHERS = { quote: `quote.${stamp}@example.in`, dealer: `dealer.${stamp}@example.in`, notify: `notify.${stamp}@example.in`, newsletter: `reader.${stamp}@example.in` };
const resumePdf = makePdfOfSize(3 * 1024 * 1024 + 17);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-admin-leads-'));
  site = await startPostgresBackOffice('admin-leads', { accounts: [ADMIN, EDITOR, HR, SALES], env: { DATA_DIR: dataDir, RATE_LIMIT_MAX: '50', NOTIFY_TO_CAREERS: 'hr@arcstar.test' } });
});
test.afterAll(async () => {
  await site?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const resumeFiles = () => fs.readdirSync(path.join(dataDir, 'storage', 'resumes')).filter((name) => name !== 'pending');

async function signedInAdmin(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await signedInAdminVisitor(browser, site.url, { acceptDownloads: true });
  return { page, close: () => context.close() };
}

test('leads sent through the public forms appear in the inbox within seconds, found by search, kind and product category', async ({ browser }) => {
  const { context, page } = await visitor(browser, site.url);
  await page.goto('/inquiry');
  const enquiry = page.getByRole('form', { name: 'Inquiry form' });
  await fillEnquiry(enquiry, { ...ENQUIRER, mobile: '+91 98300 40404', industry: 'fabrication', category: 'electrodes', message: 'Rates for E7018 in 3.15 mm, 500 kg.' });
  await enquiry.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(toasts(page).getByText("Inquiry submitted successfully! We'll get back to you soon.")).toBeVisible();

  await page.goto('/careers');
  const career = page.getByRole('form', { name: 'Career application form' });
  await fillCareer(career, APPLICANT);
  const file = test.info().outputPath('Applicant CV.pdf');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await resumePdf);
  await page.getByLabel('Resume', { exact: true }).setInputFiles(file);
  await career.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toasts(page).getByText("Application submitted successfully! We'll review your application and contact you soon.")).toBeVisible();
  await context.close();

  const admin = await signedInAdmin(browser);
  const inbox = admin.page;
  await inbox.goto(`/admin/leads?q=${encodeURIComponent(ENQUIRER.email)}`);
  await expect(inbox.getByRole('link', { name: ENQUIRER.name })).toBeVisible({ timeout: 5_000 });
  await expect(inbox.getByText('1 lead matches the filter.')).toBeVisible();

  // Days the wrong way round match nothing, and the inbox says why.
  await inbox.goto('/admin/leads?from=2026-05-02&to=2026-05-01');
  await expect(inbox.getByText('The ‘Received from’ day is after the ‘Received until’ day, so no lead can match. Swap the two days.')).toBeVisible();

  // The filter form: kind and product category together.
  await inbox.goto('/admin/leads');
  await inbox.getByLabel('Kind', { exact: true }).selectOption('inquiry');
  await inbox.getByLabel('Product category', { exact: true }).selectOption('welding-electrodes');
  await inbox.getByRole('button', { name: 'Filter' }).click();
  await expect(inbox).toHaveURL(/kind=inquiry/);
  await expect(inbox).toHaveURL(/category=welding-electrodes/);
  await expect(inbox.getByRole('link', { name: ENQUIRER.name })).toBeVisible();
  await expect(inbox.getByRole('link', { name: 'Asha Rao' })).toHaveCount(0);

  await inbox.goto(`/admin/leads?q=${encodeURIComponent(APPLICANT.split('@')[0])}`);
  await expect(inbox.getByRole('link', { name: 'Asha Rao' })).toBeVisible();
  await admin.close();
});

test('every other public form (quote, dealer, Get Notified, newsletter) lands in the inbox; status, assignee and note are saved and shown in the history', async ({ browser }) => {
  const [upcoming] = await site.sql!`select id, name from products where is_upcoming order by name limit 1`;
  const { context, page } = await visitor(browser, site.url);
  await page.goto('/inquiry/quote');
  const quote = page.getByRole('form', { name: 'Quote request form' });
  await textbox(quote, 'Product').fill('Welding Electrodes - E7018');
  await textbox(quote, 'Name').fill('Karan Mehta');
  await textbox(quote, 'Email').fill(OTHERS.quote);
  await quote.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(toasts(page).getByText("Quote request submitted successfully! We'll get back to you soon.")).toBeVisible();

  await page.goto('/dealers');
  const dealer = page.getByRole('form', { name: 'Dealer application form' });
  await fillDealer(dealer, OTHERS.dealer);
  await dealer.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toasts(page).getByText("Dealer application submitted successfully! We'll review your application and get back to you soon.")).toBeVisible();

  await page.goto('/products/ppe');
  await page.getByRole('button', { name: `Get Notified: ${upcoming.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Notified' });
  await textbox(dialog, 'Email').fill(OTHERS.notify);
  await dialog.getByRole('button', { name: 'Notify Me' }).click();
  await expect(toasts(page).getByText(`Thank you! We'll e-mail you when ${upcoming.name} launches.`)).toBeVisible();
  const newsletter = page.getByRole('form', { name: 'Newsletter' });
  await newsletter.getByRole('textbox', { name: 'E-mail address' }).fill(OTHERS.newsletter);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toasts(page).getByText("You're subscribed! We'll e-mail you when new PPE launches.")).toBeVisible();
  await context.close();

  const { page: inbox, close } = await signedInAdmin(browser);
  const kinds = { quote: 'Quote request', dealer: 'Dealer application', notify: 'PPE launch notification', newsletter: 'Newsletter sign-up' } as const;
  for (const [which, kind] of Object.entries(kinds)) {
    await inbox.goto(`/admin/leads?q=${encodeURIComponent(OTHERS[which as keyof typeof OTHERS])}`);
    await expect(inbox.getByRole('table').getByRole('row').nth(1), which).toContainText(kind);
    await expect(inbox.getByText('1 lead matches the filter.'), which).toBeVisible();
  }

  // Work the dealer application: each change is saved and kept in its history.
  const filtered = `/admin/leads?q=${encodeURIComponent(OTHERS.dealer)}`;
  await inbox.goto(filtered);
  await inbox.goto((await inbox.getByRole('link', { name: 'Asha Rao' }).getAttribute('href'))!);
  await inbox.waitForLoadState('networkidle');
  // Staff on a phone tap to write or call; 'All leads' goes back to the filtered inbox.
  await expect(inbox.getByRole('link', { name: OTHERS.dealer })).toHaveAttribute('href', `mailto:${OTHERS.dealer}`);
  await expect(inbox.getByRole('link', { name: '+91 98300 12345' })).toHaveAttribute('href', 'tel:+919830012345');
  await expect(inbox.getByRole('link', { name: '← All leads' })).toHaveAttribute('href', filtered);
  await inbox.getByLabel('Status', { exact: true }).selectOption('contacted');
  await inbox.getByRole('button', { name: 'Save status' }).click();
  await expect(inbox.getByText('Status set to Contacted.')).toBeVisible();
  await inbox.getByLabel('Assignee', { exact: true }).selectOption({ label: ADMIN.name });
  await inbox.getByRole('button', { name: 'Save assignee' }).click();
  await expect(inbox.getByText(`Assigned to ${ADMIN.name}.`)).toBeVisible();
  // A note of more than one line: Enter starts a new line, the button sends it.
  await inbox.getByLabel('Note', { exact: true }).fill('Visiting their Howrah warehouse on Monday.');
  // Half-written, leaving for the inbox asks first; staying keeps it.
  const asked = new Promise<string>((resolve) => inbox.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
  await inbox.getByRole('link', { name: '← All leads' }).click();
  expect(await asked).toBe('You have changes that are not saved. Leave this page and lose them?');
  await expect(inbox).toHaveURL(/\/admin\/leads\/dealer_application\//);
  await inbox.getByLabel('Note', { exact: true }).press('Enter');
  await inbox.getByLabel('Note', { exact: true }).pressSequentially('Take the E7018 price list.');
  await inbox.getByRole('button', { name: 'Add note' }).click();
  await expect(inbox.getByText('Note added.')).toBeVisible();
  await inbox.reload();
  const history = inbox.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText(`Status: New → Contacted by ${ADMIN.name}`);
  await expect(history.nth(1)).toContainText(`Assigned to ${ADMIN.name} by ${ADMIN.name}`);
  expect(await history.nth(2).innerText()).toContain('Visiting their Howrah warehouse on Monday.\nTake the E7018 price list.');
  await expect(inbox.getByLabel('Status', { exact: true })).toHaveValue('contacted');
  await inbox.getByRole('link', { name: '← All leads' }).click();
  await expect(inbox).toHaveURL(new RegExp(`${filtered.replace(/[?.]/g, '\\$&')}$`));
  await expect(inbox.getByText('1 lead matches the filter.')).toBeVisible();
  await close();
});

test('a lead goes only to a role that sees leads: an editor is not offered and a forged choice is refused; a lead left with an editor is named as such', async ({ browser }) => {
  const { page, close } = await signedInAdmin(browser);
  const [editor] = await site.sql!`select id from staff_users where email = ${EDITOR.email}`;
  const [application] = await site.sql!`select id from dealer_applications where email = ${OTHERS.dealer}`;
  await page.goto(`/admin/leads/dealer_application/${application.id}`);
  await page.waitForLoadState('networkidle');
  const assignee = page.getByLabel('Assignee', { exact: true });
  await expect(assignee.locator('option', { hasText: ADMIN.name })).toHaveCount(1);
  await expect(assignee.locator('option', { hasText: EDITOR.name })).toHaveCount(0);

  // A choice the list does not offer, sent anyway: refused with the reason, nothing stored.
  await assignee.evaluate((select: HTMLSelectElement, id: string) => {
    select.add(new Option('Forged', id));
    select.value = id;
  }, editor.id);
  await page.getByRole('button', { name: 'Save assignee' }).click();
  await expect(page.getByText(`${EDITOR.name} cannot be assigned leads: the Editor role does not open them. Choose someone with the Admin, Staff or Sales role.`)).toBeVisible();
  const [state] = await site.sql!`select assignee_id from lead_states where lead_id = ${application.id}`;
  expect(state.assignee_id).not.toBe(editor.id);

  // Assigned before the account became an editor: still shown as its assignee, said so, and handed on.
  await site.sql!`update lead_states set assignee_id = ${editor.id} where lead_id = ${application.id}`;
  await page.reload();
  await expect(page.getByText(`This lead is assigned to ${EDITOR.name}, whose role no longer opens leads. Assign it to someone who works leads.`)).toBeVisible();
  await expect(assignee).toHaveValue(editor.id);
  await expect(assignee.locator('option:checked')).toHaveText(`${EDITOR.name} (Editor: cannot see leads)`);
  await page.goto(`/admin/leads?assignee=${editor.id}`);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(`${EDITOR.name} (Editor: cannot see leads)`);
  await expect(page.getByLabel('Assignee', { exact: true })).toHaveValue(editor.id);
  await page.goto(`/admin/leads/dealer_application/${application.id}`);
  await page.waitForLoadState('networkidle');
  await assignee.selectOption({ label: ADMIN.name });
  await page.getByRole('button', { name: 'Save assignee' }).click();
  await expect(page.getByText(`Assigned to ${ADMIN.name}.`)).toBeVisible();
  await close();
});

test('removing a staff account asks for a tick first, then says so on the staff page; the leads it held go to nobody, in their history', async ({ browser }) => {
  const { page, close } = await signedInAdmin(browser);
  const leaving = { name: 'Harini Leaving', email: `harini.${stamp}@arcstar.test` };
  const [member] = await site.sql!`insert into staff_users (name, email, role) values (${leaving.name}, ${leaving.email}, 'staff') returning id`;
  const [application] = await site.sql!`select id from dealer_applications where email = ${OTHERS.dealer}`;
  await site.sql!`update lead_states set assignee_id = ${member.id} where lead_id = ${application.id}`;

  await page.goto('/admin/staff');
  await page.waitForLoadState('networkidle');
  const row = page.getByRole('row').filter({ hasText: leaving.email });
  await row.getByRole('button', { name: `Remove ${leaving.name}` }).click();
  await expect(row.getByText('Tick the box to confirm the removal.')).toBeVisible();
  expect(await site.sql!`select id from staff_users where id = ${member.id}`).toHaveLength(1);

  await row.getByLabel(`Yes, remove ${leaving.name}`).check();
  await row.getByRole('button', { name: `Remove ${leaving.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/staff\\?removed=${member.id}$`));
  await expect(page.getByText(`${leaving.name}'s account is removed; its sessions ended. The lead they held is assigned to nobody now: find it.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: leaving.email })).toHaveCount(0);
  // The notice is read from the audit log: an address naming another id shows nothing.
  await page.goto(`/admin/staff?removed=${application.id}`);
  await expect(page.getByText('account is removed')).toHaveCount(0);
  for (const malformed of ['not-a-uuid', `${member.id}&removed=${member.id}`, '%27%3B--']) {
    expect((await page.goto(`/admin/staff?removed=${malformed}`))?.status(), malformed).toBe(200);
    await expect(page.getByText('account is removed'), malformed).toHaveCount(0);
  }

  await page.goto(`/admin/leads/dealer_application/${application.id}`);
  await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').last()).toContainText(`Unassigned (was ${leaving.name}) by ${ADMIN.name}`);
  await expect(page.getByLabel('Assignee', { exact: true })).toHaveValue('');
  await close();
});

test('a page past the end of the inbox, however far (beyond an exact offset too), says so and links the last page; never a 500', async ({ browser }) => {
  const { page, close } = await signedInAdmin(browser);
  for (const far of ['9', '99999999999999999999', '1e21', '-1', 'abc']) {
    const response = await page.goto(`/admin/leads?page=${far}`);
    expect(response?.status(), far).toBe(200);
    const pastTheEnd = page.getByText('There is no such page: the leads fill 1 page.');
    if (far === '9' || far === '99999999999999999999') {
      await expect(pastTheEnd, far).toBeVisible();
      await page.getByRole('link', { name: 'Go to the last page' }).click();
      await expect(page).toHaveURL(/\/admin\/leads$/);
    } else await expect(pastTheEnd, far).toHaveCount(0); // read as page 1
    await expect(page.getByRole('table').getByText(ENQUIRER.email)).toBeVisible();
  }
  await close();
});

test("the filter's CSV parses and holds exactly the filtered leads, the formula-looking name escaped", async ({ browser }) => {
  const { page, close } = await signedInAdmin(browser);
  await page.goto(`/admin/leads?kind=inquiry&category=welding-electrodes&q=${encodeURIComponent(ENQUIRER.email)}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download these leads as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-inquiry-filtered-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes.toString('utf8').slice(1), { columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(1);
  // One kind: its form's name, e-mail and phone are the common columns, each once.
  const [header] = parse(bytes.toString('utf8').slice(1), { to_line: 1 }) as string[][];
  expect(header.filter((column) => ['Name', 'E-mail', 'Email', 'Phone', 'Mobile'].includes(column))).toEqual(['Name', 'E-mail', 'Phone']);
  expect(rows[0].Phone).toBe("'+91 98300 40404"); // a phone as typed, escaped as a formula would be
  expect(rows[0]).toMatchObject({ Kind: 'Enquiry', Name: `'${ENQUIRER.name}`, 'E-mail': ENQUIRER.email, Status: 'New' });
  const [stored] = await site.sql!`select id from inquiries where email = ${ENQUIRER.email}`;
  expect(rows[0].Reference).toBe(`inquiry/${stored.id}`);
  await close();
});

test("a career applicant's resume downloads byte-identical for a signed-in user, with its type", async ({ browser }) => {
  const { page, close } = await signedInAdmin(browser);
  const [application] = await site.sql!`select id, resume_url from career_applications where email = ${APPLICANT}`;
  await page.goto(`/admin/leads/career_application/${application.id}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download resume' }).click();
  const download = await downloading;
  // Saved under the applicant's name, not the storage key.
  expect(download.suggestedFilename()).toBe('Asha Rao - resume.pdf');
  expect(fs.readFileSync(await download.path()).equals(await resumePdf)).toBe(true);

  const response = await page.request.get(`/admin/leads/career_application/${application.id}/resume`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe('attachment; filename="Asha Rao - resume.pdf"');
  const [audit] = await site.sql!`select count(*)::int as n from audit_log where action = 'resume_downloaded' and subject_id = ${application.id}`;
  expect(audit.n).toBe(2);
  await close();
});

test('dates that are no day, or the wrong way round, are named in the inbox, and the CSV export refuses them rather than export everything or nothing', async ({ browser }) => {
  const { page, close } = await signedInAdmin(browser);
  const response = await page.goto('/admin/leads?from=2026-02-30&to=abc&kind=inquiry');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('The dates 2026-02-30 (Received from) and abc (Received until) are not valid days (YYYY-MM-DD). They are ignored: the leads below are not filtered by them.')).toBeVisible();
  await expect(page.getByLabel('Received from')).toHaveValue('');
  await expect(page.getByLabel('Received until')).toHaveValue('');
  // The rest of the filter holds; the CSV link asks for what the list shows.
  await expect(page.getByRole('table').getByText(ENQUIRER.email)).toBeVisible();
  expect(await page.getByRole('link', { name: 'Download these leads as CSV' }).getAttribute('href')).toBe('/admin/leads/export?kind=inquiry');
  // The wrong way round: the inbox says so and offers no download the export would refuse.
  expect((await page.goto('/admin/leads?kind=inquiry&from=2026-05-02&to=2026-05-01'))?.status()).toBe(200);
  await expect(page.getByText('The ‘Received from’ day is after the ‘Received until’ day, so no lead can match. Swap the two days.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download these leads as CSV' })).toHaveCount(0);

  const exportsBefore = (await site.sql!`select count(*)::int as n from audit_log where action = 'leads_exported'`)[0].n;
  for (const [query, text] of [
    ['from=2026-02-30&to=abc', 'The dates 2026-02-30 (Received from) and abc (Received until) are not valid days (YYYY-MM-DD). Nothing was exported: correct the dates in the inbox\'s filter and download again.'],
    ['to=2026-04-31', 'The date 2026-04-31 (Received until) is not a valid day (YYYY-MM-DD). Nothing was exported: correct the date in the inbox\'s filter and download again.'],
    // Days the wrong way round: named as the inbox names them, never an empty file.
    ['kind=inquiry&from=2026-05-02&to=2026-05-01', "The ‘Received from’ day is after the ‘Received until’ day, so no lead can match. Nothing was exported: swap the two days in the inbox's filter and download again."],
  ]) {
    const refused = await page.request.get(`/admin/leads/export?${query}`);
    expect(refused.status(), query).toBe(400);
    expect(refused.headers()['content-type'], query).toBe('text/plain; charset=utf-8');
    expect(await refused.text(), query).toBe(text);
    expect((await page.request.head(`/admin/leads/export?${query}`)).status(), query).toBe(400);
  }
  expect((await site.sql!`select count(*)::int as n from audit_log where action = 'leads_exported'`)[0].n).toBe(exportsBefore);
  await close();
});

test('HEAD on the CSV export and on a resume answers their headers, no bytes and no audit entry (only a download is audited)', async ({ browser, playwright }) => {
  const { page, close } = await signedInAdmin(browser);
  const [application] = await site.sql!`select id, resume_url from career_applications where email = ${APPLICANT}`;
  const audited = async () => (await site.sql!`select action, count(*)::int as n from audit_log where action in ('leads_exported', 'resume_downloaded') group by action order by action`).map((row) => `${row.action} ${row.n}`);
  const before = await audited();
  const exportHead = await page.request.head('/admin/leads/export?kind=inquiry');
  expect(exportHead.status()).toBe(200);
  expect(exportHead.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(exportHead.headers()['content-disposition']).toMatch(/^attachment; filename="leads-inquiry-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect((await exportHead.body()).length).toBe(0);
  const resumeHead = await page.request.head(`/admin/leads/career_application/${application.id}/resume`);
  expect(resumeHead.status()).toBe(200);
  expect(resumeHead.headers()['content-type']).toBe('application/pdf');
  expect(resumeHead.headers()['content-disposition']).toBe('attachment; filename="Asha Rao - resume.pdf"');
  expect((await resumeHead.body()).length).toBe(0);
  expect(await audited()).toEqual(before);
  // A GET still is a download, audited.
  expect((await page.request.get('/admin/leads/export?kind=inquiry')).status()).toBe(200);
  expect(await audited()).not.toEqual(before);

  // Without a session HEAD is refused like GET.
  const anonymous = await playwright.request.newContext({ baseURL: site.url });
  for (const url of ['/admin/leads/export?kind=inquiry', `/admin/leads/career_application/${application.id}/resume`]) expect((await anonymous.head(url, { maxRedirects: 0 })).status(), url).toBe(401);
  await anonymous.dispose();
  await close();
});

test('without a session, or once it expired or was revoked, the CSV and the resume answer sign-in (browser) or 401, never data or a 500', async ({ browser, playwright }) => {
  const [application] = await site.sql!`select id from career_applications where email = ${APPLICANT}`;
  const urls = ['/admin/leads/export?kind=inquiry', `/admin/leads/career_application/${application.id}/resume`];
  const pdfStart = (await resumePdf).subarray(0, 64).toString('latin1');

  const anonymous = await playwright.request.newContext({ baseURL: site.url });
  for (const url of urls) {
    const response = await anonymous.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(401);
    expect(await response.text()).not.toContain(ENQUIRER.email);
  }
  await anonymous.dispose();

  for (const ending of ['expired', 'revoked'] as const) {
    const { page, close } = await signedInAdmin(browser);
    if (ending === 'expired') await site.sql!`update staff_sessions set expires_at = now() - interval '1 minute'`;
    else await site.sql!`delete from staff_sessions`;
    for (const url of urls) {
      const response = await page.goto(url);
      expect(response?.status(), `${ending}: ${url}`).toBe(200);
      await expect(page, `${ending}: ${url}`).toHaveURL(/\/admin\/sign-in\?session=ended$/);
      await expect(page.getByText('Your session has ended. Sign in again, then open the download again.')).toBeVisible();
      const body = await page.content();
      expect(body).not.toContain(ENQUIRER.email);
      expect(body).not.toContain(pdfStart);
      const scripted = await page.request.get(url, { maxRedirects: 0 });
      expect(scripted.status(), `${ending}, script: ${url}`).toBe(401);
    }
    // Signing in again opens the download again.
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/leads$/);
    expect((await page.request.get(urls[0])).status()).toBe(200);
    await close();
  }
});

test('an HR officer signs in to the job applications only, opens one and downloads its resume; a sales account gets 404 for both', async ({ browser }) => {
  const [application] = await site.sql!`select id from career_applications where email = ${APPLICANT}`;
  const { context, page } = await visitor(browser, site.url, { acceptDownloads: true });
  await signIn(page, HR);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByText('Career applications the website receives, newest first.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Kinds of lead' }).getByRole('link')).toHaveText([/^All leads/, /^Career application/]);
  await expect(page.getByLabel('Kind', { exact: true }).locator('option')).toHaveText(['All kinds', 'Career application']);
  // Every row is a job application: the enquiry, quote, dealer and newsletter leads of this site are not there.
  const kindCells = page.getByRole('table').getByRole('row').locator('td:nth-child(4)');
  await expect(kindCells.first()).toBeVisible();
  expect(new Set(await kindCells.allTextContents())).toEqual(new Set(['Career application']));
  await expect(page.getByRole('link', { name: ENQUIRER.name })).toHaveCount(0);

  await page.getByRole('link', { name: 'Asha Rao' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/career_application/${application.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career application: Asha Rao');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download resume' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Asha Rao - resume.pdf');
  expect(fs.readFileSync(await download.path()).equals(await resumePdf)).toBe(true);
  expect(await site.sql!`select actor_email from audit_log where action = 'resume_downloaded' and subject_id = ${application.id} and actor_email = ${HR.email}`).toEqual([{ actor_email: HR.email }]);
  await context.close();

  // Sales: the application's page and its resume answer as if there were no such application.
  const sales = await visitor(browser, site.url);
  await signIn(sales.page, SALES);
  await expect(sales.page).toHaveURL(/\/admin\/leads$/);
  const response = await sales.page.goto(`/admin/leads/career_application/${application.id}`);
  expect(response?.status()).toBe(404);
  await expect(sales.page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(sales.page.getByText('Asha Rao')).toHaveCount(0);
  const resume = await sales.page.request.get(`/admin/leads/career_application/${application.id}/resume`);
  expect(resume.status()).toBe(404);
  expect(await resume.text()).toBe('There is no resume here.');
  await sales.page.goto(`/admin/leads?q=${encodeURIComponent(APPLICANT)}`);
  await expect(sales.page.getByText('0 leads match the filter.')).toBeVisible();
  await sales.context.close();
});

test('erasure by e-mail leaves no row, resume file or queued mail holding it (checked in PostgreSQL and storage)', async ({ browser }) => {
  const [application] = await site.sql!`select id, resume_url from career_applications where email = ${APPLICANT}`;
  expect(resumeFiles()).toContain(application.resume_url);
  await site.sql!`update mail_outbox set status = 'pending', next_attempt_at = now() + interval '1 hour' where lead_id = ${application.id}`;

  const { page, close } = await signedInAdmin(browser);
  await page.goto('/admin/personal-data');
  await page.getByLabel('E-mail or phone').fill(APPLICANT.toUpperCase());
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('status').filter({ hasText: `1 lead holds ${APPLICANT.toUpperCase()}.` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Career application' })).toBeVisible();
  await page.getByRole('button', { name: 'Erase everything listed' }).click();
  await expect(page.getByText('Tick the box to confirm the erasure.')).toBeVisible();
  await page.getByLabel('Erase all of it. This cannot be undone.').check();
  await page.getByRole('button', { name: 'Erase everything listed' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Erased 1 lead, 1 resume, 1 e-mail' })).toBeVisible();
  await close();

  for (const table of ['inquiries', 'quote_requests', 'dealer_applications', 'career_applications', 'launch_notify_requests', 'newsletter_subscribers']) {
    const columns = await site.sql!`select column_name from information_schema.columns where table_name = ${table} and data_type = 'text'`;
    for (const { column_name } of columns) {
      const found = await site.sql!`select 1 from ${site.sql!(table)} where lower(${site.sql!(column_name)}) = ${APPLICANT}`;
      expect(found, `${table}.${column_name}`).toEqual([]);
    }
  }
  expect(await site.sql!`select 1 from mail_outbox where lead_id = ${application.id} or lower(message::text) like ${'%' + APPLICANT + '%'}`).toEqual([]);
  expect(await site.sql!`select 1 from lead_states where lead_id = ${application.id} union all select 1 from lead_events where lead_id = ${application.id}`).toEqual([]);
  expect(resumeFiles()).not.toContain(application.resume_url);
  const [entry] = await site.sql!`select details from audit_log where action = 'personal_data_erased'`;
  expect(entry.details).toMatchObject({ by: 'e-mail', leads: 1, career_application: 1, resumes: 1, mails: 1 });
  expect(JSON.stringify(entry).toLowerCase()).not.toContain(APPLICANT);
  // The enquirer, someone else, is still there.
  expect(await site.sql!`select 1 from inquiries where email = ${ENQUIRER.email}`).toHaveLength(1);
});
