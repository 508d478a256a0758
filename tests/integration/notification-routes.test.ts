import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCareerApplication, insertDealerApplication, insertInquiry } from '@/db/queries/leads';
import { setNotificationRoute } from '@/db/queries/notification-routes';
import { mailOutbox } from '@/db/schema';
import { composeNotification } from '@/lib/mail/compose';
import { notificationRouteForm } from '@/lib/schemas/notification-routes';
import { DiskObjectStore } from '@/lib/storage/disk-store';
import { testDatabases, tempDir } from '@/tests/support/databases';
import { sampleCareer, sampleDealer, sampleEnquiry } from '@/tests/support/lead-samples';
import { createStaff } from '@/tests/support/staff';

// Per-kind notification routing: what an admin sets for a kind decides the recipients of the next
// notification sent (queued before or after); without it, NOTIFY_TO / NOTIFY_TO_CAREERS.

const settings = { from: 'website@arcstar.test', notifyTo: 'sales@arcstar.test', notifyToCareers: 'hr@arcstar.test', companyName: 'Arcstar', messageIdDomain: 'arcstar.test', siteUrl: 'https://www.arcstar.test', resumeAttachMaxBytes: 1024 };
const origin = { source_page: '/', utm: {} };

describe('notification recipients form', () => {
  const parse = (recipients: string) => notificationRouteForm.schema.safeParse({ kind: 'dealer_application', recipients });
  it('takes addresses separated by commas, spaces or semicolons, once each; empty means the default', () => {
    expect(parse('Network@Arcstar.test; ops@arcstar.test, network@arcstar.test').data?.recipients).toBe('network@arcstar.test, ops@arcstar.test');
    expect(parse('  ').data?.recipients).toBeNull();
    expect(parse('network@arcstar.test, not-an-address').error?.issues[0].message).toContain('not-an-address is not an e-mail address');
    expect(notificationRouteForm.schema.safeParse({ kind: 'newsletter_subscription', recipients: '' }).success).toBe(false);
  });
});

for (const target of testDatabases()) {
  describe(`notification routing on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    const store = new DiskObjectStore(tempDir('routing-resumes'));
    beforeAll(async () => {
      handle = await target.open({ seed: false });
    });
    afterAll(async () => handle?.dispose());

    const recipientsOf = async (kind: 'inquiry' | 'dealer_application' | 'career_application', id: string) =>
      (await composeNotification({ id: '00000000-0000-4000-8000-000000000001', lead_kind: kind, lead_id: id, message: null }, { db: handle.db, store, settings }))?.to;

    it('sends each kind where an admin routed it, and the rest to the defaults', async () => {
      const admin = await createStaff(handle.db, 'admin');
      const dealer = await insertDealerApplication(sampleDealer, origin, handle.db);
      const career = await insertCareerApplication(sampleCareer, origin, null, handle.db);
      const inquiry = await insertInquiry(sampleEnquiry, origin, handle.db);
      expect(await recipientsOf('dealer_application', dealer.id)).toBe('sales@arcstar.test');
      expect(await recipientsOf('career_application', career.id)).toBe('hr@arcstar.test');

      await setNotificationRoute('dealer_application', 'network@arcstar.test, ops@arcstar.test', admin.id, handle.db);
      await setNotificationRoute('career_application', 'people@arcstar.test', admin.id, handle.db);
      expect(await recipientsOf('dealer_application', dealer.id)).toBe('network@arcstar.test, ops@arcstar.test');
      expect(await recipientsOf('career_application', career.id)).toBe('people@arcstar.test');
      expect(await recipientsOf('inquiry', inquiry.id)).toBe('sales@arcstar.test');

      await setNotificationRoute('career_application', null, admin.id, handle.db);
      expect(await recipientsOf('career_application', career.id)).toBe('hr@arcstar.test');
      expect((await handle.db.select().from(mailOutbox)).length).toBe(3);
    });
  });
}
