import type { Metadata } from 'next';
import { ActionForm } from '@/components/admin/action-form';
import { AuthCard } from '@/components/admin/auth-card';
import { Notice } from '@/components/admin/notice';
import { resetStaffPassword } from '@/lib/actions/admin/reset-password';
import { resetPasswordForm } from '@/lib/schemas/staff';

export const metadata: Metadata = { title: 'Choose a new password' };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return (
    <AuthCard
      title="Choose a new password"
      lead="Signing in with the new password works at once; every session of your account (on any device) ends."
      footerLink={{ href: '/admin/forgot-password', label: 'Ask for a new link' }}
    >
      {typeof token === 'string' && token ? (
        <ActionForm id="reset-password" action={resetStaffPassword} fields={resetPasswordForm.fields} hidden={{ token }} submitLabel="Save the new password" pendingLabel="Saving…" />
      ) : (
        <Notice tone="warning">This page needs the link from the password reset e-mail. Open that link again, or ask for a new one.</Notice>
      )}
    </AuthCard>
  );
}
