// The server's start-up and error reporting on Node (instrumentation.ts loads this only there):
// routes error output to JSON lines, validates the environment (a bad value stops start-up naming
// the variable) and starts the database (db/bootstrap.ts), which applies migrations and seeds an
// empty catalogue. A database that cannot be reached does not stop the server: it serves
// (liveness 200, pages and readiness 503) and keeps trying with backoff
// (lib/core/connection-health.ts), preparing the database when it is back. An embedded data dir
// held by a live process does stop it, with a message saying so.
export async function register() {
  const { log, routeConsoleToJsonLines } = await import('@/lib/core/log');
  routeConsoleToJsonLines(await requestIdOfCurrentRequest());
  try {
    await import('@/lib/core/env');
    // Before the database is touched: a server that will refuse to serve leaves it as it was.
    await prepareBackOffice();
    await superviseTheDatabase();
    await startContentChangePolling();
    await startMailDeliveryLoop();
    await startResumeSweeping();
    await startMediaSweeping();
    await startLeadRetentionPurge();
    await stopGracefully();
  } catch (error) {
    // A bad setting, a DATA_DIR it cannot write: Next would keep the process up answering 500 to
    // every request, health checks included. Stop, naming why, so a supervisor sees it.
    log.error('refusing to start', { error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
}

async function superviseTheDatabase() {
  const [{ startDatabase }, { log }, { safeErrorMessage }, { mailQueued }] = await Promise.all([
    import('@/db/bootstrap'),
    import('@/lib/core/log'),
    import('@/lib/core/safe-error'),
    import('@/lib/mail'),
  ]);
  await startDatabase({
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

/**
 * The back office's auth secret: required in production (the server exits naming it), created
 * once in DATA_DIR otherwise. Checked whether or not the database is up; the auth runtime itself
 * is built on first use, on the database then connected.
 */
async function prepareBackOffice() {
  const [{ AuthSecretMissingError, resolveAuthSecret }, { env }, { log }] = await Promise.all([import('@/lib/auth/secret'), import('@/lib/core/env'), import('@/lib/core/log')]);
  try {
    resolveAuthSecret({ secret: env.BETTER_AUTH_SECRET, databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    if (!(error instanceof AuthSecretMissingError)) throw error;
    // Without it no one could sign in, and each replica would make up its own: refuse to serve.
    log.error('refusing to start', { error: error.message });
    process.exit(1);
  }
}

// Cached pages and data expire when their content changes in the database (db/content-changes.ts).
async function startContentChangePolling() {
  const { startContentChangePoller } = await import('@/db/content-changes');
  await startContentChangePoller();
}

/** Lead notifications: the outbox delivery loop runs for the life of the server. */
async function startMailDeliveryLoop() {
  const { startMailDelivery } = await import('@/lib/mail');
  startMailDelivery();
}

/** Resumes uploaded ahead of an application that never came are removed within the hour. */
async function startResumeSweeping() {
  const [{ startResumeSweeper }, { getResumeStore }] = await Promise.all([import('@/lib/storage/resumes'), import('@/lib/storage')]);
  startResumeSweeper(getResumeStore());
}

/** Images and guides that nothing uses any more (lib/media/lifecycle.ts), hourly. */
async function startMediaSweeping() {
  const [{ startMediaSweeper }, { getMediaStore }] = await Promise.all([import('@/lib/media/lifecycle'), import('@/lib/storage')]);
  startMediaSweeper(getMediaStore());
}

/** LEAD_RETENTION_MONTHS: leads past it are purged daily (nothing runs when it is unset). */
async function startLeadRetentionPurge() {
  const [{ startLeadRetention }, { getResumeStore }] = await Promise.all([import('@/lib/leads/retention'), import('@/lib/storage')]);
  startLeadRetention(getResumeStore());
}

/** SIGTERM: requests in flight are answered, the mail loop and poller finish, the database closes. */
async function stopGracefully() {
  const [{ installGracefulShutdown }, { stopMailDelivery }, { stopContentChangePoller }, { stopDatabase }, { stopResumeSweeper }] = await Promise.all([
    import('@/lib/core/shutdown'),
    import('@/lib/mail'),
    import('@/db/content-changes'),
    import('@/db/bootstrap'),
    import('@/lib/storage/resumes'),
  ]);
  installGracefulShutdown({
    stopBackgroundWork: async () => {
      stopResumeSweeper();
      (await import('@/lib/media/lifecycle')).stopMediaSweeper();
      (await import('@/lib/leads/retention')).stopLeadRetention();
      await Promise.all([stopMailDelivery(), stopContentChangePoller()]);
    },
    closeDatabase: stopDatabase,
  });
}

/** The id of the request being served when Next prints an error (its request store), if any. */
async function requestIdOfCurrentRequest(): Promise<() => string | undefined> {
  const [{ workUnitAsyncStorage }, { REQUEST_ID_HEADER }] = await Promise.all([
    import('next/dist/server/app-render/work-unit-async-storage.external'),
    import('@/lib/core/request-id'),
  ]);
  return () => {
    const store = workUnitAsyncStorage.getStore();
    return store && 'headers' in store && typeof store.headers.get === 'function' ? (store.headers.get(REQUEST_ID_HEADER) ?? undefined) : undefined;
  };
}

/** Errors Next catches while serving: one JSON line with the request's id, never the query's values (Next's own print of it is left out, see lib/core/log.ts). */
export async function onRequestError(error: unknown, request: { path: string; method: string; headers: Record<string, string | string[] | undefined> }, context: { routePath: string; routeType: string }) {
  const [{ log, stackFrames }, { REQUEST_ID_HEADER }, { safeErrorMessage }] = await Promise.all([import('@/lib/core/log'), import('@/lib/core/request-id'), import('@/lib/core/safe-error')]);
  log.error('request failed', {
    requestId: request.headers[REQUEST_ID_HEADER],
    method: request.method,
    route: context.routePath,
    kind: context.routeType,
    error: safeErrorMessage(error),
    stack: stackFrames(error),
  });
}
