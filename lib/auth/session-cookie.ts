import { getSessionCookie } from 'better-auth/cookies';

// The staff session cookie's name, for the library (lib/auth/server.ts) and for proxy.ts, which
// asks whether a request carries one and, for a lead's page, whose session it names.

/** Over HTTPS cookies are Secure and `__Host-` prefixed (no Domain, Path=/): no subdomain can set or read them. */
export function authCookieSettings(siteUrl: string) {
  const https = new URL(siteUrl).protocol === 'https:';
  return { cookiePrefix: https ? '__Host-arcstar' : 'arcstar', secure: https };
}

/**
 * Whether a request carries a staff session cookie, valid or not (only the session's row tells):
 * without one every back office page sends the visitor to sign in, so proxy.ts asks the database
 * nothing about the record its address names.
 */
export function carriesSessionCookie(headers: Headers, siteUrl: string): boolean {
  return getSessionCookie(headers, { cookiePrefix: authCookieSettings(siteUrl).cookiePrefix }) !== null;
}

/**
 * The session token a request's cookie names (its value is the token, a dot and the token's
 * signature), unverified: proxy.ts only uses it to look up the role of a session that exists, and
 * a token is as secret as the session itself. Null without a cookie.
 */
export function sessionTokenOf(headers: Headers, siteUrl: string): string | null {
  const value = getSessionCookie(headers, { cookiePrefix: authCookieSettings(siteUrl).cookiePrefix });
  return value ? value.split('.')[0] || null : null;
}
