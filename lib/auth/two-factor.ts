import { getBackOfficeSettings, setRequireTwoFactor } from '@/db/queries/staff';
import { authErrorCode } from '@/lib/auth/errors';
import { audit, clientOf, passCookies, type AuthRuntime, type RequestInfo } from '@/lib/auth/runtime';
import { checkingCurrentPassword } from '@/lib/auth/sign-in';

// The optional second factor (TOTP, better-auth's twoFactor plugin): a user sets it up from the
// account page (password, then a code from the app proves the app holds the secret); an admin
// can require it of everybody, and then nobody sees data before setting it up.

type Staff = { id: string; email: string };

export type TwoFactorSetup = { totpUri: string; secret: string; backupCodes: string[] };

/** Step one: a new secret for the authenticator app, and backup codes. Not active until confirmed. */
export async function startTwoFactorSetup(
  runtime: AuthRuntime,
  staff: Staff,
  input: { password: string },
  request: RequestInfo,
): Promise<TwoFactorSetup | 'wrong_password' | 'already_enabled' | { locked: number }> {
  try {
    const check = await checkingCurrentPassword(runtime, staff, 'set up two-factor', request, () =>
      runtime.auth.api.enableTwoFactor({ body: { password: input.password, issuer: runtime.companyName }, headers: request.headers }),
    );
    if (check.status === 'wrong_password') return 'wrong_password';
    if (check.status === 'locked') return { locked: check.retryAfterSeconds };
    const { totpURI, backupCodes } = check.value as { totpURI: string; backupCodes: string[] };
    return { totpUri: totpURI, secret: new URL(totpURI).searchParams.get('secret') ?? '', backupCodes };
  } catch (error) {
    if (authErrorCode(error) === 'TOTP_ALREADY_ENABLED') return 'already_enabled';
    throw error;
  }
}

/** Step two: a code from the app turns the second factor on (the session is renewed by the library). */
export async function confirmTwoFactor(runtime: AuthRuntime, staff: Staff, input: { code: string }, request: RequestInfo): Promise<'enabled' | 'invalid_code' | 'not_started'> {
  try {
    // Turning it on renews the session: its new cookie goes to the browser.
    const { headers } = await runtime.auth.api.verifyTOTP({ body: { code: input.code.replace(/\s+/g, '') }, headers: request.headers, returnHeaders: true });
    await passCookies(request, headers);
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_CODE') return 'invalid_code';
    if (code === 'TOTP_NOT_ENABLED') return 'not_started';
    throw error;
  }
  await audit(runtime, { action: 'two_factor_enabled', actor: staff }, clientOf(runtime, request));
  return 'enabled';
}

export async function disableTwoFactor(
  runtime: AuthRuntime,
  staff: Staff,
  input: { password: string },
  request: RequestInfo,
): Promise<'disabled' | 'required' | 'wrong_password' | 'session_not_fresh' | { locked: number }> {
  if ((await getBackOfficeSettings(runtime.db)).requireTwoFactor) return 'required';
  try {
    const check = await checkingCurrentPassword(runtime, staff, 'turn off two-factor', request, () =>
      runtime.auth.api.disableTwoFactor({ body: { password: input.password }, headers: request.headers, returnHeaders: true }),
    );
    if (check.status === 'wrong_password') return 'wrong_password';
    if (check.status === 'locked') return { locked: check.retryAfterSeconds };
    await passCookies(request, check.value.headers);
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'SESSION_NOT_FRESH' || code === 'SESSION_EXPIRED') return 'session_not_fresh';
    throw error;
  }
  await audit(runtime, { action: 'two_factor_disabled', actor: staff }, clientOf(runtime, request));
  return 'disabled';
}

/** Requiring it is refused to an admin without it: they would be sent away from this very setting. */
export async function setTwoFactorRequirement(
  runtime: AuthRuntime,
  actor: Staff & { twoFactorEnabled: boolean },
  required: boolean,
  request: RequestInfo,
): Promise<'saved' | 'own_two_factor_first'> {
  if (required && !actor.twoFactorEnabled) return 'own_two_factor_first';
  await setRequireTwoFactor(required, actor.id, runtime.db);
  await audit(runtime, { action: 'two_factor_requirement_changed', actor: { id: actor.id, email: actor.email }, details: { required } }, clientOf(runtime, request));
  return 'saved';
}
