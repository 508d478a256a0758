'use server';

import { redirect } from 'next/navigation';
import { resetPasswordForm } from '@/lib/schemas/staff';
import { resetPassword } from '@/lib/auth/password';
import { failed, runAdminAction } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { SIGN_IN_PATH } from '@/lib/auth/session';

export async function resetStaffPassword(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'reset-password',
    formData,
    schema: resetPasswordForm.schema,
    access: { public: true },
    run: async (input, { runtime, request }) => {
      const outcome = await resetPassword(runtime, input, request);
      if (outcome === 'invalid_link') return failed('This link has expired or was already used. Ask for a new one on the "Forgot your password?" page.');
      redirect(`${SIGN_IN_PATH}?password-reset=1`);
    },
  });
}
