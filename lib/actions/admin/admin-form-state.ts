// What every back office action answers (shared with the browser: types and the initial state).

export type AdminFormState<D = undefined> = {
  status: 'idle' | 'success' | 'error';
  message: string;
  /** The first message of each invalid field, by field name. */
  fieldErrors: Record<string, string>;
  /** What was sent (secrets excepted), so that the form keeps it, with JavaScript or without. */
  values: Record<string, string>;
  /**
   * A refused form's chosen files, by field: the message asking for each again. No answer can give
   * a file back to a page rendered without JavaScript; with it, the form puts it back itself.
   */
  filesToChooseAgain?: Record<string, string>;
  /** The session ended: the form asks to sign in again and keeps its input. */
  signedOut?: boolean;
  /** What a successful action hands the page (the two-factor set-up's secret). */
  data?: D;
};

export const initialAdminFormState: AdminFormState<never> = { status: 'idle', message: '', fieldErrors: {}, values: {} };
