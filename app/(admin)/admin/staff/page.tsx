import type { Metadata } from 'next';
import { AdminSection, PageTitle } from '@/components/admin/notice';
import { ActionForm } from '@/components/admin/action-form';
import { StaffTable } from '@/components/admin/staff-table';
import { getBackOfficeSettings, listStaff } from '@/db/queries/staff';
import { inviteStaffMember } from '@/lib/actions/admin/invite-staff';
import { saveTwoFactorRequirement } from '@/lib/actions/admin/set-two-factor-requirement';
import { requireStaff } from '@/lib/auth/session';
import { INVITATION_HOURS } from '@/lib/auth/staff';
import { staffRoleDescriptions, staffRoleLabels, staffRoles } from '@/lib/domain/staff-roles';
import { inviteStaffForm, twoFactorRequirementForm } from '@/lib/schemas/staff';

export const metadata: Metadata = { title: 'Staff' };

export default async function StaffPage() {
  const staff = await requireStaff('staff:manage');
  const [members, settings] = await Promise.all([listStaff(), getBackOfficeSettings()]);
  return (
    <>
      <PageTitle lead="Who can sign in to the back office, and what they may do.">Staff</PageTitle>
      <AdminSection
        title="Invite a staff member"
        description={
          <>
            They get an e-mail with a link to choose their password (it works once, within {INVITATION_HOURS} hours).{' '}
            {staffRoles.map((role) => `${staffRoleLabels[role]}: ${staffRoleDescriptions[role]}`).join(' ')}
          </>
        }
      >
        <ActionForm id="invite" action={inviteStaffMember} fields={inviteStaffForm.fields} defaults={{ role: 'staff' }} submitLabel="Send invitation" pendingLabel="Sending…" />
      </AdminSection>
      <AdminSection title="Accounts" description="The last admin can be neither removed nor demoted. Removing an account ends its sessions at once.">
        <StaffTable members={members} currentUserId={staff.user.id} />
      </AdminSection>
      <AdminSection title="Security">
        <ActionForm
          id="two-factor-requirement"
          action={saveTwoFactorRequirement}
          fields={twoFactorRequirementForm.fields}
          defaults={{ requireTwoFactor: settings.requireTwoFactor ? 'on' : '' }}
          submitLabel="Save"
          pendingLabel="Saving…"
        />
      </AdminSection>
    </>
  );
}
