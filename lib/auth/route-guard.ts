import type { Permission } from '@/lib/domain/staff-roles';
import { checkStaff, SIGN_IN_PATH, type StaffSession } from '@/lib/auth/session';

const refusalHeaders = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' };

/**
 * For route handlers: the signed-in staff member holding `permission`, or the response that
 * refuses everyone else and carries no data. Without a session (never had one, expired, revoked)
 * a browser following a link is sent to the sign-in page; other clients get 401. Without the
 * role: 403.
 */
export async function staffOrRefusal(permission: Permission, request?: Request): Promise<{ staff: StaffSession } | { response: Response }> {
  const check = await checkStaff(permission);
  if ('staff' in check) return check;
  if (check.refusal.reason === 'forbidden') return { response: new Response(check.refusal.message, { status: 403, headers: refusalHeaders }) };
  if (request && isPageNavigation(request)) {
    return { response: new Response(null, { status: 303, headers: { Location: `${SIGN_IN_PATH}?session=ended`, 'Cache-Control': 'private, no-store' } }) };
  }
  return { response: new Response(check.refusal.message, { status: 401, headers: refusalHeaders }) };
}

/** A link followed in a browser tab (which can show the sign-in page), not a script's request. */
function isPageNavigation(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (request.headers.get('accept') ?? '').includes('text/html');
}
