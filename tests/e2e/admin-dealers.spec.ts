import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dealerAdminMessages } from '@/lib/schemas/dealer-admin';
import { ADMIN, EDITOR, LEADS, STAFF, expectNoSeriousBackOfficeViolations, signIn, signedInEditor, startEmbeddedBackOffice, visitor, type BackOfficeSite } from './support/back-office';

// The dealer network as content, on the embedded database: an editor creates a dealer and finds
// it on /dealers by its pincode, edits it, loses no one's work to a stale form, deactivates it and
// sees it leave the locator, all within seconds and without a restart; an admin turns a Won
// dealer application into a dealer in one step, once; staff can neither open the pages nor post
// the actions (the access walk, tests/e2e/admin-access.spec.ts, also tries every action).

test.describe.configure({ mode: 'serial' });

const DEALER = {
  name: 'Brahmaputra Weld House',
  address: 'Ward 4, Main Road, near Chitralekha Udyan',
  city: 'Tezpur',
  state: 'Assam',
  pincode: '784001',
  phone: '+91 3712 220 145',
  email: 'sales@brahmaputraweld.in',
  mapUrl: 'https://maps.app.goo.gl/tezpurWeld',
};
const DEALER_ID = 'brahmaputra-weld-house-tezpur';
/** Public changes show within this (the content-change poller, the cache grace, the page cache). */
const VISIBLE_WITHIN_MS = 10_000;

let site: BackOfficeSite;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startEmbeddedBackOffice('admin-dealers', { accounts: [ADMIN, EDITOR, STAFF] });
});
test.afterAll(async () => site?.stop());

/** The locator's answer for a PIN code: its nearest dealers. */
const locatorFor = async (request: APIRequestContext, pincode: string) => (await request.get(`${site.url}/dealers?near=${pincode}`)).text();

async function fillDealer(page: Page, values: Partial<typeof DEALER>) {
  if (values.name !== undefined) await page.getByLabel('Business name').fill(values.name);
  if (values.address !== undefined) await page.getByLabel('Address').fill(values.address);
  if (values.city !== undefined) await page.getByLabel('City').fill(values.city);
  if (values.state !== undefined) await page.getByLabel('State').selectOption(values.state);
  if (values.pincode !== undefined) await page.getByLabel('Pincode').fill(values.pincode);
  if (values.phone !== undefined) await page.getByLabel('Phone').fill(values.phone);
  if (values.email !== undefined) await page.getByLabel('E-mail').fill(values.email);
  if (values.mapUrl !== undefined) await page.getByLabel('Map link').fill(values.mapUrl);
}

test('an editor creates a dealer (field messages first) and finds it on /dealers by its pincode, with its map link', async ({ browser, request }) => {
  const page = await signedInEditor(browser, site.url);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dealers', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dealers$/);
  await page.getByRole('link', { name: 'New dealer' }).click();

  await page.getByRole('button', { name: 'Create dealer' }).click();
  await expect(page.getByText('Business name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter valid pincode')).toBeVisible();
  await expect(page.getByText(dealerAdminMessages.categories)).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousBackOfficeViolations(page, '/admin/dealers/new with messages');

  await fillDealer(page, { ...DEALER, mapUrl: 'javascript:alert(document.cookie)' });
  await page.getByLabel('Welding Electrodes').check();
  await page.getByLabel('Abrasives').check();
  await page.getByRole('button', { name: 'Create dealer' }).click();
  await expect(page.getByText(dealerAdminMessages.mapUrl)).toBeVisible();
  // What was typed stays, the ticked boxes too.
  await expect(page.getByLabel('Business name')).toHaveValue(DEALER.name);
  await expect(page.getByLabel('Abrasives')).toBeChecked();
  await page.getByLabel('Map link').fill(DEALER.mapUrl);
  await page.getByRole('button', { name: 'Create dealer' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/dealers/${DEALER_ID}\\?saved=1$`));
  await expect(page.getByRole('status').first()).toContainText('Saved. The dealer is on the locator');

  await expect.poll(() => locatorFor(request, DEALER.pincode), { timeout: VISIBLE_WITHIN_MS, intervals: [500] }).toContain(DEALER.name);
  const locator = await browser.newPage({ baseURL: site.url });
  await locator.goto(`/dealers?near=${DEALER.pincode}`);
  const card = locator.getByRole('list', { name: 'Dealers' }).getByRole('listitem').first();
  await expect(card.getByRole('heading', { name: DEALER.name })).toBeVisible();
  await expect(card.getByRole('link', { name: /View on map/ })).toHaveAttribute('href', DEALER.mapUrl);
  await expect(card.getByRole('link', { name: /View on map/ })).toHaveAttribute('target', '_blank');
  await expect(card.getByRole('list', { name: 'Stocks' })).toHaveText(/Welding Electrodes\s*Abrasives/);
  await locator.close();
  await page.close();
});

test('the editor edits it (on /dealers within seconds), a stale form is refused, and deactivated it leaves the locator', async ({ browser, request }) => {
  const first = await signedInEditor(browser, site.url);
  await first.goto(`/admin/dealers?q=${DEALER.pincode}`);
  await expect(first.getByRole('link', { name: DEALER.name })).toBeVisible();
  await first.getByRole('link', { name: DEALER.name }).click();
  const second = await first.context().newPage();
  await second.goto(`/admin/dealers/${DEALER_ID}`);

  await expectNoSeriousBackOfficeViolations(first, `/admin/dealers/${DEALER_ID}`);
  await first.getByLabel('Phone').fill('+91 3712 220 999');
  await first.getByRole('button', { name: 'Save dealer' }).click();
  await expect(first).toHaveURL(/\?saved=2$/);
  await expect.poll(() => locatorFor(request, DEALER.pincode), { timeout: VISIBLE_WITHIN_MS, intervals: [500] }).toContain('+91 3712 220 999');

  await second.getByLabel('City').fill('Tezpur Town');
  await second.getByRole('button', { name: 'Save dealer' }).click();
  await expect(second.locator('#dealer-message')).toContainText(dealerAdminMessages.staleBy(EDITOR.name));
  await expect(second.getByLabel('City')).toHaveValue('Tezpur Town');
  await second.close();

  await first.getByRole('button', { name: 'Deactivate' }).click();
  await expect(first).toHaveURL(/\?saved=3$/);
  await expect(first.getByRole('status').first()).toContainText('The dealer is inactive');
  await expect.poll(() => locatorFor(request, DEALER.pincode), { timeout: VISIBLE_WITHIN_MS, intervals: [500] }).not.toContain(DEALER.name);

  // Kept in the back office, under Inactive.
  await first.goto('/admin/dealers?status=inactive');
  await expect(first.getByRole('link', { name: DEALER.name })).toBeVisible();
  await expect(first.getByRole('link', { name: 'Konkan Weld Traders' })).toHaveCount(0);
  await expectNoSeriousBackOfficeViolations(first, '/admin/dealers?status=inactive');
  await first.context().close();
});

test('an admin turns an accepted (Won) dealer application into a dealer in one step, and only once', async ({ browser, request }) => {
  const { context, page } = await visitor(browser, site.url);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await page.goto('/admin/leads?kind=dealer_application');
  await page.getByRole('link', { name: LEADS.dealer.contact_person }).click();
  // The lead's address carries the inbox's filter, for its way back.
  await expect(page).toHaveURL(/\/admin\/leads\/dealer_application\/[0-9a-f-]{36}\?kind=dealer_application$/);
  const leadUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('region', { name: 'Dealer', exact: true })).toContainText('Once this application is Won');
  await expect(page.getByRole('link', { name: 'Create dealer' })).toHaveCount(0);

  await page.getByLabel('Status').selectOption('won');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Status set to Won.')).toBeVisible();
  await page.reload();
  await page.getByRole('link', { name: 'Create dealer' }).click();

  // Prefilled from the application.
  await expect(page.getByLabel('Business name')).toHaveValue(LEADS.dealer.business_name);
  await expect(page.getByLabel('City')).toHaveValue(LEADS.dealer.city);
  await expect(page.getByLabel('State')).toHaveValue(LEADS.dealer.state);
  await expect(page.getByLabel('Pincode')).toHaveValue(LEADS.dealer.pincode);
  await expect(page.getByLabel('Phone')).toHaveValue(LEADS.dealer.phone);
  await expect(page.getByLabel('E-mail')).toHaveValue(LEADS.dealer.email);
  await expect(page.getByLabel('Address')).toHaveValue(LEADS.dealer.business_address);
  // A second tab with the same form, sent after the first.
  const again = await context.newPage();
  await again.goto(page.url());

  await page.getByLabel('Wires & Flux').check();
  await page.getByRole('button', { name: 'Create dealer' }).click();
  await expect(page).toHaveURL(new RegExp(`${leadUrl}$`));
  const dealerSection = page.getByRole('region', { name: 'Dealer', exact: true });
  await expect(dealerSection).toContainText('Dealer created:');
  await expect(dealerSection.getByRole('link', { name: LEADS.dealer.business_name })).toHaveAttribute('href', '/admin/dealers/rao-traders-howrah');
  await expectNoSeriousBackOfficeViolations(page, 'a dealer application with its dealer');
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Dealer created: rao-traders-howrah');
  await expect.poll(() => locatorFor(request, LEADS.dealer.pincode), { timeout: VISIBLE_WITHIN_MS, intervals: [500] }).toContain(LEADS.dealer.business_name);

  await again.getByLabel('Wires & Flux').check();
  await again.getByRole('button', { name: 'Create dealer' }).click();
  await expect(again.locator('#dealer-message')).toContainText(dealerAdminMessages.alreadyConverted(LEADS.dealer.business_name));
  await again.reload();
  await expect(again.getByText(dealerAdminMessages.alreadyConverted(LEADS.dealer.business_name))).toBeVisible();
  await expect(again.getByRole('button', { name: 'Create dealer' })).toHaveCount(0);

  await page.goto('/admin/dealers?q=Rao+Traders');
  await expect(page.getByRole('link', { name: LEADS.dealer.business_name })).toHaveCount(1);
  await context.close();
});

type BuiltAction = { id: string; name: string; page: string };

/** The dealer actions as the build knows them: their ids (a browser sends them as Next-Action) and a page using each. */
function dealerActions(): BuiltAction[] {
  const manifest = JSON.parse(fs.readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { filename?: string; exportedName?: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node)
    .filter(([, entry]) => entry.filename === 'lib/actions/admin/save-dealer.ts')
    .map(([id, entry]) => {
      const worker = Object.keys(entry.workers).find((name) => name.startsWith('app/(admin)/'))!;
      return { id, name: entry.exportedName!, page: worker.replace(/^app\/\(admin\)/, '').replace(/\/page$/, '').replace('[id]', 'konkan-weld-traders-thane') };
    });
}

test('staff can neither reach /admin/dealers nor post its actions; an editor cannot convert leads', async ({ browser, request }) => {
  const { context, page } = await visitor(browser, site.url);
  await signIn(page, STAFF);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dealers', exact: true })).toHaveCount(0);
  for (const url of ['/admin/dealers', '/admin/dealers/new', `/admin/dealers/${DEALER_ID}`, '/admin/dealers/konkan-weld-traders-thane']) {
    const response = await context.request.get(`${site.url}${url}`, { maxRedirects: 0 });
    expect(response.status(), url).toBe(307);
    expect(response.headers().location, url).toBe('/admin/leads?denied=1');
  }

  const actions = dealerActions();
  expect(actions.map((action) => action.name).sort()).toEqual(['createDealerRecord', 'saveDealer', 'setDealerActivation']);
  const forged = { name: 'Forged Staff Dealer', address: 'Nowhere Road, Tezpur, Assam', city: 'Tezpur', state: 'Assam', pincode: DEALER.pincode, phone: '+91 3712 000 000', email: 'forged@example.in', categories: 'abrasives', is_active: 'on', id: 'konkan-weld-traders-thane', version: '1' };
  for (const action of actions) {
    const multipart = new FormData();
    for (const [name, value] of Object.entries(forged)) multipart.append(`_1_${name}`, value);
    multipart.append('0', JSON.stringify([{ status: 'idle', message: '', fieldErrors: {}, values: {} }, '$K1']));
    const response = await context.request.post(`${site.url}${action.page}`, {
      headers: { 'Next-Action': action.id, Accept: 'text/x-component', Origin: site.url },
      multipart,
      maxRedirects: 0,
    });
    expect(await response.text(), action.name).toContain('Your role does not allow this.');
  }
  const locator = await locatorFor(request, DEALER.pincode);
  expect(locator).not.toContain('Forged Staff Dealer');
  expect(await locatorFor(request, '400604')).toContain('Konkan Weld Traders');
  await context.close();

  // The one-step conversion needs the leads too: an editor is sent to their own start page.
  const editor = await signedInEditor(browser, site.url);
  const response = await editor.context().request.get(`${site.url}/admin/dealers/new?application=${crypto.randomUUID()}`, { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe('/admin/news?denied=1');
  await editor.context().close();
});
