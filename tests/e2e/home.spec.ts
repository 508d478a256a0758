import { expect, test } from '@playwright/test';
import { categories } from '@/db/seed/data/categories';
import { articles as seedArticles } from '@/db/seed/data/news';
import { hydrated } from './support/routes';

const latestThree = seedArticles
  .filter((article) => article.is_published)
  .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))
  .slice(0, 3);

test.describe('the home page', () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
  });

  test('has its sections in the order of spec §1, with the enquiry form between the network block and the news', async ({ page }) => {
    const sections = await page.locator('main section').evaluateAll((nodes) =>
      nodes
        .filter((node) => !node.parentElement?.closest('section'))
        .map((node) => ({ heading: node.querySelector('h1, h2')?.textContent?.trim() ?? '', enquiry: !!node.querySelector('form, a[href="/inquiry"]') })),
    );
    const order = [/^Weld the World with us$/, /^Everything that goes into a sound weld$/, /^About /, /^Product Categories$/, /^Why Choose/, /^Join Our Network$/, /^Latest News$/, /^Offices & Plants$/];
    const positions = order.map((pattern) => sections.findIndex((section) => pattern.test(section.heading)));
    expect(positions, sections.map((section) => section.heading).join(' | ')).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const [network, news] = [positions[5], positions[6]];
    expect(sections.slice(network + 1, news).some((section) => section.enquiry)).toBe(true);
  });

  test('hero: headline, sub-line and Browse Our Range', async ({ page }) => {
    const hero = page.getByRole('region', { name: 'Weld the World with us' });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Weld the World with us');
    await expect(hero.getByText('Precision Electrodes. High-Performance Wires. Reliable Welding Equipment.', { exact: true })).toBeVisible();
    await hero.getByRole('link', { name: 'Browse Our Range' }).click();
    await expect(page).toHaveURL(/\/browse-products$/);
  });

  test('intro and About block with over 60 years of legacy and Learn More About Us', async ({ page }) => {
    await expect(page.getByRole('region', { name: 'Everything that goes into a sound weld' })).toContainText('60+');
    const about = page.getByRole('region', { name: /^About / });
    await expect(about).toContainText('over 60 years of legacy');
    await about.getByRole('link', { name: 'Learn More About Us' }).click();
    await expect(page).toHaveURL(/\/learn-more$/);
  });

  test('Product Categories: five cards linking to the category pages, PPE marked Coming Soon', async ({ page }) => {
    const grid = page.getByRole('region', { name: 'Product Categories' });
    const cards = grid.getByRole('listitem');
    await expect(cards).toHaveCount(5);
    for (const [index, category] of [...categories].sort((a, b) => a.display_order - b.display_order).entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(category.name);
      await expect(card.getByRole('link')).toHaveAttribute('href', `/products/${category.category_key}`);
      const src = await card.locator('img').getAttribute('src');
      expect((await page.request.get(src!)).status(), src!).toBe(200);
    }
    await expect(cards.nth(4)).toContainText('Coming Soon');
    await cards.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(/\/products\/welding-electrodes$/);
  });

  test('Why Choose: Quality, Innovation, Support', async ({ page }) => {
    const why = page.getByRole('region', { name: /^Why Choose/ });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(['Quality', 'Innovation', 'Support']);
  });

  test('Join Our Network: Partner With Us to /dealers and Apply Today to /careers', async ({ page }) => {
    const network = page.getByRole('region', { name: 'Join Our Network' });
    await expect(network.getByRole('heading', { level: 3 })).toHaveText(['Dealers', 'Careers']);
    await expect(network.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute('href', '/dealers');
    await network.getByRole('link', { name: 'Apply Today' }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });

  test('news teaser: the latest three published articles and a link to all news', async ({ page }) => {
    const teaser = page.getByRole('region', { name: 'Latest News' });
    const titles = teaser.getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(latestThree.map((article) => article.title));
    // Far below the first screen: no picture of it competes with the hero's.
    expect(await teaser.locator('img').evaluateAll((images) => images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]))).toEqual(
      latestThree.map(() => ['lazy', null]),
    );
    for (const [index, article] of latestThree.entries()) {
      await expect(teaser.getByRole('link', { name: /Read Full Article/ }).nth(index)).toHaveAttribute('href', `/news/${article.id}`);
    }
    await teaser.getByRole('link', { name: 'View All News' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('offices, plants, business hours and map links', async ({ page }) => {
    const block = page.getByRole('region', { name: 'Offices & Plants' });
    await expect(block.getByRole('list', { name: 'Offices' }).getByRole('heading')).toHaveText(['Kolkata', 'Thane']);
    await expect(block.getByRole('list', { name: 'Manufacturing plants' }).getByRole('heading')).toHaveText(['Howrah', 'Bhiwandi']);
    for (const [days, hours] of [
      ['Monday to Friday', '9:00 AM to 6:00 PM'],
      ['Saturday', '9:00 AM to 2:00 PM'],
      ['Sunday', 'Closed'],
    ]) {
      await expect(block.locator('dl div').filter({ hasText: days })).toContainText(hours);
    }
    for (const city of ['Kolkata', 'Thane', 'Howrah', 'Bhiwandi']) {
      const link = block.getByRole('link', { name: new RegExp(`View ${city} on Map`) });
      await expect(link).toHaveAttribute('target', '_blank');
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.protocol).toBe('https:');
      expect(href.searchParams.get('query')).toContain(city);
    }
  });

  test('the floating contact menu is on the page', async ({ page }) => {
    await (await hydrated(page.getByRole('button', { name: 'Contact us' }))).click();
    await expect(page.getByRole('list', { name: 'Contact us' }).getByRole('link')).toHaveCount(4);
  });

  test('metadata and Organization structured data', async ({ page }) => {
    await expect(page).toHaveTitle('Arcstar Welding Industries – Welding Electrodes, Wires, Flux & Equipment');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Precision Electrodes/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/?$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(data['@type']).toBe('Organization');
    expect(data.name).toBeTruthy();
    expect(data.email).toMatch(/@/);
    expect(data.telephone).toMatch(/\d/);
    expect(data.sameAs[0]).toMatch(/linkedin\.com/);
    expect(data.location.map((place: { name: string }) => place.name).join(' ')).toMatch(/Kolkata.*Thane.*Howrah.*Bhiwandi/);
    expect(data.address.postalCode).toMatch(/^\d{6}$/);
  });
});
