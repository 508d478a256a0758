import { expect, test } from '@playwright/test';

// On a phone every page of this area fits the screen width: nothing scrolls sideways.
for (const route of ['/', '/about', '/learn-more', '/contact', '/privacy', '/news', '/news/fallback-1']) {
  test(`${route} fits a phone screen`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the home hero call to action is on the first screen of a phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Browse Our Range' })).toBeInViewport();
});
