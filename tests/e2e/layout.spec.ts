import { expect, test, type Page } from '@playwright/test';
import { routesWithState, siteRoutes } from './support/routes';

// What a buyer sees on a phone and on a laptop: nothing in the main content runs off the screen
// sideways, and the floating contact button never sits on a link, button or field that the
// browser has scrolled into view (as it does when the element gets keyboard focus).

const widths = [360, 390, 1366];

/** Elements of the main content reaching past the viewport's sides (scrolling boxes count as their box). */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clips = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll('main *')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      if (clips(element)) continue;
      found.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).slice(0, 60)} [${Math.round(box.left)}, ${Math.round(box.right)}] "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    }
    if (document.documentElement.scrollWidth > width + 1) found.push(`page is ${document.documentElement.scrollWidth}px wide in a ${width}px viewport`);
    return found;
  });
}

/** Focusable elements that the floating contact button covers once the browser has scrolled to them. */
function coveredByFloatingButton(page: Page) {
  return page.evaluate(() => {
    document.documentElement.style.scrollBehavior = 'auto';
    const widget = document.querySelector('aside[aria-label="Contact options"]')!;
    const button = widget.querySelector('button[aria-expanded]')!;
    const focusable = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])');
    const found: string[] = [];
    for (const element of focusable) {
      if (widget.contains(element) || element.matches(':disabled, [tabindex="-1"], [type="hidden"]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.getClientRects().length === 0 || element.closest('[aria-hidden="true"], [inert]')) continue;
      const own = element.getBoundingClientRect();
      if (own.width <= 1 || own.height <= 1) continue;
      // A focusable region taller than the screen (a tab panel) cannot be clear of a fixed button; its top shows.
      if (own.height > window.innerHeight - 200) continue;
      element.focus();
      const box = element.getBoundingClientRect();
      const cover = button.getBoundingClientRect();
      const overlaps = box.left < cover.right && box.right > cover.left && box.top < cover.bottom && box.bottom > cover.top;
      if (overlaps) found.push(`${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50)}"`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return found;
  });
}

for (const width of widths) {
  test.describe(`layout at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1000 ? 800 : 900 }, isMobile: width < 1000, hasTouch: width < 1000 });

    for (const route of [...siteRoutes, ...routesWithState]) {
      test(`${route}: nothing runs off the screen, the floating button covers nothing focusable`, async ({ page }) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        await page.waitForLoadState('load');
        expect(await overflowingElements(page), 'elements past the viewport').toEqual([]);
        // The button moves a focused element clear of itself once the page is interactive.
        await page.locator('[data-watching-focus]').waitFor({ state: 'attached' });
        expect(await coveredByFloatingButton(page), 'focusable elements under the floating button').toEqual([]);
      });
    }
  });
}
