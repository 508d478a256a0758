import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database, DatabaseHandle } from '@/db/client';
import { rateLimitBuckets } from '@/db/schema';
import type { AuthRuntime } from '@/lib/auth/runtime';
import type { TestDatabase } from '@/tests/support/databases';
import { testRuntime } from '@/tests/support/staff';

/**
 * Makes `getDb()` (db/client.ts) answer with this handle, so that the app's own query functions
 * run against a test database. Returns a function that restores the previous one.
 */
export function useDatabase(handle: DatabaseHandle): () => void {
  const holder = globalThis as { __database?: Promise<DatabaseHandle> };
  const previous = holder.__database;
  holder.__database = Promise.resolve(handle);
  return () => {
    holder.__database = previous;
  };
}

/**
 * In a describe block: opens a fresh, seeded database of `target` before its tests, has the app's
 * own queries use it, and closes it after. `db` is the handle's database, for direct checks.
 */
export function useAppDatabase(target: TestDatabase): { readonly db: DatabaseHandle['db'] } {
  let handle: Awaited<ReturnType<TestDatabase['open']>> | undefined;
  let restore: (() => void) | undefined;
  beforeAll(async () => {
    handle = await target.open();
    restore = useDatabase(handle);
  });
  afterAll(async () => {
    restore?.();
    await handle?.dispose();
  });
  return {
    get db() {
      if (!handle) throw new Error('The test database is open only inside the tests of its describe block.');
      return handle.db;
    },
  };
}

/**
 * In a describe block: opens an empty database of `target` (no seed) with a back-office runtime on
 * it before its tests, and closes it after. Each test starts with no rate limit counted, so that one
 * test's failed sign-ins never lock another's.
 */
export function useStaffRuntime(target: TestDatabase): { readonly db: Database; readonly runtime: AuthRuntime } {
  let handle: Awaited<ReturnType<TestDatabase['open']>> | undefined;
  let runtime: AuthRuntime | undefined;
  beforeAll(async () => {
    handle = await target.open({ seed: false });
    runtime = testRuntime(handle.db);
  });
  afterAll(async () => handle?.dispose());
  beforeEach(async () => {
    await handle?.db.delete(rateLimitBuckets);
  });
  const opened = () => {
    if (!handle || !runtime) throw new Error('The test database is open only inside the tests of its describe block.');
    return { db: handle.db, runtime };
  };
  return {
    get db() {
      return opened().db;
    },
    get runtime() {
      return opened().runtime;
    },
  };
}
