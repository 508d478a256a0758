// Error text that is safe to log or store. Drizzle wraps a failed query as "Failed query: <sql>
// params: <values>", and those values can be what a visitor typed; our readers wrap that again
// ("Failed to fetch products: Failed query: …"). The SQL and its values are replaced by the
// driver's own message (and PostgreSQL's error code). Quoted text is left out of any message:
// PostgreSQL quotes values back (`invalid input syntax for type integer: "…"`), and so do
// libraries about what a client sent.

const QUERY_TEXT = 'Failed query:';
const MAX_LENGTH = 300;

export function safeErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, MAX_LENGTH);
  return describe(error).slice(0, MAX_LENGTH);
}

function describe(error: Error): string {
  const at = error.message.indexOf(QUERY_TEXT);
  if (at === -1) return withCode(error, error.message.replace(/"[^"]*"/g, '"…"'));
  const cause = driverCause(error);
  return error.message.slice(0, at) + (cause ? describe(cause) : 'database query failed');
}

/** The first error down the cause chain that is not a query wrapper. */
function driverCause(error: Error): Error | undefined {
  let current: unknown = error.cause;
  while (current instanceof Error && current.message.includes(QUERY_TEXT)) current = current.cause;
  return current instanceof Error ? current : undefined;
}

function withCode(error: Error, message: string): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code ? `${message} (${code})` : message;
}
