import type { Metadata } from 'next';
import { ActionForm } from '@/components/admin/action-form';
import { AuthCard } from '@/components/admin/auth-card';
import { requestStaffPasswordReset } from '@/lib/actions/admin/request-password-reset';
import { forgotPasswordForm } from '@/lib/schemas/staff';

export const metadata: Metadata = { title: 'Forgot your password?' };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter the e-mail address of your staff account. We will send it a link to choose a new password."
      footerLink={{ href: '/admin/sign-in', label: 'Back to sign in' }}
    >
      <ActionForm id="forgot-password" action={requestStaffPasswordReset} fields={forgotPasswordForm.fields} submitLabel="Send the link" pendingLabel="Sending…" />
    </AuthCard>
  );
}
