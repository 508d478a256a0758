import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { openDatabase } from '@/db/bootstrap';
import { newsArticles } from '@/db/schema';
import { articles as seedArticles } from '@/db/seed/data/news';
import { fallbackArticles } from '@/db/fallback-news';
import { seededDataDir, startIsolatedServer } from './support/isolated-server';
import type { RunningServer } from './support/server';

// These scenarios need their own data, so each runs its own server on a prepared database.
const basePort = Number(process.env.E2E_PORT ?? 3100);

async function prepareDataDir(change: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>) {
  const dataDir = seededDataDir('news');
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await change(handle.db);
  } finally {
    await handle.close();
  }
  return dataDir;
}

const hostileBody = `## Hostile heading

Plain text with **bold words** stays.

[javascript link](javascript:window.__pwned=1)
[data link](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+)
[vbscript link](vbscript:msgbox(1))
[uppercase link](JAVASCRIPT:window.__pwned=2)
[safe link](https://www.example.com/safe)
[relative link](/products)
[mail link](mailto:quality@example.in)

![data image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)

<script>window.__pwned = 3</script>

<iframe src="https://example.com/frame" title="frame"></iframe>

<img src="x" onerror="window.__pwned = 4">

<a href="javascript:window.__pwned=5">raw html link</a>

- first bullet
- second bullet

1. first step
2. second step
`;

test.describe('news with its own data', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test.describe('a hostile article and drafts', () => {
    let server: RunningServer;
    let dataDir: string;
    const hostileId = 'hostile-markdown-article';
    const newestDraftId = 'newest-unpublished-draft';
    // Written straight to the database (a save refuses them): they render as plain text, at once.
    const deepBodies = {
      'deep-quote-article': `${'>'.repeat(99_000)} x`,
      'deep-list-article': Array.from({ length: 300 }, (_, level) => `${'  '.repeat(level)}- x\n`).join(''),
    };

    test.beforeAll(async () => {
      dataDir = await prepareDataDir(async (db) => {
        await db.insert(newsArticles).values([
          {
            id: hostileId,
            title: 'Hostile </script><script>window.__pwned=6</script> title',
            excerpt: 'An article written to attack the page.',
            content: hostileBody,
            // In the past: an article dated ahead is scheduled, hidden until then.
            published_at: new Date('2026-11-05T04:30:00Z'),
            author: 'Test Author',
            category: 'security',
            image_url: null,
            is_published: true,
          },
          ...Object.entries(deepBodies).map(([id, content]) => ({
            id,
            title: `Deep ${id}`,
            excerpt: 'An article nested too deep to render as Markdown.',
            content,
            published_at: new Date('2026-11-04T04:30:00Z'),
            author: 'Test Author',
            category: 'security',
            image_url: null,
            is_published: true,
          })),
          {
            id: newestDraftId,
            title: 'A draft that must never show',
            excerpt: 'Not yet published.',
            content: '## Draft',
            published_at: new Date('2028-01-01T00:00:00Z'),
            author: 'Corporate Communications',
            category: 'company',
            image_url: null,
            is_published: false,
          },
        ]);
      });
      server = await startIsolatedServer({ port: basePort + 10, dataDir, logFile: 'test-results/news-hostile-server.log' });
    });
    test.afterAll(async () => {
      await server?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    test('/news lists only published articles, newest first', async ({ page }) => {
      await page.goto(`${server.url}/news`);
      const cards = page.getByRole('list', { name: 'News articles' }).getByRole('article');
      const expected = [
        { id: hostileId, published_at: '2026-11-05T04:30:00Z' },
        ...Object.keys(deepBodies).map((id) => ({ id, published_at: '2026-11-04T04:30:00Z' })),
        ...seedArticles.filter((article) => article.is_published),
      ]
        .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))
        .map((article) => `/news/${article.id}`);
      await expect(cards).toHaveCount(expected.length);
      const hrefs = await cards.evaluateAll((nodes) => nodes.map((node) => node.querySelector('h2 a')!.getAttribute('href')));
      expect(hrefs).toEqual(expected);
      await expect(page.getByText('A draft that must never show')).toHaveCount(0);
      for (const draft of seedArticles.filter((article) => !article.is_published)) await expect(page.getByText(draft.title)).toHaveCount(0);
    });

    test('an unpublished article answers 404 with Article not found', async ({ page }) => {
      const response = await page.goto(`${server.url}/news/${newestDraftId}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
    });

    test('articles nested too deep answer 200 with their text as plain paragraphs', async ({ page }) => {
      for (const id of Object.keys(deepBodies)) {
        const response = await page.goto(`${server.url}/news/${id}`);
        expect(response?.status()).toBe(200);
        const body = page.locator('.article-body');
        await expect(body.locator('p.whitespace-pre-line').first()).toBeVisible();
        await expect(body.locator('blockquote, li')).toHaveCount(0);
      }
    });

    test('the hostile article renders its Markdown and none of its attacks', async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      const response = await page.goto(`${server.url}/news/${hostileId}`);
      expect(response?.status()).toBe(200);
      const body = page.locator('.article-body');

      await expect(body.getByRole('heading', { level: 2, name: 'Hostile heading' })).toBeVisible();
      await expect(body.locator('strong', { hasText: 'bold words' })).toBeVisible();
      await expect(body.locator('ul > li')).toHaveText(['first bullet', 'second bullet']);
      await expect(body.locator('ol > li')).toHaveText(['first step', 'second step']);

      // Safe schemes and relative URLs stay links.
      await expect(body.getByRole('link', { name: 'safe link' })).toHaveAttribute('href', 'https://www.example.com/safe');
      await expect(body.getByRole('link', { name: 'relative link' })).toHaveAttribute('href', '/products');
      await expect(body.getByRole('link', { name: 'mail link' })).toHaveAttribute('href', 'mailto:quality@example.in');

      // Unsafe ones keep their text but lose the URL.
      for (const name of ['javascript link', 'data link', 'vbscript link', 'uppercase link']) {
        await expect(body.getByText(name)).toBeVisible();
        await expect(body.getByRole('link', { name })).toHaveCount(0);
      }
      const urls = await page.locator('main [href], main [src]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? node.getAttribute('src') ?? ''));
      for (const url of urls) expect(url).not.toMatch(/^\s*(javascript|data|vbscript):/i);

      // No raw HTML at all: no script in the body, no frame, no image, no handler.
      await expect(body.locator('script, iframe, img, object, embed, style')).toHaveCount(0);
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(await body.innerHTML()).not.toMatch(/onerror|onclick|onload/i);
      // A raw tag is dropped; the words between tags remain as plain text.
      await expect(body.getByRole('link', { name: 'raw html link' })).toHaveCount(0);

      // The title is text, also inside the JSON-LD (no closing of the script element).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostile </script><script>window.__pwned=6</script> title');
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(jsonLd!).headline).toBe('Hostile </script><script>window.__pwned=6</script> title');

      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
    });
  });

  test.describe('when no article is published', () => {
    let server: RunningServer;
    let dataDir: string;

    test.beforeAll(async () => {
      dataDir = await prepareDataDir(async (db) => {
        await db.update(newsArticles).set({ is_published: false });
      });
      server = await startIsolatedServer({ port: basePort + 20, dataDir, logFile: 'test-results/news-empty-server.log' });
    });
    test.afterAll(async () => {
      await server?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    test('/news shows the six built-in articles', async ({ page }) => {
      await page.goto(`${server.url}/news`);
      const cards = page.getByRole('list', { name: 'News articles' }).getByRole('article');
      await expect(cards).toHaveCount(6);
      for (const [index, article] of fallbackArticles.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(article.title);
        await expect(card.getByRole('link', { name: /Read Full Article/ })).toHaveAttribute('href', `/news/${article.id}`);
        await expect(card).toContainText(article.author);
        await expect(card).toContainText(article.category.charAt(0).toUpperCase() + article.category.slice(1));
      }
      await expect(cards.first()).toContainText(/March \d{1,2}, 2024/);
      for (const article of seedArticles) await expect(page.getByText(article.title)).toHaveCount(0);
    });

    test('the home teaser shows fallback-1 to fallback-3', async ({ page }) => {
      await page.goto(`${server.url}/`);
      const teaser = page.getByRole('region', { name: 'Latest News' });
      const links = teaser.getByRole('link', { name: /Read Full Article/ });
      await expect(links).toHaveCount(3);
      for (const [index, id] of ['fallback-1', 'fallback-2', 'fallback-3'].entries()) await expect(links.nth(index)).toHaveAttribute('href', `/news/${id}`);
    });

    test('a built-in article opens from the listing, and a seeded id is now 404', async ({ page }) => {
      await page.goto(`${server.url}/news`);
      await page.getByRole('link', { name: `Read Full Article: ${fallbackArticles[3].title}` }).click();
      await expect(page).toHaveURL(/\/news\/fallback-4$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fallbackArticles[3].title);
      const seeded = seedArticles.find((article) => article.is_published)!;
      const response = await page.goto(`${server.url}/news/${seeded.id}`);
      expect(response?.status()).toBe(404);
    });
  });
});
