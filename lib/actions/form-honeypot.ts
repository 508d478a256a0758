// The honeypot field, shared by the forms (which render it) and the server (which checks it).

/** A field no person fills in: hidden from view, from the keyboard and from screen readers. */
export const HONEYPOT_FIELD = 'website';

export const HONEYPOT_MESSAGE =
  'This submission looks automated and was not sent. If you are a person, please reload the page and try again.';
