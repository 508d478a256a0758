// The pages a dialog's form has of its own: where the button links before JavaScript runs, and
// where the form posts without it.

/** The quote page for this product (spec §3's query). */
export function quotePagePath(productCategory: string | undefined, productId: string | undefined) {
  const query: Record<string, string> | null = productId ? { product: productId } : productCategory ? { item: productCategory } : null;
  return query ? `/inquiry/quote?${new URLSearchParams(query)}` : '/inquiry/quote';
}

/** The Get Notified page for an upcoming product. */
export function notifyPagePath(productId: string) {
  return `/inquiry/notify?${new URLSearchParams({ product: productId })}`;
}
