import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { indianDateTimeInputValue } from '@/lib/domain/date-time';
import { mediaMessages } from '@/lib/schemas/media';
import { EDITOR, expectNoSeriousBackOfficeViolations, signedInEditor, STAFF, signIn, startEmbeddedBackOffice, visitor, type BackOfficeSite } from './support/back-office';

// An editor runs the news on the embedded database: writes an article with a live preview and a
// cover image, schedules it 5 seconds ahead and sees it appear on /news without a redeploy,
// unpublishes it and sees its page answer 404, is refused a renamed program as an image, and
// loses no one's work to a stale form. Staff cannot open any of it (the access walk,
// tests/e2e/admin-access.spec.ts, also posts every content action as staff).

test.describe.configure({ mode: 'serial' });

const ARTICLE = {
  id: 'new-e6013-packing',
  title: 'New E6013 Packing',
  excerpt: 'Our rutile electrodes now ship in resealable cartons.',
  content: '## Resealable cartons\n\nEvery **E6013** carton now closes again after opening.\n\n- Less moisture pick-up\n- Easier storage',
};
/** Public changes show within this (the content-change poller, the cache grace, the page cache). */
const VISIBLE_WITHIN_MS = 10_000;

let site: BackOfficeSite;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startEmbeddedBackOffice('news-editing', { accounts: [EDITOR, STAFF] });
});
test.afterAll(async () => site?.stop());

const cover = async () => ({
  name: 'cartons.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1300, height: 800, channels: 3, background: { r: 240, g: 120, b: 30 } } }).png().toBuffer(),
});

test('an editor writes an article with a live preview and a cover image, saved as a draft that stays off the site', async ({ browser, request }) => {
  const page = await signedInEditor(browser, site.url);
  await page.getByRole('link', { name: 'New article' }).click();
  await page.getByLabel('Title').fill(ARTICLE.title);
  await expect(page.getByLabel('Address (/news/…)')).toHaveValue(ARTICLE.id);
  await page.getByLabel('Author').fill('Packaging Team');
  await page.getByLabel('Category').selectOption('technical');
  await page.getByLabel('Excerpt').fill(ARTICLE.excerpt);
  await page.getByLabel('Article (Markdown)').fill(`${ARTICLE.content}\n\n<script>window.hacked = 1</script>[bad](javascript:alert(1))`);
  // The preview comes from the public page's renderer: Markdown rendered, script and unsafe link gone.
  const preview = page.getByTestId('article-preview');
  await expect(preview.getByRole('heading', { name: 'Resealable cartons' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('E6013');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.getByRole('link', { name: 'bad' })).toHaveCount(0);

  await page.getByLabel('Image').setInputFiles(await cover());
  // Alt text is required with an image.
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(page.getByText(mediaMessages.altRequired)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(ARTICLE.title);
  await page.getByLabel('Image').setInputFiles(await cover());
  await page.getByLabel('Alt text').fill('Stacked orange electrode cartons');
  await page.getByLabel('Article (Markdown)').fill(ARTICLE.content);
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/news/${ARTICLE.id}\\?saved=1$`));
  await expect(page.getByRole('status')).toContainText('Saved. It is a draft: it is not on the site.');

  const image = page.getByRole('img', { name: 'Stacked orange electrode cartons' });
  const src = await image.getAttribute('src');
  expect(src).toMatch(/^\/media\/[0-9a-f-]{36}\/1300\.webp$/);
  const stored = await request.get(`${site.url}${src}`);
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toBe('image/webp');
  expect(stored.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await sharp(await stored.body()).metadata()).width).toBe(1300);

  expect((await request.get(`${site.url}/news/${ARTICLE.id}`)).status()).toBe(404);
  await page.close();
});

test('scheduled 5 seconds ahead, the article appears on /news by itself; unpublished, its page answers 404', async ({ browser, request }) => {
  const page = await signedInEditor(browser, site.url);
  await page.goto(`/admin/news/${ARTICLE.id}`);
  await page.getByLabel('Status').selectOption('true');
  const due = Date.now() + 5000;
  await page.getByLabel('Date and time (IST)').fill(indianDateTimeInputValue(new Date(due)));
  await page.getByRole('button', { name: 'Save article' }).click();
  await expect(page.getByRole('status')).toContainText('Saved. It is scheduled: it appears on the site on');
  expect(Date.now(), 'the save finished before the scheduled time').toBeLessThan(due);
  expect((await request.get(`${site.url}/news/${ARTICLE.id}`)).status()).toBe(404);
  expect(await (await request.get(`${site.url}/news`)).text()).not.toContain(ARTICLE.title);

  // Nothing is written when the time comes: the pages notice it themselves.
  await expect
    .poll(async () => (await request.get(`${site.url}/news`)).text(), { timeout: 5000 + VISIBLE_WITHIN_MS, intervals: [500] })
    .toContain(ARTICLE.title);
  const published = await browser.newPage({ baseURL: site.url });
  const response = await published.goto(`/news/${ARTICLE.id}`);
  expect(response?.status()).toBe(200);
  await expect(published.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title);
  await expect(published.getByRole('heading', { name: 'Resealable cartons' })).toBeVisible();
  const coverImage = published.getByRole('img', { name: 'Stacked orange electrode cartons' });
  await expect(coverImage).toHaveAttribute('srcset', /\/480\.webp 480w, .*\/800\.webp 800w, .*\/1200\.webp 1200w, .*\/1300\.webp 1300w$/);
  await expect.poll(() => coverImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await published.close();

  await page.reload();
  await page.getByLabel('Status').selectOption('false');
  await page.getByRole('button', { name: 'Save article' }).click();
  await expect(page.getByRole('status')).toContainText('Saved. It is a draft: it is not on the site.');
  await expect.poll(async () => (await request.get(`${site.url}/news/${ARTICLE.id}`)).status(), { timeout: VISIBLE_WITHIN_MS, intervals: [500] }).toBe(404);
  // The list is a page of its own, refreshed by the same change within the same time (not necessarily the same instant).
  await expect.poll(async () => (await request.get(`${site.url}/news`)).text(), { timeout: VISIBLE_WITHIN_MS, intervals: [500] }).not.toContain(ARTICLE.title);
  await page.close();
});

test('a renamed program is refused as an image with the type message; what was typed stays', async ({ browser }) => {
  const page = await signedInEditor(browser, site.url);
  await page.goto(`/admin/news/${ARTICLE.id}`);
  await page.getByLabel('Excerpt').fill('Changed while choosing a picture.');
  const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'binary'), Buffer.alloc(4096, 0x90)]);
  await page.getByLabel('Replace with a new image').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: program });
  await page.getByRole('button', { name: 'Save article' }).click();
  await expect(page.getByText(mediaMessages.invalidType)).toBeVisible();
  await expect(page.getByLabel('Replace with a new image')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Excerpt')).toHaveValue('Changed while choosing a picture.');
  await page.close();
});

test('the second save of a stale form is refused with a message naming who saved first', async ({ browser }) => {
  const first = await signedInEditor(browser, site.url);
  const second = await first.context().newPage();
  await first.goto(`/admin/news/${ARTICLE.id}`);
  await second.goto(`/admin/news/${ARTICLE.id}`);
  await first.getByLabel('Title').fill('New E6013 Packing, Updated');
  await first.getByRole('button', { name: 'Save article' }).click();
  await expect(first.getByRole('status')).toContainText('Saved.');
  await second.getByLabel('Title').fill('A Competing Title');
  await second.getByRole('button', { name: 'Save article' }).click();
  await expect(second.locator('#article-message')).toContainText(`${EDITOR.email} saved this article after you opened it, so your changes were not saved.`);
  await expect(second.getByLabel('Title')).toHaveValue('A Competing Title');
  await second.goto(`/admin/news/${ARTICLE.id}`);
  await expect(second.getByLabel('Title')).toHaveValue('New E6013 Packing, Updated');
  await first.context().close();
});

test('the news pages pass the accessibility check (no serious or critical axe violations), with field messages showing too', async ({ browser }) => {
  const page = await signedInEditor(browser, site.url);
  const check = (label: string) => expectNoSeriousBackOfficeViolations(page, label);
  // A seeded article too: its preview is longer than its box, which scrolls.
  for (const url of ['/admin/news', '/admin/news/new', `/admin/news/${ARTICLE.id}`, `/admin/news/${ARTICLE.id}/preview`, '/admin/news/storing-and-rebaking-low-hydrogen-electrodes']) {
    await page.goto(url);
    await check(url);
  }
  await page.goto('/admin/news/new');
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(page.getByText('Enter the title.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await check('/admin/news/new with messages');
  await page.close();
});

test('staff cannot open the news pages', async ({ browser }) => {
  const { context, page } = await visitor(browser, site.url);
  await signIn(page, STAFF);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'News', exact: true })).toHaveCount(0);
  for (const url of ['/admin/news', '/admin/news/new', `/admin/news/${ARTICLE.id}`, `/admin/news/${ARTICLE.id}/preview`]) {
    const response = await context.request.get(`${site.url}${url}`, { maxRedirects: 0 });
    expect(response.status(), url).toBe(307);
    expect(response.headers().location, url).toBe('/admin/leads?denied=1');
  }
  await context.close();
});
