/** Seconds before the next attempt: base × 2^(attempt-1), at most `maxSeconds` (an hour), with ±10 % jitter. */
export function retryDelaySeconds(attempts: number, baseSeconds: number, random = Math.random(), maxSeconds = 3600): number {
  const exponential = Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), maxSeconds);
  return exponential * (0.9 + 0.2 * random);
}
