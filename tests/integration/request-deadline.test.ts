import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { defaultTimeouts } from '@/db/client';
import { insertInquiry } from '@/db/queries/leads';
import { answerWithin } from '@/lib/core/request-deadline';
import { testDatabases } from '@/tests/support/databases';
import { sampleEnquiry } from '@/tests/support/lead-samples';

// A visitor told "failed" never finds the lead stored afterwards: a lead whose transaction could
// only finish after the request's deadline is rolled back, not committed. And on PostgreSQL every
// wait is bounded by the server itself.

const origin = { source_page: '/inquiry', utm: {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

for (const target of testDatabases()) {
  describe(`request deadline on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    beforeAll(async () => {
      handle = await target.open({ seed: false });
    });
    afterAll(async () => {
      await handle?.dispose();
    });

    const stored = async (email: string) =>
      rows<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from inquiries where email = ${email}`))[0].n;

    it('a lead held up past the deadline is answered as failed on time and never stored afterwards', async () => {
      const email = `late.${target.name}@example.com`;
      // Another transaction holds the table (PostgreSQL: a lock; PGlite: its one transaction at a time).
      let release!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = handle.db.transaction(async (tx) => {
        await tx.execute(sql`lock table inquiries in exclusive mode`);
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isLocked;

      const started = Date.now();
      const answer = await answerWithin(
        { commitBy: Date.now() + 300, commitSettleMs: 0 },
        async () => {
          await insertInquiry({ ...sampleEnquiry, email }, origin, handle.db);
          return 'stored';
        },
        () => 'failed',
      );
      expect(answer).toBe('failed');
      expect(Date.now() - started).toBeLessThan(1000);

      release();
      await holder;
      await sleep(500); // the held insert goes on now, and must not commit
      expect(await stored(email)).toBe(0);
      expect(rows<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from mail_outbox`))[0].n).toBe(0);

      // The same lead sent again in time is stored once.
      expect(await answerWithin({ commitBy: Date.now() + 5000, commitSettleMs: 0 }, async () => (await insertInquiry({ ...sampleEnquiry, email }, origin, handle.db), 'stored'), () => 'failed')).toBe('stored');
      expect(await stored(email)).toBe(1);
    });

    it('no transaction begins once the deadline has passed', async () => {
      const email = `after.${target.name}@example.com`;
      const answer = await answerWithin(
        { commitBy: Date.now() + 50, commitSettleMs: 0 },
        async () => {
          await sleep(150);
          await insertInquiry({ ...sampleEnquiry, email }, origin, handle.db);
          return 'stored';
        },
        () => 'failed',
      );
      expect(answer).toBe('failed');
      await sleep(300);
      expect(await stored(email)).toBe(0);
    });

    if (target.name === 'postgres') {
      it('sessions carry the statement and idle-in-transaction timeouts', async () => {
        const [statement] = rows<{ statement_timeout: string }>(await handle.db.execute(sql`show statement_timeout`));
        const [idle] = rows<{ idle_in_transaction_session_timeout: string }>(await handle.db.execute(sql`show idle_in_transaction_session_timeout`));
        expect(statement.statement_timeout).toBe(`${defaultTimeouts.statementSeconds}s`);
        expect(idle.idle_in_transaction_session_timeout).toBe(`${defaultTimeouts.idleInTransactionSeconds}s`);
      });

      it('a statement that runs too long is cancelled, and a transaction left idle (its client stalled) is rolled back by the server', async () => {
        const short = await target.open({ seed: false, timeouts: { connectSeconds: 2, statementSeconds: 1, idleInTransactionSeconds: 1 } });
        try {
          await expect(short.db.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({ cause: { code: '57014' } });
          const email = 'idle@example.com';
          const attempt = short.db.transaction(async (tx) => {
            await tx.execute(sql`insert into inquiries (name, email, mobile, industry_type, product_category) values ('Idle Visitor', ${email}, '9830012345', 'oem', 'general')`);
            await sleep(1800); // no statement for longer than the timeout: the server ends the session
            await tx.execute(sql`select 1`);
          });
          await expect(attempt).rejects.toThrow();
          expect(rows<{ n: number }>(await short.db.execute(sql`select count(*)::int as n from inquiries where email = ${email}`))[0].n).toBe(0);
        } finally {
          await short.dispose();
        }
      });
    }
  });
}
