import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { floorOfBuild, gzippedSize, javascriptOf, scriptsOf } from '../support/page-weight';
import { hydrated } from './support/routes';

// The weight budgets of the fast-pages issue (13), on this build: JavaScript above the floor (what
// every page loads before any of ours: Next's runtime) and HTML. bench/page-weight.ts prints the
// figures; this only keeps them from creeping back. (A not-found page's client components, for
// one, are loaded by every page of the site: a component of its own once added 6.7 KiB to each.)

const KIB = 1024;
const withoutForm = ['/products/welding-electrodes', '/product/e7018-low-hydrogen', '/search?q=low+hydrogen', '/news', '/news/bhiwandi-plant-expansion', '/about', '/products'];
const withLeadForm = ['/', '/inquiry', '/dealers', '/careers'];

test.describe('page weight', () => {
  // Read when the tests run, not when the file is loaded (the build may not be there yet).
  let floor: ReturnType<typeof floorOfBuild>;
  test.beforeAll(() => {
    floor = floorOfBuild();
  });

  for (const [pages, budget] of [
    [withoutForm, 15],
    [withLeadForm, 35],
  ] as const) {
    for (const path of pages) {
      test(`${path} loads at most ${budget} KiB gz of JavaScript above Next's floor`, async ({ request }) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const aboveFloor = javascriptOf(await response.text()) - floor.bytes;
        expect(aboveFloor / KIB, `${path}: KiB gz above the floor of ${(floor.bytes / KIB).toFixed(1)}`).toBeLessThanOrEqual(budget);
      });
    }
  }

  // The home page's enquiry form fetches its code once the page has loaded (components/common/hydrate-when-near.tsx):
  // the page's budget holds that code too, not only the scripts its HTML names.
  test('/ with the code its enquiry form fetches after the page has loaded stays within 35 KiB gz above the floor', async ({ page }) => {
    const scripts = recordScripts(page);
    const response = await page.goto('/', { waitUntil: 'networkidle' });
    const named = scriptsOf(await response!.text());
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    const fetched = [...new Set((await scripts.settled()).map(([url]) => new URL(url).pathname))];
    expect(fetched.filter((file) => !named.includes(file)).length).toBeGreaterThan(0);
    const aboveFloor = fetched.reduce((sum, file) => sum + gzippedSize(file), 0) - floor.bytes;
    expect(aboveFloor / KIB).toBeLessThanOrEqual(35);
  });

  for (const path of ['/', '/products/welding-electrodes']) {
    test(`${path} is under 90 KB of HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(Buffer.byteLength(await response.text())).toBeLessThan(90_000);
    });
  }

  // scripts/compile-hints.mjs: what runs while a page loads is compiled by Chromium on a background
  // thread as it arrives; code fetched on demand (the quote dialog's) keeps lazy compilation.
  test("the scripts a page runs while it loads carry V8's compile hint, those fetched on demand do not", async ({ page }) => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    const scripts = recordScripts(page);
    await page.goto('/product/e7018-low-hydrogen', { waitUntil: 'networkidle' });
    const button = await hydrated(page.getByRole('button', { name: /^Request Quote: / }).first());
    const onLoad = new Map(await scripts.settled());
    expect(onLoad.size).toBeGreaterThanOrEqual(floor.files.length);
    for (const [url, source] of onLoad) expect(source.startsWith(hint), url).toBe(true);

    await button.click();
    await expect(page.getByRole('dialog', { name: 'Request a Quote' })).toBeVisible();
    // The dialog's own code; a chunk it shares with a page that runs it while loading (the lead
    // form of /inquiry) carries the hint.
    const onDemand = [...(await scripts.settled())].filter(([url]) => !onLoad.has(url));
    expect(onDemand.filter(([, source]) => !source.startsWith(hint)).length).toBeGreaterThan(0);
  });
});

test('every script and stylesheet the server holds has its brotli copy, the same file compressed', () => {
  // A browser that takes brotli gets the copy (scripts/socket-address.cjs): one missing would go
  // out gzipped, unnoticed, and one that is not the file compressed would be a broken script.
  const served = path.join('.next', 'standalone', '.next', 'static');
  const files = (fs.readdirSync(served, { recursive: true }) as string[]).filter((file) => /\.(js|css)$/.test(file));
  expect(files.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0);
  expect(files.length).toBeGreaterThan(floorOfBuild().files.length);
  for (const file of files) {
    const copy = path.join(served, `${file}.br`);
    expect(fs.existsSync(copy), file).toBe(true);
    expect(zlib.brotliDecompressSync(fs.readFileSync(copy)).equals(fs.readFileSync(path.join(served, file))), file).toBe(true);
  }
});

/** The build's scripts the page fetches, each with its text; settled() waits for those under way. */
function recordScripts(page: Page) {
  const pending: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js')) {
      pending.push(response.text().then((text) => [response.url(), text]));
    }
  });
  return { settled: () => Promise.all(pending) };
}
