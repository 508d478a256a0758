// Spec §9: at most 3 similar products per card. A similar product shares the category, or at
// least one application, or at least one feature, and is never the product itself. Those sharing
// the most come first; ties are broken by name, then id, so the choice never depends on the order
// of the input list.

export const MAX_SIMILAR_PRODUCTS = 3;

export type SimilarityFields = {
  id: string;
  name: string;
  category: string;
  applications: string[];
  features: string[];
};

const normalize = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

function sharedCount(a: string[], b: Set<string>): number {
  let shared = 0;
  for (const value of new Set(a.map(normalize))) if (b.has(value)) shared++;
  return shared;
}

/** How much two products share: 1 for the category, plus 1 per common application and feature. */
export function similarityScore(product: SimilarityFields, other: SimilarityFields): number {
  if (product.id === other.id) return 0;
  return (
    (product.category === other.category ? 1 : 0) +
    sharedCount(other.applications, new Set(product.applications.map(normalize))) +
    sharedCount(other.features, new Set(product.features.map(normalize)))
  );
}

export function similarProducts<T extends SimilarityFields>(product: SimilarityFields, catalogue: T[], limit = MAX_SIMILAR_PRODUCTS): T[] {
  return catalogue
    .map((other) => ({ other, score: similarityScore(product, other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.other.name.localeCompare(b.other.name) || a.other.id.localeCompare(b.other.id))
    .slice(0, limit)
    .map(({ other }) => other);
}
