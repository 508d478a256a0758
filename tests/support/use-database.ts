import type { DatabaseHandle } from '@/db/client';

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
