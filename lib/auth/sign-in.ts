import { findStaffByEmail } from '@/db/queries/staff';
import { env } from '@/lib/env';
import { clearRateLimit, consumeRateLimit, peekRateLimit, type RateLimitPolicy } from '@/lib/rate-limit';
import { authErrorCode } from '@/lib/auth/errors';
import { actingFor, audit, clientOf, keyedHash, staffSubject, type AuthRuntime, type ClientInfo, type RequestInfo } from '@/lib/auth/runtime';

// Signing in, in steps: the limits (per account and per client address, counted in PostgreSQL so
// that every replica shares them), the password (checked by better-auth), the second factor when
// the account has one, and an audit entry for each outcome. Only failures count towards a lock,
// and a lock is the same whether or not the e-mail belongs to anybody: the answer never tells.

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

async function currentLock(runtime: AuthRuntime, email: string, client: ClientInfo): Promise<number | null> {
  const limits = policies();
  const [account, address] = await Promise.all([
    peekRateLimit(ACCOUNT_BUCKET, email, limits.account, runtime.db),
    peekRateLimit(CLIENT_BUCKET, client.ip, limits.client, runtime.db),
  ]);
  const refused = [account, address].filter((result) => !result.allowed);
  return refused.length ? Math.max(...refused.map((result) => result.retryAfterSeconds)) : null;
}

/** Counts a failed attempt; answers the seconds left when this failure locked the account or address. */
async function countFailure(runtime: AuthRuntime, email: string, client: ClientInfo): Promise<number | null> {
  const limits = policies();
  const [account, address] = await Promise.all([
    consumeRateLimit(ACCOUNT_BUCKET, email, limits.account, runtime.db),
    consumeRateLimit(CLIENT_BUCKET, client.ip, limits.client, runtime.db),
  ]);
  const reached = [account, address].filter((result, index) => result.hits >= [limits.account, limits.client][index].max);
  return reached.length ? Math.max(...reached.map((result) => result.retryAfterSeconds)) : null;
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
    const lockedFor = await currentLock(runtime, email, client);
    if (lockedFor !== null) return { status: 'locked', retryAfterSeconds: lockedFor };
    let result: unknown;
    try {
      result = await runtime.auth.api.signInEmail({ body: { email, password: input.password, rememberMe: true }, headers: request.headers });
    } catch (error) {
      if (authErrorCode(error) !== 'INVALID_EMAIL_OR_PASSWORD') throw error;
      const entry = await failedSignInEntry(runtime, email);
      await audit(runtime, { action: 'sign_in_failed', actor: null, subject: entry.subject, details: { ...entry.details, step: 'password' } });
      const lockedNow = await countFailure(runtime, email, client);
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

export type SecondFactorOutcome = { status: 'signed_in' } | { status: 'invalid' } | { status: 'expired' } | { status: 'locked' };

/** A backup code looks like `abcde-12345`; anything else is taken for an authenticator's code. */
const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** The second step of a sign-in: the code from the authenticator app, or one of the backup codes. */
export async function verifySecondFactor(runtime: AuthRuntime, input: { code: string }, request: RequestInfo): Promise<SecondFactorOutcome> {
  const client = clientOf(runtime, request);
  const code = input.code.replace(/\s+/g, '');
  const method = BACKUP_CODE.test(code) ? 'backup code' : 'authenticator';
  return actingFor(client, async () => {
    let result: { user: { id: string; email: string } };
    try {
      result =
        method === 'backup code'
          ? await runtime.auth.api.verifyBackupCode({ body: { code }, headers: request.headers })
          : await runtime.auth.api.verifyTOTP({ body: { code }, headers: request.headers });
    } catch (error) {
      const reason = authErrorCode(error);
      if (reason === 'INVALID_TWO_FACTOR_COOKIE' || reason === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') return { status: 'expired' };
      if (reason === 'ACCOUNT_TEMPORARILY_LOCKED') return { status: 'locked' };
      if (reason !== 'INVALID_CODE' && reason !== 'INVALID_BACKUP_CODE') throw error;
      await audit(runtime, { action: 'sign_in_failed', actor: null, details: { step: 'second factor', method } });
      return { status: 'invalid' };
    }
    await clearRateLimit(ACCOUNT_BUCKET, result.user.email, runtime.db);
    await audit(runtime, { action: 'sign_in', actor: { id: result.user.id, email: result.user.email }, details: { method: `password and ${method}` } });
    return { status: 'signed_in' };
  });
}

/** Ends the session in the database (its cookie stops working everywhere) and clears the cookies. */
export async function signOut(runtime: AuthRuntime, staff: { id: string; email: string }, request: RequestInfo): Promise<void> {
  await runtime.auth.api.signOut({ headers: request.headers });
  await audit(runtime, { action: 'sign_out', actor: staff }, clientOf(runtime, request));
}
