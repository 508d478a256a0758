import { isAPIError } from 'better-auth/api';

/** The library's error code of a refused `auth.api` call (e.g. 'INVALID_EMAIL_OR_PASSWORD'), or null for any other failure. */
export function authErrorCode(error: unknown): string | null {
  if (!isAPIError(error)) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : String(error.status);
}
