import { expect, test, type Page } from '@playwright/test';

const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

test.describe('the catalogue on a phone', () => {
  for (const path of ['/products', '/browse-products', '/products/welding-electrodes', '/products/equipment', '/products/ppe', '/product/mig-350-inverter-welder', '/search?q=wire']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await overflowsSideways(page)).toBe(false);
    });
  }

  test('the product page gallery and tabs work by touch', async ({ page }) => {
    await page.goto('/product/e7018-low-hydrogen');
    const gallery = page.getByRole('region', { name: /images$/ });
    await gallery.getByRole('button', { name: 'Next image' }).tap();
    await expect(gallery.getByText('Image 2 of 3')).toBeVisible();
    const tabs = page.getByRole('tablist');
    // All five tabs show at once (they wrap rather than scroll out of sight).
    for (const name of ['Overview', 'Analysis', 'Mechanical', 'Classification', 'Packing']) {
      const box = await tabs.getByRole('tab', { name }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    await tabs.getByRole('tab', { name: 'Packing' }).tap();
    await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
  });

  test('the compare tray keeps its count on one line on a narrow phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/products/welding-electrodes');
    const boxes = page.getByRole('checkbox', { name: /^Compare / });
    for (const index of [0, 1]) await boxes.nth(index).check();
    const count = page.getByRole('region', { name: 'Products to compare' }).getByText('2 of 4 selected');
    await expect(count).toBeVisible();
    // One line high (squeezed, it stood one word a line: four lines).
    expect(await count.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight))).toBeLessThan(1.5);
  });

  test('search filters open and apply on a phone', async ({ page }) => {
    await page.goto('/search');
    await page.getByPlaceholder('Search for products, applications, or specifications...').fill('disc');
    await page.getByRole('button', { name: 'Filters' }).tap();
    await page.getByLabel('Category', { exact: true }).selectOption('abrasives');
    await expect(page).toHaveURL(/q=disc&category=abrasives/);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('ABRASIVES');
  });
});
