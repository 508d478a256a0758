import { ActionForm } from '@/components/admin/action-form';
import { DataTable } from '@/components/admin/data-table';
import type { StaffMember } from '@/db/queries/staff';
import { changeStaffMemberRole } from '@/lib/actions/admin/change-staff-role';
import { removeStaffMember } from '@/lib/actions/admin/remove-staff';
import { resendStaffInvitation } from '@/lib/actions/admin/resend-invitation';
import { formatIndianDateTime } from '@/lib/domain/date-time';
import { changeRoleForm, removeStaffForm, staffMemberForm } from '@/lib/schemas/staff';

function accessOf(member: StaffMember): string {
  if (member.hasPassword) return 'Active';
  if (member.invitationExpiresAt) return `Invited; the link works until ${formatIndianDateTime(member.invitationExpiresAt)}`;
  return 'Invitation expired';
}

/** Every account with its controls: role, a new invitation, removal (never one's own). */
export function StaffTable({ members, currentUserId }: { members: StaffMember[]; currentUserId: string }) {
  return (
    <DataTable caption="Staff accounts" columns={['Name', 'Role', 'Access', 'Actions']}>
      {members.map((member) => (
        <tr key={member.id}>
          <td>
            <span className="block font-semibold">
              {member.name}
              {member.id === currentUserId && <span className="font-normal text-muted-foreground"> (you)</span>}
            </span>
            <span className="block break-all text-muted-foreground">{member.email}</span>
          </td>
          <td className="min-w-56">
            <ActionForm
              id={`role-${member.id}`}
              action={changeStaffMemberRole}
              fields={changeRoleForm.fields.map((field) => ({ ...field, label: `Role of ${member.name}` }))}
              hidden={{ userId: member.id }}
              defaults={{ role: member.role }}
              submitLabel="Save role"
              pendingLabel="Saving…"
              variant="outline"
              inline
              repeated
            />
          </td>
          <td>
            <span className="block">{accessOf(member)}</span>
            <span className="block text-muted-foreground">Two-factor: {member.two_factor_enabled ? 'on' : 'off'}</span>
          </td>
          <td>
            <div className="grid gap-2">
              {!member.hasPassword && (
                <ActionForm
                  id={`resend-${member.id}`}
                  action={resendStaffInvitation}
                  fields={staffMemberForm.fields}
                  hidden={{ userId: member.id }}
                  submitLabel={`Invite ${member.name} again`}
                  pendingLabel="Sending…"
                  variant="outline"
                  repeated
                />
              )}
              {member.id !== currentUserId && (
                <ActionForm
                  id={`remove-${member.id}`}
                  action={removeStaffMember}
                  fields={removeStaffForm.fields.map((field) => ({ ...field, label: `Yes, remove ${member.name}` }))}
                  hidden={{ userId: member.id }}
                  submitLabel={`Remove ${member.name}`}
                  pendingLabel="Removing…"
                  variant="destructive"
                  repeated
                />
              )}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
