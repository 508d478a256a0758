import { sql } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { cacheTags } from '@/db/queries/cache';
import { noteContentChanged } from '@/lib/core/cache/content-changes.mjs';
import { log } from '@/lib/core/log';

// Turns rows of the content_changes log (written by triggers on the content tables, whoever
// changes them) into expired cache entries in this process (lib/core/cache/next-cache-handler.mjs).
// Every replica runs its own poller: one cheap indexed query a second.
//
// Rows are read by transaction horizon, not by time. Each poll reads the rows written by
// transactions that were still unfinished (or not begun) at the previous poll's snapshot, i.e.
// changed_xid >= that snapshot's xmin. A transaction that committed late, long after its
// changed_at, is therefore still seen; rows read twice are recognised and reported once.
//
// A scheduled article changes no row when its time comes, so each poll also reports the articles
// whose publication time passed between the previous poll and this one (by the database's clock,
// the one the public readers compare with): their pages are expired and they appear.

export const POLL_INTERVAL_MS = 1000;
/** Log rows older than this are deleted: every poller has long read them. */
export const LOG_RETENTION = '1 day';
const PRUNE_EVERY_POLLS = 600;

export type ChangeWatcher = {
  /** xmin of the last poll's snapshot; null before the first poll */
  horizon: string | null;
  /** `${xid}:${tag}` of the rows already reported that may be read again */
  seen: Set<string>;
  polls: number;
  /** The database's clock at the last poll; null before the first poll */
  clock: string | null;
};

export const newChangeWatcher = (): ChangeWatcher => ({ horizon: null, seen: new Set(), polls: 0, clock: null });

type PollRow = { horizon: string; clock: string; changes: [string, string][] | string | null; due: string[] | string | null };

/**
 * One poll: returns the tags changed since the previous poll. The first poll only notes where
 * the log stands: nothing is cached before the server starts, so there is nothing to expire.
 */
export async function pollContentChanges(db: Database, watcher: ChangeWatcher): Promise<string[]> {
  const first = watcher.horizon === null;
  const result = await db.execute(sql`
    select
      pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
      to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as clock,
      (select json_agg(json_build_array(changed_xid::text, tag))
         from content_changes
        where not ${first} and changed_xid >= ${watcher.horizon ?? '0'}::xid8) as changes,
      (select json_agg(id)
         from news_articles
        where not ${first} and is_published and published_at > ${watcher.clock ?? '1970-01-01T00:00:00Z'}::timestamptz and published_at <= now()) as due`);
  const [row] = (Array.isArray(result) ? result : (result as unknown as { rows: PollRow[] }).rows) as PollRow[];
  if (!first && BigInt(row.horizon) < BigInt(watcher.horizon!)) {
    // Transaction ids went backwards: the database was replaced (restored from a dump, or
    // re-created). Everything in its log counts as changed.
    watcher.horizon = '0';
    watcher.seen.clear();
    return pollContentChanges(db, watcher);
  }
  const changes: [string, string][] = typeof row.changes === 'string' ? JSON.parse(row.changes) : (row.changes ?? []);
  const changed = new Set<string>();
  const due: string[] = typeof row.due === 'string' ? JSON.parse(row.due) : (row.due ?? []);
  for (const id of due) changed.add(cacheTags.news).add(cacheTags.article(id));
  for (const [xid, tag] of changes) {
    const key = `${xid}:${tag}`;
    if (watcher.seen.has(key)) continue;
    watcher.seen.add(key);
    changed.add(tag);
  }
  // Rows below the new horizon will not be read again.
  const horizon = BigInt(row.horizon);
  for (const key of watcher.seen) if (BigInt(key.slice(0, key.indexOf(':'))) < horizon) watcher.seen.delete(key);
  watcher.horizon = row.horizon;
  watcher.clock = row.clock;
  if (++watcher.polls % PRUNE_EVERY_POLLS === 0) await pruneContentChangeLog(db);
  return [...changed];
}

/** Deletes log rows older than LOG_RETENTION (indexed by changed_at). */
export async function pruneContentChangeLog(db: Database): Promise<void> {
  await db.execute(sql`delete from content_changes where changed_at < now() - ${LOG_RETENTION}::interval`);
}

type PollerState = { started?: Promise<void>; timer?: NodeJS.Timeout; polling?: Promise<void>; stopped?: boolean };
const holder = globalThis as { __contentChangePoller?: PollerState };

/**
 * Starts polling (once per process) and resolves after the first poll, so that the server starts
 * serving only once it can see changes. A failed poll is logged and retried on the next tick.
 */
export function startContentChangePoller(intervalMs = POLL_INTERVAL_MS): Promise<void> {
  const state = (holder.__contentChangePoller ??= {});
  if (state.started) return state.started;
  const watcher = newChangeWatcher();
  let failing = false;
  const poll = async () => {
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
    }
  };
  const tick = () => {
    if (state.polling || state.stopped) return state.polling;
    state.polling = poll().finally(() => (state.polling = undefined));
    return state.polling;
  };
  state.started = tick()!.then(() => {
    if (state.stopped) return;
    state.timer = setInterval(tick, intervalMs);
    state.timer.unref();
  });
  return state.started;
}

/** At shutdown: no further polls; resolves once a poll under way has finished. */
export async function stopContentChangePoller(): Promise<void> {
  const state = holder.__contentChangePoller;
  if (!state) return;
  state.stopped = true;
  clearInterval(state.timer);
  await state.polling;
}
