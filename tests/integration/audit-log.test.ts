import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { auditPageQuery, listAuditActors, listAuditEntries, recordAudit, type AuditActor } from '@/db/queries/audit';
import { rowsOf } from '@/db/queries/internal/rows';
import { auditLog, staffUsers } from '@/db/schema';
import { auditFilterFromQuery, NO_ACTOR, type AuditAction, type AuditFilter } from '@/lib/domain/audit';
import { testDatabases } from '@/tests/support/databases';
import { createStaff } from '@/tests/support/staff';

// The audit log's filter on both databases: by action, by staff member (someone removed since
// too, or nobody signed in), by Indian days, by words in what an entry concerns (% and _ as
// themselves), page by page; and each filter is served by an index (EXPLAIN, with the sequential
// scan off: a query whose expression drifted from its index's would show it).

const RESUME = '3f1c2d9e-8a47-4b6e-9c1d-2e5f6a7b8c90';
const OTHER_RESUME = '7d2e4f60-1b3a-4c5d-8e9f-0a1b2c3d4e5f';

for (const target of testDatabases()) {
  describe(`audit log filter on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    let admin: AuditActor & { name: string };
    let staff: AuditActor & { name: string };
    let gone: AuditActor;
    beforeAll(async () => {
      handle = await target.open();
      const db = handle.db;
      const [a, b, c] = [await createStaff(db, 'admin'), await createStaff(db, 'staff'), await createStaff(db, 'editor')];
      admin = { id: a.id, email: a.email, name: a.name };
      staff = { id: b.id, email: b.email, name: b.name };
      gone = { id: c.id, email: c.email };
      await db.delete(auditLog); // the accounts' own 'created from the command line' entries
      const entries: [string, AuditAction, AuditActor | null, { type: string; id: string; label?: string } | null][] = [
        // 23:59:59 on 1 March in India, then its midnight: the days are India's.
        ['2026-03-01T18:29:59Z', 'sign_in', admin, null],
        ['2026-03-01T18:30:00Z', 'sign_in_failed', null, { type: 'staff', id: staff.id, label: staff.email }],
        ['2026-03-02T10:00:00Z', 'resume_downloaded', admin, { type: 'career_application', id: RESUME }],
        ['2026-03-03T10:00:00Z', 'resume_downloaded', staff, { type: 'career_application', id: OTHER_RESUME }],
        ['2026-03-04T10:00:00Z', 'product_updated', gone, { type: 'product', id: 'p-gloves', label: '100%_Cotton Gloves' }],
        ['2026-03-05T10:00:00Z', 'leads_exported', staff, null],
        ['2026-03-06T10:00:00Z', 'article_updated', admin, { type: 'article', id: 'a-monsoon', label: 'Welding_in the Monsoon' }],
      ];
      for (const [index, [at, action, actor, subject]] of entries.entries()) {
        await recordAudit({ action, actor, subject, details: { index } }, db);
        await db.execute(sql`update audit_log set created_at = ${at}::timestamptz where details->>'index' = ${String(index)}`);
      }
      // Removed since: the entry keeps the e-mail, the account is gone.
      await db.delete(staffUsers).where(sql`${staffUsers.id} = ${gone.id}`);
      await db.execute(sql`analyze audit_log`);
    }, 120_000);
    afterAll(async () => handle?.dispose());

    const page = { page: 1, pageSize: 50 };
    const indexes = async (filter: AuditFilter, paging = page) => (await listAuditEntries(filter, paging, handle.db)).entries.map((entry) => entry.details.index);

    it('filters by action, newest first', async () => {
      expect(await indexes({})).toEqual([6, 5, 4, 3, 2, 1, 0]);
      expect(await indexes({ action: 'resume_downloaded' })).toEqual([3, 2]);
      expect(await indexes({ action: 'sign_in_failed' })).toEqual([1]);
      expect(await indexes({ action: 'dealer_created' })).toEqual([]);
    });

    it('filters by staff member, someone removed since included, or by nobody signed in', async () => {
      expect(await indexes({ actor: admin.email })).toEqual([6, 2, 0]);
      expect(await indexes({ actor: gone.email })).toEqual([4]);
      expect(await indexes({ actor: NO_ACTOR })).toEqual([1]);
      expect(await indexes({ action: 'resume_downloaded', actor: staff.email })).toEqual([3]);
    });

    it('offers everyone the log names, by name while they have an account, and resolves an address to them in any case', async () => {
      const actors = await listAuditActors(handle.db);
      expect(actors).toEqual(
        [
          { email: admin.email, name: admin.name },
          { email: staff.email, name: staff.name },
          { email: gone.email, name: null },
        ].sort((x, y) => (x.email < y.email ? -1 : 1)),
      );
      const emails = actors.map((actor) => actor.email);
      expect(auditFilterFromQuery({ actor: admin.email.toUpperCase() }, emails)).toMatchObject({ filter: { actor: admin.email }, ignored: [] });
      expect(auditFilterFromQuery({ actor: 'nobody@arcstar.test' }, emails)).toMatchObject({ filter: { actor: undefined }, ignored: [{ name: 'actor', value: 'nobody@arcstar.test' }] });
    });

    it('filters by Indian days, both included; a reversed range matches nothing', async () => {
      const days = (from?: string, to?: string) => indexes(auditFilterFromQuery({ from, to }, []).filter);
      expect(await days('2026-03-01', '2026-03-01')).toEqual([0]);
      expect(await days('2026-03-02', '2026-03-02')).toEqual([2, 1]);
      expect(await days('2026-03-05')).toEqual([6, 5]);
      expect(await days(undefined, '2026-03-01')).toEqual([0]);
      expect(await days('2026-03-03', '2026-03-02')).toEqual([]);
      expect(await indexes({ ...auditFilterFromQuery({ from: '2026-03-02', to: '2026-03-04' }, []).filter, action: 'resume_downloaded' })).toEqual([3, 2]);
    });

    it("searches what an entry concerns: a lead's id or part of it, a kind, an e-mail, a title's words in any order and case; % and _ are themselves", async () => {
      const found = (search: string) => indexes({ search });
      expect(await found(RESUME)).toEqual([2]);
      expect(await found(RESUME.slice(0, 8))).toEqual([2]);
      expect(await found('career_application')).toEqual([3, 2]);
      expect(await found(staff.email.toUpperCase())).toEqual([1]);
      expect(await found('monsoon WELDING')).toEqual([6]);
      expect(await found('welding gloves')).toEqual([]);
      expect(await found('100%')).toEqual([4]);
      expect(await found('%')).toEqual([4]);
      expect(await found('_')).toEqual([6, 4, 3, 2]);
      expect(await found("'); drop table audit_log; --")).toEqual([]);
      expect(await indexes({ search: 'career', actor: admin.email, action: 'resume_downloaded' })).toEqual([2]);
    });

    it('pages on the server with the total; a page past the end, however far, has none and the total', async () => {
      const first = await listAuditEntries({}, { page: 1, pageSize: 3 }, handle.db);
      expect(first.entries.map((entry) => entry.details.index)).toEqual([6, 5, 4]);
      expect(first.total).toBe(7);
      expect(await indexes({}, { page: 3, pageSize: 3 })).toEqual([0]);
      for (const far of [4, 1e20, Number.MAX_VALUE, Number.POSITIVE_INFINITY]) {
        const result = await listAuditEntries({}, { page: far, pageSize: 3 }, handle.db);
        expect(result.entries, String(far)).toEqual([]);
        expect(result.total, String(far)).toBe(7);
      }
      for (const low of [0, -1, Number.NaN]) expect((await listAuditEntries({}, { page: low, pageSize: 3 }, handle.db)).page, String(low)).toBe(1);
      expect((await listAuditEntries({ action: 'resume_downloaded' }, { page: 2, pageSize: 1 }, handle.db)).total).toBe(2);
    });

    it('reads each filter through an index, never sorting the whole log', async () => {
      const plan = async (filter: AuditFilter, settings: string[]) =>
        handle.db.transaction(async (tx) => {
          for (const setting of settings) await tx.execute(sql.raw(`set local ${setting} = off`));
          const rows = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${auditPageQuery(tx as unknown as Database, filter, 50, 0)}`));
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        });
      const ordered = async (filter: AuditFilter, index: string) => {
        const text = await plan(filter, ['enable_seqscan']);
        expect(text, JSON.stringify(filter)).toMatch(new RegExp(`Index (Only )?Scan Backward using ${index}`));
        expect(text, JSON.stringify(filter)).not.toMatch(/Sort/);
      };
      await ordered({}, 'audit_log_created_idx');
      await ordered(auditFilterFromQuery({ from: '2026-03-02', to: '2026-03-03' }, []).filter, 'audit_log_created_idx');
      await ordered({ action: 'resume_downloaded' }, 'audit_log_action_created_idx');
      await ordered({ actor: admin.email }, 'audit_log_actor_created_idx');
      // Nobody signed in (IS NULL gives the index no order past its first column): the few such
      // entries are found by that index and sorted, or the log's own is read until a page is full.
      expect(await plan({ actor: NO_ACTOR }, ['enable_seqscan'])).toMatch(/Index Scan (Backward )?using audit_log_(actor_)?created_idx/);
      // The words, through the trigram index: its expression is the query's.
      expect(await plan({ search: 'monsoon' }, ['enable_seqscan', 'enable_indexscan'])).toMatch(/Bitmap Index Scan on audit_log_subject_trgm_idx/);
    });
  });
}
