import { redirect } from 'next/navigation';
import { getStaffSession, landingPath, SIGN_IN_PATH } from '@/lib/auth/session';

/** /admin: the leads for a signed-in user, the sign-in page for anybody else. */
export default async function AdminIndex() {
  const staff = await getStaffSession();
  redirect(staff ? landingPath(staff.user.role) : SIGN_IN_PATH);
}
