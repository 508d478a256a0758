import { expect, test } from '@playwright/test';
import { floorOfBuild, javascriptOf } from '../support/page-weight';

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

  for (const path of ['/', '/products/welding-electrodes']) {
    test(`${path} is under 90 KB of HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(Buffer.byteLength(await response.text())).toBeLessThan(90_000);
    });
  }
});
