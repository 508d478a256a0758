// Which cache tags changed in the database, and when this process learned of it. Written by the
// poller (db/content-changes.ts, started from instrumentation-node.ts) and read by the Next cache
// handler (lib/core/cache/next-cache-handler.mjs), which Next loads outside the app bundle: the two
// share this state through globalThis. Plain JavaScript because Node loads the handler as is.

const registryKey = Symbol.for('arcstar.content-changes');

/**
 * A render may read the database just before a change commits and store its entry just after the
 * change is observed. Entries stored within this window after an observed change are therefore
 * treated as stale too: for a few seconds after a change every request renders afresh.
 */
export const CHANGE_GRACE_MS = 3000;

/** @returns {{ changedAt: Map<string, number> }} */
function registry() {
  const holder = /** @type {Record<symbol, { changedAt: Map<string, number> }>} */ (/** @type {unknown} */ (globalThis));
  holder[registryKey] ??= { changedAt: new Map() };
  return holder[registryKey];
}

/** Records that `tags` changed, observed at `observedAt` (ms since the epoch, this process's clock). */
export function noteContentChanged(tags, observedAt = Date.now()) {
  const { changedAt } = registry();
  for (const tag of tags) changedAt.set(tag, Math.max(changedAt.get(tag) ?? 0, observedAt));
}

/** When a tag was last seen changing, or undefined. */
export function lastContentChange(tag) {
  return registry().changedAt.get(tag);
}

/** True when any of `tags` changed after (or just before) an entry stored at `storedAt` was made. */
export function isOutdatedByContentChange(tags, storedAt) {
  const { changedAt } = registry();
  if (changedAt.size === 0 || typeof storedAt !== 'number') return false;
  for (const tag of tags) {
    const changed = changedAt.get(tag);
    if (changed !== undefined && storedAt < changed + CHANGE_GRACE_MS) return true;
  }
  return false;
}
