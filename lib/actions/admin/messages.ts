// Words and paths the back office's actions share.

export const TWO_FACTOR_PATH = '/admin/sign-in/two-factor';

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? '' : 's'}`;
};

/** The same words whether or not the e-mail belongs to anybody. */
export const lockedMessage = (retryAfterSeconds: number) =>
  `Too many failed sign-ins for this account or from your network, so signing in is locked for now. Try again in ${minutes(retryAfterSeconds)}, or reset your password.`;

/** A signed-in user's current password, asked once too often wrongly: the same lock as signing in. */
export const passwordCheckLockedMessage = (retryAfterSeconds: number) =>
  `Too many wrong passwords for this account, so password checks and signing in are locked for now. Try again in ${minutes(retryAfterSeconds)}.`;

export const tooManyRequestsMessage = (retryAfterSeconds: number) => `Too many requests from your network. Please try again in ${minutes(retryAfterSeconds)}.`;

export const LAST_ADMIN_MESSAGE = 'The back office needs at least one admin: make somebody else an admin first.';
export const MEMBER_GONE_MESSAGE = 'That account no longer exists. Reload the page to see the current list.';

/** Where a user goes once signed in: /admin sends each role to its own start page. */
export const BACK_OFFICE_HOME = '/admin';

/** Under a file field of a refused form rendered without JavaScript: the browser has let the file go. */
export const chooseFileAgainMessage = (fileName: string) =>
  `Choose the file again (${fileName.slice(0, 120)}): the form was not saved, and the page could not keep the file you chose.`;
