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

// The bands below a phone's first screens are drawn only as they come near (render-near-viewport
// in app/globals.css): skipped at load, drawn once scrolled to; their estimated heights are close
// enough that the End key lands within a quarter of a screen of the page's end. (Not always at it:
// the bands drawn while Chromium's smooth scroll runs change the page's height under it; measured
// at 412 px, 18 of 20 presses at the end, the others 10 and 76 px short, where a second press
// goes. With the padding counted twice in the estimates, 5 of 24 stopped 175-425 px short.)
test('the home page draws its lower bands when they are scrolled to', async ({ page }) => {
  await page.goto('/');
  const lastBand = page.locator('main > section').last();
  const drawn = () => lastBand.evaluate((band) => band.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  const belowView = () => page.evaluate(() => document.documentElement.scrollHeight - (scrollY + innerHeight));
  expect(await drawn(), 'the last band at load').toBe(false);
  const screen = await page.evaluate(() => innerHeight);
  await page.keyboard.press('End');
  await expect.poll(belowView, 'page left below the view after End').toBeLessThan(screen / 4);
  await page.keyboard.press('End');
  await expect(page.getByText('All rights reserved.')).toBeInViewport();
  expect(await drawn(), 'the last band at the end of the page').toBe(true);
  const heading = lastBand.getByRole('heading', { level: 2 });
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeInViewport();
});
