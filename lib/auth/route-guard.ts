import type { Permission } from '@/lib/domain/staff-roles';
import { checkStaff, type StaffSession } from '@/lib/auth/session';

/**
 * For route handlers: the signed-in staff member holding `permission`, or the response that
 * refuses everyone else (401 without a session, 403 without the role) and carries no data.
 */
export async function staffOrRefusal(permission: Permission): Promise<{ staff: StaffSession } | { response: Response }> {
  const check = await checkStaff(permission);
  if ('staff' in check) return check;
  const status = check.refusal.reason === 'forbidden' ? 403 : 401;
  return { response: new Response(check.refusal.message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } }) };
}
