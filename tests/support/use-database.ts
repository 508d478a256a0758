import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import type { TestDatabase } from '@/tests/support/databases';

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
