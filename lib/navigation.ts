import { productCategoryKeys, productCategoryLabels, type ProductCategoryKey } from '@/lib/domain/options';

export type NavLink = { href: string; label: string };

export const categoryHref = (key: ProductCategoryKey) => `/products/${key}`;

/** The five categories as the header, mobile menu and footer list them. */
export const categoryLinks: NavLink[] = productCategoryKeys.map((key) => ({
  href: categoryHref(key),
  label: key === 'ppe' ? 'PPE (Coming Soon)' : productCategoryLabels[key],
}));

export const primaryLinks: NavLink[] = [
  { href: '/about', label: 'About Us' },
  { href: '/news', label: 'News & Insights' },
  { href: '/contact', label: 'Contact' },
];

export const networkLinks: NavLink[] = [
  { href: '/dealers', label: 'Become a Dealer' },
  { href: '/careers', label: 'Careers' },
];

export const footerQuickLinks: NavLink[] = [
  { href: '/news', label: 'News & Insights' },
  { href: '/dealers', label: 'Become a Dealer' },
  { href: '/contact', label: 'Contact' },
  { href: '/about', label: 'About Us' },
];
