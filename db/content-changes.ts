import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { noteContentChanged } from '@/lib/cache/content-changes.mjs';
import { log } from '@/lib/log';

// Turns rows of content_changes (written by triggers on the content tables, whoever changes them)
// into expired cache entries in this process (lib/cache/next-cache-handler.mjs). Every replica runs
// its own poller: one cheap indexed query a second.
//
// Rows are read by transaction horizon, not by time. Each poll reads the rows written by
// transactions that were still unfinished (or not begun) at the previous poll's snapshot, i.e.
// changed_xid >= that snapshot's xmin. A transaction that committed late, long after its
// changed_at, is therefore still seen; re-reading a row whose xid was already seen is harmless.

export const POLL_INTERVAL_MS = 1000;

export type ChangeWatcher = {
  /** xmin of the last poll's snapshot; null before the first poll */
  horizon: string | null;
  /** tag -> xid of the last write seen */
  seen: Map<string, string>;
};

export const newChangeWatcher = (): ChangeWatcher => ({ horizon: null, seen: new Map() });

type PollRow = { horizon: string; changes: [string, string][] | string | null };

/**
 * One poll: returns the tags changed since the previous poll (none on the first, which only
 * learns the current state: nothing is cached before the server starts).
 */
export async function pollContentChanges(db: Database, watcher: ChangeWatcher): Promise<string[]> {
  const result = await db.execute(sql`
    select
      pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
      (select json_agg(json_build_array(tag, changed_xid::text))
         from content_changes
        where changed_xid >= ${watcher.horizon ?? '0'}::xid8) as changes`);
  const [row] = (Array.isArray(result) ? result : (result as unknown as { rows: PollRow[] }).rows) as PollRow[];
  const changes: [string, string][] = typeof row.changes === 'string' ? JSON.parse(row.changes) : (row.changes ?? []);
  if (watcher.horizon !== null && BigInt(row.horizon) < BigInt(watcher.horizon)) {
    // Transaction ids went backwards: the database was replaced (restored from a dump, or
    // re-created). Read every row again; their xids differ from those seen, so all count as changed.
    watcher.horizon = '0';
    return pollContentChanges(db, watcher);
  }
  const first = watcher.horizon === null;
  const changed: string[] = [];
  for (const [tag, xid] of changes) {
    if (watcher.seen.get(tag) === xid) continue;
    watcher.seen.set(tag, xid);
    if (!first) changed.push(tag);
  }
  watcher.horizon = row.horizon;
  return changed;
}

type PollerState = { started?: Promise<void>; timer?: NodeJS.Timeout };
const holder = globalThis as { __contentChangePoller?: PollerState };

/**
 * Starts polling (once per process) and resolves after the first poll, so that the server starts
 * serving only once it can see changes. A failed poll is logged and retried on the next tick.
 */
export function startContentChangePoller(getDb: () => Promise<Database>, intervalMs = POLL_INTERVAL_MS): Promise<void> {
  const state = (holder.__contentChangePoller ??= {});
  if (state.started) return state.started;
  const watcher = newChangeWatcher();
  let running = false;
  let failing = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const changed = await pollContentChanges(await getDb(), watcher);
      if (changed.length > 0) {
        noteContentChanged(changed);
        log.info('content changed', { tags: changed.length > 20 ? [...changed.slice(0, 20), `… ${changed.length - 20} more`] : changed });
      }
      if (failing) log.info('content change polling resumed');
      failing = false;
    } catch (error) {
      // Logged once per outage, not every second.
      if (!failing) log.warn('content change polling failed', { error: (error as Error).message });
      failing = true;
    } finally {
      running = false;
    }
  };
  state.started = tick().then(() => {
    state.timer = setInterval(tick, intervalMs);
    state.timer.unref();
  });
  return state.started;
}
