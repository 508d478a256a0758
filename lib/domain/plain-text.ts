// Text as people send it, made safe to store, show and query. Used by the form schemas (in the
// browser and the server alike) and by the back office's search boxes, whose words come from an
// address (PostgreSQL refuses a NUL byte in text: it must never reach a query).

// C0 controls (except tab and line breaks in multi-line text), DEL, and the Unicode bidi
// overrides that could reorder what an e-mail or a page shows.
const UNSAFE_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;
const UNSAFE_SINGLELINE = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]+/g;

/** One-line text: control characters become spaces, runs of spaces collapse, ends are trimmed. */
export function cleanSingleLine(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.replace(UNSAFE_SINGLELINE, ' ').replace(/\s{2,}/g, ' ').trim();
}

/** Multi-line text: line endings become \n, other control characters go, ends are trimmed. */
export function cleanMultiLine(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.replace(/\r\n?/g, '\n').replace(UNSAFE_MULTILINE, '').trim();
}
