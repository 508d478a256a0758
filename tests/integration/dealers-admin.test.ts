import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newChangeWatcher, pollContentChanges } from '@/db/content-changes';
import { auditLog, dealers } from '@/db/schema';
import { cacheTags } from '@/db/queries/cache';
import {
  createDealer,
  findDealerFromApplication,
  getApplicationForConversion,
  getDealerForEditing,
  listDealersForAdmin,
  updateDealer,
  type DealerFields,
  type DealerWriter,
} from '@/db/queries/dealers-admin';
import { listLeadEvents, setLeadStatus } from '@/db/queries/lead-inbox';
import { insertDealerApplication } from '@/db/queries/leads';
import { dealerValuesFromApplication, newDealerSchema } from '@/lib/schemas/dealer-admin';
import { testDatabases } from '@/tests/support/databases';
import { sampleDealer } from '@/tests/support/lead-samples';
import { createStaff } from '@/tests/support/staff';

// The back office's dealer queries on PGlite and PostgreSQL: create with a unique id from name and
// city, edit with the stale-form check, deactivate and reactivate, each with its audit entry and a
// content change the locator's cache hears of; and a Won dealer application made into a dealer once.

const fields = (overrides: Partial<DealerFields> = {}): DealerFields => ({
  name: 'Sabarmati Weld Mart',
  address: 'Shed 21, GIDC Naroda, Phase 2',
  city: 'Ahmedabad',
  state: 'Gujarat',
  pincode: '382445',
  phone: '+91 79 2282 1144',
  email: 'sales@sabarmatiweld.in',
  categories: ['welding-electrodes', 'abrasives'],
  map_url: 'https://maps.app.goo.gl/abc123',
  is_active: true,
  ...overrides,
});

/** The dealers the public locator reads: active ones (db/queries/dealers.ts asks the same). */
const locatorIds = async (db: Parameters<typeof listDealersForAdmin>[1]) => (await listDealersForAdmin({ status: 'active' }, db)).map((row) => row.id);

for (const target of testDatabases()) {
  describe(`dealer editing on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    let writer: DealerWriter;
    let otherWriter: DealerWriter;

    beforeAll(async () => {
      handle = await target.open();
      const editor = await createStaff(handle.db, 'editor');
      const admin = await createStaff(handle.db, 'admin');
      writer = { id: editor.id, email: editor.email, name: editor.name, clientHash: 'hash-a' };
      otherWriter = { id: admin.id, email: admin.email, name: admin.name, clientHash: 'hash-b' };
    });
    afterAll(async () => handle?.dispose());

    const auditOf = (id: string) =>
      handle.db.select({ action: auditLog.action, actor: auditLog.actor_email, details: auditLog.details }).from(auditLog).where(eq(auditLog.subject_id, id)).orderBy(auditLog.created_at);

    it('creates a dealer with an id from its name and city, unique, each with an audit entry and a locator change', async () => {
      const watcher = newChangeWatcher();
      await pollContentChanges(handle.db, watcher);
      const first = await createDealer(fields(), null, writer, handle.db);
      expect(first).toMatchObject({ outcome: 'saved', dealer: { id: 'sabarmati-weld-mart-ahmedabad', version: 1, map_url: 'https://maps.app.goo.gl/abc123' } });
      expect(await pollContentChanges(handle.db, watcher)).toContain(cacheTags.dealers);
      const second = await createDealer(fields({ address: 'Another branch, GIDC Vatva' }), null, writer, handle.db);
      expect(second).toMatchObject({ outcome: 'saved', dealer: { id: 'sabarmati-weld-mart-ahmedabad-2' } });
      expect(await locatorIds(handle.db)).toEqual(expect.arrayContaining(['sabarmati-weld-mart-ahmedabad', 'sabarmati-weld-mart-ahmedabad-2']));
      expect(await auditOf('sabarmati-weld-mart-ahmedabad')).toEqual([{ action: 'dealer_created', actor: writer.email, details: { active: true } }]);
    });

    it('lists by words of the name, city or pincode, and by active or inactive', async () => {
      expect((await listDealersForAdmin({ search: '382445' }, handle.db)).map((row) => row.id)).toEqual(['sabarmati-weld-mart-ahmedabad', 'sabarmati-weld-mart-ahmedabad-2']);
      expect((await listDealersForAdmin({ search: 'sabarmati ahmed' }, handle.db)).length).toBe(2);
      expect((await listDealersForAdmin({ search: 'Thane' }, handle.db)).map((row) => row.city)).toEqual(expect.arrayContaining(['Thane']));
      // Wildcards typed are letters to look for.
      expect(await listDealersForAdmin({ search: '%' }, handle.db)).toEqual([]);
      expect(await listDealersForAdmin({ status: 'inactive' }, handle.db)).toEqual([]);
    });

    it('refuses the second save of a stale form and names who saved in between; nothing is overwritten', async () => {
      const id = 'sabarmati-weld-mart-ahmedabad';
      const first = await updateDealer(id, 1, fields({ phone: '+91 79 2282 9999' }), otherWriter, handle.db);
      expect(first).toMatchObject({ outcome: 'saved', dealer: { version: 2, phone: '+91 79 2282 9999' } });
      expect(await updateDealer(id, 1, fields({ phone: '+91 79 0000 0000' }), writer, handle.db)).toEqual({ outcome: 'stale', savedBy: otherWriter.name });
      expect((await getDealerForEditing(id, handle.db))?.phone).toBe('+91 79 2282 9999');
      expect(await updateDealer('no-such-dealer', 1, fields(), writer, handle.db)).toEqual({ outcome: 'not_found' });
    });

    it('deactivates (off the locator, kept for the back office) and reactivates, each audited', async () => {
      const id = 'sabarmati-weld-mart-ahmedabad';
      expect(await updateDealer(id, 2, { is_active: false }, writer, handle.db)).toMatchObject({ outcome: 'saved', dealer: { version: 3, is_active: false } });
      expect(await locatorIds(handle.db)).not.toContain(id);
      expect((await listDealersForAdmin({ status: 'inactive' }, handle.db)).map((row) => row.id)).toEqual([id]);
      expect(await updateDealer(id, 3, { is_active: true }, writer, handle.db)).toMatchObject({ outcome: 'saved', dealer: { version: 4, is_active: true } });
      expect(await locatorIds(handle.db)).toContain(id);
      expect((await auditOf(id)).map((entry) => [entry.action, entry.details.changed ?? null])).toEqual([
        ['dealer_created', null],
        ['dealer_updated', 'phone'],
        ['dealer_deactivated', 'is_active'],
        ['dealer_reactivated', 'is_active'],
      ]);
    });

    it('refuses a map link that is not https, in the database too', async () => {
      await expect(handle.db.update(dealers).set({ map_url: 'javascript:alert(1)' }).where(eq(dealers.id, 'sabarmati-weld-mart-ahmedabad'))).rejects.toThrow();
    });

    it('turns a Won dealer application into one dealer, linked and noted in its history; a second attempt creates nothing', async () => {
      const { id: applicationId } = await insertDealerApplication({ ...sampleDealer, business_name: 'Hooghly Arc Supplies', state: 'west bengal' }, { source_page: '/dealers', utm: {} }, handle.db);
      const application = await getApplicationForConversion(applicationId, handle.db);
      expect(application).toMatchObject({ status: 'new', dealer: null });
      const values = dealerValuesFromApplication(application!);
      expect(values).toMatchObject({ name: 'Hooghly Arc Supplies', city: 'Howrah', state: 'West Bengal', pincode: '711101', phone: sampleDealer.phone, email: sampleDealer.email });
      const parsed = newDealerSchema.parse({ ...values, categories: 'welding-electrodes,wires-flux', source_application_id: applicationId });

      const { source_application_id, ...dealerFields } = parsed;
      expect(await createDealer(dealerFields, source_application_id, otherWriter, handle.db)).toEqual({ outcome: 'application_not_won' });
      await setLeadStatus({ kind: 'dealer_application', id: applicationId }, 'won', otherWriter, handle.db);

      const created = await createDealer(dealerFields, source_application_id, otherWriter, handle.db);
      expect(created).toMatchObject({ outcome: 'saved', dealer: { id: 'hooghly-arc-supplies-howrah', source_application_id: applicationId, categories: ['welding-electrodes', 'wires-flux'] } });
      expect(await findDealerFromApplication(applicationId, handle.db)).toEqual({ id: 'hooghly-arc-supplies-howrah', name: 'Hooghly Arc Supplies' });
      expect((await getApplicationForConversion(applicationId, handle.db))?.dealer).toEqual({ id: 'hooghly-arc-supplies-howrah', name: 'Hooghly Arc Supplies' });
      const events = await listLeadEvents({ kind: 'dealer_application', id: applicationId }, handle.db);
      expect(events.map((event) => [event.type, event.toValue, event.actorName])).toEqual([
        ['status', 'won', otherWriter.name],
        ['dealer_created', 'hooghly-arc-supplies-howrah', otherWriter.name],
      ]);
      expect(await auditOf('hooghly-arc-supplies-howrah')).toEqual([{ action: 'dealer_created', actor: otherWriter.email, details: { active: true, from_application: applicationId } }]);

      // Again (a second tab, a double click): nothing new.
      expect(await createDealer(dealerFields, source_application_id, otherWriter, handle.db)).toEqual({
        outcome: 'already_converted',
        dealer: { id: 'hooghly-arc-supplies-howrah', name: 'Hooghly Arc Supplies' },
      });
      expect(await handle.db.select({ id: dealers.id }).from(dealers).where(eq(dealers.source_application_id, applicationId))).toHaveLength(1);
      expect(await createDealer(dealerFields, crypto.randomUUID(), otherWriter, handle.db)).toEqual({ outcome: 'application_gone' });
    });
  });
}
