'use server';

import { revalidatePath } from 'next/cache';
import { confirmWithPasswordForm } from '@/lib/schemas/staff';
import { disableTwoFactor } from '@/lib/auth/two-factor';
import { failed, runAdminAction, signedIn, succeeded } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { passwordCheckLockedMessage } from '@/lib/actions/admin/messages';

export async function turnOffTwoFactor(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'disable-two-factor',
    formData,
    schema: confirmWithPasswordForm.schema,
    access: {},
    run: async (input, { runtime, request, staff }) => {
      const outcome = await disableTwoFactor(runtime, signedIn(staff), input, request);
      if (outcome === 'required') return failed('An administrator requires two-factor authentication for all staff, so it stays on.');
      if (typeof outcome === 'object') return failed(passwordCheckLockedMessage(outcome.locked));
      if (outcome === 'wrong_password') return failed('That password is not right.', { password: 'That password is not right.' });
      if (outcome === 'session_not_fresh') return failed('For your safety, sign out and in again before turning two-factor authentication off.');
      revalidatePath('/admin/account');
      return succeeded('Two-factor authentication is off.');
    },
  });
}
