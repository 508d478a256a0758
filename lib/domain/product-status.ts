// Where a product stands, from its two flags (spec §3 is_available, is_upcoming), as the product
// page reads them: available products are offered for quotes; an upcoming one (not yet available)
// shows its launch date; one that is neither is discontinued (kept reachable, marked, no quotes).

export const productStatuses = ['available', 'upcoming', 'discontinued'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const productStatusLabels: Record<ProductStatus, string> = {
  available: 'Available',
  upcoming: 'Upcoming',
  discontinued: 'Discontinued',
};

export function productStatus(product: { is_available: boolean; is_upcoming: boolean }): ProductStatus {
  if (product.is_available) return 'available';
  return product.is_upcoming ? 'upcoming' : 'discontinued';
}
