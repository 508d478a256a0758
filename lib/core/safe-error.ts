// Error text that is safe to log or store. Drizzle wraps a failed query as "Failed query: <sql>
// params: <values>", and those values can be what a visitor typed: only the driver's own message
// (and PostgreSQL's error code) is kept.

export function safeErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  let current: unknown = error;
  while (current instanceof Error && current.message.startsWith('Failed query:') && current.cause) current = current.cause;
  if (current instanceof Error && current.message.startsWith('Failed query:')) return 'database query failed';
  const message = current instanceof Error ? current.message : String(current);
  const code = (current as { code?: unknown }).code;
  return (typeof code === 'string' && code ? `${message} (${code})` : message).slice(0, 300);
}
