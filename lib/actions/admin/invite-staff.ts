'use server';

import { revalidatePath } from 'next/cache';
import { inviteStaffForm } from '@/lib/schemas/staff';
import { INVITATION_HOURS, inviteStaff } from '@/lib/auth/staff';
import { failed, runAdminAction, signedIn, succeeded } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';

export async function inviteStaffMember(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'invite-staff',
    formData,
    schema: inviteStaffForm.schema,
    access: { permission: 'staff:manage' },
    run: async (input, { runtime, request, staff }) => {
      const outcome = await inviteStaff(runtime, signedIn(staff), input, request);
      if (outcome.status === 'has_account') return failed('This address already has an account.', { email: 'This address already has an account.' });
      revalidatePath('/admin/staff');
      return succeeded(`Invitation sent to ${outcome.email}. The link in it works once, within ${INVITATION_HOURS} hours.`);
    },
  });
}
