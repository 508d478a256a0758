import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getBackOfficeSettings } from '@/db/queries/staff';
import { can, isStaffRole, type Permission, type StaffRole } from '@/lib/domain/staff-roles';
import { getAuthRuntime, type AuthRuntime } from '@/lib/auth/runtime';
import { askPageAgainIfDatabaseDown } from '@/lib/core/page-again';

// Who is asking. Every admin page, route handler and server action asks here itself, with the
// permission it needs: the layout's check alone would leave actions and routes open.

export type StaffSession = {
  user: { id: string; email: string; name: string; role: StaffRole; twoFactorEnabled: boolean };
  session: { id: string; expiresAt: Date };
  /** An admin requires a second factor and this user has not set one up yet. */
  mustSetUpTwoFactor: boolean;
};

export async function readStaffSession(runtime: AuthRuntime, requestHeaders: Headers): Promise<StaffSession | null> {
  const found = await runtime.auth.api.getSession({ headers: requestHeaders });
  if (!found) return null;
  const { user, session } = found as { user: { id: string; email: string; name: string; role?: unknown; twoFactorEnabled?: boolean | null }; session: { id: string; expiresAt: Date } };
  if (!isStaffRole(user.role)) return null;
  const twoFactorEnabled = user.twoFactorEnabled === true;
  const { requireTwoFactor } = twoFactorEnabled ? { requireTwoFactor: false } : await getBackOfficeSettings(runtime.db);
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role, twoFactorEnabled },
    session: { id: session.id, expiresAt: new Date(session.expiresAt) },
    mustSetUpTwoFactor: requireTwoFactor && !twoFactorEnabled,
  };
}

/**
 * The signed-in staff member of this request, or null (asked once per request). A page whose
 * session read finds the database gone is asked for again, for the proxy to answer the 503 page.
 */
export const getStaffSession = cache(async (): Promise<StaffSession | null> => {
  try {
    return await readStaffSession(await getAuthRuntime(), await sessionRequestHeaders());
  } catch (error) {
    await askPageAgainIfDatabaseDown(error);
    throw error;
  }
});

/**
 * The request's headers with its cookies as this request now holds them. An action that renews
 * the session (a password change revokes the old one and sets a new cookie) is followed, in the
 * same response, by the page drawn again: Next gives that render the action's cookies through
 * `cookies()`, but `headers()` still carries the revoked cookie the request came with, which
 * would send a signed-in user to the sign-in page.
 */
async function sessionRequestHeaders(): Promise<Headers> {
  const [requestHeaders, cookieStore] = await Promise.all([headers(), cookies()]);
  const merged = new Headers(requestHeaders);
  // A cookie deleted by the action is held with an empty value: the browser would not send it.
  const cookieHeader = cookieStore
    .getAll()
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${encodeURIComponent(cookie.value)}`)
    .join('; ');
  if (cookieHeader) merged.set('cookie', cookieHeader);
  else merged.delete('cookie');
  return merged;
}

export const SIGN_IN_PATH = '/admin/sign-in';
export const ACCOUNT_PATH = '/admin/account';

/** Where a signed-in user starts: the leads for everyone who may read them (only their kinds show), the news for editors. */
export function landingPath(role: StaffRole): string {
  if (can(role, 'leads:read')) return '/admin/leads';
  if (can(role, 'content:edit')) return '/admin/news';
  return ACCOUNT_PATH;
}

export type AccessOptions = {
  /** The account page: reachable while a required second factor is still to be set up. */
  allowWithoutTwoFactor?: boolean;
};

/**
 * For pages: the signed-in staff member holding `permission`. Anybody else is redirected: to the
 * sign-in page without a session, to their account page to set up a required second factor, to
 * their own start page (with a notice) without the permission. Nothing of the page is rendered.
 */
export async function requireStaff(permission?: Permission, options: AccessOptions = {}): Promise<StaffSession> {
  const staff = await getStaffSession();
  if (!staff) redirect(SIGN_IN_PATH);
  if (staff.mustSetUpTwoFactor && !options.allowWithoutTwoFactor) redirect(`${ACCOUNT_PATH}?setup=two-factor`);
  if (permission && !can(staff.user.role, permission)) redirect(`${landingPath(staff.user.role)}?denied=1`);
  return staff;
}

/** requireStaff with each of these permissions (none: any signed-in staff member). */
export async function requireStaffFor(permissions: readonly Permission[]): Promise<StaffSession> {
  let staff = await requireStaff();
  for (const permission of permissions) staff = await requireStaff(permission);
  return staff;
}

export type ActionRefusal = { reason: 'signed_out' | 'two_factor_required' | 'forbidden'; message: string };

/** What a role is told of an action beyond it. */
export const FORBIDDEN_MESSAGE = 'Your role does not allow this. Ask an administrator.';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again (in a new tab), then send this form again: what you typed is kept here.';

/** For server actions and route handlers: the staff member, or why they may not go on. */
export async function checkStaff(permission?: Permission, options: AccessOptions = {}): Promise<{ staff: StaffSession } | { refusal: ActionRefusal }> {
  const staff = await getStaffSession();
  if (!staff) return { refusal: { reason: 'signed_out', message: SESSION_ENDED_MESSAGE } };
  if (staff.mustSetUpTwoFactor && !options.allowWithoutTwoFactor) {
    return { refusal: { reason: 'two_factor_required', message: 'Set up two-factor authentication on your account page first: an administrator requires it.' } };
  }
  if (permission && !can(staff.user.role, permission)) {
    return { refusal: { reason: 'forbidden', message: FORBIDDEN_MESSAGE } };
  }
  return { staff };
}
