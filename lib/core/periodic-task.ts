import { log } from '@/lib/core/log';
import { safeErrorMessage } from '@/lib/core/safe-error';

// Housekeeping that every server process runs for its whole life (instrumentation-node.ts starts and
// stops it): once at start, then every `intervalMs`. One timer per name in the process, even when
// the module is loaded twice (Next bundles instrumentation and routes apart); a failed run is
// logged and the next one tries again.

type Timers = { __periodicTasks?: Map<string, ReturnType<typeof setInterval>> };
const timers = ((globalThis as Timers).__periodicTasks ??= new Map());

export function startPeriodicTask(name: string, intervalMs: number, run: () => Promise<void>): void {
  if (timers.has(name)) return;
  const runLogged = () => run().catch((error: unknown) => log.warn(`${name} failed`, { error: safeErrorMessage(error) }));
  const timer = setInterval(runLogged, intervalMs);
  timer.unref();
  timers.set(name, timer);
  void runLogged();
}

export function stopPeriodicTask(name: string): void {
  clearInterval(timers.get(name));
  timers.delete(name);
}
