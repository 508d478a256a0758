import { expect, test, type Page } from '@playwright/test';
import { categories } from '@/db/seed/data/categories';
import { seedProducts } from '@/db/seed/seed';
import type { SeedProduct } from '@/db/seed/types';
import { pdfText } from '@/tests/support/pdf-text';
import { hydrated } from './support/routes';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const listedIn = (key: string) =>
  seedProducts.filter((product) => product.category === key && (key === 'ppe' ? product.is_upcoming : product.is_available));
const productById = (id: string) => seedProducts.find((product) => product.id === id)!;
const categoryNames: Record<string, string> = {
  'welding-electrodes': 'Welding Electrodes',
  'wires-flux': 'Wires & Flux',
  equipment: 'Equipment',
  abrasives: 'Abrasives',
  ppe: 'PPE',
};

/**
 * The quote and notify entry points of the lead-capture work: links today, dialog buttons once
 * its forms land; either way named by their label first.
 */
function action(scope: Page | ReturnType<Page['getByRole']>, label: string) {
  const name = new RegExp(`^${escapeRegExp(label)}`);
  return scope.getByRole('link', { name }).or(scope.getByRole('button', { name }));
}

async function expectPageMetadata(page: Page, { title, path }: { title: string | RegExp; path: string }) {
  await expect(page).toHaveTitle(title);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe(path);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
  expect(new URL((await page.locator('meta[property="og:url"]').getAttribute('content'))!).pathname).toBe(path);
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
  expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toBeTruthy();
}

test.describe('the product range', () => {
  test('/products: five category cards, PPE coming soon, and the two buttons', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Our Product Range' })).toBeVisible();
    await expectPageMetadata(page, { title: /Browse Our Product Range/, path: '/products' });
    await expect(page.getByRole('link', { name: 'Contact Our Experts' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Find a Dealer' })).toHaveAttribute('href', '/dealers');

    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(5);
    for (const category of categories) {
      const card = cards.filter({ has: page.getByRole('heading', { name: category.name, exact: true }) });
      await expect(card.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('href', `/products/${category.category_key}`);
      await expect(card).toContainText(`${listedIn(category.category_key).length} ${category.category_key === 'ppe' ? 'upcoming ' : ''}products`);
    }
    await expect(cards.filter({ hasText: 'PPE' }).getByText('Coming Soon')).toBeVisible();
    // The first card's picture opens a phone's first screen: fetched at once, first; the rest wait.
    expect(await cards.locator('img').evaluateAll((images) => images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]))).toEqual(
      categories.map((_, index) => (index === 0 ? ['eager', 'high'] : ['lazy', null])),
    );

    await cards.filter({ has: page.getByRole('heading', { name: 'Abrasives' }) }).click();
    await expect(page).toHaveURL(/\/products\/abrasives$/);
  });

  test('/browse-products: every listed product grouped by category, each linking to its page', async ({ page }) => {
    await page.goto('/browse-products');
    await expectPageMetadata(page, { title: /Our Complete Range/, path: '/browse-products' });
    for (const category of categories) {
      const section = page.locator(`section#${category.category_key}`);
      await expect(section.getByRole('heading', { level: 2 })).toContainText(category.name);
      const expected = listedIn(category.category_key);
      await expect(section.getByRole('listitem')).toHaveCount(expected.length);
      for (const product of expected) {
        await expect(section.getByRole('link', { name: new RegExp(escapeRegExp(product.name)) })).toHaveAttribute('href', `/product/${product.id}`);
      }
    }
    await expect(page.getByText('Vajra 6012')).toHaveCount(0); // discontinued: not listed
    await page.getByRole('link', { name: /Vajra 7018 Low Hydrogen/ }).first().click();
    await expect(page).toHaveURL(/\/product\/e7018-low-hydrogen$/);
  });
});

test.describe('category pages', () => {
  for (const category of categories) {
    test(`/products/${category.category_key}: hero, guide, product grid, back button and info section`, async ({ page, request }) => {
      const response = await page.goto(`/products/${category.category_key}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: category.hero_title })).toBeVisible();
      await expect(page.getByText(category.hero_subtitle)).toBeVisible();
      await expectPageMetadata(page, { title: new RegExp(escapeRegExp(category.hero_title)), path: `/products/${category.category_key}` });

      if (category.download_guide_text) {
        const guide = page.getByRole('link', { name: category.download_guide_text });
        await expect(guide).toHaveAttribute('href', category.download_guide_url!);
        const file = await request.get(category.download_guide_url!);
        expect(file.status()).toBe(200);
        expect(file.headers()['content-type']).toBe('application/pdf');
      } else {
        await expect(page.getByRole('link', { name: /^Download/ })).toHaveCount(0);
      }

      await expect(page.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
      const expected = listedIn(category.category_key);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(expected.length);
      for (const product of expected) {
        const card = cards.filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
        await expect(card).toHaveCount(1);
        await expect(card.getByText(product.subcategory, { exact: true })).toBeVisible();
        await expect(card.getByText(product.description.slice(0, 40))).toBeVisible();
        await expect(card.getByRole('link', { name: `View Details: ${product.name}` })).toHaveAttribute('href', `/product/${product.id}`);
        const quoteLabel = category.category_key === 'ppe' ? 'Pre-Order Quote' : 'Request Quote';
        await expect(action(card, quoteLabel)).toBeVisible();
        const applications = card.getByRole('list', { name: 'Applications' }).getByRole('listitem');
        // Spec §9: three applications, then '+N more'.
        await expect(applications).toHaveText(product.applications.length > 3 ? [...product.applications.slice(0, 3), `+${product.applications.length - 3} more`] : product.applications);
        await expect(card.getByRole('list', { name: 'Features' }).getByRole('listitem').first()).toHaveText(product.features[0]);
        await expectCategorySpecifics(category.category_key, card, product);
      }

      const info = page.getByRole('region', { name: category.category_key === 'ppe' ? 'Be the First to Know' : `About Our ${category.name}` });
      await expect(info).toContainText(category.description);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('welding electrodes offer the technical team and hide discontinued grades', async ({ page }) => {
    await page.goto('/products/welding-electrodes');
    await expect(page.getByRole('link', { name: 'Contact Technical Team' })).toHaveAttribute('href', '/inquiry');
    await expect(page.getByText('Vajra 6012')).toHaveCount(0);
  });

  test('PPE lists only upcoming products with launch dates, Get Notified, Pre-Order Quote and the newsletter box', async ({ page }) => {
    await page.goto('/products/ppe');
    await expect(action(page.getByRole('main'), 'Get Notified')).toHaveCount(listedIn('ppe').length);
    await expect(action(page.getByRole('main'), 'Pre-Order Quote')).toHaveCount(listedIn('ppe').length);
    await expect(action(page.getByRole('main'), 'Request Quote')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /e-?mail/i })).toBeVisible();
    const helmet = page.getByRole('article').filter({ hasText: 'Auto-Darkening' });
    await expect(helmet.getByText('Launching 15 February 2027')).toBeVisible();
  });

  test('an unknown category answers 404 with Category Not Found', async ({ page }) => {
    const response = await page.goto('/products/hammers');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Our Product Range' })).toHaveAttribute('href', '/products');
  });

  test('a product image that fails to load is replaced by the placeholder', async ({ page }) => {
    await page.route('**/images/products/e7018-low-hydrogen/**', (route) => route.abort());
    await page.goto('/products/welding-electrodes');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: productById('e7018-low-hydrogen').name }) });
    await expect(card.locator('img').first()).toHaveAttribute('src', '/placeholder.svg');
    const other = page.getByRole('article').filter({ has: page.getByRole('heading', { name: productById('e6013-general-purpose').name }) });
    await expect(other.locator('img').first()).toHaveAttribute('src', '/images/products/e6013-general-purpose/1.svg');
    await expect.poll(() => card.locator('img').first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
});

async function expectCategorySpecifics(key: string, card: ReturnType<Page['getByRole']>, product: SeedProduct) {
  const list = (name: string) => card.getByRole('list', { name });
  const specs = product.specifications;
  switch (key) {
    case 'welding-electrodes':
      await expect(list('Available Diameters').getByRole('listitem')).toHaveText(specs.diameters as string[]);
      break;
    case 'wires-flux':
      if (specs.diameters) await expect(list('Available Diameters').getByRole('listitem')).toHaveText(specs.diameters as string[]);
      if (specs.spool_weights) await expect(list('Spool Weights').getByRole('listitem')).toHaveText(specs.spool_weights as string[]);
      if (specs.mesh_size) await expect(list('Mesh Size')).toContainText(String(specs.mesh_size));
      break;
    case 'equipment': {
      // Key/value pairs, each as the product's data says, output current first.
      const labels = await card.getByRole('term').allTextContents();
      const values = await card.getByRole('definition').allTextContents();
      expect(labels.length).toBeGreaterThanOrEqual(3);
      labels.forEach((label, index) => expect(values[index]).toBe(String(specs[label])));
      if (specs['Output current range']) expect(labels[0]).toBe('Output current range');
      break;
    }
    case 'abrasives': {
      const [label, value] = Object.entries(specs)[0];
      await expect(list('Specifications').getByRole('listitem').filter({ hasText: `${label}: ${value}` })).toHaveCount(1);
      break;
    }
    case 'ppe':
      await expect(card.getByText(/^Launching \d{1,2} \w+ 20\d\d$/)).toBeVisible();
      await expect(action(card, 'Get Notified')).toBeVisible();
      break;
  }
}

const detailSamples = ['e7018-low-hydrogen', 'er70s-6-mig-wire', 'mig-350-inverter-welder', 'grinding-disc-125mm', 'auto-darkening-welding-helmet'];

test.describe('product detail', () => {
  for (const id of detailSamples) {
    test(`/product/${id}: breadcrumb, badges, applications, positions, actions, tabs and structured data`, async ({ page }) => {
      const product = productById(id);
      const response = await page.goto(`/product/${id}`);
      expect(response?.status()).toBe(200);
      await expectPageMetadata(page, { title: new RegExp(escapeRegExp(product.name)), path: `/product/${id}` });

      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
      await expect(breadcrumb.getByRole('link', { name: categoryNames[product.category] })).toHaveAttribute('href', `/products/${product.category}`);
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(product.name);

      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByText(categoryNames[product.category], { exact: true }).first()).toBeVisible();
      await expect(page.getByText(product.subcategory, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(product.description)).toBeVisible();
      for (const application of product.applications) await expect(page.getByRole('main').getByText(application, { exact: true }).first()).toBeVisible();
      for (const position of product.welding_positions) await expect(page.getByRole('main').getByText(position, { exact: true }).first()).toBeVisible();

      await expect(action(page.getByRole('main'), product.is_upcoming ? 'Pre-Order Quote' : 'Request Quote')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download Datasheet' })).toHaveAttribute('href', `/product/${id}/datasheet`);

      await checkTabs(page, product);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const blocks = jsonLd.flatMap((text) => JSON.parse(text));
      const productLd = blocks.find((block) => block['@type'] === 'Product');
      expect(productLd).toMatchObject({ name: product.name, description: product.description, sku: id });
      expect(productLd.offers).toBeUndefined();
      expect(productLd.aggregateRating).toBeUndefined();
      expect(productLd.review).toBeUndefined();
      const breadcrumbLd = blocks.find((block) => block['@type'] === 'BreadcrumbList');
      expect(breadcrumbLd.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Products', categoryNames[product.category], product.name]);

      await expectNoSeriousAxeViolations(page);
    });
  }

  test('the gallery moves with previous, next (wrapping around), thumbnails and the keyboard', async ({ page }) => {
    const product = productById('e7018-low-hydrogen');
    await page.goto('/product/e7018-low-hydrogen');
    const gallery = page.getByRole('region', { name: `${product.name} images` });
    const main = gallery.locator('img').first();
    const position = gallery.getByText(/^Image \d of \d$/);
    await expect(main).toHaveAttribute('src', product.images[0].url);
    await expect(main).toHaveAttribute('alt', product.images[0].alt);
    await expect(position).toHaveText('Image 1 of 3');

    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(main).toHaveAttribute('src', product.images[1].url);
    await expect(position).toHaveText('Image 2 of 3');
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await expect(main).toHaveAttribute('src', product.images[2].url); // wrapped to the last
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(main).toHaveAttribute('src', product.images[0].url); // and back to the first

    await gallery.getByRole('button', { name: /^Show image 2 of 3/ }).click();
    await expect(main).toHaveAttribute('src', product.images[1].url);
    await expect(gallery.getByRole('button', { name: /^Show image 2 of 3/ })).toHaveAttribute('aria-current', 'true');

    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect(main).toHaveAttribute('src', product.images[2].url);
    await page.keyboard.press('ArrowRight');
    await expect(main).toHaveAttribute('src', product.images[0].url);
    await page.keyboard.press('End');
    await expect(main).toHaveAttribute('src', product.images[2].url);
    await page.keyboard.press('Home');
    await expect(main).toHaveAttribute('src', product.images[0].url);
  });

  test('an unknown product answers 404 with Product Not Found and Go Back', async ({ page }) => {
    await page.goto('/products/abrasives');
    await page.evaluate(() => window.location.assign('/product/no-such-product'));
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist")).toBeVisible();
    await (await hydrated(page.getByRole('link', { name: 'Go Back' }))).click();
    await expect(page).toHaveURL(/\/products\/abrasives$/);

    for (const path of ['/product/no-such-product', '/product/NOT%20A%20SLUG', `/product/${'x'.repeat(300)}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/products');
  });

  test('a discontinued product stays reachable, marked and not offered for quotes', async ({ page }) => {
    const response = await page.goto('/product/e6012-fillet-discontinued');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Discontinued', { exact: true })).toBeVisible();
    await expect(action(page.getByRole('main'), 'Request Quote')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ask for an Equivalent' })).toHaveAttribute('href', '/inquiry');
  });

  test('Download Datasheet saves a PDF named after the product, with its name and classification', async ({ page }) => {
    const product = productById('e7018-low-hydrogen');
    await page.goto('/product/e7018-low-hydrogen');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Datasheet' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Vajra-7018-Low-Hydrogen-Iron-Powder-Electrode-Datasheet.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(new Uint8Array(bytes));
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(product.name);
    for (const designation of Object.values(product.classification)) expect(flat).toContain(designation);
    expect(flat).toContain('Tensile strength (MPa)');
  });

  test('the datasheet of every category is a valid PDF, and an unknown product has none', async ({ request }) => {
    for (const id of detailSamples) {
      const response = await request.get(`/product/${id}/datasheet`);
      expect(response.status(), id).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(response.headers()['content-disposition']).toContain('-Datasheet.pdf');
      const { text } = await pdfText(new Uint8Array(await response.body()));
      expect(text.replace(/\s+/g, ' ')).toContain(productById(id).name);
    }
    expect((await request.get('/product/no-such-product/datasheet')).status()).toBe(404);
  });

  test('a post or OPTIONS to a datasheet gets its own answer and never changes what a download gets', async ({ request }) => {
    // Next's route cache once kept the answer to any method under the datasheet's address: one
    // post made every later download a 405, one OPTIONS a 500. Asked first, and after a download.
    for (const id of ['e309l-16-dissimilar', 'e9018-b3-cr-mo']) {
      if (id === 'e9018-b3-cr-mo') expect((await request.get(`/product/${id}/datasheet`)).status()).toBe(200);
      const post = await request.post(`/product/${id}/datasheet`, { data: 'x', headers: { 'content-type': 'text/plain' } });
      expect(post.status(), id).toBe(405);
      expect((await request.fetch(`/product/${id}/datasheet`, { method: 'OPTIONS' })).status(), id).toBe(204);
      const download = await request.get(`/product/${id}/datasheet`);
      expect(download.status(), id).toBe(200);
      expect(download.headers()['content-type']).toBe('application/pdf');
      expect((await pdfText(new Uint8Array(await download.body()))).text.replace(/\s+/g, ' ')).toContain(productById(id).name);
    }
  });
});

async function checkTabs(page: Page, product: SeedProduct) {
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveText(['Overview', 'Analysis', 'Mechanical', 'Classification', 'Packing']);
  const panel = page.getByRole('tabpanel');

  await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading', { name: 'Identification' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Key Features' })).toBeVisible();
  for (const feature of product.features) await expect(panel.getByText(feature, { exact: true })).toBeVisible();
  for (const [item, detail] of Object.entries(product.identification)) {
    await expect(panel.getByRole('row', { name: `${item} ${detail}` })).toBeVisible();
  }

  const expectTable = async (tab: string, data: Record<string, string>, emptyText: RegExp) => {
    await tabs.getByRole('tab', { name: tab }).click();
    await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const entries = Object.entries(data);
    if (entries.length === 0) {
      await expect(panel.getByText(emptyText)).toBeVisible();
      await expect(panel.getByRole('table')).toHaveCount(0);
      return;
    }
    await expect(panel.getByRole('table').getByRole('row')).toHaveCount(entries.length + 1);
    for (const [label, value] of entries) await expect(panel.getByRole('row', { name: `${label} ${value}` })).toBeVisible();
  };
  await expectTable('Analysis', product.weld_metal_analysis, /No weld metal chemical analysis applies to this product/);
  await expect(panel.getByRole('columnheader')).toHaveText(Object.keys(product.weld_metal_analysis).length ? ['Element', 'Range %'] : []);
  await expectTable('Mechanical', product.mechanical_properties, /No mechanical property ranges apply to this product/);
  await expectTable('Classification', product.classification, /No classification is listed/);
  await expectTable('Packing', product.packing_parameters, /No packing details are listed/);

  // The arrow keys move between tabs.
  await tabs.getByRole('tab', { name: 'Packing' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Classification' })).toHaveAttribute('aria-selected', 'true');
  // Tab moves on to the panel, which shows that it has focus (WCAG 2.4.7).
  await page.keyboard.press('Tab');
  await expect(panel).toBeFocused();
  expect(await panel.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
