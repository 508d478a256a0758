import { describe, expect, it } from 'vitest';
import { CHANGE_GRACE_MS, isOutdatedByContentChange, lastContentChange, noteContentChanged } from '@/lib/core/cache/content-changes.mjs';

describe('content changes seen by the cache handler', () => {
  const t0 = 1_900_000_000_000;

  it('outdates an entry that carries a tag changed after it was stored', () => {
    noteContentChanged(['product:unit-a'], t0);
    expect(isOutdatedByContentChange(['products-unrelated', 'product:unit-a'], t0 - 60_000)).toBe(true);
    expect(isOutdatedByContentChange(['product:unit-b'], t0 - 60_000)).toBe(false);
  });

  it('also outdates entries stored just after the change was seen: they may hold data read before it', () => {
    noteContentChanged(['product:unit-c'], t0);
    expect(isOutdatedByContentChange(['product:unit-c'], t0 + CHANGE_GRACE_MS - 1)).toBe(true);
    expect(isOutdatedByContentChange(['product:unit-c'], t0 + CHANGE_GRACE_MS)).toBe(false);
  });

  it('keeps the latest change of a tag', () => {
    noteContentChanged(['news-unit'], t0 + 5000);
    noteContentChanged(['news-unit'], t0);
    expect(lastContentChange('news-unit')).toBe(t0 + 5000);
  });

  it('leaves entries without a stored time or without tags alone', () => {
    noteContentChanged(['product:unit-d'], t0);
    expect(isOutdatedByContentChange([], 0)).toBe(false);
    expect(isOutdatedByContentChange(['product:unit-d'], undefined)).toBe(false);
  });
});
