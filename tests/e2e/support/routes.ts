import { expect, type Locator } from '@playwright/test';
import { weldingElectrodes } from '@/db/seed/data/products/welding-electrodes';
import { articles } from '@/db/seed/data/news';

const firstProduct = weldingElectrodes.find((product) => product.is_available)!;
const firstArticle = articles.find((article) => article.is_published)!;

/** Every route of spec §2 (plus /privacy and a comparison), with a seeded product and article. */
export const siteRoutes = [
  '/',
  '/about',
  '/learn-more',
  '/products',
  '/products/welding-electrodes',
  '/products/wires-flux',
  '/products/equipment',
  '/products/abrasives',
  '/products/ppe',
  `/product/${firstProduct.id}`,
  '/dealers',
  '/careers',
  '/news',
  `/news/${firstArticle.id}`,
  '/contact',
  '/inquiry',
  '/browse-products',
  '/search',
  '/privacy',
  '/compare?ids=e7018-low-hydrogen,er70s-6-mig-wire,mig-350-inverter-welder',
];

/** The same pages in the states a buyer leaves them in: filtered, searched, located. */
export const routesWithState = [
  '/products/welding-electrodes?approval=IBR&diameter=3.15',
  '/search?q=IBR',
  '/dealers?near=400601',
];

/** Addresses that name nothing, one of each kind (HTTP 404), with the heading each answers. */
export const unknownAddresses = [
  { path: '/no/such-page', heading: 'Coming Soon' },
  { path: '/product/no-such-product', heading: 'Product Not Found' },
  { path: '/products/no-such-category', heading: 'Category Not Found' },
  { path: '/news/no-such-article', heading: 'Article not found' },
  // The outage page exists only for proxy.ts's 503 answers (lib/service-unavailable.ts).
  { path: '/unavailable', heading: 'Coming Soon' },
] as const;

/**
 * Waits until React has hydrated this element (it keeps its props on the DOM node then): a click
 * that comes earlier follows the plain link, as it would for a visitor whose scripts are late.
 */
export async function hydrated(element: Locator): Promise<Locator> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  return element;
}
