import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { mediaMessages } from '@/lib/schemas/media';
import { ADMIN, EDITOR, STAFF, signIn, signedInAdmin, signedInEditor, startEmbeddedBackOffice, visitor, type BackOfficeSite } from './support/back-office';

// What an editor types is never lost without a word: a status button of the same page (Discontinue,
// Deactivate) refuses while the editor holds unsaved changes and names them; leaving an editor
// (a menu link, a reload) asks first, and stops asking once saved (a product's images page too: a
// chosen image, typed alt text); a save refused for another field keeps the chosen image chosen,
// and without JavaScript says to choose it again.

test.describe.configure({ mode: 'serial' });

const PRODUCT = 'e6010-cellulosic-pipe';
const DEALER = 'konkan-weld-traders-thane';

let site: BackOfficeSite;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startEmbeddedBackOffice('admin-unsaved-edits', { accounts: [EDITOR, ADMIN, STAFF] });
});
test.afterAll(async () => site?.stop());

/** React has hydrated the page's forms (their handlers and guards are in place). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('#admin-main form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
  });
}

/** A new editor's page at `path`, its form interactive. */
async function editorOn(browser: Parameters<typeof signedInEditor>[0], path: string): Promise<Page> {
  const page = await signedInEditor(browser, site.url);
  await page.goto(path);
  await hydrated(page);
  return page;
}

/** Answers the next dialog (dismissing it: stay), and tells which kind it was. */
function nextDialog(page: Page, accept = false): Promise<string> {
  return new Promise((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve(dialog.type());
      await (accept ? dialog.accept() : dialog.dismiss());
    }),
  );
}

const cover = async () => ({
  name: 'cartons.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 240, g: 120, b: 30 } } }).png().toBuffer(),
});

const chosenFileName = (page: Page, label: string) => page.getByLabel(label, { exact: true }).evaluate((input: HTMLInputElement) => input.files?.[0]?.name ?? null);

test('Discontinue refuses while the description has unsaved changes, keeps them, and works once they are saved', async ({ browser }) => {
  const page = await editorOn(browser, `/admin/products/${PRODUCT}`);
  await page.getByLabel('Description').fill('Typed, not saved yet.');
  await page.getByRole('button', { name: 'Discontinue product' }).click();
  await expect(page.locator('#product-availability-message')).toContainText('Your changes to Description are not saved. Save them with Save product first');
  await expect(page.getByLabel('Description')).toHaveValue('Typed, not saved yet.');
  await expect(page.getByText(/^Saved\./)).toHaveCount(0);
  await expect(page).not.toHaveURL(/saved=/);

  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(/\?saved=2$/);
  await page.getByRole('button', { name: 'Discontinue product' }).click();
  await expect(page).toHaveURL(/\?saved=3$/);
  await expect(page.getByRole('button', { name: 'Restore product' })).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('Typed, not saved yet.');
  await page.getByRole('button', { name: 'Restore product' }).click();
  await expect(page).toHaveURL(/\?saved=4$/);
  await page.close();
});

test('Deactivate refuses while the e-mail has unsaved changes and keeps them; the dealer stays active', async ({ browser }) => {
  const page = await editorOn(browser, `/admin/dealers/${DEALER}`);
  await page.getByLabel('E-mail').fill('orders@konkanweld.in');
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.locator(`#dealer-activation-${DEALER}-message`)).toContainText('Your changes to E-mail are not saved. Save them with Save dealer first, or undo them, then deactivate the dealer.');
  await expect(page.getByLabel('E-mail')).toHaveValue('orders@konkanweld.in');
  await expect(page.getByText(/^Saved\./)).toHaveCount(0);
  await page.close();

  const fresh = await signedInEditor(browser, site.url);
  await fresh.goto(`/admin/dealers/${DEALER}`);
  await expect(fresh.getByLabel('E-mail')).toHaveValue('sales@konkanweld.in');
  await expect(fresh.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  await fresh.close();
});

test('leaving a new article with typed text asks first (menu link, reload); once saved it no longer asks', async ({ browser }) => {
  const page = await editorOn(browser, '/admin/news/new');
  await page.getByLabel('Title').fill('Half-written news');
  await page.getByLabel('Article (Markdown)').fill('A body that must not vanish.');

  const menuLink = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products', exact: true });
  let dialog = nextDialog(page);
  await menuLink.click();
  expect(await dialog).toBe('confirm');
  await expect(page).toHaveURL(/\/admin\/news\/new$/);
  await expect(page.getByLabel('Article (Markdown)')).toHaveValue('A body that must not vanish.');

  dialog = nextDialog(page);
  await page.reload({ timeout: 3_000 }).catch(() => {}); // dismissed: the page stays
  expect(await dialog).toBe('beforeunload');
  await expect(page.getByLabel('Title')).toHaveValue('Half-written news');

  // Saved, the article's page asks nothing when left.
  await page.getByLabel('Category').selectOption('technical');
  await page.getByLabel('Excerpt').fill('Short.');
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/half-written-news\?saved=1$/);
  let asked = false;
  page.on('dialog', (unexpected) => {
    asked = true;
    void unexpected.dismiss();
  });
  await hydrated(page);
  await menuLink.click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  expect(asked).toBe(false);

  // Accepting the question leaves, as asked.
  await page.goto('/admin/categories/welding-electrodes');
  await hydrated(page);
  await page.getByLabel('Hero title').fill('A hero title being rewritten');
  page.removeAllListeners('dialog');
  dialog = nextDialog(page, true);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dealers', exact: true }).click();
  expect(await dialog).toBe('confirm');
  await expect(page).toHaveURL(/\/admin\/dealers$/);
  await page.close();
});

test('a save refused for another field keeps the chosen cover image and product image chosen', async ({ browser }) => {
  const page = await editorOn(browser, '/admin/news/new');
  await page.getByLabel('Title').fill('Cover kept');
  await page.getByLabel('Excerpt').fill('Short.');
  await page.getByLabel('Article (Markdown)').fill('Body.');
  await page.getByLabel('Image', { exact: true }).setInputFiles(await cover());
  await page.getByLabel('Alt text').fill('Cartons on a pallet');
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(page.getByLabel('Category')).toHaveAttribute('aria-invalid', 'true');
  expect(await chosenFileName(page, 'Image')).toBe('cartons.png');
  await expect(page.getByText('Choose the file again')).toHaveCount(0);
  await page.getByLabel('Category').selectOption('technical');
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/cover-kept\?saved=1$/);
  await expect(page.getByRole('img', { name: 'Cartons on a pallet' })).toBeVisible();

  await page.goto(`/admin/products/${PRODUCT}/images`);
  await hydrated(page);
  await page.getByLabel('Images', { exact: true }).setInputFiles(await cover());
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(mediaMessages.altRequired)).toBeVisible();
  expect(await chosenFileName(page, 'Images')).toBe('cartons.png');
  await page.close();
});

test('leaving a product’s images page with a chosen image or typed alt text asks first (menu link, reload); once saved it no longer asks', async ({ browser }) => {
  const page = await editorOn(browser, `/admin/products/${PRODUCT}/images`);
  const menuLink = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dealers', exact: true });
  await page.getByLabel('Images', { exact: true }).setInputFiles(await cover());
  let dialog = nextDialog(page);
  await menuLink.click();
  expect(await dialog).toBe('confirm');
  await expect(page).toHaveURL(new RegExp(`/admin/products/${PRODUCT}/images$`));
  expect(await chosenFileName(page, 'Images')).toBe('cartons.png');
  dialog = nextDialog(page);
  await page.reload({ timeout: 3_000 }).catch(() => {}); // dismissed: the page stays
  expect(await dialog).toBe('beforeunload');
  await page.getByLabel('Images', { exact: true }).setInputFiles([]);

  // An image's alt text, typed and not saved.
  const alt = page.getByRole('list', { name: /^Images of / }).getByLabel('Alt text').first();
  const saved = await alt.inputValue();
  await alt.fill(`${saved}, on a steel bench`);
  dialog = nextDialog(page);
  await page.getByRole('link', { name: 'Edit the product' }).click();
  expect(await dialog).toBe('confirm');
  await expect(alt).toHaveValue(`${saved}, on a steel bench`);

  // Saved, the page asks nothing when left.
  await page.getByRole('button', { name: 'Save alt text' }).first().click();
  await expect(page.getByText('Alt text saved.')).toBeVisible();
  let asked = false;
  page.on('dialog', (unexpected) => {
    asked = true;
    void unexpected.dismiss();
  });
  await menuLink.click();
  await expect(page).toHaveURL(/\/admin\/dealers$/);
  expect(asked).toBe(false);
  await page.close();
});

test('without JavaScript a refused save says to choose the image again', async ({ browser }) => {
  const { context, page } = await visitor(browser, site.url, { javaScriptEnabled: false });
  await signIn(page, EDITOR);
  await page.goto('/admin/news/new');
  await page.getByLabel('Title').fill('No script cover');
  await page.getByLabel('Address (/news/…)').fill('no-script-cover');
  await page.getByLabel('Image', { exact: true }).setInputFiles(await cover());
  await page.getByLabel('Alt text').fill('Cartons');
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('No script cover');
  await expect(page.getByText('Choose the file again (cartons.png): the form was not saved')).toBeVisible();
  await expect(page.getByLabel('Image', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await context.close();
});

test('on the staff page a row’s role change or removal leaves a half-typed invitation as it was', async ({ browser }) => {
  const { context, page } = await signedInAdmin(browser, site.url);
  await page.goto('/admin/staff');
  await hydrated(page);
  const invitation = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send invitation' }) });
  await invitation.getByLabel('Name').fill('Kavya Rao');
  await invitation.getByLabel('E-mail').fill('kavya.rao@arcstar.test');

  await page.getByLabel(`Role of ${STAFF.name}`).selectOption('editor');
  await page.getByRole('row').filter({ hasText: STAFF.email }).getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Role changed to Editor.')).toBeVisible();
  await expect(invitation.getByLabel('Name')).toHaveValue('Kavya Rao');

  await page.getByLabel(`Yes, remove ${STAFF.name}`).check();
  await page.getByRole('button', { name: `Remove ${STAFF.name}` }).click();
  await expect(page).toHaveURL(/removed=/);
  await expect(invitation.getByLabel('E-mail')).toHaveValue('kavya.rao@arcstar.test');
  await context.close();
});

test('a session that ends mid-edit still keeps the text and offers to sign in in a new tab, without asking to leave; saved again, it goes through', async ({ browser }) => {
  const page = await signedInEditor(browser, site.url);
  let asked = false;
  page.on('dialog', (dialog) => {
    asked = true;
    void dialog.dismiss();
  });
  await page.goto(`/admin/dealers/${DEALER}`);
  await hydrated(page);
  await page.getByLabel('Phone').fill('+91 22 2582 4499');
  // Signed out in another tab while the form was being filled in.
  const other = await page.context().newPage();
  await other.goto('/admin/account');
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(other).toHaveURL(/\/admin\/sign-in/);
  await other.close();
  await page.getByRole('button', { name: 'Save dealer' }).click();
  await expect(page.locator('#dealer-message')).toContainText('Your session has ended');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Sign in again (opens a new tab)' }).click()]);
  await expect(page.getByLabel('Phone')).toHaveValue('+91 22 2582 4499');
  await signIn(tab, EDITOR);
  await expect(tab).toHaveURL(/\/admin\/news$/);
  await tab.close();
  await page.getByRole('button', { name: 'Save dealer' }).click();
  await expect(page).toHaveURL(/\?saved=\d+$/);
  await expect(page.getByLabel('Phone')).toHaveValue('+91 22 2582 4499');
  expect(asked).toBe(false);
  await page.close();
});
