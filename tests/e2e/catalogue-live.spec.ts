import { spawnSync } from 'node:child_process';
import { expect, request, test } from '@playwright/test';
import { seedProducts } from '@/db/seed/seed';
import { pdfText } from '@/tests/support/pdf-text';
import { startPostgresServer, type PostgresServer } from './support/postgres-server';

// Operators change content directly in PostgreSQL (or with `npm run db:seed`); pages come from the
// server's cache. These tests change the database under a running server.
test.describe.configure({ mode: 'serial' });

let live: PostgresServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  live = await startPostgresServer('catalogue-live', { databaseLink: true });
});
test.afterAll(async () => live?.stop());

/**
 * A GET on a connection of its own: a kept-alive socket that sat idle while the page polled can be
 * closed by the server just as it is reused (ECONNRESET), which says nothing about the site.
 */
async function get(path: string) {
  const api = await request.newContext();
  try {
    const response = await api.get(`${live.url}${path}`);
    return { status: response.status(), headers: response.headers(), body: await response.body() };
  } finally {
    await api.dispose();
  }
}

const e7018 = seedProducts.find((product) => product.id === 'e7018-low-hydrogen')!;
const newName = 'Vajra 7018 Supreme Low Hydrogen Electrode';

test('after their first request, pages are built from cached data: they render with the database unreachable', async () => {
  const paths = ['/product/e7018-low-hydrogen', '/products/welding-electrodes', '/search?q=e7018'];
  for (const path of paths) expect((await get(path)).status, path).toBe(200);
  await live.databaseLink!.cut();
  try {
    for (const path of paths) {
      const again = await get(path);
      expect(again.status, path).toBe(200);
      expect(again.body.toString('utf8'), path).toContain(e7018.name);
    }
  } finally {
    await live.databaseLink!.restore();
  }
});

test('a product changed in the database shows on its pages, in search and in its datasheet within seconds, without a restart', async ({ page }) => {
  const productPage = `${live.url}/product/e7018-low-hydrogen`;
  for (const path of ['/product/e7018-low-hydrogen', '/products/welding-electrodes', '/search?q=e7018', '/product/e7018-low-hydrogen/datasheet']) {
    await get(path); // cached as they are now
  }
  await page.goto(productPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(e7018.name);

  await live.sql`update products set name = ${newName} where id = 'e7018-low-hydrogen'`;

  await expect
    .poll(async () => {
      await page.goto(productPage);
      return page.getByRole('heading', { level: 1 }).textContent();
    }, { timeout: 15_000, intervals: [250] })
    .toBe(newName);
  await page.goto(`${live.url}/products/welding-electrodes`);
  await expect(page.getByRole('heading', { name: newName })).toBeVisible();
  await page.goto(`${live.url}/search?q=e7018`);
  await expect(page.getByRole('link', { name: newName }).first()).toBeVisible();
  const datasheet = await get('/product/e7018-low-hydrogen/datasheet');
  expect((await pdfText(new Uint8Array(datasheet.body))).text.replace(/\s+/g, ' ')).toContain(newName);
});

test('a product taken off sale leaves its category page; a category change shows too', async ({ page }) => {
  await page.goto(`${live.url}/products/abrasives`);
  await expect(page.getByRole('heading', { name: /Zirconia/ })).toBeVisible();
  await live.sql`update products set is_available = false where id = 'zirconia-flap-disc'`;
  await live.sql`update product_categories set hero_subtitle = 'Discs for every grinder in the shop.' where category_key = 'abrasives'`;
  await expect
    .poll(async () => {
      await page.goto(`${live.url}/products/abrasives`);
      return [await page.getByRole('heading', { name: /Zirconia/ }).count(), await page.getByText('Discs for every grinder in the shop.').count()];
    }, { timeout: 15_000, intervals: [250] })
    .toEqual([0, 1]);
});

test('re-running the seed (npm run db:seed) restores the content, and the pages follow', async ({ page }) => {
  const seed = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'db/seed/run.ts'], {
    env: { ...process.env, DATABASE_URL: live.databaseUrl },
    encoding: 'utf8',
  });
  expect(seed.status, seed.stderr).toBe(0);
  await expect
    .poll(async () => {
      await page.goto(`${live.url}/product/e7018-low-hydrogen`);
      return page.getByRole('heading', { level: 1 }).textContent();
    }, { timeout: 15_000, intervals: [250] })
    .toBe(e7018.name);
});

test('other cached pages using the shared cache tags (news) follow database changes the same way', async ({ page }) => {
  const [article] = await live.sql<{ id: string; title: string }[]>`select id, title from news_articles where is_published order by published_at desc limit 1`;
  await page.goto(`${live.url}/news/${article.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await live.sql`update news_articles set title = 'Corrected: ' || title where id = ${article.id}`;
  await expect
    .poll(async () => {
      await page.goto(`${live.url}/news/${article.id}`);
      return page.getByRole('heading', { level: 1 }).textContent();
    }, { timeout: 15_000, intervals: [250] })
    .toBe(`Corrected: ${article.title}`);
});

test('when products cannot be read, category pages and search say so (500, not cached) and recover', async ({ page }) => {
  // A product change (so cached pages expire) and the products table gone by that name, in one
  // transaction; then the server's connections, with statements prepared against the table, close.
  await live.sql.begin(async (tx) => {
    await tx`update products set updated_at = now() where category = 'equipment'`;
    await tx`alter table products rename to products_unavailable`;
  });
  await live.sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
  try {
    await expect
      .poll(async () => (await page.goto(`${live.url}/products/equipment`))?.status(), { timeout: 15_000, intervals: [250] })
      .toBe(500);
    await expect(page.getByRole('heading', { name: 'Error Loading Equipment' })).toBeVisible();
    await expect(page.getByText('Please try refreshing the page')).toBeVisible();

    const wires = await page.goto(`${live.url}/products/wires-flux`);
    expect(wires?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: 'Error Loading Products' })).toBeVisible();
    await expect(page.getByText('Please try refreshing the page')).toBeVisible();

    await page.goto(`${live.url}/search?q=grinding`);
    await expect(page.getByRole('alert').filter({ hasText: 'Error searching products. Please try again.' })).toBeVisible();
  } finally {
    await live.sql`alter table products_unavailable rename to products`;
  }
  // A render begun during the outage (a link prefetch, say) may still finish with the error.
  await expect
    .poll(async () => (await page.goto(`${live.url}/products/equipment`))?.status(), { timeout: 15_000, intervals: [250] })
    .toBe(200);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto(`${live.url}/search?q=grinding`);
  await expect(page.getByRole('heading', { name: 'YOU MAY ALSO LIKE' })).toBeVisible();
});
