import { afterEach, describe, expect, it, vi } from 'vitest';

// The supervisor of lib/core/connection-health.ts, driven by a check function the test controls (what
// instrumentation-node.ts gives it is "open the database, then probe it").

type Health = typeof import('@/lib/core/connection-health');

async function freshHealth(): Promise<Health> {
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('arcstar.database-health')];
  return import('@/lib/core/connection-health');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let health: Health | undefined;
afterEach(() => {
  health?.stopSupervisingDatabase();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('arcstar.database-health')];
});

describe('database supervisor', () => {
  it('outside a server, nothing is known to be down', async () => {
    health = await freshHealth();
    expect(health.isDatabaseDown()).toBe(false);
    expect(await health.databaseVerdict(10)).toBe('up');
  });

  it('a caller that has just seen the database fail waits for a new check, not the last good one', async () => {
    health = await freshHealth();
    let reachable = true;
    await health.superviseDatabase({
      check: async () => {
        if (!reachable) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
      intervalMs: 60_000,
    });
    reachable = false;
    expect(await health.databaseVerdict(500)).toBe('up'); // the last check was a moment ago
    expect(await health.databaseVerdict(500, { recheck: true })).toBe('down');
    expect(health.isDatabaseDown()).toBe(true);
  });

  it('retries with backoff while the database cannot be reached, and reports it back without a restart', async () => {
    health = await freshHealth();
    let reachable = false;
    const attempts: number[] = [];
    const changes: string[] = [];
    const first = await health.superviseDatabase({
      check: async () => {
        attempts.push(Date.now());
        if (!reachable) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
      onChange: (status) => changes.push(status),
      intervalMs: 50,
    });
    expect(first).toBe('down');
    expect(health.isDatabaseDown()).toBe(true);
    expect(await health.databaseVerdict(10)).toBe('down');
    await sleep(1000);
    // 250 ms, then 500 ms …: a few attempts, not a busy loop.
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(attempts.length).toBeLessThanOrEqual(4);
    reachable = true;
    await vi.waitFor(() => expect(health!.isDatabaseDown()).toBe(false), { timeout: 3000 });
    expect(await health.databaseVerdict(10)).toBe('up');
    expect(changes).toEqual(['down', 'up']);
  });

  it('a caller that finds the last check too old waits for the next one, at most as long as it said', async () => {
    health = await freshHealth();
    let stalled = false;
    await health.superviseDatabase({ check: () => (stalled ? sleep(400).then(() => Promise.reject(new Error('no answer'))) : Promise.resolve()), intervalMs: 60_000 });
    expect(await health.databaseVerdict(10)).toBe('up');
    stalled = true;
    await sleep(1600); // older than the freshness window (1.5 s)
    const asked = Date.now();
    expect(await health.databaseVerdict(2000)).toBe('down');
    expect(Date.now() - asked).toBeGreaterThanOrEqual(350);
    expect(Date.now() - asked).toBeLessThan(1500);
  });

  it('stops at once on a fatal error (the embedded data dir is held by a live process)', async () => {
    health = await freshHealth();
    const fatal: unknown[] = [];
    const inUse = Object.assign(new Error('already open in another process'), { name: 'DataDirInUseError' });
    await health.superviseDatabase({ check: () => Promise.reject(inUse), isFatal: (error) => (error as Error).name === 'DataDirInUseError', onFatal: (error) => fatal.push(error) });
    expect(fatal).toEqual([inUse]);
  });

  it('tells database outages from bugs, down the cause chain and across bundles (by name)', async () => {
    health = await freshHealth();
    const { isDatabaseUnavailableError, DatabaseUnavailableError } = health;
    expect(isDatabaseUnavailableError(new DatabaseUnavailableError())).toBe(true);
    expect(isDatabaseUnavailableError(Object.assign(new Error('x'), { name: 'DatabaseUnavailableError' }))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('Failed query: select', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }))).toBe(true);
    expect(isDatabaseUnavailableError(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(true);
    expect(isDatabaseUnavailableError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailableError(new TypeError('b.get is not a function'))).toBe(false);
  });
});
