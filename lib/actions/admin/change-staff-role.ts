'use server';

import { revalidatePath } from 'next/cache';
import { changeRoleForm } from '@/lib/schemas/staff';
import { staffRoleLabels } from '@/lib/domain/staff-roles';
import { changeRole } from '@/lib/auth/staff';
import { failed, runAdminAction, signedIn, succeeded } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { LAST_ADMIN_MESSAGE, MEMBER_GONE_MESSAGE } from '@/lib/actions/admin/messages';

export async function changeStaffMemberRole(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'change-staff-role',
    formData,
    schema: changeRoleForm.schema,
    access: { permission: 'staff:manage' },
    run: async (input, { runtime, request, staff }) => {
      const outcome = await changeRole(runtime, signedIn(staff), input, request);
      if (outcome === 'not_found') return failed(MEMBER_GONE_MESSAGE);
      if (outcome === 'last_admin') return failed(LAST_ADMIN_MESSAGE);
      revalidatePath('/admin', 'layout');
      return succeeded(outcome === 'unchanged' ? `The role already was ${staffRoleLabels[input.role]}.` : `Role changed to ${staffRoleLabels[input.role]}.`);
    },
  });
}
