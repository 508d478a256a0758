// Shared by next.config.ts (Next's limits) and proxy.ts (which answers 413 above it); imports
// nothing, so that next.config.ts can load it as it is.

/** The largest form post: the no-JavaScript career form with its resume (at most 10 MB) and the other fields. */
export const LARGEST_FORM_POST_BYTES = 11 * 1024 * 1024;
