import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminSection, Notice, PageTitle } from '@/components/admin/notice';
import { ActionForm } from '@/components/admin/action-form';
import { StaffTable } from '@/components/admin/staff-table';
import { findStaffRemoval } from '@/db/queries/audit';
import { getBackOfficeSettings, listStaff } from '@/db/queries/staff';
import { isUuid } from '@/lib/domain/lead-workflow';
import { inviteStaffMember } from '@/lib/actions/admin/invite-staff';
import { saveTwoFactorRequirement } from '@/lib/actions/admin/set-two-factor-requirement';
import { requireStaff } from '@/lib/auth/session';
import { INVITATION_HOURS } from '@/lib/auth/staff';
import { staffRoleDescriptions, staffRoleLabels, staffRoles } from '@/lib/domain/staff-roles';
import { inviteStaffForm, twoFactorRequirementForm } from '@/lib/schemas/staff';

export const metadata: Metadata = { title: 'Staff' };

export default async function StaffPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff('staff:manage');
  const { removed } = await searchParams;
  const [members, settings, removal] = await Promise.all([
    listStaff(),
    getBackOfficeSettings(),
    // After a removal (lib/actions/admin/remove-staff.ts): named from the audit log, never from the address.
    typeof removed === 'string' && isUuid(removed) ? findStaffRemoval(removed) : null,
  ]);
  return (
    <>
      <PageTitle lead="Who can sign in to the back office, and what they may do.">Staff</PageTitle>
      {removal && (
        <Notice tone="success">
          {removal.name}&apos;s account is removed; its sessions ended.{' '}
          {removal.unassignedLeads > 0 && (
            <>
              {removal.unassignedLeads === 1 ? 'The lead they held is' : `The ${removal.unassignedLeads} leads they held are`} assigned to nobody now:{' '}
              <Link className="font-semibold underline" href="/admin/leads?assignee=none">
                find {removal.unassignedLeads === 1 ? 'it' : 'them'}
              </Link>
              .
            </>
          )}
        </Notice>
      )}
      <AdminSection
        title="Invite a staff member"
        description={
          <>
            They get an e-mail with a link to choose their password (it works once, within {INVITATION_HOURS} hours).{' '}
            {staffRoles.map((role) => `${staffRoleLabels[role]}: ${staffRoleDescriptions[role]}`).join(' ')}
          </>
        }
      >
        <ActionForm id="invite" action={inviteStaffMember} fields={inviteStaffForm.fields} defaults={{ role: 'staff' }} submitLabel="Send invitation" pendingLabel="Sending…" guardUnsaved />
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
