import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ActionForm } from '@/components/admin/action-form';
import { AuthCard } from '@/components/admin/auth-card';
import { submitSecondFactor } from '@/lib/actions/admin/verify-second-factor';
import { getStaffSession, landingPath } from '@/lib/auth/session';
import { secondFactorForm } from '@/lib/schemas/staff';

export const metadata: Metadata = { title: 'Two-factor authentication' };

export default async function SecondFactorPage() {
  const staff = await getStaffSession();
  if (staff) redirect(landingPath(staff.user.role));
  return (
    <AuthCard
      title="Enter your code"
      lead="Your password was right. Now enter the code from your authenticator app: it proves the phone is yours."
      footerLink={{ href: '/admin/sign-in', label: 'Start again with your password' }}
    >
      <ActionForm id="second-factor" action={submitSecondFactor} fields={secondFactorForm.fields} submitLabel="Verify" pendingLabel="Checking…" />
    </AuthCard>
  );
}
