import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/tests/e2e/support/postgres-server';

// Spec §8: product reads that fail say what they were fetching, followed by the cause.
describe('catalogue reads when the database cannot be reached', () => {
  const saved = process.env.DATABASE_URL;
  let queries: typeof import('@/db/queries/catalogue');

  beforeAll(async () => {
    // A port nobody listens on: every connection is refused.
    process.env.DATABASE_URL = `postgres://nobody:nothing@127.0.0.1:${await freePort()}/none`;
    queries = await import('@/db/queries/catalogue');
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  });

  it.each([
    ['products', () => queries.listProducts({ category: 'equipment' })],
    ['product', () => queries.getProduct('e7018-low-hydrogen')],
    ['product images', () => queries.getProductImages('e7018-low-hydrogen')],
    ['product category', () => queries.getCategory('equipment')],
  ])('a failed %s read names it and keeps the cause', async (what, read) => {
    const error = await read().then(
      () => null,
      (caught: Error) => caught,
    );
    expect(error?.message).toMatch(new RegExp(`^Failed to fetch ${what}: .*ECONNREFUSED`));
    expect(error?.cause).toBeInstanceOf(Error);
  });
});
