import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { formatIndianDateTime, indianDateTimeInputValue, parseIndianDateTimeInput } from '@/lib/domain/date-time';
import { formatLongDate } from '@/lib/domain/dates';
import { CHECK_FIELDS_MESSAGE } from '@/lib/actions/form-state';
import { mediaMessages } from '@/lib/schemas/media';
import { articleMessages } from '@/lib/schemas/news';
import { EDITOR, expectNoSeriousBackOfficeViolations, signedInEditor, STAFF, signIn, startEmbeddedBackOffice, visitor, type BackOfficeSite } from './support/back-office';

// An editor runs the news on the embedded database: writes an article with a live preview and a
// cover image, schedules it 5 seconds ahead and sees it appear on /news without a redeploy,
// unpublishes it and sees its page answer 404, is refused a renamed program as an image, and
// loses no one's work to a stale form (the message names who saved, by name). A draft written
// weeks ago and published today is dated today and leads /news (or keeps its date when asked);
// deleted, with a tick naming it, an article leaves the list and its page answers 404. Staff
// cannot open any of it (the access walk, tests/e2e/admin-access.spec.ts, also posts every content
// action as staff).

test.describe.configure({ mode: 'serial' });

const ARTICLE = {
  id: 'new-e6013-packing',
  title: 'New E6013 Packing',
  excerpt: 'Our rutile electrodes now ship in resealable cartons.',
  content: '## Resealable cartons\n\nEvery **E6013** carton now closes again after opening.\n\n- Less moisture pick-up\n- Easier storage',
};
/** Written three weeks ago, published today. */
const OLD_DRAFT = {
  id: 'carbon-arc-gouging-basics',
  title: 'Carbon Arc Gouging Basics',
  excerpt: 'How to remove a faulty weld cleanly before welding it again.',
  content: '## Before you gouge\n\nUse **DC+** and keep the air on before striking the arc.',
  alt: 'A gouging torch over a steel plate',
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

test('the second save of a stale form is refused with a message naming who saved first, by their name', async ({ browser }) => {
  const first = await signedInEditor(browser, site.url);
  const second = await first.context().newPage();
  await first.goto(`/admin/news/${ARTICLE.id}`);
  await second.goto(`/admin/news/${ARTICLE.id}`);
  await first.getByLabel('Title').fill('New E6013 Packing, Updated');
  await first.getByRole('button', { name: 'Save article' }).click();
  await expect(first.getByRole('status')).toContainText('Saved.');
  await second.getByLabel('Title').fill('A Competing Title');
  await second.getByRole('button', { name: 'Save article' }).click();
  await expect(second.locator('#article-message')).toContainText(`${EDITOR.name} saved this article after you opened it, so your changes were not saved.`);
  await expect(second.locator('#article-message')).not.toContainText(EDITOR.email);
  await expect(second.getByLabel('Title')).toHaveValue('A Competing Title');
  await second.goto(`/admin/news/${ARTICLE.id}`);
  await expect(second.getByLabel('Title')).toHaveValue('New E6013 Packing, Updated');
  await first.context().close();
});

test('a draft written three weeks ago keeps its date when the editor asks; published plainly, it is dated today and leads /news', async ({ browser }) => {
  const page = await signedInEditor(browser, site.url);
  const written = new Date(Date.now() - 21 * 24 * 60 * 60 * 1000);
  await page.goto('/admin/news/new');
  await page.getByLabel('Title').fill(OLD_DRAFT.title);
  await page.getByLabel('Category').selectOption('safety');
  await page.getByLabel('Excerpt').fill(OLD_DRAFT.excerpt);
  await page.getByLabel('Article (Markdown)').fill(OLD_DRAFT.content);
  await page.getByLabel('Image').setInputFiles(await cover());
  await page.getByLabel('Alt text').fill(OLD_DRAFT.alt);
  await page.getByLabel('Date and time (IST)').fill(indianDateTimeInputValue(written));
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(page.getByRole('status')).toContainText('Saved. It is a draft: it is not on the site.');

  // Published with the box ticked: the date it was written is kept (backdated).
  const keepDate = page.getByLabel('Keep the date above if it has passed (backdate the article)');
  await page.getByLabel('Status').selectOption('true');
  await keepDate.check();
  await page.getByRole('button', { name: 'Save article' }).click();
  const writtenSecond = new Date(Math.floor(written.getTime() / 1000) * 1000);
  await expect(page.getByRole('status')).toContainText(`Saved. It is published, dated ${formatIndianDateTime(writtenSecond)}: it is on the site`);
  await expect(page.getByRole('status')).not.toContainText('Its date had passed');
  await expect(page.getByLabel('Date and time (IST)')).toHaveValue(indianDateTimeInputValue(written));
  // On the site now: the box is no longer offered.
  await expect(keepDate).toHaveCount(0);

  // Back to a draft, then published as an editor usually does: dated the moment it goes on the site.
  await page.getByLabel('Status').selectOption('false');
  await page.getByRole('button', { name: 'Save article' }).click();
  await expect(page.getByRole('status')).toContainText('Saved. It is a draft: it is not on the site.');
  await expect(keepDate).not.toBeChecked();
  const publishing = Date.now();
  await page.getByLabel('Status').selectOption('true');
  await page.getByRole('button', { name: 'Save article' }).click();
  await expect(page.getByRole('status')).toContainText('Its date had passed, so it is dated the moment it went on the site and shows first on /news.');
  const dated = parseIndianDateTimeInput(await page.getByLabel('Date and time (IST)').inputValue());
  expect(dated).not.toBeNull();
  expect(Math.abs(dated!.getTime() - publishing), 'dated the moment it was published').toBeLessThan(60_000);
  await expect(page.getByRole('status')).toContainText(`Saved. It is published, dated ${formatIndianDateTime(dated!)}`);

  // /news lists it first, above every article published before today, with today's date.
  const reader = await browser.newPage({ baseURL: site.url });
  await expect
    .poll(
      async () => {
        await reader.goto('/news');
        return reader.locator('.news-card-title').first().textContent();
      },
      { timeout: VISIBLE_WITHIN_MS, intervals: [500] },
    )
    .toBe(OLD_DRAFT.title);
  await expect(reader.locator('.news-card').first().locator('time')).toHaveText(formatLongDate(dated!));
  const response = await reader.goto(`/news/${OLD_DRAFT.id}`);
  expect(response?.status()).toBe(200);
  await expect(reader.locator('main time').first()).toHaveText(formatLongDate(dated!));
  await reader.close();
  await page.close();
});

test('an article on the site is deleted after a tick naming it: the list says so and no longer shows it, its page answers 404, its cover is gone', async ({ browser, request }) => {
  const page = await signedInEditor(browser, site.url);
  await page.goto(`/admin/news/${OLD_DRAFT.id}`);
  const coverSrc = await page.getByRole('img', { name: OLD_DRAFT.alt }).getAttribute('src');
  expect(coverSrc).toMatch(/^\/media\//);
  expect((await request.get(`${site.url}/news/${OLD_DRAFT.id}`)).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Delete this article' })).toContainText(`It is on the site now: deleted, its page /news/${OLD_DRAFT.id} answers “not found”`);

  // Without the tick nothing is deleted.
  await page.getByRole('button', { name: 'Delete article' }).click();
  await expect(page.locator('#delete-article-message')).toContainText(CHECK_FIELDS_MESSAGE);
  await expect(page.getByText(articleMessages.confirmDelete)).toBeVisible();
  expect((await request.get(`${site.url}/news/${OLD_DRAFT.id}`)).status()).toBe(200);

  await page.getByLabel(`Yes, delete “${OLD_DRAFT.title}”`).check();
  await page.getByRole('button', { name: 'Delete article' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/news\\?deleted=${OLD_DRAFT.id}$`));
  await expect(page.getByRole('status')).toContainText(`“${OLD_DRAFT.title}” is deleted. Its address /news/${OLD_DRAFT.id} answers “not found” within 10 seconds`);
  await expect(page.getByRole('table', { name: 'Articles' })).toBeVisible();
  await expect(page.getByRole('link', { name: OLD_DRAFT.title })).toHaveCount(0);
  expect((await page.goto(`/admin/news/${OLD_DRAFT.id}`))?.status()).toBe(404);

  // The public pages follow through the content-change log, as for an unpublished article.
  await expect.poll(async () => (await request.get(`${site.url}/news/${OLD_DRAFT.id}`)).status(), { timeout: VISIBLE_WITHIN_MS, intervals: [500] }).toBe(404);
  await expect.poll(async () => (await request.get(`${site.url}/news`)).text(), { timeout: VISIBLE_WITHIN_MS, intervals: [500] }).not.toContain(OLD_DRAFT.title);
  // Its cover, named by nothing any more, is released at once.
  expect((await request.get(`${site.url}${coverSrc}`)).status()).toBe(404);
  await page.close();
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
