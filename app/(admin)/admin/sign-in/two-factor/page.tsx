import type { Metadata } from 'next';
import Link from 'next/link';
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
      footer={
        <Link href="/admin/sign-in" className="font-semibold text-accent underline underline-offset-2">
          Start again with your password
        </Link>
      }
    >
      <ActionForm id="second-factor" action={submitSecondFactor} fields={secondFactorForm.fields} submitLabel="Verify" pendingLabel="Checking…" />
    </AuthCard>
  );
}
