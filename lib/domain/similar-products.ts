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

const byName = new Intl.Collator();

/**
 * Prepares a catalogue for many similarity questions: each category, application and feature
 * points at the products that have it, so one answer reads only the products sharing something
 * instead of the whole catalogue (a search page asks once per card).
 */
export function similarProductsIn<T extends SimilarityFields>(catalogue: T[]): (product: SimilarityFields, limit?: number) => T[] {
  const byCategory = new Map<string, number[]>();
  const byApplication = new Map<string, number[]>();
  const byFeature = new Map<string, number[]>();
  const file = (map: Map<string, number[]>, key: string, index: number) => {
    const list = map.get(key);
    if (list) list.push(index);
    else map.set(key, [index]);
  };
  catalogue.forEach((item, index) => {
    file(byCategory, item.category, index);
    for (const application of new Set(item.applications.map(normalize))) file(byApplication, application, index);
    for (const feature of new Set(item.features.map(normalize))) file(byFeature, feature, index);
  });

  return (product, limit = MAX_SIMILAR_PRODUCTS) => {
    const scores = new Map<number, number>();
    const count = (indices: number[] | undefined) => {
      for (const index of indices ?? []) scores.set(index, (scores.get(index) ?? 0) + 1);
    };
    count(byCategory.get(product.category));
    for (const application of new Set(product.applications.map(normalize))) count(byApplication.get(application));
    for (const feature of new Set(product.features.map(normalize))) count(byFeature.get(feature));

    // The best `limit` so far, best first: a single pass, since most products tie at 1.
    const best: { other: T; score: number }[] = [];
    const before = (a: { other: T; score: number }, b: { other: T; score: number }) =>
      b.score - a.score || byName.compare(a.other.name, b.other.name) || a.other.id.localeCompare(b.other.id);
    for (const [index, score] of scores) {
      const other = catalogue[index];
      if (other.id === product.id) continue;
      const candidate = { other, score };
      if (best.length === limit && before(candidate, best[limit - 1]) >= 0) continue;
      let at = best.length;
      while (at > 0 && before(candidate, best[at - 1]) < 0) at--;
      best.splice(at, 0, candidate);
      if (best.length > limit) best.pop();
    }
    return best.map(({ other }) => other);
  };
}

export function similarProducts<T extends SimilarityFields>(product: SimilarityFields, catalogue: T[], limit = MAX_SIMILAR_PRODUCTS): T[] {
  return similarProductsIn(catalogue)(product, limit);
}
