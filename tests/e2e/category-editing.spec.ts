import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { categoryMessages } from '@/lib/schemas/category';
import { EDITOR, expectNoSeriousBackOfficeViolations, signedInEditor, STAFF, signIn, startEmbeddedBackOffice, visitor, type BackOfficeSite } from './support/back-office';

// An editor changes a category's hero title and uploads its guide PDF on the embedded database,
// and sees both on the public category page within 10 seconds without a restart; a renamed
// program is refused as a guide with the type message; a stale form is refused. Staff cannot open
// any of it (the access walk, tests/e2e/admin-access.spec.ts, also posts the action as staff).

test.describe.configure({ mode: 'serial' });

const CATEGORY = 'welding-electrodes';
const EDIT_PAGE = `/admin/categories/${CATEGORY}`;
const PUBLIC_PAGE = `/products/${CATEGORY}`;
const NEW_TITLE = 'Electrodes for Every Joint';
/** Public changes show within this (the content-change poller, the cache grace, the page cache). */
const VISIBLE_WITHIN_MS = 10_000;

let site: BackOfficeSite;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startEmbeddedBackOffice('category-editing', { accounts: [EDITOR, STAFF] });
});
test.afterAll(async () => site?.stop());

async function guidePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText('Electrode Selection Guide, 2027 edition', { x: 50, y: 700, size: 18, font });
  return Buffer.from(await document.save());
}

test('an editor changes the hero title and uploads a guide PDF; the public category page shows both within 10 seconds', async ({ browser, request }) => {
  const before = await (await request.get(`${site.url}${PUBLIC_PAGE}`)).text();
  expect(before).toContain('href="/guides/welding-electrodes.pdf"');

  const page = await signedInEditor(browser, site.url);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Categories', exact: true }).click();
  await page.getByRole('link', { name: 'Welding Electrodes', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${EDIT_PAGE}$`));
  // The seeded texts are what the form starts from.
  await expect(page.getByLabel('Hero title')).toHaveValue('Welding Electrodes');
  await expect(page.getByLabel('Guide button text')).toHaveValue('Download Electrode Selection Guide');
  await page.getByLabel('Hero title').fill(NEW_TITLE);
  const pdf = await guidePdf();
  await page.getByLabel('Guide PDF').setInputFiles({ name: 'electrode-guide.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Save category' }).click();
  await expect(page).toHaveURL(new RegExp(`${EDIT_PAGE}\\?saved=2$`));
  await expect(page.getByRole('status')).toContainText('Saved.');
  const savedAt = Date.now();

  await expect
    .poll(async () => (await request.get(`${site.url}${PUBLIC_PAGE}`)).text(), { timeout: VISIBLE_WITHIN_MS, intervals: [250] })
    .toContain(NEW_TITLE);
  const publicPage = await browser.newPage({ baseURL: site.url });
  await publicPage.goto(PUBLIC_PAGE);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
  const guide = publicPage.getByRole('link', { name: 'Download Electrode Selection Guide' });
  await expect(guide).toHaveAttribute('href', /^\/media\/guides\/[0-9a-f-]{36}\/welding-electrodes\.pdf$/);
  expect(Date.now() - savedAt).toBeLessThan(VISIBLE_WITHIN_MS);

  const stored = await request.get(`${site.url}${await guide.getAttribute('href')}`);
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toBe('application/pdf');
  expect(stored.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await stored.body()).equals(pdf)).toBe(true);
  await publicPage.close();
  await page.close();
});

test('a renamed program is refused as the guide with the type message; what was typed stays', async ({ browser }) => {
  const page = await signedInEditor(browser, site.url);
  await page.goto(EDIT_PAGE);
  await page.getByLabel('Subtitle').fill('Changed while choosing a guide.');
  const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'binary'), Buffer.alloc(4096, 0x90)]);
  await page.getByLabel('Guide PDF').setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: program });
  await page.getByRole('button', { name: 'Save category' }).click();
  await expect(page.getByText(categoryMessages.guideNotPdf)).toBeVisible();
  await expect(page.getByLabel('Guide PDF')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Subtitle')).toHaveValue('Changed while choosing a guide.');
  await page.close();
});

test('the second save of a stale form is refused with a message naming who saved first', async ({ browser }) => {
  const first = await signedInEditor(browser, site.url);
  const second = await first.context().newPage();
  await first.goto(EDIT_PAGE);
  await second.goto(EDIT_PAGE);
  await first.getByLabel('Guide button text').fill('Download the Electrode Guide');
  await first.getByRole('button', { name: 'Save category' }).click();
  await expect(first.getByRole('status')).toContainText('Saved.');
  await second.getByLabel('Hero title').fill('A Competing Title');
  await second.getByRole('button', { name: 'Save category' }).click();
  await expect(second.locator('#category-message')).toContainText(categoryMessages.staleBy(EDITOR.name));
  await expect(second.getByLabel('Hero title')).toHaveValue('A Competing Title');
  await second.goto(EDIT_PAGE);
  await expect(second.getByLabel('Hero title')).toHaveValue(NEW_TITLE);
  await first.context().close();
});

test('the category pages pass the accessibility check (no serious or critical axe violations), with field messages showing too', async ({ browser }) => {
  const page = await signedInEditor(browser, site.url);
  const check = (label: string) => expectNoSeriousBackOfficeViolations(page, label);
  for (const url of ['/admin/categories', EDIT_PAGE]) {
    await page.goto(url);
    await check(url);
  }
  await page.getByLabel('Hero title').fill('');
  await page.getByRole('button', { name: 'Save category' }).click();
  await expect(page.getByText(categoryMessages.heroTitle)).toBeVisible();
  await expect(page.getByLabel('Hero title')).toHaveAttribute('aria-invalid', 'true');
  await check(`${EDIT_PAGE} with messages`);
  await page.close();
});

test('on a phone the categories list scrolls inside its table, never the whole page sideways', async ({ browser }) => {
  const page = await signedInEditor(browser, site.url);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/categories');
  await expect(page.getByRole('region', { name: 'Categories' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.close();
});

test('staff cannot open the category pages', async ({ browser }) => {
  const { context, page } = await visitor(browser, site.url);
  await signIn(page, STAFF);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Categories', exact: true })).toHaveCount(0);
  for (const url of ['/admin/categories', EDIT_PAGE]) {
    const response = await context.request.get(`${site.url}${url}`, { maxRedirects: 0 });
    expect(response.status(), url).toBe(307);
    expect(response.headers().location, url).toBe('/admin/leads?denied=1');
  }
  await context.close();
});
