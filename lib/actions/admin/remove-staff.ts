'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { removeStaffForm } from '@/lib/schemas/staff';
import { removeStaff } from '@/lib/auth/staff';
import { failed, runAdminAction, signedIn } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { LAST_ADMIN_MESSAGE, MEMBER_GONE_MESSAGE } from '@/lib/actions/admin/messages';

export async function removeStaffMember(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'remove-staff',
    formData,
    schema: removeStaffForm.schema,
    access: { permission: 'staff:manage' },
    run: async (input, { runtime, request, staff }) => {
      const outcome = await removeStaff(runtime, signedIn(staff), input, request);
      if (outcome === 'self') return failed('You cannot remove your own account: ask another admin.');
      if (outcome === 'not_found') return failed(MEMBER_GONE_MESSAGE);
      if (outcome === 'last_admin') return failed(LAST_ADMIN_MESSAGE);
      revalidatePath('/admin/staff');
      // The row and its form are gone with the account: the page names what was removed.
      redirect(`/admin/staff?removed=${input.userId}`);
    },
  });
}
