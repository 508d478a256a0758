import { describe, expect, it } from 'vitest';
import { answerWithin, assertBeforeDeadline, DeadlineExceededError } from '@/lib/core/request-deadline';

// The answer comes by the deadline whatever the work does; what the work writes afterwards is
// held to it (tests/integration/request-deadline.test.ts checks that against real databases).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('answerWithin', () => {
  it('answers the work when it finishes in time', async () => {
    expect(await answerWithin({ commitBy: Date.now() + 500, commitSettleMs: 100 }, async () => 'done', () => 'late')).toBe('done');
  });

  it('answers the fallback at the deadline, and the work then can no longer pass its checks', async () => {
    let checked: unknown = null;
    const started = Date.now();
    const answer = await answerWithin(
      { commitBy: Date.now() + 100, commitSettleMs: 50 },
      async () => {
        await sleep(300);
        try {
          assertBeforeDeadline();
        } catch (error) {
          checked = error;
        }
        return 'done';
      },
      () => 'late',
    );
    expect(answer).toBe('late');
    expect(Date.now() - started).toBeLessThan(250);
    await sleep(300);
    expect(checked).toBeInstanceOf(DeadlineExceededError);
  });

  it('passes errors of the work on, and checks nothing outside a deadline', async () => {
    await expect(answerWithin({ commitBy: Date.now() + 500, commitSettleMs: 0 }, async () => Promise.reject(new Error('boom')), () => 'late')).rejects.toThrow('boom');
    expect(() => assertBeforeDeadline()).not.toThrow();
  });
});
