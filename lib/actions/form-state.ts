// What every form action answers (shared with the browser: types and the initial state only).

export type FormStatus = 'idle' | 'success' | 'error';

export type FormState = {
  status: FormStatus;
  /** The toast (and, without JavaScript, the in-page notice). */
  message: string;
  /** The first message of each invalid field, by field name. */
  fieldErrors: Record<string, string>;
  /** What the visitor sent, so that a page rendered without JavaScript keeps the input. */
  values: Record<string, string>;
  /** Career form: the pending resume upload is gone; the browser must upload the file again. */
  uploadExpired?: boolean;
};

export const initialFormState: FormState = { status: 'idle', message: '', fieldErrors: {}, values: {} };

/** Shown above a form rendered without JavaScript when fields need attention. */
export const CHECK_FIELDS_MESSAGE = 'Please check the highlighted fields and try again.';

/**
 * What a failure shows under the form's own failure message (spec §8), in the toast and in the
 * notice drawn without JavaScript: the server's reason, when it gave one other than that message.
 */
export const failureReason = (failureMessage: string, message: string | undefined) => (message && message !== failureMessage ? message : undefined);
