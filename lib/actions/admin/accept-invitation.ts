'use server';

import { redirect } from 'next/navigation';
import { acceptInvitationForm } from '@/lib/schemas/staff';
import { acceptInvitation } from '@/lib/auth/staff';
import { SIGN_IN_PATH } from '@/lib/auth/session';
import { failed, runAdminAction } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { BACK_OFFICE_HOME, TWO_FACTOR_PATH } from '@/lib/actions/admin/messages';

export async function acceptStaffInvitation(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'accept-invitation',
    formData,
    schema: acceptInvitationForm.schema,
    access: { public: true },
    run: async (input, { runtime, request }) => {
      const outcome = await acceptInvitation(runtime, input, request);
      if (outcome.status === 'invalid_link') return failed('This invitation has expired or was already used. Ask an administrator to send you a new one.');
      if (outcome.status === 'signed_in') redirect(BACK_OFFICE_HOME);
      if (outcome.status === 'second_factor') redirect(TWO_FACTOR_PATH);
      // The password is set; signing in was refused (locked by earlier failures): sign in later.
      redirect(`${SIGN_IN_PATH}?password-reset=1`);
    },
  });
}
