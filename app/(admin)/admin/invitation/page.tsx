import type { Metadata } from 'next';
import { ActionForm } from '@/components/admin/action-form';
import { AuthCard } from '@/components/admin/auth-card';
import { Notice } from '@/components/admin/notice';
import { findPendingInvitation } from '@/db/queries/staff';
import { acceptStaffInvitation } from '@/lib/actions/admin/accept-invitation';
import { hashLinkToken } from '@/lib/auth/runtime';
import { formatIndianDateTime } from '@/lib/domain/date-time';
import { acceptInvitationForm } from '@/lib/schemas/staff';

export const metadata: Metadata = { title: 'Your invitation' };

export default async function InvitationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  // The link's holder may see whose invitation it is; nobody else learns anything from this page.
  const invitation = typeof token === 'string' && token.length >= 16 && token.length <= 200 ? await findPendingInvitation(hashLinkToken(token)) : null;
  if (!invitation || typeof token !== 'string') {
    return (
      <AuthCard title="Your invitation">
        <Notice tone="warning">This invitation link has expired or was already used. Ask an administrator to send you a new one.</Notice>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={`Welcome, ${invitation.name}`}
      lead={
        <>
          Choose a password for <strong className="text-foreground">{invitation.email}</strong>. The link works once, until {formatIndianDateTime(invitation.expiresAt)}.
        </>
      }
    >
      <ActionForm id="invitation" action={acceptStaffInvitation} fields={acceptInvitationForm.fields} hidden={{ token }} submitLabel="Set password and sign in" pendingLabel="Saving…" />
    </AuthCard>
  );
}
