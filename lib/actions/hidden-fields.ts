// Hidden fields every lead form carries, shared by the forms (which render them) and the server
// (which reads them).

/** A field no person fills in: hidden from view, from the keyboard and from screen readers. */
export const HONEYPOT_FIELD = 'website';

/** The rendered form's idempotency key (db/queries/idempotency.ts): random, fresh after each success. */
export const SUBMISSION_KEY_FIELD = 'submission_key';
export const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
