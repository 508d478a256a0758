// The five product categories of the catalogue (spec §2), in display order, and their names.

export const productCategoryKeys = ['welding-electrodes', 'wires-flux', 'equipment', 'abrasives', 'ppe'] as const;
export type ProductCategoryKey = (typeof productCategoryKeys)[number];

export const isProductCategory = (value: string): value is ProductCategoryKey => (productCategoryKeys as readonly string[]).includes(value);

export const productCategoryLabels: Record<ProductCategoryKey, string> = {
  'welding-electrodes': 'Welding Electrodes',
  'wires-flux': 'Wires & Flux',
  equipment: 'Equipment',
  abrasives: 'Abrasives',
  ppe: 'PPE',
};
