import { consumeRateLimit } from '@/db/queries/rate-limit';
import { authErrorCode } from '@/lib/auth/errors';
import { actingFor, audit, clientOf, passCookies, type AuthRuntime, type RequestInfo } from '@/lib/auth/runtime';
import { checkingCurrentPassword, type PasswordCheck } from '@/lib/auth/sign-in';

// Passwords staff change themselves: a reset by e-mail (the link works once, for an hour, and
// ends every session of the account) and a change from the account page.

/** Reset requests one client address may make per window: enough for typos, too few to spam staff. */
const RESET_REQUESTS = { max: 5, windowSeconds: 15 * 60 };

export type ResetRequestOutcome = { status: 'accepted' } | { status: 'rate_limited'; retryAfterSeconds: number };

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account: only
 * an existing account gets an e-mail (queued in the outbox by the library's callback).
 */
export async function requestPasswordReset(runtime: AuthRuntime, input: { email: string }, request: RequestInfo): Promise<ResetRequestOutcome> {
  const client = clientOf(runtime, request);
  const limit = await consumeRateLimit('staff-password-reset', client.ip, RESET_REQUESTS, runtime.db);
  if (!limit.allowed) return { status: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds };
  await actingFor(client, () => runtime.auth.api.requestPasswordReset({ body: { email: input.email.trim().toLowerCase() }, headers: request.headers }));
  return { status: 'accepted' };
}

export async function resetPassword(runtime: AuthRuntime, input: { token: string; password: string }, request: RequestInfo): Promise<'done' | 'invalid_link'> {
  try {
    await actingFor(clientOf(runtime, request), () => runtime.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password }, headers: request.headers }));
    return 'done';
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') return 'invalid_link';
    throw error;
  }
}

/** A new password for the signed-in user; their other sessions end. The current password's check counts toward the sign-in lock. */
export async function changePassword(
  runtime: AuthRuntime,
  staff: { id: string; email: string },
  input: { currentPassword: string; newPassword: string },
  request: RequestInfo,
): Promise<{ status: 'done' } | Exclude<PasswordCheck<unknown>, { status: 'passed' }>> {
  const check = await checkingCurrentPassword(runtime, staff, 'change password', request, () =>
    runtime.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (check.status !== 'passed') return check;
  // The library replaced this session with a new one (the others ended).
  await passCookies(request, check.value.headers);
  await audit(runtime, { action: 'password_changed', actor: staff }, clientOf(runtime, request));
  return { status: 'done' };
}
