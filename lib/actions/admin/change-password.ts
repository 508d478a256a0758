'use server';

import { changePasswordForm } from '@/lib/schemas/staff';
import { changePassword } from '@/lib/auth/password';
import { failed, runAdminAction, signedIn, succeeded } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { passwordCheckLockedMessage } from '@/lib/actions/admin/messages';

export async function changeOwnPassword(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'change-password',
    formData,
    schema: changePasswordForm.schema,
    access: { allowWithoutTwoFactor: true },
    run: async (input, { runtime, request, staff }) => {
      const outcome = await changePassword(runtime, signedIn(staff), { currentPassword: input.currentPassword, newPassword: input.password }, request);
      if (outcome.status === 'locked') return failed(passwordCheckLockedMessage(outcome.retryAfterSeconds));
      if (outcome.status === 'wrong_password') return failed('Your current password is not right.', { currentPassword: 'That password is not right.' });
      return succeeded('Your password is changed. Your other sessions have ended.');
    },
  });
}
