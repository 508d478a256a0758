import { expect, test, type Page } from '@playwright/test';
import { seedProducts } from '@/db/seed/seed';
import type { SeedProduct } from '@/db/seed/types';
import { tradeSearches } from '@/tests/support/trade-searches';
import { expectNoSeriousAxeViolations } from './support/accessibility';

// The product finder: facets on category pages and in search, approvals up front, compare.

const today = new Date().toISOString().slice(0, 10);
const approvedBy = (product: SeedProduct, body: string) => (product.approvals ?? []).some((approval) => approval.body === body && (approval.valid_until ?? '9999') >= today);
const hasDiameter = (product: SeedProduct, diameter: string) => ((product.specifications.diameters as string[] | undefined) ?? []).some((size) => size.startsWith(`${diameter} `));
const electrodes = seedProducts.filter((product) => product.category === 'welding-electrodes' && product.is_available);
const ibrIn315 = electrodes.filter((product) => approvedBy(product, 'IBR') && hasDiameter(product, '3.15'));
const byId = (id: string) => seedProducts.find((product) => product.id === id)!;

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardNames = async (page: Page) => (await cards(page).getByRole('heading', { level: 3 }).allTextContents()).sort();
const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });
const option = (page: Page, group: string, name: RegExp) => filters(page).getByRole('group', { name: group }).getByRole('checkbox', { name });

test.describe('the finder on a category page', () => {
  test('IBR + 3.15 mm shows exactly the electrodes that have both, in the URL, after a reload and back', async ({ page }) => {
    expect(ibrIn315.length).toBeGreaterThan(1);
    await page.goto('/products/welding-electrodes');
    await expect(cards(page)).toHaveCount(electrodes.length);
    // Each option says how many products it would leave.
    await expect(option(page, 'Approval', /^IBR/)).toHaveAccessibleName(`IBR ${electrodes.filter((product) => approvedBy(product, 'IBR')).length} products`);

    await option(page, 'Approval', /^IBR/).check();
    await expect(page).toHaveURL(/\/products\/welding-electrodes\?approval=IBR$/);
    await option(page, 'Diameter', /^3\.15 mm/).check();
    await expect(page).toHaveURL(/\?approval=IBR&diameter=3\.15$/);
    await expect(cards(page)).toHaveCount(ibrIn315.length);
    expect(await cardNames(page)).toEqual(ibrIn315.map((product) => product.name).sort());
    await expect(page.getByTestId('finder-count')).toHaveText(`Showing ${ibrIn315.length} of ${electrodes.length} products`);

    await page.reload();
    expect(await cardNames(page)).toEqual(ibrIn315.map((product) => product.name).sort());
    await expect(option(page, 'Approval', /^IBR/)).toBeChecked();
    await expect(option(page, 'Diameter', /^3\.15 mm/)).toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/\?approval=IBR$/);
    await expect(cards(page)).toHaveCount(electrodes.filter((product) => approvedBy(product, 'IBR')).length);
    await expect(option(page, 'Diameter', /^3\.15 mm/)).not.toBeChecked();

    await page.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/products\/welding-electrodes$/);
    await expect(cards(page)).toHaveCount(electrodes.length);
  });

  test('filters combine across facets and are alternatives within one; a chip removes its filter', async ({ page }) => {
    await page.goto('/products/welding-electrodes?approval=IBR&approval=BIS&current=AC');
    const expected = electrodes.filter((product) => (approvedBy(product, 'IBR') || approvedBy(product, 'BIS')) && product.welding_currents?.includes('AC'));
    expect(await cardNames(page)).toEqual(expected.map((product) => product.name).sort());
    await page.getByRole('link', { name: 'Remove filter Current: AC' }).click();
    await expect(page).toHaveURL(/\?approval=IBR&approval=BIS$/);
    await expect(cards(page)).toHaveCount(electrodes.filter((product) => approvedBy(product, 'IBR') || approvedBy(product, 'BIS')).length);
  });

  test('cards show the approvals in force as badges', async ({ page }) => {
    await page.goto('/products/welding-electrodes');
    const card = cards(page).filter({ has: page.getByRole('heading', { name: byId('e7018-low-hydrogen').name }) });
    await expect(card.getByRole('list', { name: 'Approvals' }).getByRole('listitem')).toHaveText(['IBR', 'RDSO', 'BIS', 'BV']);
  });

  test('has no serious accessibility violation with filters ticked', async ({ page }) => {
    await page.goto('/products/welding-electrodes?approval=IBR&diameter=3.15');
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('the finder without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('IBR + 3.15 mm is a plain GET form', async ({ page }) => {
    await page.goto('/products/welding-electrodes');
    await option(page, 'Approval', /^IBR/).check();
    await option(page, 'Diameter', /^3\.15 mm/).check();
    await page.getByRole('button', { name: 'Show products' }).click();
    await expect(page).toHaveURL(/\/products\/welding-electrodes\?approval=IBR&diameter=3\.15$/);
    expect(await cardNames(page)).toEqual(ibrIn315.map((product) => product.name).sort());
  });

  test('compare submits the ticked cards', async ({ page }) => {
    await page.goto('/products/welding-electrodes');
    for (const id of ['e7018-low-hydrogen', 'e6013-general-purpose']) await page.getByRole('checkbox', { name: `Compare ${byId(id).name}` }).check();
    await page.getByRole('button', { name: 'Compare selected' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=/);
    await expect(page.locator('thead').getByRole('columnheader')).toHaveCount(2);
  });
});

test.describe('search by the trade vocabulary', () => {
  for (const [query, expected] of tradeSearches) {
    test(`"${query}" finds exactly its products`, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(cards(page)).toHaveCount(expected.length);
      expect(await cardNames(page)).toEqual(expected.map((id) => byId(id).name).sort());
    });
  }

  test('search results narrow by facets too, keeping the text', async ({ page }) => {
    await page.goto('/search?q=IS+814');
    await option(page, 'Approval', /^IBR/).check();
    await expect(page).toHaveURL(/\/search\?q=IS\+814&approval=IBR$/);
    const expected = tradeSearches.find(([query]) => query === 'IS 814')![1].filter((id) => approvedBy(byId(id), 'IBR'));
    expect(await cardNames(page)).toEqual(expected.map((id) => byId(id).name).sort());
    await expect(page.getByRole('searchbox')).toHaveValue('IS 814');
  });
});

test.describe('compare', () => {
  const compared = ['e7018-low-hydrogen', 'e7018-1-low-temperature', 'e8018-b2-cr-mo'];

  test('three ticked products side by side, their chemistry in one table, by a shareable URL', async ({ page }) => {
    await page.goto('/products/welding-electrodes');
    for (const id of compared) await page.getByRole('checkbox', { name: `Compare ${byId(id).name}` }).check();
    const tray = page.getByRole('region', { name: 'Products to compare' });
    await expect(tray).toContainText('3 of 4 selected');
    await tray.getByRole('button', { name: 'Compare' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${compared.join(',')}$`));

    await expect(page.getByRole('heading', { level: 1, name: 'Compare Products' })).toBeVisible();
    await expect(page.locator('thead').getByRole('columnheader')).toHaveText(compared.map((id) => new RegExp(byId(id).name.replace(/[()]/g, '.'))));
    for (const element of ['C', 'Mn', 'Cr', 'Mo']) {
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: element, exact: true }) });
      await expect(row.getByRole('cell')).toHaveText(compared.map((id) => byId(id).weld_metal_analysis[element] ?? '—'));
    }
    const shared = page.url();
    await page.goto(shared);
    await expect(page.locator('thead').getByRole('columnheader')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test('the bar loads on the first tick; when it cannot (network gone), Compare selected still opens the ticked products', async ({ page }) => {
    await page.goto('/products/welding-electrodes');
    await page.waitForFunction(() => document.querySelector('[aria-haspopup="dialog"]') !== null);
    await expect(page.getByRole('button', { name: 'Compare selected' })).toHaveCount(0);
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
    for (const id of compared.slice(0, 2)) await page.getByRole('checkbox', { name: `Compare ${byId(id).name}` }).check();
    await page.getByRole('button', { name: 'Compare selected' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${compared[0]}&ids=${compared[1]}$`));
    await expect(page.locator('thead').getByRole('columnheader')).toHaveCount(2);
  });

  test('a fifth tick is refused', async ({ page }) => {
    await page.goto('/products/welding-electrodes');
    const boxes = page.getByRole('checkbox', { name: /^Compare / });
    for (let index = 0; index < 5; index++) await boxes.nth(index).click();
    await expect(boxes.nth(4)).not.toBeChecked();
    await expect(page.getByRole('region', { name: 'Products to compare' })).toContainText('Up to 4 products can be compared at a time.');
  });

  test('takes ids as a list or repeated, at most four', async ({ page }) => {
    await page.goto(`/compare?ids=${['e6013-general-purpose', 'e7018-low-hydrogen', 'e7016-low-hydrogen-root-pass'].join(',')}&ids=e6010-cellulosic-pipe&ids=e8018-b2-cr-mo`);
    await expect(page.locator('thead').getByRole('columnheader')).toHaveCount(4);
    await expect(page.getByText('Only the first 4 products are compared.')).toBeVisible();
  });
});

test.describe('approvals and documents on the product page', () => {
  test('approvals up front with certificate numbers and validity, and a downloadable safety data sheet', async ({ page, request }) => {
    const product = byId('e7018-low-hydrogen');
    await page.goto(`/product/${product.id}`);
    const approvals = page.getByRole('region', { name: 'Approvals' });
    for (const approval of product.approvals!) await expect(approvals).toContainText(approval.certificate_number);
    await expect(approvals).toContainText('valid until 31 March 2027');
    const sds = page.getByRole('link', { name: /^Safety Data Sheet \(SDS\)/ });
    await expect(sds).toHaveAttribute('href', `/documents/sds/${product.id}.pdf`);
    const file = await request.get(`/documents/sds/${product.id}.pdf`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
  });

  test('a lapsed approval is shown as expired, never as a badge', async ({ page }) => {
    await page.goto('/product/e6012-fillet-discontinued');
    await expect(page.getByRole('region', { name: 'Approvals' })).toContainText('expired 31 March 2025');
    await expect(page.getByRole('main').getByRole('list', { name: 'Approvals' })).toHaveCount(0);
  });
});

test.describe('structured data', () => {
  const ldBlocks = async (page: Page) => (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => JSON.parse(text));

  test('a category page carries BreadcrumbList and ItemList', async ({ page }) => {
    await page.goto('/products/welding-electrodes');
    const blocks = await ldBlocks(page);
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Products', 'Welding Electrodes']);
    const list = blocks.find((block) => block['@type'] === 'ItemList');
    expect(list.itemListElement.map((item: { name: string }) => item.name).sort()).toEqual(electrodes.map((product) => product.name).sort());
    expect(new URL(list.itemListElement[0].url).pathname).toMatch(/^\/product\//);
  });

  test('the home page has a WebSite entry with its search, and an article its dateModified', async ({ page }) => {
    await page.goto('/');
    const website = (await ldBlocks(page)).find((block) => block['@type'] === 'WebSite');
    expect(website.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
    await page.goto('/news/choosing-electrodes-for-ibr-boilers');
    const article = (await ldBlocks(page)).find((block) => block['@type'] === 'NewsArticle');
    expect(Date.parse(article.dateModified)).toBeGreaterThanOrEqual(Date.parse(article.datePublished));
  });
});
