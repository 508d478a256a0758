import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ActionForm } from '@/components/admin/action-form';
import { AuthCard } from '@/components/admin/auth-card';
import { Notice } from '@/components/admin/notice';
import { signIn } from '@/lib/actions/admin/sign-in';
import { getStaffSession, landingPath } from '@/lib/auth/session';
import { signInForm } from '@/lib/schemas/staff';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await getStaffSession();
  if (staff) redirect(landingPath(staff.user.role));
  const query = await searchParams;
  return (
    <AuthCard
      title="Sign in"
      lead="The back office of the website, for company staff. There is no public sign-up: an administrator invites you."
      footerLink={{ href: '/admin/forgot-password', label: 'Forgot your password?' }}
    >
      {query['signed-out'] && <Notice tone="success">You are signed out.</Notice>}
      {query.session === 'ended' && <Notice tone="warning">Your session has ended. Sign in again, then open the download again.</Notice>}
      {query['password-reset'] && <Notice tone="success">Your password is set. Sign in with it.</Notice>}
      <ActionForm id="sign-in" action={signIn} fields={signInForm.fields} submitLabel="Sign in" pendingLabel="Signing in…" />
    </AuthCard>
  );
}
