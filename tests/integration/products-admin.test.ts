import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { newChangeWatcher, pollContentChanges } from '@/db/content-changes';
import { auditLog, productImages, products, quoteRequests } from '@/db/schema';
import { recordAudit } from '@/db/queries/audit';
import { cacheTags } from '@/db/queries/cache';
import { getProductRedirect } from '@/db/queries/product-redirects';
import { createProduct, freeCopySlug, getProductForEditing, listProductsForAdmin, setProductDiscontinued, updateProduct } from '@/db/queries/products-admin';
import { productFormValues, type ProductFields } from '@/lib/schemas/product';
import { testDatabases } from '@/tests/support/databases';
import { createStaff } from '@/tests/support/staff';

const fields = (overrides: Partial<ProductFields> = {}): ProductFields => ({
  id: 'vajra-7016-test',
  name: 'Vajra 7016 Test',
  description: 'A low hydrogen electrode for the test.',
  category: 'welding-electrodes',
  subcategory: 'Low Hydrogen',
  applications: ['Pressure vessels', 'Structural steel'],
  features: ['Low spatter'],
  welding_positions: ['Flat', 'Overhead'],
  specifications: { diameters: ['3.15 x 350 mm'], rows: [{ key: 'Polarity', value: 'DC+' }] },
  identification: [{ key: 'Tip colour', value: 'Green' }],
  weld_metal_analysis: [
    { key: 'Si', value: '0.4' },
    { key: 'C', value: '0.05' },
    { key: 'Mn', value: '1.2' },
  ],
  mechanical_properties: [{ key: 'Yield strength (MPa)', value: '420' }],
  classification: [{ key: 'AWS/SFA 5.1', value: 'E7016 H8' }],
  packing_parameters: [{ key: '3.15 x 350 mm', value: '5 kg packet' }],
  is_available: true,
  is_upcoming: false,
  launch_date: null,
  approvals: [],
  welding_currents: [],
  coating: null,
  ...overrides,
});

for (const target of testDatabases()) {
  describe(`product editing on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    let writer: { id: string; email: string; clientHash: string | null };
    let otherWriter: { id: string; email: string; name: string; clientHash: string | null };

    beforeAll(async () => {
      handle = await target.open();
      const editor = await createStaff(handle.db, 'editor');
      const other = await createStaff(handle.db, 'editor');
      writer = { id: editor.id, email: editor.email, clientHash: 'hash-a' };
      otherWriter = { id: other.id, email: other.email, name: other.name, clientHash: 'hash-b' };
    });
    afterAll(async () => handle?.dispose());

    const auditOf = (id: string) => handle.db.select({ action: auditLog.action, actor: auditLog.actor_email, details: auditLog.details }).from(auditLog).where(eq(auditLog.subject_id, id)).orderBy(auditLog.created_at);
    const searchRow = async (id: string) => (await handle.db.select({ search_designations: products.search_designations, facet_source: products.facet_source }).from(products).where(eq(products.id, id)))[0];

    it('creates a product whose rows keep their order, searchable at once, with an audit entry; a slug is taken once', async () => {
      const created = await createProduct(fields(), writer, handle.db);
      expect(created).toMatchObject({ outcome: 'saved', product: { id: 'vajra-7016-test', version: 1 } });
      const stored = await getProductForEditing('vajra-7016-test', handle.db);
      expect(stored?.weld_metal_analysis.map((row) => row.key)).toEqual(['Si', 'C', 'Mn']);
      expect(stored?.specifications).toEqual({ diameters: ['3.15 x 350 mm'], rows: [{ key: 'Polarity', value: 'DC+' }] });
      const search = await searchRow('vajra-7016-test');
      expect(search.search_designations).toContain(' e7016h8 e7016 ');
      expect(search.facet_source?.classification).toEqual({ 'AWS/SFA 5.1': 'E7016 H8' });
      expect(await auditOf('vajra-7016-test')).toEqual([{ action: 'product_created', actor: writer.email, details: { status: 'available' } }]);
      expect(await createProduct(fields({ name: 'Another' }), writer, handle.db)).toEqual({ outcome: 'id_taken' });
    });

    it('lists by name or slug, category and status', async () => {
      expect((await listProductsForAdmin({ query: '7016 TEST' }, handle.db)).map((row) => row.id)).toEqual(['vajra-7016-test']);
      expect((await listProductsForAdmin({ query: 'vajra-7016' }, handle.db)).map((row) => row.id)).toContain('vajra-7016-test');
      expect((await listProductsForAdmin({ query: '%' }, handle.db)).length).toBe(0);
      const upcoming = await listProductsForAdmin({ status: 'upcoming' }, handle.db);
      expect(upcoming.length).toBeGreaterThan(0);
      expect(upcoming.every((row) => row.status === 'upcoming')).toBe(true);
      const discontinued = await listProductsForAdmin({ status: 'discontinued', category: 'welding-electrodes' }, handle.db);
      expect(discontinued.map((row) => row.id)).toContain('e6012-fillet-discontinued');
    });

    it('refuses the second save of a stale form and names who saved in between', async () => {
      const first = await updateProduct('vajra-7016-test', 1, fields({ name: 'First editor' }), otherWriter, handle.db);
      expect(first).toMatchObject({ outcome: 'saved', product: { version: 2, name: 'First editor' } });
      // A document edited afterwards is logged against the product too, but did not make the form stale.
      const documentEditor = await createStaff(handle.db, 'editor');
      await recordAudit({ action: 'product_document_edited', actor: { id: documentEditor.id, email: documentEditor.email }, subject: { type: 'product', id: 'vajra-7016-test' } }, handle.db);
      expect(await updateProduct('vajra-7016-test', 1, fields({ name: 'Second editor' }), writer, handle.db)).toEqual({ outcome: 'stale', savedBy: otherWriter.name });
      expect((await getProductForEditing('vajra-7016-test', handle.db))?.name).toBe('First editor');
      expect(await updateProduct('no-such-product', 1, fields(), writer, handle.db)).toEqual({ outcome: 'not_found' });
    });

    it('renames a slug: references follow, the old slug redirects, chains collapse, and no other product takes a redirecting slug', async () => {
      await handle.db.insert(productImages).values({ product_id: 'vajra-7016-test', image_url: '/images/x.webp', alt_text: 'x' });
      await handle.db.insert(quoteRequests).values({ product_category: 'Welding Electrodes - First editor', product_id: 'vajra-7016-test', customer_name: 'Asha', customer_email: 'asha@example.in' });
      const watcher = newChangeWatcher();
      await pollContentChanges(handle.db, watcher);

      const renamed = await updateProduct('vajra-7016-test', 2, fields({ id: 'vajra-7016-renamed', name: 'First editor' }), writer, handle.db);
      expect(renamed).toMatchObject({ outcome: 'saved', product: { id: 'vajra-7016-renamed', version: 3 } });
      expect(await getProductRedirect('vajra-7016-test', handle.db)).toBe('vajra-7016-renamed');
      expect((await handle.db.select().from(productImages).where(eq(productImages.product_id, 'vajra-7016-renamed'))).length).toBe(1);
      expect((await handle.db.select().from(quoteRequests).where(eq(quoteRequests.product_id, 'vajra-7016-renamed'))).length).toBe(1);
      const tags = await pollContentChanges(handle.db, watcher);
      expect(tags).toEqual(expect.arrayContaining([cacheTags.products, cacheTags.product('vajra-7016-test'), cacheTags.product('vajra-7016-renamed')]));
      expect((await auditOf('vajra-7016-renamed')).at(-1)).toMatchObject({ action: 'product_updated', details: { changed: 'id', renamed_from: 'vajra-7016-test' } });

      // A → B → C: A leads straight to C.
      await updateProduct('vajra-7016-renamed', 3, fields({ id: 'vajra-7016-final', name: 'First editor' }), writer, handle.db);
      expect(await getProductRedirect('vajra-7016-test', handle.db)).toBe('vajra-7016-final');
      expect(await getProductRedirect('vajra-7016-renamed', handle.db)).toBe('vajra-7016-final');
      // A form still open on an old address is told where the product went, and writes nothing.
      expect(await updateProduct('vajra-7016-test', 2, fields({ id: 'vajra-7016-test', name: 'Stale tab' }), writer, handle.db)).toEqual({ outcome: 'renamed', productId: 'vajra-7016-final' });

      // Another product may not take an address that still redirects …
      expect(await createProduct(fields({ id: 'vajra-7016-test' }), writer, handle.db)).toEqual({ outcome: 'id_redirects', productId: 'vajra-7016-final' });
      expect(await updateProduct('e7018-low-hydrogen', 1, { ...fields({ id: 'vajra-7016-renamed' }) }, writer, handle.db)).toEqual({ outcome: 'id_redirects', productId: 'vajra-7016-final' });
      // … but the product itself may take one back, which ends that redirect.
      expect(await updateProduct('vajra-7016-final', 4, fields({ id: 'vajra-7016-test', name: 'First editor' }), writer, handle.db)).toMatchObject({ outcome: 'saved' });
      expect(await getProductRedirect('vajra-7016-test', handle.db)).toBeNull();
      expect(await getProductRedirect('vajra-7016-final', handle.db)).toBe('vajra-7016-test');
    });

    it('discontinues and restores, refusing a stale page', async () => {
      const discontinued = await setProductDiscontinued('vajra-7016-test', 5, true, writer, handle.db);
      expect(discontinued).toMatchObject({ outcome: 'saved', product: { is_available: false, is_upcoming: false, version: 6 } });
      expect(await setProductDiscontinued('vajra-7016-test', 5, false, writer, handle.db)).toMatchObject({ outcome: 'stale' });
      expect(await setProductDiscontinued('vajra-7016-test', 6, false, writer, handle.db)).toMatchObject({ outcome: 'saved', product: { is_available: true } });
      const actions = (await auditOf('vajra-7016-test')).map((entry) => entry.action).slice(-2);
      expect(actions).toEqual(['product_discontinued', 'product_restored']);
    });

    it('offers a free slug for a copy, and the copy form holds every value in order', async () => {
      expect(await freeCopySlug('vajra-7016-test', handle.db)).toBe('vajra-7016-test-copy');
      await createProduct(fields({ id: 'vajra-7016-test-copy' }), writer, handle.db);
      expect(await freeCopySlug('vajra-7016-test', handle.db)).toBe('vajra-7016-test-copy-2');
      const values = productFormValues((await getProductForEditing('vajra-7016-test', handle.db))!);
      expect([values['weld_metal_analysis.0.key'], values['weld_metal_analysis.1.key'], values['weld_metal_analysis.2.key']]).toEqual(['Si', 'C', 'Mn']);
      expect(values['diameters.0']).toBe('3.15 x 350 mm');
      expect(values['specifications.0.key']).toBe('Polarity');
    });

    it('saves approvals, currents and coating with the other fields, names them in the audit, and gives them back to the form', async () => {
      const approvals = [
        { body: 'RDSO' as const, certificate_number: 'RDSO/M&C/WC/2026/0042', scope: 'IRS M-28, Class II', valid_until: '2028-03-31' },
        { body: 'IBR' as const, certificate_number: 'CBB/WC/2026/1203', scope: null, valid_until: null },
      ];
      const saved = await updateProduct('vajra-7016-test-copy', 1, fields({ id: 'vajra-7016-test-copy', approvals, welding_currents: ['AC', 'DC+'], coating: 'Basic' }), writer, handle.db);
      expect(saved).toMatchObject({ outcome: 'saved', product: { approvals, welding_currents: ['AC', 'DC+'], coating: 'Basic' } });
      expect((await auditOf('vajra-7016-test-copy')).at(-1)).toMatchObject({ details: { changed: 'approvals, welding_currents, coating' } });
      const values = productFormValues((await getProductForEditing('vajra-7016-test-copy', handle.db))!);
      expect(values).toMatchObject({ 'approvals.0.body': 'RDSO', 'approvals.0.valid_until': '2028-03-31', 'approvals.1.body': 'IBR', 'approvals.1.valid_until': '', 'welding_currents.1': 'DC+', coating: 'Basic' });
    });

    it('keeps the stored shape: a table that is not a list of rows is refused by the database', async () => {
      await expect(handle.db.execute(sql`update products set classification = '{"AWS": "E7018"}'::jsonb where id = 'vajra-7016-test'`)).rejects.toThrow();
    });
  });
}
