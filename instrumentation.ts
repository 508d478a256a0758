// Runs once when the server starts, before it serves: validates the environment (a bad value
// stops start-up naming the variable) and opens the database, which applies migrations and
// seeds an empty catalogue.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  await import('@/lib/env');
  const { getDatabaseHandle } = await import('@/db/client');
  const { log } = await import('@/lib/log');
  const handle = await getDatabaseHandle();
  log.info('database ready', { kind: handle.kind });
  await startContentChangePolling();
  await startMailDeliveryLoop();
  await startResumeSweeping();
  await stopGracefully();
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

/** Resumes uploaded ahead of an application that never came are removed within the hour. */
async function startResumeSweeping() {
  const [{ startResumeSweeper }, { getResumeStore }] = await Promise.all([import('@/lib/storage/resumes'), import('@/lib/storage')]);
  startResumeSweeper(getResumeStore());
}

/** SIGTERM: requests in flight are answered, the mail loop and poller finish, the database closes. */
async function stopGracefully() {
  const [{ installGracefulShutdown }, { stopMailDelivery }, { stopContentChangePoller }, { closeDatabase }, { stopResumeSweeper }] = await Promise.all([
    import('@/lib/shutdown'),
    import('@/lib/mail'),
    import('@/db/content-changes'),
    import('@/db/client'),
    import('@/lib/storage/resumes'),
  ]);
  installGracefulShutdown({
    stopBackgroundWork: async () => {
      stopResumeSweeper();
      await Promise.all([stopMailDelivery(), stopContentChangePoller()]);
    },
    closeDatabase,
  });
}

/** Errors Next catches while serving: one JSON line with the request's id (Next prints its own too). */
export async function onRequestError(error: unknown, request: { path: string; method: string; headers: Record<string, string | string[] | undefined> }, context: { routePath: string; routeType: string }) {
  const [{ log }, { REQUEST_ID_HEADER }, { safeErrorMessage }] = await Promise.all([import('@/lib/log'), import('@/lib/request-id'), import('@/lib/safe-error')]);
  log.error('request failed', {
    requestId: request.headers[REQUEST_ID_HEADER],
    method: request.method,
    route: context.routePath,
    kind: context.routeType,
    error: safeErrorMessage(error), // never the query's values
  });
}
