import type { Metadata } from 'next';
import { ActionForm } from '@/components/admin/action-form';
import { AdminSection, Notice, PageTitle } from '@/components/admin/notice';
import { TwoFactorSetup } from '@/components/admin/two-factor-setup';
import { changeOwnPassword } from '@/lib/actions/admin/change-password';
import { turnOffTwoFactor } from '@/lib/actions/admin/disable-two-factor';
import { requireStaff } from '@/lib/auth/session';
import { staffRoleLabels } from '@/lib/domain/staff-roles';
import { changePasswordForm, confirmWithPasswordForm, totpCodeForm } from '@/lib/schemas/staff';

export const metadata: Metadata = { title: 'Your account' };

export default async function AccountPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // Open while a required second factor is still to be set up: this is where it is set up.
  const staff = await requireStaff(undefined, { allowWithoutTwoFactor: true });
  const query = await searchParams;
  const { user } = staff;
  return (
    <>
      {staff.mustSetUpTwoFactor && (
        <Notice tone="warning">An administrator requires two-factor authentication for all staff. Set it up below to open the rest of the back office.</Notice>
      )}
      {query.denied && <Notice tone="warning">Your role does not open that page. Ask an administrator if you need it.</Notice>}
      {query['two-factor'] === 'on' && <Notice tone="success">Two-factor authentication is on. From now on you sign in with your password and a code from your app.</Notice>}
      <PageTitle>Your account</PageTitle>
      <AdminSection title="Details">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Name</dt>
          <dd>{user.name}</dd>
          <dt className="font-semibold">E-mail</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="font-semibold">Role</dt>
          <dd>{staffRoleLabels[user.role]}</dd>
        </dl>
      </AdminSection>
      <AdminSection
        title="Two-factor authentication"
        description="A code from an authenticator app on your phone, asked after your password: a stolen password alone then opens nothing."
      >
        {user.twoFactorEnabled ? (
          <>
            <p className="text-sm font-semibold">On.</p>
            <ActionForm id="two-factor-off" action={turnOffTwoFactor} fields={confirmWithPasswordForm.fields} submitLabel="Turn off two-factor authentication" pendingLabel="Turning off…" variant="outline" />
          </>
        ) : (
          <TwoFactorSetup passwordFields={confirmWithPasswordForm.fields} codeFields={totpCodeForm.fields} />
        )}
      </AdminSection>
      <AdminSection title="Password" description="Changing it ends your sessions on other devices.">
        <ActionForm id="change-password" action={changeOwnPassword} fields={changePasswordForm.fields} submitLabel="Change password" pendingLabel="Saving…" />
      </AdminSection>
    </>
  );
}
