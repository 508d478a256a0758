// Runs once when the server starts, before it serves: routes error output to JSON lines,
// validates the environment (a bad value stops start-up naming the variable) and opens the
// database, which applies migrations and seeds an empty catalogue. A database that cannot be
// reached does not stop the server: it serves (liveness 200, pages and readiness 503) and keeps
// trying with backoff (db/connection-health.ts). An embedded data dir held by a live process
// does stop it, with a message saying so.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { routeConsoleToJsonLines } = await import('@/lib/log');
  routeConsoleToJsonLines(await requestIdOfCurrentRequest());
  await import('@/lib/env');
  await superviseTheDatabase();
  await startContentChangePolling();
  await startMailDeliveryLoop();
  await stopGracefully();
}

/** How long the periodic check waits for the database's answer before calling it down. */
const PROBE_TIMEOUT_MS = 1500;

async function superviseTheDatabase() {
  const [{ connectDatabase }, { superviseDatabase, isDatabaseUnavailableError }, { log }, { safeErrorMessage }, { mailQueued }] = await Promise.all([
    import('@/db/client'),
    import('@/db/connection-health'),
    import('@/lib/log'),
    import('@/lib/safe-error'),
    import('@/lib/mail'),
  ]);
  await superviseDatabase({
    check: async () => {
      const handle = await connectDatabase();
      try {
        await handle.probe(PROBE_TIMEOUT_MS);
      } catch (error) {
        // No answer at all (a stalled network): connections waiting on it would wait for minutes.
        if (isDatabaseUnavailableError(error)) await handle.resetConnections();
        throw error;
      }
    },
    isFatal: (error) => (error as Error | undefined)?.name === 'DataDirInUseError',
    onFatal: (error) => {
      log.error((error as Error).message, { fatal: true });
      process.exit(1);
    },
    onChange: (status, error) => {
      if (status === 'up') {
        log.info('database ready');
        mailQueued(); // notifications held back during the outage go now
      } else {
        log.error('database unavailable: pages answer 503 until it is back', { error: safeErrorMessage(error) });
      }
    },
  });
}

// Cached pages and data expire when their content changes in the database (db/content-changes.ts).
async function startContentChangePolling() {
  const [{ startContentChangePoller }, { getDb }] = await Promise.all([import('@/db/content-changes'), import('@/db/client')]);
  await startContentChangePoller(getDb);
}

/** Lead notifications: the outbox delivery loop runs for the life of the server. */
async function startMailDeliveryLoop() {
  const { startMailDelivery } = await import('@/lib/mail');
  startMailDelivery();
}

/** SIGTERM: requests in flight are answered, the mail loop and poller finish, the database closes. */
async function stopGracefully() {
  const [{ installGracefulShutdown }, { stopMailDelivery }, { stopContentChangePoller }, { closeDatabase }, { stopSupervisingDatabase }] = await Promise.all([
    import('@/lib/shutdown'),
    import('@/lib/mail'),
    import('@/db/content-changes'),
    import('@/db/client'),
    import('@/db/connection-health'),
  ]);
  installGracefulShutdown({
    stopBackgroundWork: async () => {
      stopSupervisingDatabase();
      await Promise.all([stopMailDelivery(), stopContentChangePoller()]);
    },
    closeDatabase,
  });
}

/** The id of the request being served when Next prints an error (its request store), if any. */
async function requestIdOfCurrentRequest(): Promise<() => string | undefined> {
  const [{ workUnitAsyncStorage }, { REQUEST_ID_HEADER }] = await Promise.all([
    import('next/dist/server/app-render/work-unit-async-storage.external'),
    import('@/lib/request-id'),
  ]);
  return () => {
    const store = workUnitAsyncStorage.getStore();
    return store && 'headers' in store && typeof store.headers.get === 'function' ? (store.headers.get(REQUEST_ID_HEADER) ?? undefined) : undefined;
  };
}

/** Errors Next catches while serving: one JSON line with the request's id, never the query's values (Next's own print of it is left out, see lib/log.ts). */
export async function onRequestError(error: unknown, request: { path: string; method: string; headers: Record<string, string | string[] | undefined> }, context: { routePath: string; routeType: string }) {
  const [{ log, stackFrames }, { REQUEST_ID_HEADER }, { safeErrorMessage }] = await Promise.all([import('@/lib/log'), import('@/lib/request-id'), import('@/lib/safe-error')]);
  log.error('request failed', {
    requestId: request.headers[REQUEST_ID_HEADER],
    method: request.method,
    route: context.routePath,
    kind: context.routeType,
    error: safeErrorMessage(error),
    stack: stackFrames(error),
  });
}
