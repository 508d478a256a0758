import { findStaffByEmail, findStaffMember, isSecondFactorLocked } from '@/db/queries/staff';
import { env } from '@/lib/core/env';
import { clearRateLimit, readFailureLock, recordFailure, type RateLimitPolicy } from '@/db/queries/rate-limit';
import { authErrorCode } from '@/lib/auth/errors';
import { SECOND_FACTOR_LOCK } from '@/lib/auth/server';
import { actingFor, audit, clientOf, keyedHash, passCookies, secondFactorAttemptOf, staffSubject, type AuthRuntime, type ClientInfo, type RequestInfo } from '@/lib/auth/runtime';

// Signing in, in steps: the locks (per account and per client address, counted in PostgreSQL so
// that every replica shares them), the password (checked by better-auth), the second factor when
// the account has one, and an audit entry for each outcome. Only failures count: SIGN_IN_MAX_FAILURES
// within SIGN_IN_LOCK_MINUTES lock the account for SIGN_IN_LOCK_MINUTES, the same way whether or
// not the e-mail belongs to anybody, so the answer never tells.

const ACCOUNT_BUCKET = 'staff-sign-in-account';
const CLIENT_BUCKET = 'staff-sign-in-client';

function policies(): { account: RateLimitPolicy; client: RateLimitPolicy } {
  const windowSeconds = env.SIGN_IN_LOCK_MINUTES * 60;
  return { account: { max: env.SIGN_IN_MAX_FAILURES, windowSeconds }, client: { max: env.SIGN_IN_MAX_FAILURES_PER_IP, windowSeconds } };
}

export type SignInOutcome =
  | { status: 'signed_in' }
  | { status: 'second_factor' }
  | { status: 'invalid' }
  | { status: 'locked'; retryAfterSeconds: number };

const normalise = (email: string) => email.trim().toLowerCase();

/** The longest of the locks in force, in seconds, or null when none is. */
const currentLockOf = (locks: { locked: boolean; retryAfterSeconds: number }[]) => {
  const locked = locks.filter((lock) => lock.locked);
  return locked.length ? Math.max(...locked.map((lock) => lock.retryAfterSeconds)) : null;
};

/** The locks on this e-mail and this address, read (before an attempt) or counted (after a failure). */
async function locks(runtime: AuthRuntime, email: string, client: ClientInfo, check: typeof readFailureLock | typeof recordFailure): Promise<number | null> {
  const limits = policies();
  return currentLockOf(await Promise.all([check(ACCOUNT_BUCKET, email, limits.account, runtime.db), check(CLIENT_BUCKET, client.ip, limits.client, runtime.db)]));
}

/** A failed attempt names the account when there is one; otherwise only a keyed hash of what was typed. */
async function failedSignInEntry(runtime: AuthRuntime, email: string): Promise<{ subject: ReturnType<typeof staffSubject> | null; details: Record<string, string> }> {
  const user = await findStaffByEmail(email, runtime.db);
  return user ? { subject: staffSubject(user), details: {} } : { subject: null, details: { unknown_email_hash: keyedHash(runtime.secret, `email:${email}`) } };
}

export async function signInWithPassword(runtime: AuthRuntime, input: { email: string; password: string }, request: RequestInfo): Promise<SignInOutcome> {
  const email = normalise(input.email);
  const client = clientOf(runtime, request);
  return actingFor(client, async () => {
    const lockedFor = await locks(runtime, email, client, readFailureLock);
    if (lockedFor !== null) return { status: 'locked', retryAfterSeconds: lockedFor };
    let result: unknown;
    try {
      const answer = await runtime.auth.api.signInEmail({ body: { email, password: input.password, rememberMe: true }, headers: request.headers, returnHeaders: true });
      await passCookies(request, answer.headers);
      result = answer.response;
    } catch (error) {
      if (authErrorCode(error) !== 'INVALID_EMAIL_OR_PASSWORD') throw error;
      const entry = await failedSignInEntry(runtime, email);
      await audit(runtime, { action: 'sign_in_failed', actor: null, subject: entry.subject, details: { ...entry.details, step: 'password' } });
      const lockedNow = await locks(runtime, email, client, recordFailure);
      if (lockedNow === null) return { status: 'invalid' };
      await audit(runtime, { action: 'sign_in_locked', actor: null, subject: entry.subject, details: { ...entry.details, minutes: env.SIGN_IN_LOCK_MINUTES } });
      return { status: 'locked', retryAfterSeconds: lockedNow };
    }
    // The password was right; with a second factor the library holds the session back until the code.
    if ((result as { twoFactorRedirect?: boolean }).twoFactorRedirect) return { status: 'second_factor' };
    const { user } = result as { user: { id: string; email: string } };
    await clearRateLimit(ACCOUNT_BUCKET, email, runtime.db);
    await audit(runtime, { action: 'sign_in', actor: { id: user.id, email: user.email }, details: { method: 'password' } });
    return { status: 'signed_in' };
  });
}

export type PasswordCheck<T> = { status: 'passed'; value: T } | { status: 'wrong_password' } | { status: 'locked'; retryAfterSeconds: number };

/**
 * A library call that checks the signed-in user's current password (changing it, turning the
 * second factor on or off). Whoever holds a session could otherwise guess the password without
 * limit: a wrong answer counts toward the account's sign-in lock like a failed sign-in (and locks
 * signing in too), and is audited naming the account; while the account is locked the call is not
 * made. A right answer clears the count, as a sign-in does. The library's other refusals are thrown.
 */
export async function checkingCurrentPassword<T>(
  runtime: AuthRuntime,
  staff: { id: string; email: string },
  purpose: string,
  request: RequestInfo,
  call: () => Promise<T>,
): Promise<PasswordCheck<T>> {
  const email = normalise(staff.email);
  const policy = policies().account;
  return actingFor(clientOf(runtime, request), async () => {
    const lock = await readFailureLock(ACCOUNT_BUCKET, email, policy, runtime.db);
    if (lock.locked) return { status: 'locked', retryAfterSeconds: lock.retryAfterSeconds };
    let value: T;
    try {
      value = await call();
    } catch (error) {
      if (authErrorCode(error) !== 'INVALID_PASSWORD') throw error;
      const actor = { id: staff.id, email: staff.email };
      await audit(runtime, { action: 'password_check_failed', actor, subject: staffSubject(staff), details: { step: 'current password', purpose } });
      const counted = await recordFailure(ACCOUNT_BUCKET, email, policy, runtime.db);
      if (!counted.locked) return { status: 'wrong_password' };
      await audit(runtime, { action: 'sign_in_locked', actor, subject: staffSubject(staff), details: { step: 'current password', purpose, minutes: env.SIGN_IN_LOCK_MINUTES } });
      return { status: 'locked', retryAfterSeconds: counted.retryAfterSeconds };
    }
    await clearRateLimit(ACCOUNT_BUCKET, email, runtime.db);
    return { status: 'passed', value };
  });
}

export type SecondFactorOutcome = { status: 'signed_in' } | { status: 'invalid' } | { status: 'expired' } | { status: 'locked' };

/** A backup code looks like `abcde-12345`; anything else is taken for an authenticator's code. */
const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** The second step of a sign-in: the code from the authenticator app, or one of the backup codes. */
export async function verifySecondFactor(runtime: AuthRuntime, input: { code: string }, request: RequestInfo): Promise<SecondFactorOutcome> {
  const client = clientOf(runtime, request);
  const code = input.code.replace(/\s+/g, '');
  const method = BACKUP_CODE.test(code) ? 'backup code' : 'authenticator';
  return actingFor(client, () =>
    secondFactorAttemptOf(async (account) => {
      let result: { user: { id: string; email: string } };
      try {
        const answer =
          method === 'backup code'
            ? await runtime.auth.api.verifyBackupCode({ body: { code }, headers: request.headers, returnHeaders: true })
            : await runtime.auth.api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
        await passCookies(request, answer.headers);
        result = answer.response;
      } catch (error) {
        const reason = authErrorCode(error);
        if (reason === 'INVALID_TWO_FACTOR_COOKIE' || reason === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') return { status: 'expired' };
        if (reason === 'ACCOUNT_TEMPORARILY_LOCKED') return { status: 'locked' };
        if (reason !== 'INVALID_CODE' && reason !== 'INVALID_BACKUP_CODE') throw error;
        // The password was right, so the account is known: the entry names it.
        const userId = account();
        const user = userId ? await findStaffMember(userId, runtime.db) : null;
        const subject = user ? staffSubject(user) : null;
        await audit(runtime, { action: 'sign_in_failed', actor: null, subject, details: { step: 'second factor', method } });
        // The library locks the account after too many wrong codes; the code that did it is the one recorded.
        if (!user || !(await isSecondFactorLocked(user.id, runtime.db))) return { status: 'invalid' };
        await audit(runtime, { action: 'sign_in_locked', actor: null, subject, details: { step: 'second factor', minutes: SECOND_FACTOR_LOCK.durationSeconds / 60 } });
        return { status: 'locked' };
      }
      await clearRateLimit(ACCOUNT_BUCKET, result.user.email, runtime.db);
      await audit(runtime, { action: 'sign_in', actor: { id: result.user.id, email: result.user.email }, details: { method: `password and ${method}` } });
      return { status: 'signed_in' };
    }),
  );
}

/** Ends the session in the database (its cookie stops working everywhere) and clears the cookies. */
export async function signOut(runtime: AuthRuntime, staff: { id: string; email: string }, request: RequestInfo): Promise<void> {
  const { headers } = await runtime.auth.api.signOut({ headers: request.headers, returnHeaders: true });
  await passCookies(request, headers);
  await audit(runtime, { action: 'sign_out', actor: staff }, clientOf(runtime, request));
}
