import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { articles } from '@/db/seed/data/news';
import { seedProducts } from '@/db/seed/seed';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);

test.describe('search engines', () => {
  test('every page names its icons, and each is a picture: the SVG, favicon.ico in three sizes, the iPhone home screen icon', async ({ page, request }) => {
    for (const path of ['/', '/admin/sign-in']) {
      await page.goto(path);
      const links = await page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]').evaluateAll((elements) =>
        elements.map((element) => `${element.getAttribute('rel')} ${element.getAttribute('href')} ${element.getAttribute('type') ?? element.getAttribute('sizes') ?? ''}`.trim()),
      );
      expect(links, path).toEqual(['icon /favicon.ico 48x48', 'icon /icon.svg image/svg+xml', 'apple-touch-icon /apple-touch-icon.png']);
    }
    const svg = await request.get('/icon.svg');
    expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    // An ICO file: its header (reserved 0, type 1, the count), then one 16-byte entry per picture.
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    const bytes = await ico.body();
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    const count = bytes.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => bytes[6 + 16 * i]);
    expect(sizes).toEqual([16, 32, 48]);
    // iOS shows a transparent corner black: the home screen icon is opaque, 180 px square.
    const apple = await request.get('/apple-touch-icon.png');
    expect(apple.headers()['content-type']).toBe('image/png');
    const { width, height, hasAlpha } = await sharp(await apple.body()).metadata();
    expect({ width, height, hasAlpha }).toEqual({ width: 180, height: 180, hasAlpha: false });
  });

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
