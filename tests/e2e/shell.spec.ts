import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hydrated, routesWithState, siteRoutes, unknownAddresses } from './support/routes';
import { logLines } from './support/server';
import { expectEscapeCloses, missingControlledElements } from './support/chrome';
import { expectNoSeriousAxeViolations } from './support/accessibility';

test.describe('the shell of every page', () => {
  for (const route of [...siteRoutes, ...routesWithState]) {
    test(`${route} answers 200 with header, footer and no serious accessibility violation`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);

      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/');
      for (const name of ['About Us', 'News & Insights', 'Contact', 'Enquire Now']) {
        await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(header.getByRole('button', { name: 'Products' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Join Our Network' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Search products' })).toHaveAttribute('href', '/search');

      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Trusted welding partner for industries across India and beyond.');
      await expect(footer).toContainText('© 2025');
      await expect(footer.getByRole('heading', { name: 'Product Categories' })).toBeVisible();
      await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();

      // Inside the main landmark, at its top.
      if (route !== '/') await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

      await expectNoSeriousAxeViolations(page);
    });
  }

  test('the header menus list the five categories and the network pages', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await (await hydrated(header.getByRole('button', { name: 'Products' }))).click();
    await expect(header.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Welding Electrodes', 'Wires & Flux', 'Equipment', 'Abrasives', 'PPE (Coming Soon)', 'All Products']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await header.getByRole('link', { name: 'Wires & Flux' }).click();
    await expect(page).toHaveURL(/\/products\/wires-flux$/);
    await expect(header.getByRole('link', { name: 'Wires & Flux' })).toBeHidden();

    await (await hydrated(header.getByRole('button', { name: 'Join Our Network' }))).click();
    await expect(header.getByRole('link', { name: 'Become a Dealer' })).toHaveAttribute('href', '/dealers');
    await expect(header.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
  });

  test('the header menus work from the keyboard: arrows, Home, End, Escape, and Tab away', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const products = header.getByRole('button', { name: 'Products' });
    await products.focus();
    await page.keyboard.press('ArrowDown');
    await expect(header.getByRole('link', { name: 'Welding Electrodes' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(header.getByRole('link', { name: 'Wires & Flux' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(header.getByRole('link', { name: 'All Products' })).toBeFocused();
    await page.keyboard.press('ArrowDown'); // wraps around
    await expect(header.getByRole('link', { name: 'Welding Electrodes' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(header.getByRole('link', { name: 'All Products' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(header.getByRole('link', { name: 'Welding Electrodes' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(products).toBeFocused();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('link', { name: 'Welding Electrodes' })).toBeHidden();

    // Enter opens it; Tab walks its links; leaving it closes it.
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Welding Electrodes' })).toBeFocused();
    await header.getByRole('link', { name: 'All Products' }).focus();
    await page.keyboard.press('Tab');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    // A click elsewhere closes it too.
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('contentinfo').getByRole('heading', { name: 'Quick Links' }).click();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  test('the floating contact menu offers WhatsApp, e-mail, phone and LinkedIn', async ({ page }) => {
    await page.goto('/');
    await (await hydrated(page.getByRole('button', { name: 'Contact us' }))).click();
    const menu = page.getByRole('list', { name: 'Contact us' });
    await expect(menu.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(menu.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:/);
    await expect(menu.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(menu.getByRole('link', { name: 'Follow us on LinkedIn' })).toHaveAttribute('href', /linkedin\.com/);
  });

  test('Escape closes the floating contact menu and returns to its button', async ({ page }) => {
    await page.goto('/about');
    await expectEscapeCloses(page, { closedName: 'Contact us', openName: 'Close contact options', menu: page.getByRole('list', { name: 'Contact us' }), link: 'Chat on WhatsApp' });
  });

  test('everything in the chrome is inside a landmark, the opened floating contact menu too (axe region)', async ({ page }) => {
    await page.goto('/about');
    await (await hydrated(page.getByRole('button', { name: 'Contact us' }))).click();
    await expect(page.getByRole('complementary', { name: 'Contact options' }).getByRole('list', { name: 'Contact us' })).toBeVisible();
    const results = await new AxeBuilder({ page }).setLegacyMode().withRules(['region']).analyze();
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
    // Back to Home is the first link of the main content, where the skip link lands.
    await expect(page.getByRole('main').getByRole('link').first()).toHaveAccessibleName('Back to Home');
    // From the top of a fresh page: the skip link, then Back to Home.
    await page.goto('/about');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toBeFocused();
  });

  test('every aria-controls of the hydrated chrome names an element in the page', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page.getByRole('banner').getByRole('button', { name: 'Products' }));
    expect(await missingControlledElements(page)).toEqual([]);
  });


  test('a path change scrolls to the top', async ({ page }) => {
    await page.goto('/products');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the page as first loaded stays where the browser put it: at the anchor of its address, after the scripts ran', async ({ page }) => {
    await page.goto('/#enquiry-heading');
    await page.waitForFunction(() => document.querySelector('form[data-hydrated="true"]'));
    await expect(page.getByRole('heading', { name: 'Send Your Enquiry' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('unknown paths and redirects', () => {
  test('an unknown path answers 404 with Coming Soon and is logged as a 404', async ({ page }) => {
    const response = await page.goto('/no/such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    await expect(page.getByText('This page is under development')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('contentinfo')).toContainText('© 2025');

    await expect
      .poll(() =>
        logLines(process.env.E2E_SERVER_LOG!).some((entry) => entry.msg === '404' && entry.path === '/no/such-page'),
      )
      .toBe(true);
  });

  test('a page that exists logs no 404', async ({ page }) => {
    // Next renders each segment's not-found boundary into every page's RSC data: one that logs
    // (a root app/not-found.tsx, tried and reverted) would log a 404 for every page.
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    const requestId = response!.headers()['x-request-id'];
    await page.goto('/no/such-page-after-about'); // logged after /about's lines: the log has caught up
    await expect
      .poll(() => logLines(process.env.E2E_SERVER_LOG!).some((entry) => entry.path === '/no/such-page-after-about'))
      .toBe(true);
    const aboutLines = logLines(process.env.E2E_SERVER_LOG!).filter((entry) => entry.requestId === requestId);
    expect(aboutLines.filter((entry) => entry.msg === '404')).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the header menus and the floating contact lead to pages with their links', async ({ page }) => {
      const header = page.getByRole('banner');
      await page.goto('/about');
      await header.getByRole('button', { name: 'Products' }).click();
      await expect(page).toHaveURL(/\/products\?$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Our Product Range');
      await header.getByRole('button', { name: 'Join Our Network' }).click();
      await expect(page).toHaveURL(/\/\?#network-heading$/);
      const network = page.getByRole('region', { name: 'Join Our Network' });
      await expect(network).toBeInViewport();
      await expect(network.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute('href', '/dealers');
      await page.getByRole('button', { name: 'Contact us' }).click();
      await expect(page).toHaveURL(/\/contact\?$/);
      await expect(page.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp' })).toBeVisible();
    });

    // What a crawler or link checker reads: the page drawn on the server, in the site's chrome.
    // (A page's own notFound() gives Next's empty error document there: vercel/next.js#62228.)
    for (const { path, heading } of unknownAddresses) {
      test(`${path} answers 404 with '${heading}' drawn on the server, in the site's chrome, and logged`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
        await expect(page).toHaveTitle(`${heading} | Arcstar Welding Industries`);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await expect(page.getByRole('banner').getByRole('link', { name: 'About Us', exact: true })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('© 2025');
        const requestId = response!.headers()['x-request-id'];
        await expect
          .poll(() => logLines(process.env.E2E_SERVER_LOG!).some((entry) => entry.msg === '404' && entry.path === path && entry.requestId === requestId))
          .toBe(true);
      });
    }
  });

  for (const { path, heading } of unknownAddresses) {
    test(`${path}, with its scripts, shows '${heading}' with no serious accessibility violation`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('an unknown product page runs its scripts under the CSP: Go Back returns to the page before', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/about');
    await page.evaluate(() => window.location.assign('/product/no-such-product'));
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    // Without its scripts the button follows its link to /products; with them it goes back.
    await (await hydrated(page.getByRole('link', { name: 'Go Back' }))).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(violations).toEqual([]);
  });

  test("a visitor's own headers choose no not-found page and no logged path", async ({ request }) => {
    const headers = { 'x-arcstar-not-found': 'product', 'x-arcstar-page': '/spoofed', 'x-arcstar-not-found-pass': 'a-guess' };
    for (const path of ['/_not-found', '/no/such-page-with-headers']) {
      const response = await request.get(path, { headers });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('Coming Soon');
      expect(html, path).not.toContain('Product Not Found');
      const requestId = response.headers()['x-request-id'];
      await expect.poll(() => logLines(process.env.E2E_SERVER_LOG!).find((entry) => entry.msg === '404' && entry.requestId === requestId)?.path).toBe(path);
    }
  });

  test('a client navigation to a product that does not exist shows Product Not Found, and the site goes on', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page.getByRole('banner').getByRole('link', { name: 'News & Insights', exact: true }));
    // As a stale link would (Next's router). proxy.ts cannot tell its flight request from a document
    // (Next strips the flight headers before the proxy), so it too is answered by the not-found route.
    await page.evaluate(() => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push('/product/no-such-product'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
    await expect(page).toHaveURL(/\/product\/no-such-product$/);
    await page.getByRole('banner').getByRole('link', { name: 'News & Insights', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('From the Welding Bay');
  });

  test('a not-found page leads on: its links open their pages', async ({ page }) => {
    // Next's router alone would change the address and keep the not-found page (app/global-not-found.tsx).
    await page.goto('/no/such-page');
    await (await hydrated(page.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }))).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Over 60 Years of Welding Legacy');

    await page.goto('/product/no-such-product');
    await (await hydrated(page.getByRole('link', { name: 'Search Products', exact: true }))).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toBeVisible();
  });

  test('/products/electrodes redirects permanently to /products/welding-electrodes', async ({ request }) => {
    const response = await request.get('/products/electrodes', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers()['location'], response.url()).pathname).toBe('/products/welding-electrodes');
  });

  test('an address typed with capitals leads to its page in lower case, where that names a page', async ({ request }) => {
    for (const [typed, page] of [
      ['/product/E7018-Low-Hydrogen?ref=print', '/product/e7018-low-hydrogen?ref=print'],
      ['/products/PPE', '/products/ppe'],
      ['/news/Bhiwandi-Plant-Expansion', '/news/bhiwandi-plant-expansion'],
    ]) {
      const response = await request.get(typed, { maxRedirects: 0 });
      expect(response.status(), typed).toBe(308);
      const location = new URL(response.headers()['location'], response.url());
      expect(location.pathname + location.search, typed).toBe(page);
    }
    // Nothing in lower case either: the section's own not-found page, as before.
    const unknown = await request.get('/product/No-Such-Product', { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Product Not Found');
  });
});
