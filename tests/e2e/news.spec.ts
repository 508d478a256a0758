import { expect, test, type Page } from '@playwright/test';
import { articles as seedArticles } from '@/db/seed/data/news';
import { fallbackArticles } from '@/db/fallback-news';

const published = seedArticles.filter((article) => article.is_published).sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at));
const draft = seedArticles.find((article) => !article.is_published)!;
const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

async function expectMetadata(page: Page, { title, path, type }: { title: string | RegExp; path: string; type: string }) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', type);
}

test.describe('/news', () => {
  test('lists the published articles newest first, each with image, date, category, title, author, excerpt and link', async ({ page }) => {
    await page.goto('/news');
    await expectMetadata(page, { title: /News & Insights/, path: '/news', type: 'website' });
    const cards = page.getByRole('list', { name: 'News articles' }).getByRole('article');
    await expect(cards).toHaveCount(published.length);
    for (const [index, article] of published.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(article.title);
      await expect(card.locator('img')).toHaveAttribute('src', article.image_url!);
      await expect(card.locator('time')).toHaveText(longDate(article.published_at));
      await expect(card).toContainText(capitalised(article.category));
      await expect(card).toContainText(article.author);
      await expect(card).toContainText(article.excerpt.slice(0, 60));
      await expect(card.getByRole('link', { name: /Read Full Article/ })).toHaveAttribute('href', `/news/${article.id}`);
    }
    await expect(page.getByText(draft.title)).toHaveCount(0);
    // Seeded articles exist, so the built-in ones stay hidden.
    await expect(page.getByText(fallbackArticles[0].title)).toHaveCount(0);
    // The first card's picture opens a phone's first screen: fetched at once, first; the rest wait.
    expect(await cards.locator('img').evaluateAll((images) => images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]))).toEqual(
      published.map((_, index) => (index === 0 ? ['eager', 'high'] : ['lazy', null])),
    );
    // Every image is served (no broken artwork).
    for (const src of await cards.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')))) {
      expect((await page.request.get(src!)).status(), src!).toBe(200);
    }
  });

  test('Read Full Article opens the article', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('link', { name: `Read Full Article: ${published[1].title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${published[1].id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published[1].title);
  });
});

test.describe('/news/{id}', () => {
  const article = published[0];

  test('shows date, author, category badge, title, excerpt, image and the Markdown body, with links back to news', async ({ page }) => {
    const response = await page.goto(`/news/${article.id}`);
    expect(response?.status()).toBe(200);
    await expectMetadata(page, { title: new RegExp(article.title.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), path: `/news/${article.id}`, type: 'article' });
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`${article.image_url!.replace(/[/.]/g, '\\$&')}$`));

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/news');
    await expect(main.locator('header time')).toHaveText(longDate(article.published_at));
    await expect(main.locator('header')).toContainText(article.author);
    await expect(main.locator('header')).toContainText(capitalised(article.category));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(main.getByText(article.excerpt)).toBeVisible();
    await expect(main.locator('figure img')).toHaveAttribute('src', article.image_url!);
    // The cover is the largest paint of a phone's first screen: asked for before the scripts.
    await expect(main.locator('figure img')).toHaveAttribute('fetchpriority', 'high');
    await expect(main.locator('figure img')).not.toHaveAttribute('loading', 'lazy');

    const body = main.locator('.article-body');
    expect(await body.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);
    expect(await body.locator('p').count()).toBeGreaterThan(3);
    expect(await body.locator('strong').count()).toBeGreaterThan(0);
    expect(await body.locator('ul > li, ol > li').count()).toBeGreaterThan(2);
    await expect(body).not.toContainText('## ');
    await expect(body).not.toContainText('**');

    await main.getByRole('link', { name: 'Read More Articles' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('carries NewsArticle structured data', async ({ page }) => {
    await page.goto(`/news/${article.id}`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(data['@type']).toBe('NewsArticle');
    expect(data.headline).toBe(article.title);
    expect(data.datePublished).toBe(new Date(article.published_at).toISOString());
    expect(data.image[0]).toMatch(new RegExp(`${article.image_url}$`));
    expect(data.publisher['@type']).toBe('Organization');
  });

  for (const fallback of fallbackArticles) {
    test(`serves the built-in ${fallback.id} in full`, async ({ page }) => {
      const response = await page.goto(`/news/${fallback.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fallback.title);
      await expect(page.locator('main header time')).toHaveText(longDate(fallback.published_at));
      await expect(page.locator('main header')).toContainText(fallback.author);
      await expect(page.locator('main header')).toContainText(capitalised(fallback.category));
      const body = page.locator('.article-body');
      await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await body.locator('li').count()).toBeGreaterThan(3);
      expect((await page.request.get(fallback.image_url!)).status()).toBe(200);
    });
  }

  test('the first three built-in articles are dated March 2024 by the Technical, Innovation and Safety teams', async ({ page }) => {
    for (const [index, author] of ['Technical Team', 'Innovation Team', 'Safety Team'].entries()) {
      await page.goto(`/news/fallback-${index + 1}`);
      await expect(page.locator('main header time')).toHaveText(/^March \d{1,2}, 2024$/);
      await expect(page.locator('main header')).toContainText(author);
    }
  });

  for (const [label, id] of [
    ['an unknown id', 'no-such-article'],
    ['an unpublished draft', draft.id],
    ['an unknown built-in id', 'fallback-7'],
    ['an id with odd characters', 'bad%20id%3Cscript%3E'],
  ]) {
    test(`${label} answers 404 with Article not found and Back to News`, async ({ page }) => {
      const response = await page.goto(`/news/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/news');
      expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(0);
    });
  }
});
