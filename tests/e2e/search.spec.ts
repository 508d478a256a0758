import { expect, test, type Page } from '@playwright/test';
import { seedProducts } from '@/db/seed/seed';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const placeholder = 'Search for products, applications, or specifications...';
const byName = (name: string) => seedProducts.find((product) => product.name === name)!;
const resultCards = (page: Page) => page.getByRole('main').getByRole('article');
const searchBox = (page: Page) => page.getByPlaceholder(placeholder);

/** Marks the document; a full reload would lose the mark. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('search', () => {
  test('starts empty: title, box, Filters and the prompt to search', async ({ page }) => {
    await page.goto('/search');
    await expect(page).toHaveTitle(/Search Products/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Products' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(searchBox(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByText('Start searching to find products.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clear Search' })).toHaveCount(0);
  });

  test('typing shows ranked results and updates the URL without a reload', async ({ page }) => {
    await page.goto('/search');
    await markDocument(page);
    await searchBox(page).fill('e7018');
    await expect(page).toHaveURL(/\/search\?q=e7018$/);
    await expect(page.getByRole('heading', { name: 'YOU MAY ALSO LIKE' })).toBeVisible();
    await expect(resultCards(page).first().getByRole('heading')).toHaveText('Vajra 7018 Low Hydrogen Iron Powder Electrode');
    await expect(resultCards(page).filter({ has: page.getByRole('heading', { name: /^Vajra 7018-1 / }) })).toHaveCount(1);

    await searchBox(page).fill('E 7018');
    await expect(page).toHaveURL(/\/search\?q=E\+7018$/);
    await expect(resultCards(page).first().getByRole('heading')).toHaveText('Vajra 7018 Low Hydrogen Iron Powder Electrode');

    await searchBox(page).fill('low hydrogen');
    await expect(page).toHaveURL(/\/search\?q=low\+hydrogen$/);
    await expect(resultCards(page).first()).toContainText('Low Hydrogen');

    await searchBox(page).fill('electrod');
    await expect(page).toHaveURL(/\/search\?q=electrod$/);
    await expect(resultCards(page).first().getByText('WELDING ELECTRODES')).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('shows six placeholder cards while results are on their way', async ({ page }) => {
    await page.goto('/search');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the server's answer for the new results (the RSC request of the navigation).
    await page.route(/\/search\?q=helmet/, async (route) => {
      await held;
      await route.continue();
    });
    await searchBox(page).fill('helmet');
    const placeholders = page.getByTestId('search-placeholders').locator('[data-placeholder-card]');
    await expect(placeholders).toHaveCount(6);
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(1);
    release();
    await expect(placeholders).toHaveCount(0);
    await expect(resultCards(page).first()).toContainText('Auto-Darkening Welding Helmet');
  });

  test('reads q and category from the URL on entry, with the filter panel open', async ({ page }) => {
    await page.goto('/search?q=pressure+vessels&category=wires-flux');
    await expect(searchBox(page)).toHaveValue('pressure vessels');
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('wires-flux');
    const badges = await resultCards(page).locator('[data-slot="badge"]').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(['WIRES FLUX']));
  });

  test('Filters toggles the category dropdown, whose choice goes to the URL (omitted for all)', async ({ page }) => {
    await page.goto('/search?q=grinding');
    const filters = page.getByRole('button', { name: 'Filters' });
    const category = page.getByLabel('Category', { exact: true });
    await expect(category).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(category.locator('option')).toHaveText(['All Categories', 'WELDING ELECTRODES', 'WIRES FLUX', 'EQUIPMENT', 'ABRASIVES', 'PPE']);
    await expect(category).toHaveValue('all');

    await markDocument(page);
    await category.selectOption('abrasives');
    await expect(page).toHaveURL(/\/search\?q=grinding&category=abrasives$/);
    await expect(resultCards(page).locator('[data-slot="badge"]').first()).toHaveText('ABRASIVES');
    await category.selectOption('all');
    await expect(page).toHaveURL(/\/search\?q=grinding$/);
    expect(await isSameDocument(page)).toBe(true);

    await filters.click();
    await expect(category).toBeHidden();
  });

  test('a category alone lists that category', async ({ page }) => {
    await page.goto('/search?category=ppe');
    const count = seedProducts.filter((product) => product.category === 'ppe' && product.is_upcoming).length;
    await expect(resultCards(page)).toHaveCount(count);
  });

  test('Clear resets the text and the category, and the URL', async ({ page }) => {
    await page.goto('/search?q=wire&category=wires-flux');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('all');
    await expect(page.getByText('Start searching to find products.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);
  });

  test('finds nothing: the empty texts and Clear Search', async ({ page }) => {
    await page.goto('/search');
    await searchBox(page).fill('xyzzy');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByText('No results found for "xyzzy". Try different keywords or clear filters.')).toBeVisible();
    await page.getByRole('link', { name: 'Clear Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByText('Start searching to find products.')).toBeVisible();
  });

  test('back and forward restore earlier searches', async ({ page }) => {
    await page.goto('/search?q=helmet');
    await page.goto('/search?q=inverter');
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('helmet');
    await expect(resultCards(page).first()).toContainText('Helmet');
    await page.goForward();
    await expect(searchBox(page)).toHaveValue('inverter');
  });

  test('a result card: linked name, category badge, image, clamped description, 3 applications and +N more, similar products by the rule', async ({ page }) => {
    await page.goto('/search?q=e7018');
    const card = resultCards(page).first();
    const product = byName('Vajra 7018 Low Hydrogen Iron Powder Electrode');
    await expect(card.getByRole('link', { name: product.name })).toHaveAttribute('href', `/product/${product.id}`);
    await expect(card.getByText('WELDING ELECTRODES', { exact: true })).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', `/images/products/${product.id}/1.svg`);
    const description = card.getByText(product.description.slice(0, 30));
    expect(await description.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('3');

    const applications = card.getByRole('list', { name: 'Applications' }).getByRole('listitem');
    await expect(applications).toHaveText([...product.applications.slice(0, 3), `+${product.applications.length - 3} more`]);

    await expect(card.getByText('Similar Products:')).toBeVisible();
    const similar = card.getByRole('list', { name: 'Similar Products' }).getByRole('link');
    const names = await similar.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(3);
    for (const name of names) {
      const other = byName(name);
      expect(other.id).not.toBe(product.id);
      const shares =
        other.category === product.category ||
        other.applications.some((application) => product.applications.includes(application)) ||
        other.features.some((feature) => product.features.includes(feature));
      expect(shares, name).toBe(true);
    }
    await similar.first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${byName(names[0]).id}$`));
  });

  test('has no serious accessibility violation with results and with the filter panel open', async ({ page }) => {
    await page.goto('/search?q=wire&category=wires-flux');
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still searches, filters and clears as plain GET requests', async ({ page }) => {
    await page.goto('/search');
    await searchBox(page).fill('inverter');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=inverter/);
    await expect(page.getByRole('heading', { name: 'YOU MAY ALSO LIKE' })).toBeVisible();
    await expect(resultCards(page).first()).toContainText('Inverter');

    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByLabel('Category', { exact: true })).toBeVisible();
    await page.getByLabel('Category', { exact: true }).selectOption('equipment');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/category=equipment/);
    const badges = await resultCards(page).locator('[data-slot="badge"]').allTextContents();
    expect(new Set(badges)).toEqual(new Set(['EQUIPMENT']));

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText('Start searching to find products.')).toBeVisible();
  });
});
