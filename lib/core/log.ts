// Structured JSON logs, one line per event. Never pass visitor e-mail, phone or file contents.
import { currentRequestId } from '@/lib/core/request-id';

type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

function write(level: Level, msg: string, fields: Fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

function logger(context: Fields) {
  return {
    debug: (msg: string, fields?: Fields) => write('debug', msg, { ...context, ...fields }),
    info: (msg: string, fields?: Fields) => write('info', msg, { ...context, ...fields }),
    warn: (msg: string, fields?: Fields) => write('warn', msg, { ...context, ...fields }),
    error: (msg: string, fields?: Fields) => write('error', msg, { ...context, ...fields }),
  };
}

export type Logger = ReturnType<typeof logger>;

/** For work outside a request: start-up, the mail loop, the content poller. */
export const log: Logger = logger({});

/** For code serving a request: every line carries the request's id (X-Request-Id, set by proxy.ts). */
export async function requestLog(): Promise<Logger> {
  const requestId = await currentRequestId();
  return requestId ? logFor(requestId) : log;
}

/** For a route the proxy does not see, which takes its request id itself. */
export const logFor = (requestId: string): Logger => logger({ requestId });
