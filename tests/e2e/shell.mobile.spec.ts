import { expect, test } from '@playwright/test';
import { expectEscapeCloses, missingControlledElements } from './support/chrome';
import { hydrated } from './support/routes';

test('the mobile menu toggle opens the same links plus Search Products', async ({ page }) => {
  await page.goto('/');
  await (await hydrated(page.getByRole('button', { name: 'Open menu' }))).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const name of ['About Us', 'News & Insights', 'Contact', 'Become a Dealer', 'Careers', 'Search Products', 'PPE (Coming Soon)', 'Enquire Now']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Search Products' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test('Escape closes the mobile menu and returns to its toggle', async ({ page }) => {
  await page.goto('/about');
  await expectEscapeCloses(page, { closedName: 'Open menu', openName: 'Close menu', menu: page.getByRole('navigation', { name: 'Mobile' }), link: 'Careers' });
  // Closed, the toggle names no menu (aria-controls only while it is shown).
  expect(await missingControlledElements(page)).toEqual([]);
});


test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the menu toggle leads to the links in the footer of the same page', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page).toHaveURL(/\/news\?#site-footer$/);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeInViewport();
    await expect(footer.getByRole('link', { name: 'Become a Dealer' })).toBeVisible();
  });
});
test('web fonts that arrive late move nothing: the fallback text already takes their room', async ({ page }) => {
  // A slow connection: the page is laid out and painted in the fallback font before the web fonts come.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Phones and computers have one of these fonts (Android: Roboto); tests/provision.sh installs Liberation Sans.
  const systemHasOne = await page.evaluate(() =>
    new FontFace('probe', "local('Arial'), local('Roboto'), local('Liberation Sans'), local('Arimo')").load().then(() => true, () => false),
  );
  expect(systemHasOne, 'this system has one of Arial, Roboto, Liberation Sans, Arimo (install fonts-liberation)').toBe(true);
  for (const path of ['/products/welding-electrodes', '/search?q=low+hydrogen', '/about']) {
    await page.goto(path);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return Object.fromEntries([...document.fonts].map((face) => [face.family.replace(/^["']|["']$/g, ''), face.status]));
    });
    expect(fonts, 'the web fonts came').toMatchObject({ bodyFont: 'loaded', headingFont: 'loaded' });
    expect([fonts['bodyFont Fallback'], fonts['bodyFont Fallback Local']], 'an adjusted fallback is in use').toContain('loaded');
    const shift = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    expect(shift, `layout shift on ${path}`).toBeLessThan(0.01);
  }
});

test('pages draw from the common part of each web font, and fetch the other part only for a letter of their own', async ({ page }) => {
  const fontStatuses = async (path: string) => {
    await page.goto(path);
    return page.evaluate(async () => {
      await document.fonts.ready;
      return Object.fromEntries([...document.fonts].map((face) => [face.family.replace(/^["']|["']$/g, ''), face.status]));
    });
  };
  // The catalogue writes ¼, ½, ±, − and the like: the common part holds them (app/fonts/index.ts).
  for (const path of ['/', '/products/welding-electrodes', '/product/e7018-low-hydrogen', '/news']) {
    expect(await fontStatuses(path), path).toMatchObject({ bodyFont: 'loaded', headingFont: 'loaded', bodyOtherFont: 'unloaded', headingOtherFont: 'unloaded' });
  }
  // A search for "café" writes an é in the body's text: that page fetches the body's other part.
  expect(await fontStatuses('/search?q=caf%C3%A9')).toMatchObject({ bodyFont: 'loaded', bodyOtherFont: 'loaded', headingOtherFont: 'unloaded' });
});
