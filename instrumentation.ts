// Runs once when the server starts, before it serves (Next's instrumentation hook). Everything it
// does needs Node (files, sockets, the database): instrumentation-node.ts, imported only under the
// Node runtime so that the bundle Next also builds for the edge runtime leaves it out.

type RequestErrorArgs = Parameters<typeof import('./instrumentation-node').onRequestError>;

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') await (await import('./instrumentation-node')).register();
}

/** Errors Next catches while serving: one JSON line each (instrumentation-node.ts). */
export async function onRequestError(...args: RequestErrorArgs) {
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./instrumentation-node')).onRequestError(...args);
}
