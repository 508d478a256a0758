import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfMessages } from '@/lib/schemas/media';
import { productDocumentMessages } from '@/lib/schemas/product-documents';
import { EDITOR, expectNoSeriousBackOfficeViolations, signedInEditor, signIn, startEmbeddedBackOffice, visitor, type BackOfficeSite } from './support/back-office';

// An editor manages a seeded product's documents on the embedded database: uploads a certificate
// PDF, which the public product page lists within 10 seconds and serves byte for byte; replaces
// its file (the old one is deleted from storage) and removes it, confirmed by a box. A renamed
// program, a missing title, kind or file and an unticked box are each refused with their message,
// the chosen file kept. The seeded safety data sheet (a file of public/) is retitled, moved by
// keyboard and its file replaced by an upload. Leaving with an unsaved upload or edit asks first;
// without JavaScript every control is a plain form.

test.describe.configure({ mode: 'serial' });

const PRODUCT = 'e7018-low-hydrogen';
const PRODUCT_NAME = 'Vajra 7018 Low Hydrogen Iron Powder Electrode';
const DOCUMENTS_PAGE = `/admin/products/${PRODUCT}/documents`;
const PUBLIC_PAGE = `/product/${PRODUCT}`;
const SEEDED_TITLE = 'Safety Data Sheet (SDS)';
const SEEDED_FILE = `/documents/sds/${PRODUCT}.pdf`;
/** Public changes show within this (the content-change poller, the cache grace, the page cache). */
const VISIBLE_WITHIN_MS = 10_000;

let site: BackOfficeSite;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startEmbeddedBackOffice('product-documents', { accounts: [EDITOR] });
});
test.afterAll(async () => site?.stop());

async function pdf(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText(text, { x: 50, y: 700, size: 16, font });
  return Buffer.from(await document.save());
}

const renamedProgram = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'binary'), Buffer.alloc(4096, 0x90)]);

/** React has hydrated the page's forms (their handlers and guards are in place). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('#admin-main form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
  });
}

async function documentsPage(browser: Browser): Promise<Page> {
  const page = await signedInEditor(browser, site.url);
  await page.goto(DOCUMENTS_PAGE);
  await hydrated(page);
  return page;
}

const uploadForm = (page: Page) => page.getByRole('region', { name: 'Upload a document' });
const documentList = (page: Page) => page.getByRole('list', { name: `Documents of ${PRODUCT_NAME}` });
/** The list's entry of the document with this title. */
const entry = (page: Page, title: string) => documentList(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
/** The titles of the editor's list, in order. */
const adminTitles = (page: Page) => documentList(page).getByRole('heading').allTextContents();

/** The public product page's documents (title, href), in order, as a visitor gets it now. */
async function publicDocuments(page: Page): Promise<{ title: string; href: string }[]> {
  await page.goto(PUBLIC_PAGE);
  const links = page.getByRole('region', { name: 'Documents' }).getByRole('link');
  return links.evaluateAll((anchors) => anchors.map((anchor) => ({ title: (anchor.textContent ?? '').replace(/\s*\(PDF[^)]*\)\s*$/, '').trim(), href: anchor.getAttribute('href') ?? '' })));
}

/** Clicks the public page's link of this document and answers the bytes the browser saved. */
async function download(page: Page, title: string): Promise<Buffer> {
  const escaped = title.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  const link = page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: new RegExp(`^${escaped} \\(PDF`) });
  const [saved] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return fs.readFileSync((await saved.path())!);
}

const chosenFileName = (page: Page, field: ReturnType<Page['getByLabel']>) => field.evaluate((input: HTMLInputElement) => input.files?.[0]?.name ?? null);

test('an editor uploads a certificate, which the product page lists and serves byte for byte; replaced, then removed', async ({ browser, request }) => {
  const page = await signedInEditor(browser, site.url);
  // Linked from the product editor, beside its images.
  await page.goto(`/admin/products/${PRODUCT}`);
  await page.getByRole('link', { name: 'Documents', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${DOCUMENTS_PAGE}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Documents: ${PRODUCT_NAME}`);
  await hydrated(page);
  expect(await adminTitles(page)).toEqual([SEEDED_TITLE]);

  const title = 'IBR Approval Certificate 2026';
  const first = await pdf('IBR approval certificate, valid to 2026');
  const upload = uploadForm(page);
  await upload.getByLabel('Kind', { exact: true }).selectOption({ label: 'Approval certificate' });
  await upload.getByLabel('Title', { exact: true }).fill(title);
  await upload.getByLabel('PDF', { exact: true }).setInputFiles({ name: 'ibr-2026.pdf', mimeType: 'application/pdf', buffer: first });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByRole('status')).toHaveText(productDocumentMessages.uploaded);
  await expect.poll(() => adminTitles(page)).toEqual([SEEDED_TITLE, title]);
  await expect(entry(page, title)).toContainText('Approval certificate');
  // Saved, the upload form is empty again and leaving asks nothing.
  expect(await chosenFileName(page, upload.getByLabel('PDF', { exact: true }))).toBeNull();
  await page.mouse.move(0, 0);
  await expectNoSeriousBackOfficeViolations(page, 'documents page');

  // The public product page lists it within seconds; the browser saves the very bytes uploaded.
  const { context: visitorContext, page: visitorPage } = await visitor(browser, site.url);
  await expect
    .poll(async () => (await publicDocuments(visitorPage)).map((document) => document.title), { timeout: VISIBLE_WITHIN_MS, intervals: [500] })
    .toEqual([SEEDED_TITLE, title]);
  const firstHref = (await publicDocuments(visitorPage))[1].href;
  expect(firstHref).toMatch(/^\/media\/documents\/[0-9a-f-]{36}\/e7018-low-hydrogen-approval-certificate\.pdf$/);
  expect((await download(visitorPage, title)).equals(first)).toBe(true);
  const served = await request.get(`${site.url}${firstHref}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Renewed: the new PDF replaces the file; the product page links it and the old file is gone.
  const renewed = await pdf('IBR approval certificate, valid to 2027');
  const row = entry(page, title);
  await row.getByLabel('Replace the file').setInputFiles({ name: 'ibr-2027.pdf', mimeType: 'application/pdf', buffer: renewed });
  await row.getByLabel('Title', { exact: true }).fill('IBR Approval Certificate 2027');
  await row.getByRole('button', { name: `Save document: ${title}` }).click();
  const renamed = 'IBR Approval Certificate 2027';
  await expect(entry(page, renamed).getByRole('status')).toHaveText(productDocumentMessages.replaced);
  await expect
    .poll(async () => (await publicDocuments(visitorPage))[1], { timeout: VISIBLE_WITHIN_MS, intervals: [500] })
    .toEqual({ title: renamed, href: expect.not.stringContaining(firstHref) });
  expect((await download(visitorPage, renamed)).equals(renewed)).toBe(true);
  expect((await request.get(`${site.url}${firstHref}`)).status()).toBe(404);
  const renewedHref = (await publicDocuments(visitorPage))[1].href;

  // Removed, confirmed by its box: the page says so, the product page no longer lists it, its file goes.
  const removing = entry(page, renamed);
  await removing.getByLabel(`Yes, remove ${renamed}`).check();
  await removing.getByRole('button', { name: `Remove: ${renamed}` }).click();
  await expect(page).toHaveURL(/\?removed=[0-9a-f-]{36}$/);
  await expect(page.getByRole('status').filter({ hasText: productDocumentMessages.removed(renamed) })).toBeVisible();
  expect(await adminTitles(page)).toEqual([SEEDED_TITLE]);
  await expect
    .poll(async () => (await publicDocuments(visitorPage)).map((document) => document.title), { timeout: VISIBLE_WITHIN_MS, intervals: [500] })
    .toEqual([SEEDED_TITLE]);
  expect((await request.get(`${site.url}${renewedHref}`)).status()).toBe(404);
  await visitorContext.close();
  await page.close();
});

test('refusals say what is wrong and keep the chosen file: no kind or title, a renamed program, no file, an unticked box', async ({ browser }) => {
  const page = await documentsPage(browser);
  const upload = uploadForm(page);
  const file = upload.getByLabel('PDF', { exact: true });
  await file.setInputFiles({ name: 'sds.pdf', mimeType: 'application/pdf', buffer: await pdf('A safety data sheet') });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText(productDocumentMessages.kindRequired)).toBeVisible();
  await expect(upload.getByText(productDocumentMessages.titleRequired)).toBeVisible();
  await expect(upload.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(upload.getByLabel('Kind', { exact: true })).toBeFocused();
  expect(await chosenFileName(page, file)).toBe('sds.pdf');

  await upload.getByLabel('Kind', { exact: true }).selectOption({ label: 'Test certificate' });
  await upload.getByLabel('Title', { exact: true }).fill('Not a PDF at all');
  await file.setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: renamedProgram });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText(pdfMessages.notPdf)).toBeVisible();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(upload.getByLabel('Title', { exact: true })).toHaveValue('Not a PDF at all');
  await expect(upload.getByLabel('Kind', { exact: true })).toHaveValue('test-certificate');

  await file.setInputFiles([]);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText(productDocumentMessages.fileRequired)).toBeVisible();

  // A PDF over 10 MB is refused as soon as it is chosen, and never sent.
  await file.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([await pdf('Huge'), Buffer.alloc(10 * 1024 * 1024)]) });
  await expect(upload.getByText(pdfMessages.tooLarge)).toBeVisible();
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText(pdfMessages.tooLarge)).toBeVisible();
  await expect(file).toBeFocused();

  // The seeded document stays without its box ticked; an empty title is refused in its row.
  const seeded = entry(page, SEEDED_TITLE);
  await seeded.getByRole('button', { name: `Remove: ${SEEDED_TITLE}` }).click();
  await expect(seeded.getByText(productDocumentMessages.confirmRemoval)).toBeVisible();
  await expect(seeded.getByLabel(`Yes, remove ${SEEDED_TITLE}`)).toHaveAttribute('aria-invalid', 'true');
  await seeded.getByLabel('Title', { exact: true }).fill('');
  await seeded.getByRole('button', { name: `Save document: ${SEEDED_TITLE}` }).click();
  await expect(seeded.getByText(productDocumentMessages.titleRequired)).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoSeriousBackOfficeViolations(page, 'documents page with messages');

  const fresh = await documentsPage(browser);
  expect(await adminTitles(fresh)).toEqual([SEEDED_TITLE]);
  await fresh.context().close();
  await page.context().close();
});

test('the seeded safety data sheet is retitled, moved by keyboard and its file replaced by an upload; the product page follows', async ({ browser, request }) => {
  const page = await documentsPage(browser);
  const retitled = 'Safety Data Sheet, 2026 revision';
  const seeded = entry(page, SEEDED_TITLE);
  await expect(seeded).toContainText(`a file of the site (${SEEDED_FILE})`);
  await seeded.getByLabel('Title', { exact: true }).fill(retitled);
  await seeded.getByRole('button', { name: `Save document: ${SEEDED_TITLE}` }).click();
  await expect(entry(page, retitled).getByRole('status')).toHaveText(productDocumentMessages.saved);

  const certificate = 'Mill Test Certificate';
  const upload = uploadForm(page);
  await upload.getByLabel('Kind', { exact: true }).selectOption({ label: 'Test certificate' });
  await upload.getByLabel('Title', { exact: true }).fill(certificate);
  await upload.getByLabel('PDF', { exact: true }).setInputFiles({ name: 'mtc.pdf', mimeType: 'application/pdf', buffer: await pdf('Mill test certificate 3.1') });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect.poll(() => adminTitles(page)).toEqual([retitled, certificate]);

  // Keyboard: the certificate goes to the top; focus stays on it, a live region says where it went.
  const moveUp = page.getByRole('button', { name: `Move up: ${certificate}` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('documents-announcement')).toHaveText(productDocumentMessages.moved(certificate, 1, 2));
  await expect.poll(() => adminTitles(page)).toEqual([certificate, retitled]);
  await expect(moveUp).toBeDisabled();
  await expect(page.getByRole('button', { name: `Move down: ${certificate}` })).toBeFocused();

  const { context: visitorContext, page: visitorPage } = await visitor(browser, site.url);
  await expect
    .poll(async () => publicDocuments(visitorPage), { timeout: VISIBLE_WITHIN_MS, intervals: [500] })
    .toEqual([
      { title: certificate, href: expect.stringMatching(/^\/media\/documents\/.+\/e7018-low-hydrogen-test-certificate\.pdf$/) },
      { title: retitled, href: SEEDED_FILE },
    ]);

  // Its file replaced: the new PDF is stored (media store) and linked; the site's own file stays.
  const sds = await pdf('Safety data sheet, 2026 revision');
  const row = entry(page, retitled);
  await row.getByLabel('Replace the file').setInputFiles({ name: 'sds-2026.pdf', mimeType: 'application/pdf', buffer: sds });
  await row.getByRole('button', { name: `Save document: ${retitled}` }).click();
  await expect(entry(page, retitled).getByRole('status')).toHaveText(productDocumentMessages.replaced);
  await expect(entry(page, retitled)).toContainText('uploaded here');
  await expect
    .poll(async () => (await publicDocuments(visitorPage))[1]?.href, { timeout: VISIBLE_WITHIN_MS, intervals: [500] })
    .toMatch(/^\/media\/documents\/[0-9a-f-]{36}\/e7018-low-hydrogen-safety-data-sheet\.pdf$/);
  expect((await download(visitorPage, retitled)).equals(sds)).toBe(true);
  expect((await request.get(`${site.url}${SEEDED_FILE}`)).status()).toBe(200);
  await visitorContext.close();
  await page.close();
});

test('leaving with a chosen file or an edited title not yet saved asks first; saved, it no longer asks', async ({ browser }) => {
  const page = await documentsPage(browser);
  const menuLink = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products', exact: true });
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });

  await uploadForm(page).getByLabel('PDF', { exact: true }).setInputFiles({ name: 'draft.pdf', mimeType: 'application/pdf', buffer: await pdf('Draft') });
  await menuLink.click();
  await expect.poll(() => asked).toEqual(['confirm']);
  await expect(page).toHaveURL(new RegExp(`${DOCUMENTS_PAGE}$`));
  await page.reload({ timeout: 3_000 }).catch(() => {}); // dismissed: the page stays
  await expect.poll(() => asked).toEqual(['confirm', 'beforeunload']);
  await uploadForm(page).getByLabel('PDF', { exact: true }).setInputFiles([]);

  // An edited title in a document's row.
  const [title] = await adminTitles(page);
  const row = entry(page, title);
  await row.getByLabel('Title', { exact: true }).fill(`${title} (draft)`);
  await menuLink.click();
  await expect.poll(() => asked).toHaveLength(3);
  await row.getByRole('button', { name: `Save document: ${title}` }).click();
  await expect(entry(page, `${title} (draft)`).getByRole('status')).toHaveText(productDocumentMessages.saved);
  await menuLink.click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  expect(asked).toHaveLength(3);
  await page.close();
});

test('without JavaScript: upload, edit, move and remove work as plain forms', async ({ browser }) => {
  const { context, page } = await visitor(browser, site.url, { javaScriptEnabled: false });
  await signIn(page, EDITOR);
  await expect(page).toHaveURL(/\/admin\/news$/);
  await page.goto(DOCUMENTS_PAGE);
  const before = await adminTitles(page);
  const title = 'Lloyd’s Register Approval';
  const upload = uploadForm(page);
  await upload.getByLabel('Kind', { exact: true }).selectOption('approval-certificate');
  await upload.getByLabel('Title', { exact: true }).fill(title);
  await upload.getByLabel('PDF', { exact: true }).setInputFiles({ name: 'lr.pdf', mimeType: 'application/pdf', buffer: await pdf('Lloyds Register approval') });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(productDocumentMessages.uploaded)).toBeVisible();
  await page.goto(DOCUMENTS_PAGE);
  expect(await adminTitles(page)).toEqual([...before, title]);

  await entry(page, title).getByLabel('Kind', { exact: true }).selectOption('test-certificate');
  await entry(page, title).getByRole('button', { name: `Save document: ${title}` }).click();
  await expect(page.getByText(productDocumentMessages.saved)).toBeVisible();
  await page.goto(DOCUMENTS_PAGE);
  await expect(entry(page, title)).toContainText('Test certificate');

  await page.getByRole('button', { name: `Move up: ${title}` }).click();
  await expect(page.getByText(productDocumentMessages.moved(title, before.length, before.length + 1))).toBeVisible();
  await page.goto(DOCUMENTS_PAGE);
  expect(await adminTitles(page)).toEqual([...before.slice(0, -1), title, before.at(-1)]);

  await entry(page, title).getByLabel(`Yes, remove ${title}`).check();
  await entry(page, title).getByRole('button', { name: `Remove: ${title}` }).click();
  await expect(page.getByText(productDocumentMessages.removed(title))).toBeVisible();
  expect(await adminTitles(page)).toEqual(before);
  await context.close();
});

test('two pages on one document: the second save, made on what the first changed, is refused and keeps its choice', async ({ browser }) => {
  const first = await documentsPage(browser);
  const second = await documentsPage(browser);
  const [title] = await adminTitles(first);
  const renamed = `${title} (renewed)`;
  // The second page renames the document; the first, still showing the old title, changes its kind.
  await entry(second, title).getByLabel('Title', { exact: true }).fill(renamed);
  await entry(second, title).getByRole('button', { name: `Save document: ${title}` }).click();
  await expect(entry(second, renamed).getByRole('status')).toHaveText(productDocumentMessages.saved);
  const kind = entry(first, title).getByLabel('Kind', { exact: true });
  const otherKind = (await kind.inputValue()) === 'approval-certificate' ? 'test-certificate' : 'approval-certificate';
  await kind.selectOption(otherKind);
  await entry(first, title).getByRole('button', { name: `Save document: ${title}` }).click();
  // Refused, naming who saved: the form holds the rename it did not touch and the kind it chose.
  await expect(first.getByText(productDocumentMessages.editStaleBy(EDITOR.name))).toBeVisible();
  await expect(entry(first, renamed).getByLabel('Title', { exact: true })).toHaveValue(renamed);
  await expect(entry(first, renamed).getByLabel('Kind', { exact: true })).toHaveValue(otherKind);
  await second.reload();
  await expect(entry(second, renamed)).toBeVisible();
  // Saved again, both changes stand.
  await entry(first, renamed).getByRole('button', { name: `Save document: ${renamed}` }).click();
  await expect(entry(first, renamed).getByRole('status')).toHaveText(productDocumentMessages.saved);
  await second.reload();
  await expect(entry(second, renamed).getByLabel('Title', { exact: true })).toHaveValue(renamed);
  await expect(entry(second, renamed).getByLabel('Kind', { exact: true })).toHaveValue(otherKind);
  await first.close();
  await second.close();
});
