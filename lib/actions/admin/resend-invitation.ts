'use server';

import { revalidatePath } from 'next/cache';
import { staffMemberForm } from '@/lib/schemas/staff';
import { resendInvitation } from '@/lib/auth/staff';
import { failed, runAdminAction, signedIn, succeeded } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { MEMBER_GONE_MESSAGE } from '@/lib/actions/admin/messages';

export async function resendStaffInvitation(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'resend-invitation',
    formData,
    schema: staffMemberForm.schema,
    access: { permission: 'staff:manage' },
    run: async (input, { runtime, request, staff }) => {
      const outcome = await resendInvitation(runtime, signedIn(staff), input.userId, request);
      if (outcome === 'not_found') return failed(MEMBER_GONE_MESSAGE);
      if (outcome === 'has_account') return failed('They have already chosen a password: they can use "Forgot your password?" if they lost it.');
      revalidatePath('/admin/staff');
      return succeeded('A new invitation is on its way; the earlier link no longer works.');
    },
  });
}
