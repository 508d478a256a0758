// Runs once when the server starts, before it serves: validates the environment (a bad value
// stops start-up naming the variable) and opens the database (db/bootstrap.ts), which applies migrations and
// seeds an empty catalogue.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  await import('@/lib/core/env');
  const { startDatabase } = await import('@/db/bootstrap');
  const { log } = await import('@/lib/core/log');
  const handle = await startDatabase();
  log.info('database ready', { kind: handle.kind });
  await prepareBackOffice();
  await startContentChangePolling();
  await startMailDeliveryLoop();
  await startResumeSweeping();
  await startLeadRetentionPurge();
  await stopGracefully();
}

/** The back office's auth secret: required in production (the server exits naming it), created once in DATA_DIR otherwise. */
async function prepareBackOffice() {
  const [{ getAuthRuntime }, { AuthSecretMissingError }, { log }] = await Promise.all([import('@/lib/auth/runtime'), import('@/lib/auth/secret'), import('@/lib/core/log')]);
  try {
    await getAuthRuntime();
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
      (await import('@/lib/leads/retention')).stopLeadRetention();
      await Promise.all([stopMailDelivery(), stopContentChangePoller()]);
    },
    closeDatabase: stopDatabase,
  });
}

/** Errors Next catches while serving: one JSON line with the request's id (Next prints its own too). */
export async function onRequestError(error: unknown, request: { path: string; method: string; headers: Record<string, string | string[] | undefined> }, context: { routePath: string; routeType: string }) {
  const [{ log }, { REQUEST_ID_HEADER }, { safeErrorMessage }] = await Promise.all([import('@/lib/core/log'), import('@/lib/core/request-id'), import('@/lib/core/safe-error')]);
  log.error('request failed', {
    requestId: request.headers[REQUEST_ID_HEADER],
    method: request.method,
    route: context.routePath,
    kind: context.routeType,
    error: safeErrorMessage(error), // never the query's values
  });
}
