import type { ProductCategoryKey } from '@/lib/domain/options';

// Spec §2 category page texts (shared by the page and its client error screen).

export const emptyCategoryText: Record<ProductCategoryKey, string> = {
  'welding-electrodes': 'No electrodes available',
  'wires-flux': 'No products available',
  equipment: 'No equipment available',
  abrasives: 'No products available',
  ppe: 'No upcoming PPE products available',
};

/** Load-failure title: equipment has its own. */
export const categoryErrorTitle = (category: string | undefined) => (category === 'equipment' ? 'Error Loading Equipment' : 'Error Loading Products');

export const categoryErrorHint = 'Please try refreshing the page';
