import { log } from '@/lib/core/log';
import { safeErrorMessage } from '@/lib/core/safe-error';

// A graceful stop on SIGTERM (docker stop, a rolling deploy) or SIGINT (Ctrl-C).
//
// Next's own signal handler stops accepting connections, waits for the requests in flight and
// then calls process.exit. Ours runs beside it: background work (the mail loop, the content
// poller) stops at once, finishing what it is doing; the database closes after the last request
// has been answered, just before the process exits. Next offers no hook after its drain, so the
// exit it asks for is held until our work is done (at most `graceMs`, then it exits anyway).
export function installGracefulShutdown({
  stopBackgroundWork,
  closeDatabase,
  graceMs = 25_000,
}: {
  stopBackgroundWork: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  graceMs?: number;
}): void {
  let backgroundStopped: Promise<void> | undefined;

  const begin = (signal: NodeJS.Signals) => {
    if (backgroundStopped) return;
    log.info('shutting down: finishing requests in flight', { signal });
    backgroundStopped = stopBackgroundWork().catch((error: unknown) => log.error('background work did not stop cleanly', { error: safeErrorMessage(error) }));
  };
  process.once('SIGTERM', begin);
  process.once('SIGINT', begin);

  const exit = process.exit.bind(process);
  let exiting = false;
  process.exit = ((code?: number | string | null) => {
    if (!backgroundStopped || exiting) return exit(code);
    exiting = true;
    // A live timer also keeps the process up while the work below completes.
    setTimeout(() => {
      log.error('shutdown took too long; exiting', { graceMs });
      exit(code);
    }, graceMs);
    void backgroundStopped
      .then(closeDatabase)
      .catch((error: unknown) => log.error('database did not close cleanly', { error: safeErrorMessage(error) }))
      .finally(() => {
        log.info('stopped', { code });
        exit(code);
      });
    return undefined as never;
  }) as typeof process.exit;
}
