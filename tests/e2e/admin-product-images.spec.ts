import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { mediaMessages } from '@/lib/schemas/media';
import { imageFile } from './support/images';
import { expectNoSeriousBackOfficeViolations, signedInEditor, signIn, STAFF, EDITOR, startEmbeddedBackOffice, visitor, type BackOfficeSite } from './support/back-office';

// An editor manages a seeded product's images on the embedded database: uploads three (real PNG
// and JPEG bytes), moves one to the top with the keyboard (focus stays on it, a live region says
// where it went), chooses the primary, and sees order, primary and srcset on the public product
// page and the category card within 10 seconds. A renamed program is refused with the type
// message. Staff can neither open the page nor use its actions.

test.describe.configure({ mode: 'serial' });

const PRODUCT = 'e6013-general-purpose';
const CATEGORY = 'welding-electrodes';
const IMAGES_PAGE = `/admin/products/${PRODUCT}/images`;
/** Public changes show within this (the content-change poller, the cache grace, the page cache). */
const VISIBLE_WITHIN_MS = 10_000;

const UPLOADS = [
  { name: 'rods.png', alt: 'Upload A: rods fanned out on a steel bench', format: 'png' as const, colour: { r: 200, g: 90, b: 20 } },
  { name: 'carton.jpg', alt: 'Upload B: sealed carton with batch label', format: 'jpeg' as const, colour: { r: 30, g: 90, b: 200 } },
  { name: 'tip.png', alt: 'Upload C: close-up of the striking tip', format: 'png' as const, colour: { r: 40, g: 160, b: 60 } },
];

let site: BackOfficeSite;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startEmbeddedBackOffice('product-images', { accounts: [EDITOR, STAFF] });
});
test.afterAll(async () => site?.stop());

/** The alt texts of the images page's list, in order. */
const adminOrder = (page: Page) => page.getByRole('list', { name: /^Images of / }).getByLabel('Alt text').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test('an editor uploads three images, moves one to the top by keyboard and chooses the primary; the public page follows', async ({ browser, request }) => {
  const page = await signedInEditor(browser, site.url);
  await page.goto(IMAGES_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Images: Vajra 6013');
  const seeded = await adminOrder(page);
  expect(seeded.length).toBeGreaterThanOrEqual(2);

  await page.getByLabel('Images', { exact: true }).setInputFiles(await Promise.all(UPLOADS.map(imageFile)));
  // Each image needs its alt text.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(mediaMessages.altRequired).first()).toBeVisible();
  for (const upload of UPLOADS) await page.getByLabel(`Alt text for ${upload.name}`).fill(upload.alt);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('3 images uploaded.')).toBeVisible();
  await expect.poll(() => adminOrder(page)).toEqual([...seeded, ...UPLOADS.map((upload) => upload.alt)]);
  // The first upload replaced the artwork as the primary.
  const primaryItem = page.getByRole('list', { name: /^Images of / }).getByRole('listitem').filter({ has: page.getByText('Primary', { exact: true }) });
  await expect(primaryItem).toHaveCount(1);
  await expect(primaryItem.getByLabel('Alt text')).toHaveValue(UPLOADS[0].alt);
  // Checked at rest: the pointer off the button it just pressed (the hover colour is not the one checked).
  await page.mouse.move(0, 0);
  await expectNoSeriousBackOfficeViolations(page, 'images page');

  // Keyboard: Upload C goes to the top, one Move up at a time; focus stays on it.
  const moveUp = page.getByRole('button', { name: `Move up: ${UPLOADS[2].alt}` });
  await moveUp.focus();
  const total = seeded.length + UPLOADS.length;
  for (let position = total; position > 1; position--) {
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('order-announcement')).toHaveText(`${UPLOADS[2].alt} moved to position ${position - 1} of ${total}.`);
    if (position > 2) await expect(moveUp).toBeFocused();
  }
  // At the top Move up is disabled: focus is on the same image's Move down.
  await expect(moveUp).toBeDisabled();
  await expect(page.getByRole('button', { name: `Move down: ${UPLOADS[2].alt}` })).toBeFocused();
  const expected = [UPLOADS[2].alt, ...seeded, UPLOADS[0].alt, UPLOADS[1].alt];
  // Saved in the background, one move after the other: the page says when all are stored.
  await expect(page.getByText('New order saved.')).toBeVisible();
  await page.reload();
  expect(await adminOrder(page)).toEqual(expected);

  await page.getByRole('button', { name: `Set as primary: ${UPLOADS[1].alt}` }).click();
  await expect(primaryItem.getByLabel('Alt text')).toHaveValue(UPLOADS[1].alt);

  // The public product page: the editor's order, opening on the primary, with srcset.
  const visitorPage = await browser.newPage({ baseURL: site.url });
  await expect
    .poll(
      async () => {
        await visitorPage.goto(`/product/${PRODUCT}`);
        return visitorPage.getByRole('list', { name: 'Thumbnails' }).getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
      },
      { timeout: VISIBLE_WITHIN_MS, intervals: [500] },
    )
    .toEqual(expected.map((alt, index) => `Show image ${index + 1} of ${total}: ${alt}`));
  const main = visitorPage.getByRole('img', { name: UPLOADS[1].alt });
  await expect(main).toHaveAttribute('srcset', /\/480\.webp 480w, .*\/800\.webp 800w, .*\/1000\.webp 1000w$/);
  await expect(main).toHaveAttribute('sizes', /.+/);
  await expect(main).toHaveAttribute('width', '800');
  await expect(main).toHaveAttribute('height', '600');
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const primarySrc = (await main.getAttribute('src'))!;
  expect(primarySrc).toMatch(/^\/media\/[0-9a-f-]{36}\/1000\.webp$/);
  const variant = await request.get(`${site.url}${primarySrc.replace('1000.webp', '480.webp')}`);
  expect(variant.status()).toBe(200);
  expect(variant.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await sharp(await variant.body()).metadata()).width).toBe(480);

  // Cards show the primary too.
  await visitorPage.goto(`/products/${CATEGORY}`);
  const card = visitorPage.locator(`a[href="/product/${PRODUCT}"] img`).first();
  await expect(card).toHaveAttribute('src', primarySrc);
  await expect(card).toHaveAttribute('srcset', /480w/);
  await visitorPage.close();
  await page.close();
});

test('a renamed program is refused as an image with the type message', async ({ browser }) => {
  const page = await signedInEditor(browser, site.url);
  await page.goto(IMAGES_PAGE);
  const before = await adminOrder(page);
  const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'binary'), Buffer.alloc(4096, 0x90)]);
  await page.getByLabel('Images', { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: program });
  await page.getByLabel('Alt text', { exact: true }).first().fill('A photo, supposedly');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(mediaMessages.invalidType)).toBeVisible();
  await expect(page.getByLabel('Images', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  expect(await adminOrder(page)).toEqual(before);
  await page.close();
});

test('without JavaScript: upload, move, primary and remove work as plain forms', async ({ browser }) => {
  const { context, page } = await visitor(browser, site.url, { javaScriptEnabled: false });
  await signIn(page, EDITOR);
  await expect(page).toHaveURL(/\/admin\/news$/);
  await page.goto(IMAGES_PAGE);
  const before = await adminOrder(page);
  const alt = 'Upload D: sent without JavaScript';
  await page.getByLabel('Image', { exact: true }).setInputFiles(await imageFile({ ...UPLOADS[0], name: 'plain.png' }));
  await page.getByLabel('Alt text', { exact: true }).first().fill(alt);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Image uploaded.')).toBeVisible();
  await page.goto(IMAGES_PAGE);
  expect(await adminOrder(page)).toEqual([...before, alt]);

  await page.getByRole('button', { name: `Move up: ${alt}` }).click();
  await page.goto(IMAGES_PAGE);
  expect(await adminOrder(page)).toEqual([...before.slice(0, -1), alt, before.at(-1)]);

  await page.getByRole('button', { name: `Set as primary: ${alt}` }).click();
  await page.goto(IMAGES_PAGE);
  const primaryItem = page.getByRole('list', { name: /^Images of / }).getByRole('listitem').filter({ has: page.getByText('Primary', { exact: true }) });
  await expect(primaryItem.getByLabel('Alt text')).toHaveValue(alt);

  await page.getByRole('button', { name: `Remove: ${alt}` }).click();
  await page.goto(IMAGES_PAGE);
  expect(await adminOrder(page)).toEqual(before);
  await expect(primaryItem).toHaveCount(1);
  await context.close();
});

test('staff can neither open the images page nor use its actions', async ({ browser }) => {
  // Staff signed in: the page sends them to their own start page.
  const staffContext = await browser.newContext({ baseURL: site.url });
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, STAFF);
  await expect(staffPage).toHaveURL(/\/admin\/leads$/);
  await staffPage.goto(IMAGES_PAGE);
  await expect(staffPage).toHaveURL(/\/admin\/leads\?denied=1$/);
  await staffContext.close();

  // A page an editor opened, whose session is now a staff member's: every action refuses.
  const page = await signedInEditor(browser, site.url);
  await page.goto(IMAGES_PAGE);
  const before = await adminOrder(page);
  const [first, second] = before;
  await page.context().clearCookies();
  const other = await page.context().newPage();
  await signIn(other, STAFF);
  await expect(other).toHaveURL(/\/admin\/leads$/);
  await other.close();

  await page.getByRole('button', { name: `Remove: ${first}` }).click();
  await expect(page.getByText('Your role does not allow this. Ask an administrator.').first()).toBeVisible();
  await page.getByRole('button', { name: `Set as primary: ${second}` }).click();
  await expect(page.getByText('Your role does not allow this. Ask an administrator.')).toHaveCount(2);
  await page.getByRole('button', { name: `Move down: ${first}` }).click();
  await expect(page.getByText('Your role does not allow this. Ask an administrator.').first()).toBeVisible();

  // Nothing changed: the editor sees the same list.
  const editor = await signedInEditor(browser, site.url);
  await editor.goto(IMAGES_PAGE);
  expect(await adminOrder(editor)).toEqual(before);
  await editor.close();
  await page.close();
});
