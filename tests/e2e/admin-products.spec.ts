import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pdfText } from '@/tests/support/pdf-text';
import { imageFile, type TestImage } from './support/images';
import { EDITOR, expectNoSeriousBackOfficeViolations, signedInEditor, signIn, STAFF, startEmbeddedBackOffice, visitor, type BackOfficeSite } from './support/back-office';

// An editor creates a product on the embedded database with three images, puts its weld metal
// analysis in order with the Move up buttons (by keyboard), and sees that order on the public
// product page and in its datasheet within 10 seconds; renaming its slug leaves the old address (and the old
// datasheet address) answering a permanent redirect. Staff can neither open the product pages nor
// post their actions.

test.describe.configure({ mode: 'serial' });

const NAME = 'Vajra 7016 Site Test';
const SLUG = 'vajra-7016-site-test';
const RENAMED = 'vajra-7016-site-renamed';
/** Rows typed in this order, then Si moved to the top: the order the pages must show. */
const ANALYSIS = [
  ['C', '0.06 – 0.10'],
  ['Mn', '1.10 – 1.40'],
  ['Si', '0.45 – 0.65'],
] as const;
const EXPECTED_ORDER = ['Si', 'C', 'Mn'];
const VISIBLE_WITHIN_MS = 10_000;
/** The new product's pictures, uploaded on its Images page. */
const PICTURES: (TestImage & { alt: string })[] = [
  { name: 'front.png', alt: 'Vajra 7016 carton, front', format: 'png', colour: { r: 210, g: 100, b: 30 } },
  { name: 'rods.jpg', alt: 'Vajra 7016 rods on a bench', format: 'jpeg', colour: { r: 40, g: 80, b: 190 } },
  { name: 'tip.png', alt: 'Vajra 7016 striking tip', format: 'png', colour: { r: 50, g: 150, b: 70 } },
];

let site: BackOfficeSite;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startEmbeddedBackOffice('admin-products', { accounts: [EDITOR, STAFF] });
});
test.afterAll(async () => site?.stop());

const analysisRows = (page: Page) => page.getByTestId('rows-weld_metal_analysis');

test('an editor creates a product with three images, reorders its weld metal analysis by keyboard, and sees that order on the product page and in the datasheet', async ({ browser, request }) => {
  const page = await signedInEditor(browser, site.url);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByRole('link', { name: 'New product' }).click();

  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await expect(page.getByLabel('Address (/product/…)')).toHaveValue(SLUG);
  await page.getByLabel('Category', { exact: true }).selectOption('welding-electrodes');
  await page.getByLabel('Subcategory').fill('Low Hydrogen');
  await page.getByLabel('Description').fill('A low hydrogen electrode made for the site test.');
  await page.getByTestId('rows-applications').getByLabel('Application 1').fill('Structural steel');

  const rows = analysisRows(page);
  for (const [index, [element, range]] of ANALYSIS.entries()) {
    if (index > 0) await rows.getByRole('button', { name: 'Add element' }).click();
    else await rows.getByLabel('Element 1', { exact: true }).click();
    await expect(rows.getByLabel(`Element ${index + 1}`, { exact: true })).toBeFocused();
    await page.keyboard.type(element);
    await rows.getByLabel(`Range % ${index + 1}`, { exact: true }).fill(range);
  }
  // Si, the third row, to the top: two presses of Move up, focus staying on the moved row's button.
  await rows.getByRole('button', { name: 'Move up Element 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows.getByRole('button', { name: 'Move up Element 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rows.getByRole('button', { name: 'Move down Element 1' })).toBeFocused();
  for (const [index, element] of EXPECTED_ORDER.entries()) await expect(rows.getByLabel(`Element ${index + 1}`, { exact: true })).toHaveValue(element);

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${SLUG}\\?saved=1$`));
  await expect(page.getByRole('status')).toContainText('Saved.');
  for (const [index, element] of EXPECTED_ORDER.entries()) await expect(analysisRows(page).getByLabel(`Element ${index + 1}`, { exact: true })).toHaveValue(element);
  await expect(page.getByRole('link', { name: 'Images', exact: true })).toHaveAttribute('href', `/admin/products/${SLUG}/images`);

  await page.getByRole('link', { name: 'Images', exact: true }).click();
  await page.getByLabel('Images', { exact: true }).setInputFiles(await Promise.all(PICTURES.map(imageFile)));
  for (const picture of PICTURES) await page.getByLabel(`Alt text for ${picture.name}`).fill(picture.alt);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('3 images uploaded.')).toBeVisible();
  const savedAt = Date.now();

  await expect.poll(async () => (await request.get(`${site.url}/product/${SLUG}`)).status(), { timeout: VISIBLE_WITHIN_MS, intervals: [250] }).toBe(200);
  const publicPage = await browser.newPage({ baseURL: site.url });
  await publicPage.goto(`/product/${SLUG}`);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect
    .poll(async () => {
      await publicPage.goto(`/product/${SLUG}`);
      return publicPage.getByRole('list', { name: 'Thumbnails' }).getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    }, { timeout: VISIBLE_WITHIN_MS, intervals: [500] })
    .toEqual(PICTURES.map((picture, index) => `Show image ${index + 1} of ${PICTURES.length}: ${picture.alt}`));
  await expect(publicPage.getByRole('img', { name: PICTURES[0].alt })).toHaveAttribute('srcset', /480w/);
  await publicPage.getByRole('tablist').getByRole('tab', { name: 'Analysis' }).click();
  const body = publicPage.getByRole('tabpanel').getByRole('table').locator('tbody tr');
  await expect(body).toHaveText(EXPECTED_ORDER.map((element) => new RegExp(`^\\s*${element}\\s*${ANALYSIS.find(([key]) => key === element)![1]}\\s*$`)));
  expect(Date.now() - savedAt).toBeLessThan(VISIBLE_WITHIN_MS);
  await publicPage.close();

  const datasheet = await request.get(`${site.url}/product/${SLUG}/datasheet`);
  expect(datasheet.status()).toBe(200);
  const text = (await pdfText(new Uint8Array(await datasheet.body()))).text.replace(/\s+/g, ' ');
  const positions = EXPECTED_ORDER.map((element) => text.indexOf(ANALYSIS.find(([key]) => key === element)![1]));
  expect(positions.every((position) => position >= 0), text).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await page.close();
});

test('renaming the slug moves the product; the old address and its datasheet answer a permanent redirect', async ({ browser, request }) => {
  const page = await signedInEditor(browser, site.url);
  await page.goto(`/admin/products/${SLUG}`);
  await page.getByLabel('Address (/product/…)').fill(RENAMED);
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${RENAMED}\\?saved=2$`));

  for (const [old, now] of [
    [`/product/${SLUG}`, `/product/${RENAMED}`],
    [`/product/${SLUG}/datasheet`, `/product/${RENAMED}/datasheet`],
  ]) {
    const response = await request.get(`${site.url}${old}`, { maxRedirects: 0 });
    expect(response.status(), old).toBe(308);
    expect(new URL(response.headers().location, site.url).pathname, old).toBe(now);
  }
  const visitorPage = await browser.newPage({ baseURL: site.url });
  await visitorPage.goto(`/product/${SLUG}`);
  await expect(visitorPage).toHaveURL(new RegExp(`/product/${RENAMED}$`));
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await visitorPage.close();

  // A new product may not take the old address while it redirects.
  await page.goto('/admin/products/new');
  await page.getByLabel('Name', { exact: true }).fill('Another Product');
  await page.getByLabel('Address (/product/…)').fill(SLUG);
  await page.getByLabel('Category', { exact: true }).selectOption('welding-electrodes');
  await page.getByLabel('Subcategory').fill('Low Hydrogen');
  await page.getByLabel('Description').fill('Another one.');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText(`This address still leads to the product “${RENAMED}”`)).toBeVisible();
  await expect(page.getByLabel('Address (/product/…)')).toHaveAttribute('aria-invalid', 'true');
  await page.close();
});

test('without JavaScript the editor still saves: a changed row, a row added in the empty last line, a cleared row removed', async ({ browser }) => {
  const { context, page } = await visitor(browser, site.url, { javaScriptEnabled: false });
  await signIn(page, EDITOR);
  await page.goto(`/admin/products/${RENAMED}`);
  const rows = analysisRows(page);
  await rows.getByLabel('Range % 2', { exact: true }).fill('0.07 – 0.11');
  await rows.getByLabel('Element 3', { exact: true }).fill('');
  await rows.getByLabel('Range % 3', { exact: true }).fill('');
  await rows.getByLabel('Element 4', { exact: true }).fill('P');
  await rows.getByLabel('Range % 4', { exact: true }).fill('≤ 0.025');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${RENAMED}\\?saved=3$`));
  const saved = analysisRows(page);
  await expect(saved.getByLabel('Element 1', { exact: true })).toHaveValue('Si');
  await expect(saved.getByLabel('Range % 2', { exact: true })).toHaveValue('0.07 – 0.11');
  await expect(saved.getByLabel('Element 3', { exact: true })).toHaveValue('P');
  await expect(saved.getByLabel('Element 4', { exact: true })).toHaveValue('');
  await context.close();
});

test('a stale form is refused naming who saved first; the product pages pass the accessibility check with field messages showing', async ({ browser }) => {
  const first = await signedInEditor(browser, site.url);
  const second = await first.context().newPage();
  await first.goto(`/admin/products/${RENAMED}`);
  await second.goto(`/admin/products/${RENAMED}`);
  await first.getByLabel('Subcategory').fill('Low Hydrogen Potassium');
  await first.getByRole('button', { name: 'Save product' }).click();
  await expect(first.getByRole('status')).toContainText('Saved.');
  await second.getByLabel('Subcategory').fill('A competing subcategory');
  await second.getByRole('button', { name: 'Save product' }).click();
  await expect(second.locator('#product-message')).toContainText(`${EDITOR.name} saved this product after you opened it`);
  await expect(second.getByLabel('Subcategory')).toHaveValue('A competing subcategory');

  for (const url of ['/admin/products', '/admin/products/new', `/admin/products/${RENAMED}`]) {
    await first.goto(url);
    await expectNoSeriousBackOfficeViolations(first, url);
  }
  await analysisRows(first).getByLabel('Element 2', { exact: true }).fill('Si');
  await first.getByLabel('Launch date').fill('');
  await first.getByRole('button', { name: 'Save product' }).click();
  await expect(analysisRows(first).getByText('This label is already in the table above.')).toBeVisible();
  await expect(analysisRows(first).getByLabel('Element 2', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousBackOfficeViolations(first, 'product editor with messages');
  await first.context().close();
});

/** A server action of the build, by its export name (as tests/e2e/admin-access.spec.ts finds them). */
function builtActionId(name: string): string {
  const manifest = JSON.parse(fs.readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as { node: Record<string, { exportedName?: string; filename?: string }> };
  const found = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name && entry.filename?.startsWith('lib/actions/admin/'));
  if (!found) throw new Error(`no server action ${name} in the build`);
  return found[0];
}

function postAction(request: APIRequestContext, id: string, page: string, fields: Record<string, string>) {
  const multipart = new FormData();
  for (const [name, value] of Object.entries(fields)) multipart.append(`_1_${name}`, value);
  multipart.append('0', JSON.stringify([{ status: 'idle', message: '', fieldErrors: {}, values: {} }, '$K1']));
  return request.post(`${site.url}${page}`, { headers: { 'Next-Action': id, Accept: 'text/x-component', Origin: site.url }, multipart, maxRedirects: 0 });
}

test('staff can neither open the product pages nor post their actions', async ({ browser, request }) => {
  const { context, page } = await visitor(browser, site.url);
  await signIn(page, STAFF);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products', exact: true })).toHaveCount(0);
  for (const url of ['/admin/products', '/admin/products/new', `/admin/products/${RENAMED}`]) {
    const response = await context.request.get(`${site.url}${url}`, { maxRedirects: 0 });
    expect(response.status(), url).toBe(307);
    expect(response.headers().location, url).toBe('/admin/leads?denied=1');
  }
  const fields = { current_id: RENAMED, version: '2', id: 'taken-by-staff', name: 'Changed by staff', description: 'x', category: 'abrasives', subcategory: 'x', is_available: 'false', is_upcoming: 'false', discontinued: 'true' };
  for (const action of ['saveCatalogueProduct', 'createCatalogueProduct', 'setCatalogueProductDiscontinued']) {
    const response = await postAction(context.request, builtActionId(action), `/admin/products/${RENAMED}`, fields);
    expect(response.status(), action).toBe(200);
    expect(await response.text(), action).toContain('Your role does not allow this.');
  }
  const product = await request.get(`${site.url}/product/${RENAMED}`);
  expect(product.status()).toBe(200);
  expect(await product.text()).toContain(NAME);
  expect(await (await request.get(`${site.url}/product/taken-by-staff`)).text()).toContain('Product Not Found');
  await context.close();
});

test('an editor enters approvals, currents and coating (a repeated certificate gets a message); the product page and the finder show them, and renewing a lapsed certificate brings its badge back', async ({ browser }) => {
  const page = await signedInEditor(browser, site.url);
  await page.goto(`/admin/products/${RENAMED}`);
  const approvals = page.getByTestId('rows-approvals');
  await approvals.getByLabel('Body 1', { exact: true }).selectOption('LR');
  await approvals.getByLabel('Certificate number 1', { exact: true }).fill('LR 2204117 WC');
  await approvals.getByLabel('Valid until 1', { exact: true }).fill('2024-03-31');
  await approvals.getByRole('button', { name: 'Add approval' }).click();
  await approvals.getByLabel('Body 2', { exact: true }).selectOption('LR');
  await approvals.getByLabel('Certificate number 2', { exact: true }).fill('lr 2204117 wc');
  await page.getByRole('group', { name: 'Welding currents' }).getByLabel('AC', { exact: true }).check();
  await page.getByLabel('Coating or flux type').selectOption('Basic');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(approvals.getByText('This certificate of this body is already listed above.')).toBeVisible();
  await expect(approvals.getByLabel('Certificate number 2', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(approvals.getByLabel('Valid until 1', { exact: true })).toHaveValue('2024-03-31');
  await expect(page.getByRole('group', { name: 'Welding currents' }).getByLabel('AC', { exact: true })).toBeChecked();

  // The second row becomes the RDSO approval and is moved to the top.
  await approvals.getByLabel('Body 2', { exact: true }).selectOption('RDSO');
  await approvals.getByLabel('Certificate number 2', { exact: true }).fill('RDSO/M&C/WC/M-28/2026/0042');
  await approvals.getByLabel('Scope (what it covers) 2', { exact: true }).fill('IRS M-28, Class II');
  await approvals.getByLabel('Valid until 2', { exact: true }).fill('2029-08-31');
  await approvals.getByRole('button', { name: 'Move up Approval 2' }).click();
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${RENAMED}\\?saved=\\d+$`));
  const saved = page.getByTestId('rows-approvals');
  await expect(saved.getByLabel('Body 1', { exact: true })).toHaveValue('RDSO');
  await expect(saved.getByLabel('Body 2', { exact: true })).toHaveValue('LR');
  await expect(saved.getByLabel('Valid until 2', { exact: true })).toHaveValue('2024-03-31');
  // The editor sees which certificate has lapsed.
  await expect(saved.getByText(/^Lapsed: the site shows this approval as expired/)).toHaveCount(1);
  await expect(saved.getByRole('listitem').nth(1)).toContainText('Lapsed:');
  await expect(page.getByLabel('Coating or flux type')).toHaveValue('Basic');

  const visitorPage = await browser.newPage({ baseURL: site.url });
  /** The badges at the top of the product page: the approvals in force. */
  const badges = async () => {
    await visitorPage.goto(`/product/${RENAMED}`);
    return visitorPage.getByRole('list', { name: 'Approvals' }).first().getByRole('listitem').allTextContents();
  };
  /** The products the finder lists on the electrodes page for a filter. */
  const finderNames = async (filter: string) => {
    await visitorPage.goto(`/products/welding-electrodes?${filter}`);
    return visitorPage.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
  };
  await expect.poll(badges, { timeout: VISIBLE_WITHIN_MS, intervals: [500] }).toEqual(['RDSO']);
  const listed = visitorPage.getByRole('region', { name: 'Approvals' });
  await expect(listed).toContainText('Certificate RDSO/M&C/WC/M-28/2026/0042');
  await expect(listed).toContainText('IRS M-28, Class II');
  await expect(listed.getByRole('listitem').filter({ hasText: 'LR 2204117 WC' })).toContainText('expired');
  expect(await finderNames('approval=RDSO')).toContain(NAME);
  expect(await finderNames('current=AC')).toContain(NAME);
  expect(await finderNames('approval=LR')).not.toContain(NAME);

  // The Lloyd's Register certificate is renewed.
  const firstSave = page.url();
  await page.getByTestId('rows-approvals').getByLabel('Valid until 2', { exact: true }).fill('2029-03-31');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).not.toHaveURL(firstSave);
  await expect(page.getByRole('status')).toContainText('Saved.');
  await expect(page.getByTestId('rows-approvals').getByText(/^Lapsed:/)).toHaveCount(0);
  await expect.poll(badges, { timeout: VISIBLE_WITHIN_MS, intervals: [500] }).toEqual(['RDSO', 'LR']);
  expect(await finderNames('approval=LR')).toContain(NAME);
  await page.close();

  // Without JavaScript an approval is added in the empty last row.
  const { context, page: plain } = await visitor(browser, site.url, { javaScriptEnabled: false });
  await signIn(plain, EDITOR);
  await plain.goto(`/admin/products/${RENAMED}`);
  await plain.getByTestId('rows-approvals').getByLabel('Body 3', { exact: true }).selectOption('BIS');
  await plain.getByTestId('rows-approvals').getByLabel('Certificate number 3', { exact: true }).fill('CM/L-7016042');
  await plain.getByRole('button', { name: 'Save product' }).click();
  await expect(plain).toHaveURL(new RegExp(`/admin/products/${RENAMED}\\?saved=\\d+$`));
  await expect(plain.getByTestId('rows-approvals').getByLabel('Certificate number 3', { exact: true })).toHaveValue('CM/L-7016042');
  await context.close();
  await expect.poll(badges, { timeout: VISIBLE_WITHIN_MS, intervals: [500] }).toEqual(['RDSO', 'BIS', 'LR']);
  await visitorPage.close();
});
