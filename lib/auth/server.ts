import { betterAuth } from 'better-auth/minimal';
import { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { staffAuthAdapter } from '@/db/queries/auth';
import { authCookieSettings } from '@/lib/auth/session-cookie';
import type { Database } from '@/db/types';
import { log } from '@/lib/core/log';

// The one better-auth instance: e-mail and password (scrypt hashes, made by the library),
// sessions in the database, TOTP second factor. Nobody signs up: accounts come from the command
// line and from invitations (lib/auth/staff.ts). Every flow is driven by our own server actions
// through `auth.api`, which check input, limits and roles and write the audit log; the library's
// HTTP routes are not mounted (app/api/auth only gives its sign-up refusal). The cookies a call
// sets are passed on explicitly (RequestInfo.setCookies), so reading a session never writes any.

export type AuthSettings = {
  db: Database;
  secret: string;
  siteUrl: string;
  appName: string;
  /** Queues the reset e-mail (the library only makes the token). */
  sendPasswordReset: (user: { id: string; email: string; name: string }, token: string) => Promise<void>;
  onPasswordReset: (user: { id: string; email: string }) => Promise<void>;
  /** Told which account a second-factor attempt is for (its password was right), before the code is checked. */
  onSecondFactorAttempt: (userId: string) => void;
};

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A reset link works for an hour; an invitation for 72 hours (lib/auth/staff.ts). */
export const PASSWORD_RESET_SECONDS = 60 * 60;
const SESSION_SECONDS = 7 * 24 * 60 * 60;
/** The library's own lock on second-factor codes: this many wrong ones in a row lock the account's sign-in. */
export const SECOND_FACTOR_LOCK = { maxFailedAttempts: 10, durationSeconds: 15 * 60 };

/** The second step of a sign-in, by authenticator code or by backup code. */
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
/** The plugin's cookie naming the pending sign-in (its constant is not exported). */
const TWO_FACTOR_COOKIE = 'two_factor';

export function createAuth(settings: AuthSettings) {
  const cookies = authCookieSettings(settings.siteUrl);
  return betterAuth({
    appName: settings.appName,
    baseURL: settings.siteUrl,
    basePath: '/api/auth',
    secret: settings.secret,
    trustedOrigins: [new URL(settings.siteUrl).origin],
    database: staffAuthAdapter(settings.db),
    user: {
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
      additionalFields: {
        // Set by admins and the command line only, never by the user's own requests.
        role: { type: 'string', required: false, defaultValue: 'staff', input: false, fieldName: 'role' },
      },
    },
    session: {
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at', ipAddress: 'ip_address', userAgent: 'user_agent', userId: 'user_id' },
      // Seven days from signing in. Reading a session never writes (no sliding renewal), so a page
      // or a refused action never changes cookies under a form being filled in.
      expiresIn: SESSION_SECONDS,
      disableSessionRefresh: true,
      // No cookie cache: every request asks the database, so a removed session ends at once.
      cookieCache: { enabled: false },
    },
    account: {
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      accountLinking: { enabled: false },
    },
    verification: {
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
      // Reset tokens are stored as hashes: a copy of the database opens no account.
      storeIdentifier: 'hashed',
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => settings.sendPasswordReset(user, token),
      onPasswordReset: async ({ user }) => settings.onPasswordReset(user),
    },
    advanced: {
      cookiePrefix: cookies.cookiePrefix,
      // The prefix above carries `__Host-` itself; the library's own `__Secure-` would hide it.
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/', secure: cookies.secure },
      database: { generateId: 'uuid' },
      // Session rows keep no client address: our own limits hash it (lib/auth/client.ts).
      ipAddress: { disableIpTracking: true },
    },
    hooks: {
      // A wrong code is refused without saying whose sign-in it was; the audit log names the
      // account, so it is looked up here the way the plugin does: its signed cookie names the
      // pending challenge, whose value is the user's id (a challenge already gone names nobody).
      before: createAuthMiddleware(async (ctx) => {
        if (!SECOND_FACTOR_PATHS.has(ctx.path)) return;
        const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name, ctx.context.secret);
        if (!challenge) return;
        const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
        if (pending?.value) settings.onSecondFactorAttempt(pending.value);
      }),
    },
    // Sign-in limits are ours, in PostgreSQL and shared by replicas (lib/auth/sign-in-limits.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      level: 'error',
      // One JSON line like the rest of the server; the library's extra arguments may hold input, so they stay out.
      log: (level, message) => log[level === 'debug' || level === 'info' ? 'info' : level](`auth: ${message}`),
    },
    plugins: [
      twoFactor({
        issuer: settings.appName,
        accountLockout: { enabled: true, ...SECOND_FACTOR_LOCK },
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            fields: { userId: 'user_id', backupCodes: 'backup_codes', failedVerificationCount: 'failed_verification_count', lockedUntil: 'locked_until' },
          },
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
