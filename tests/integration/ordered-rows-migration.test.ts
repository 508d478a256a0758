import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '@/db/bootstrap';
import { seedProducts } from '@/db/seed/seed';
import type { SeedProduct } from '@/db/seed/types';
import { tempDir, testDatabases } from '@/tests/support/databases';
import { productSearchOutOfStep } from '@/tests/support/product-search';

// The migration to ordered technical rows, on a database as it was before it: seeded with the
// catalogue in the old shape (jsonb objects), read, migrated, read again. Every key and value
// must survive, and what search and the finder read (computed by PostgreSQL from classification
// and specifications) must come out exactly as before.

const MIGRATION_TAG = 'product_editing';
const TABLES = ['identification', 'weld_metal_analysis', 'mechanical_properties', 'classification', 'packing_parameters'] as const;
const NAMED = ['diameters', 'mesh_size', 'spool_weights'];

/** A copy of db/migrations that stops just before the migration under test. */
function migrationsBeforeOurs(): string {
  const source = path.join(process.cwd(), 'db', 'migrations');
  const folder = tempDir('migrations-before');
  fs.cpSync(source, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const ours = journal.entries.findIndex((entry) => entry.tag.endsWith(MIGRATION_TAG));
  expect(ours).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, ours);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const json = (value: unknown) => JSON.stringify(value);
const textArray = (values: string[]) => sql`array(select jsonb_array_elements_text(${json(values)}::jsonb))::text[]`;

/** A seed product written as the catalogue stored it before: technical tables as objects. */
function insertOldShape(product: SeedProduct) {
  return sql`insert into products (id, name, description, category, subcategory, image_url, applications, features, welding_positions,
      specifications, identification, weld_metal_analysis, mechanical_properties, classification, packing_parameters,
      approvals, welding_currents, coating, is_available, is_upcoming, launch_date)
    values (${product.id}, ${product.name}, ${product.description}, ${product.category}, ${product.subcategory}, ${product.images[0]?.url ?? null},
      ${textArray(product.applications)}, ${textArray(product.features)}, ${textArray(product.welding_positions)},
      ${json(product.specifications)}::jsonb, ${json(product.identification)}::jsonb, ${json(product.weld_metal_analysis)}::jsonb,
      ${json(product.mechanical_properties)}::jsonb, ${json(product.classification)}::jsonb, ${json(product.packing_parameters)}::jsonb,
      ${json(product.approvals ?? [])}::jsonb, ${textArray(product.welding_currents ?? [])}, ${product.coating ?? null},
      ${product.is_available}, ${product.is_upcoming}, ${product.launch_date}::date)`;
}

type Row = Record<string, unknown> & { id: string };
const readProducts = async (db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }): Promise<Row[]> => {
  const result = (await db.execute(sql`select * from products order by id`)) as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
};
const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
const sortedPairs = (pairs: [string, unknown][]) => [...pairs].map(([key, value]) => [key, String(value)]).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
const pairsOfRows = (rows: { key: string; value: unknown }[]) => rows.map((row): [string, unknown] => [row.key, row.value]);

for (const target of testDatabases()) {
  describe(`ordered technical rows migration (${target.name})`, () => {
    const folder = migrationsBeforeOurs();
    afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

    it('keeps every key and value, and search and facets read exactly what they read before', async () => {
      const handle = await target.open({ seed: false, migrationsFolder: folder });
      try {
        for (const product of seedProducts) await handle.db.execute(insertOldShape(product));
        const before = await readProducts(handle.db);
        expect(before).toHaveLength(seedProducts.length);

        await prepareDatabase(handle, { seed: false });
        const after = await readProducts(handle.db);
        expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
        // Search's narrow copy (migration 0015) starts with the products already there.
        expect(await productSearchOutOfStep(handle.db)).toEqual([]);

        for (const [index, old] of before.entries()) {
          const now = after[index];
          for (const table of TABLES) {
            const rows = parsed(now[table]) as { key: string; value: string }[];
            expect(Array.isArray(rows), `${old.id} ${table}`).toBe(true);
            expect(sortedPairs(pairsOfRows(rows)), `${old.id} ${table}`).toEqual(sortedPairs(Object.entries(parsed(old[table]) as object)));
          }
          const oldSpecs = parsed(old.specifications) as Record<string, string | string[]>;
          const newSpecs = parsed(now.specifications) as Record<string, unknown> & { rows: { key: string; value: string }[] };
          for (const key of NAMED) {
            if (key in oldSpecs) expect(newSpecs[key], `${old.id} ${key}`).toEqual([oldSpecs[key]].flat());
            else expect(newSpecs[key], `${old.id} ${key}`).toBeUndefined();
          }
          const others = Object.entries(oldSpecs)
            .filter(([key]) => !NAMED.includes(key))
            .map(([key, value]): [string, string] => [key, Array.isArray(value) ? value.join(', ') : value]);
          expect(sortedPairs(pairsOfRows(newSpecs.rows)), `${old.id} specifications`).toEqual(sortedPairs(others));

          expect(now.search_text, old.id).toBe(old.search_text);
          expect(now.search_designations, old.id).toBe(old.search_designations);
          expect(parsed(now.facet_source), old.id).toEqual(parsed(old.facet_source));
        }

        // The order the pages showed (an engineer's, not jsonb's by key length) is the stored order now.
        const e7018 = after.find((row) => row.id === 'e7018-low-hydrogen')!;
        expect((parsed(e7018.weld_metal_analysis) as { key: string }[]).map((row) => row.key).slice(0, 5)).toEqual(['C', 'Mn', 'Si', 'S', 'P']);
        expect((parsed(e7018.classification) as { key: string }[])[0].key).toMatch(/^AWS/);
      } finally {
        await handle.dispose();
      }
    }, 120_000);
  });
}
