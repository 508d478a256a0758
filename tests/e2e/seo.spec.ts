import { expect, test } from '@playwright/test';
import { articles } from '@/db/seed/data/news';
import { seedProducts } from '@/db/seed/seed';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);

test.describe('search engines', () => {
  test('robots.txt points to the sitemap', async ({ request, baseURL }) => {
    const body = await (await request.get('/robots.txt')).text();
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the sitemap lists every live category, product and published article, and nothing that is not live', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const paths = locs(xml);

    const listed = seedProducts.filter((product) => product.is_available || product.is_upcoming);
    const hidden = seedProducts.filter((product) => !product.is_available && !product.is_upcoming);
    expect(hidden.length).toBeGreaterThan(0);
    for (const product of listed) expect(paths).toContain(`/product/${product.id}`);
    for (const product of hidden) expect(paths).not.toContain(`/product/${product.id}`);
    for (const article of articles) {
      if (article.is_published) expect(paths).toContain(`/news/${article.id}`);
      else expect(paths).not.toContain(`/news/${article.id}`);
    }
    for (const key of ['welding-electrodes', 'wires-flux', 'equipment', 'abrasives', 'ppe']) expect(paths).toContain(`/products/${key}`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);

    // No URL in the sitemap may lead to an error or a 404.
    for (const path of paths) {
      const page = await request.get(path, { maxRedirects: 0 });
      expect(page.status(), path).toBe(200);
    }
  });

  test('canonical URLs match the sitemap', async ({ page, baseURL }) => {
    const product = seedProducts.find((item) => item.is_available)!;
    await page.goto(`/product/${product.id}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/product/${product.id}`);
  });
});
