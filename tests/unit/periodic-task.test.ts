import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicTask, stopPeriodicTask } from '@/lib/core/periodic-task';

describe('periodic tasks (the resume sweeper, the lead retention purge)', () => {
  afterEach(() => {
    stopPeriodicTask('test task');
    vi.useRealTimers();
  });

  it('runs at once and then every interval, one timer per name, and keeps going after a failed run', async () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    let fail = true;
    const run = async () => {
      runs.push(Date.now());
      if (fail) {
        fail = false;
        throw new Error('storage away');
      }
    };
    startPeriodicTask('test task', 1000, run);
    startPeriodicTask('test task', 1000, run);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toHaveLength(4);

    stopPeriodicTask('test task');
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toHaveLength(4);
  });
});
