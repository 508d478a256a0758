import { getDatabaseHandle } from '@/db/client';
import { databaseVerdict } from '@/lib/core/connection-health';

/** How long readiness waits: less than a load balancer's usual check timeout. */
const READY_WAIT_MS = 2000;

/**
 * Ready means: the database was opened (every migration applied, which opening does) and answers
 * now. Said as up or down only: nothing about the schema is told to whoever asks.
 */
export async function databaseIsReady(): Promise<boolean> {
  if ((await databaseVerdict(READY_WAIT_MS)) === 'down') return false;
  try {
    await (await getDatabaseHandle()).probe(READY_WAIT_MS);
    return true;
  } catch {
    return false;
  }
}
