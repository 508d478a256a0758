import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { createProduct, setProductDiscontinued, updateProduct } from '@/db/queries/products-admin';
import { getProduct } from '@/db/queries/catalogue';
import { searchProducts } from '@/db/queries/search';
import { products } from '@/db/schema';
import { awsClasses } from '@/lib/domain/classification';
import { newProductSchema, productFormValues, type ProductFields } from '@/lib/schemas/product';
import { secondSession, testDatabases } from '@/tests/support/databases';
import { createStaff } from '@/tests/support/staff';
import { productSearchOutOfStep } from '@/tests/support/product-search';
import { useAppDatabase } from '@/tests/support/use-database';

// Search matches, ranks and counts facets over product_search, a narrow copy of the products that
// a trigger keeps (migration 0015), which each server holds in memory and reads anew when
// content_changes logs a change to products. A product saved in the back office must be found,
// renamed or hidden by the very next search, and the copy must always say what products says.

const fields = (overrides: Partial<ProductFields> = {}): ProductFields => ({
  id: 'quillam-7016-test',
  name: 'Quillam 7016',
  description: 'A low hydrogen electrode for the side table test.',
  category: 'welding-electrodes',
  subcategory: 'Low Hydrogen',
  applications: ['Pressure vessels'],
  features: ['Low spatter'],
  welding_positions: ['Flat'],
  specifications: { diameters: ['3.15 x 350 mm'], rows: [] },
  identification: [],
  weld_metal_analysis: [],
  mechanical_properties: [],
  classification: [{ key: 'AWS/SFA 5.1', value: 'E7016 H8' }],
  packing_parameters: [],
  is_available: true,
  is_upcoming: false,
  launch_date: null,
  approvals: [],
  welding_currents: [],
  coating: null,
  ...overrides,
});

for (const target of testDatabases()) {
  describe(`search's copy of the catalogue on ${target.name}`, () => {
    const app = useAppDatabase(target);

    const found = async (query: string) => (await searchProducts(query, 'all')).hits.map((hit) => hit.card.id);
    /** How many listed electrodes the finder counts under the AWS class of a designation. */
    const classCount = async (designation: string) => {
      const [value] = awsClasses({ 'AWS/SFA 5.1': designation });
      const facets = (await searchProducts('', 'welding-electrodes')).facets;
      return facets.find((facet) => facet.key === 'class')?.options.find((option) => option.value === value)?.count ?? 0;
    };

    it('holds every seeded product as products does', async () => {
      expect(await productSearchOutOfStep(app.db)).toEqual([]);
    });

    it('follows a product created, edited, renamed, discontinued and brought back in the back office', async () => {
      const editor = await createStaff(app.db, 'editor');
      const writer = { id: editor.id, email: editor.email, clientHash: null };

      const [e7016, e7018] = [await classCount('E7016 H8'), await classCount('E7018-1 H4R')];
      expect(await createProduct(fields(), writer, app.db)).toMatchObject({ outcome: 'saved' });
      expect(await found('quillam')).toEqual(['quillam-7016-test']);
      expect([await classCount('E7016 H8'), await classCount('E7018-1 H4R')]).toEqual([e7016 + 1, e7018]);

      // A new class (a new facet source) and a new name and slug: the old ones find nothing.
      const renamed = fields({ id: 'zentrill-7018-test', name: 'Zentrill 7018', classification: [{ key: 'AWS/SFA 5.1', value: 'E7018-1 H4R' }] });
      expect(await updateProduct('quillam-7016-test', 1, renamed, writer, app.db)).toMatchObject({ outcome: 'saved' });
      expect(await found('quillam')).toEqual([]);
      expect(await found('zentrill')).toEqual(['zentrill-7018-test']);
      expect([await classCount('E7016 H8'), await classCount('E7018-1 H4R')]).toEqual([e7016, e7018 + 1]);
      expect(await found('e7018-1 zentrill')).toEqual(['zentrill-7018-test']);

      expect(await setProductDiscontinued('zentrill-7018-test', 2, true, writer, app.db)).toMatchObject({ outcome: 'saved' });
      expect(await found('zentrill')).toEqual([]);
      expect(await classCount('E7018-1 H4R')).toBe(e7018);

      expect(await setProductDiscontinued('zentrill-7018-test', 3, false, writer, app.db)).toMatchObject({ outcome: 'saved' });
      expect(await found('zentrill')).toEqual(['zentrill-7018-test']);
      expect(await productSearchOutOfStep(app.db)).toEqual([]);
    });

    it('counts the approvals, currents and coating the product form saves, a lapsed approval not until it is renewed', async () => {
      const editor = await createStaff(app.db, 'editor');
      const writer = { id: editor.id, email: editor.email, clientHash: null };
      /** How many listed electrodes the finder counts under a facet's value. */
      const count = async (key: string, value: string) =>
        (await searchProducts('', 'welding-electrodes')).facets.find((facet) => facet.key === key)?.options.find((option) => option.value === value)?.count ?? 0;
      const counts = async () => [await count('approval', 'IBR'), await count('approval', 'LR'), await count('current', 'AC'), await count('coating', 'Graphite-basic')];
      const [ibr, lr, ac, graphite] = await counts();

      // What the editor's form sends (the save action parses it with the same schema).
      const form = {
        ...productFormValues(fields({ id: 'ravelin-7016-test', name: 'Ravelin 7016' })),
        'approvals.0.body': 'IBR',
        'approvals.0.certificate_number': 'CBB/WC/2026/7016',
        'approvals.1.body': 'LR',
        'approvals.1.certificate_number': 'LR 2204999 WC',
        'approvals.1.scope': 'Grade 3YH5',
        'approvals.1.valid_until': '2020-06-30',
        'welding_currents.0': 'AC',
        'welding_currents.1': 'DC+',
        coating: 'Graphite-basic',
      };
      expect(await createProduct(newProductSchema.parse(form), writer, app.db)).toMatchObject({ outcome: 'saved' });
      expect(await counts()).toEqual([ibr + 1, lr, ac + 1, graphite + 1]);
      expect((await getProduct('ravelin-7016-test'))?.approvals.map((approval) => approval.certificate_number)).toEqual(['CBB/WC/2026/7016', 'LR 2204999 WC']);

      // The certificate is renewed: the same row with its new date counts again.
      expect(await updateProduct('ravelin-7016-test', 1, newProductSchema.parse({ ...form, 'approvals.1.valid_until': '2099-06-30' }), writer, app.db)).toMatchObject({ outcome: 'saved' });
      expect(await counts()).toEqual([ibr + 1, lr + 1, ac + 1, graphite + 1]);

      const cleared = { ...form, 'approvals.0.body': '', 'approvals.0.certificate_number': '', 'approvals.1.body': '', 'approvals.1.certificate_number': '', 'approvals.1.scope': '', 'approvals.1.valid_until': '', coating: '' };
      const { 'welding_currents.0': _ac, 'welding_currents.1': _dc, ...unticked } = cleared;
      expect(await updateProduct('ravelin-7016-test', 2, newProductSchema.parse(unticked), writer, app.db)).toMatchObject({ outcome: 'saved' });
      expect(await counts()).toEqual([ibr, lr, ac, graphite]);
      expect(await productSearchOutOfStep(app.db)).toEqual([]);
    });

    it('lets go of a deleted product', async () => {
      await app.db.delete(products).where(eq(products.id, 'zentrill-7018-test'));
      expect(await found('zentrill')).toEqual([]);
      expect(await productSearchOutOfStep(app.db)).toEqual([]);
    });
  });
}

// Two sessions at once exist only on PostgreSQL (PGlite runs one transaction at a time).
const postgresTarget = testDatabases().find((target) => target.name === 'postgres');
if (postgresTarget) {
  describe("search's copy of the catalogue on postgres, with a change that commits late", () => {
    const app = useAppDatabase(postgresTarget);
    let other: postgres.Sql;
    beforeAll(async () => {
      other = await secondSession(app.db);
    });
    afterAll(async () => {
      await other?.end();
    });
    const found = async (query: string) => (await searchProducts(query, 'all')).hits.map((hit) => hit.card.id);

    it('finds a change that commits after a later change was already searched', async () => {
      expect(await found('vellicor')).toEqual([]);
      // A long transaction renames one product and stays open…
      const reserved = await other.reserve();
      try {
        await reserved`begin`;
        await reserved`update products set name = 'Vellicor Slow Electrode' where id = 'e6013-general-purpose'`;
        // …while another rename commits and is searched (the search reads the catalogue anew).
        await app.db.update(products).set({ name: 'Quorrel Quick Electrode' }).where(eq(products.id, 'e7018-low-hydrogen'));
        expect(await found('quorrel')).toEqual(['e7018-low-hydrogen']);
        expect(await found('vellicor')).toEqual([]);
        await reserved`commit`;
      } finally {
        reserved.release();
      }
      // The slow one committed after the catalogue was last read: the next search has it.
      expect(await found('vellicor')).toEqual(['e6013-general-purpose']);
      expect(await found('quorrel')).toEqual(['e7018-low-hydrogen']);
    });
  });
}
