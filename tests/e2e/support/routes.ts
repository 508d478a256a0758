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
