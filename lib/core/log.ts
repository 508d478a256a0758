// Structured JSON logs, one line per event. Never pass visitor e-mail, phone or file contents.
import { currentRequestId } from '@/lib/core/request-id';
import { safeErrorMessage } from '@/lib/core/safe-error';

type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

function write(level: Level, msg: string, fields: Fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  // Straight to the streams: console.error and console.warn are rerouted here (below).
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
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

/** The top of an error's stack, frames only (its first line repeats the message), on one line. */
export function stackFrames(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  return error.stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 6)
    .map((line) => line.trim())
    .join(' | ');
}

/**
 * What Next (and any library) prints with console.error and console.warn (errors with multi-line
 * stack traces, request URLs with their query strings) becomes one JSON line each: the error's
 * safe message and the top of its stack, never query values or what a visitor typed. Errors of a
 * render or action (Next gives them a digest) are left out: instrumentation's onRequestError
 * logs each of them once, with its route.
 */
export function routeConsoleToJsonLines(requestIdOf: () => string | undefined = () => undefined): void {
  const route = (level: 'warn' | 'error') => (...args: unknown[]) => {
    if (args.length === 1 && isJsonLine(args[0])) return void process.stderr.write(`${args[0]}\n`);
    const error = args.find((arg): arg is Error => arg instanceof Error);
    if (error && typeof (error as { digest?: unknown }).digest === 'string') return;
    const text = args
      .filter((arg) => typeof arg === 'string')
      .join(' ')
      // Next's coloured ⨯/⚠ prefixes, then the query strings of any URLs.
      .replace(/\u001b\[[0-9;]*m/g, '')
      .replace(/^\s*[⨯⚠]\s*/, '')
      .replace(/(\/[^\s?`'"]*)\?[^\s`'"]*/g, '$1?…')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 300);
    const fields: Fields = { requestId: requestIdOf() };
    if (error) Object.assign(fields, { error: safeErrorMessage(error), errorName: error.name, stack: stackFrames(error) });
    // Node prints process.emitWarning (deprecations, a library's notice) through console.error.
    const warning = PROCESS_WARNING.exec(text);
    if (warning) return write('warn', warning[1], fields);
    write(level, text || (error ? 'server error' : 'server warning'), fields);
  };
  console.error = route('error');
  console.warn = route('warn');
}

/** "(node:1234) [DEP0005] DeprecationWarning: …", with Node's hint on --trace-warnings after it. */
const PROCESS_WARNING = /^\(node:\d+\) (.*?)(?: \(Use `node --trace-warnings \.\.\.`.*)?$/;

/** A line some code already wrote as one JSON object: passed through as it is. */
function isJsonLine(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('{') || value.includes('\n')) return false;
  try {
    return typeof JSON.parse(value) === 'object';
  } catch {
    return false;
  }
}
