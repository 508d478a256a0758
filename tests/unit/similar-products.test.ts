import { describe, expect, it } from 'vitest';
import { MAX_SIMILAR_PRODUCTS, similarityScore, similarProducts, type SimilarityFields } from '@/lib/domain/similar-products';
import { seedProducts } from '@/db/seed/seed';

const product = (id: string, category: string, applications: string[] = [], features: string[] = []): SimilarityFields => ({
  id,
  name: id.toUpperCase(),
  category,
  applications,
  features,
});

describe('similar products (spec §9)', () => {
  const subject = product('subject', 'welding-electrodes', ['Pressure vessels', 'Shipbuilding'], ['Low spatter', 'All-position operability']);

  it('counts a shared category, each shared application and each shared feature', () => {
    expect(similarityScore(subject, product('a', 'welding-electrodes'))).toBe(1);
    expect(similarityScore(subject, product('b', 'equipment', ['Shipbuilding']))).toBe(1);
    expect(similarityScore(subject, product('c', 'abrasives', [], ['Low spatter']))).toBe(1);
    expect(similarityScore(subject, product('d', 'welding-electrodes', ['Pressure vessels', 'Shipbuilding'], ['Low spatter']))).toBe(4);
    expect(similarityScore(subject, product('e', 'abrasives', ['Deburring'], ['Long life']))).toBe(0);
  });

  it('compares applications and features without regard to case or spacing', () => {
    expect(similarityScore(subject, product('f', 'ppe', ['  pressure   VESSELS '], []))).toBe(1);
  });

  it('never offers the product itself, nor a product sharing nothing', () => {
    const catalogue = [subject, product('unrelated', 'abrasives', ['Deburring'], ['Long life']), product('cousin', 'equipment', ['Shipbuilding'])];
    expect(similarProducts(subject, catalogue).map((p) => p.id)).toEqual(['cousin']);
  });

  it('offers at most three, those sharing the most first', () => {
    const catalogue = [
      product('one', 'equipment', ['Shipbuilding']),
      product('four', 'welding-electrodes', ['Pressure vessels', 'Shipbuilding'], ['Low spatter']),
      product('two', 'welding-electrodes', ['Shipbuilding']),
      product('three', 'welding-electrodes', ['Shipbuilding'], ['Low spatter']),
      product('also-one', 'welding-electrodes'),
    ];
    expect(similarProducts(subject, catalogue).map((p) => p.id)).toEqual(['four', 'three', 'two']);
    expect(MAX_SIMILAR_PRODUCTS).toBe(3);
  });

  it('breaks ties by name, so the order of the catalogue never changes the answer', () => {
    const catalogue = [product('zeta', 'welding-electrodes'), product('alpha', 'welding-electrodes'), product('mid', 'welding-electrodes'), product('beta', 'welding-electrodes')];
    const forwards = similarProducts(subject, catalogue).map((p) => p.id);
    const backwards = similarProducts(subject, [...catalogue].reverse()).map((p) => p.id);
    expect(forwards).toEqual(['alpha', 'beta', 'mid']);
    expect(backwards).toEqual(forwards);
  });

  it('holds the rule over the whole seeded catalogue', () => {
    for (const item of seedProducts) {
      const similar = similarProducts(item, seedProducts);
      expect(similar.length).toBeLessThanOrEqual(3);
      for (const other of similar) {
        expect(other.id).not.toBe(item.id);
        const sharesSomething =
          other.category === item.category ||
          other.applications.some((a) => item.applications.includes(a)) ||
          other.features.some((f) => item.features.includes(f));
        expect(sharesSomething, `${other.id} for ${item.id}`).toBe(true);
      }
    }
  });
});
