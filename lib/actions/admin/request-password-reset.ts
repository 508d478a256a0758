'use server';

import { forgotPasswordForm } from '@/lib/schemas/staff';
import { requestPasswordReset } from '@/lib/auth/password';
import { failed, runAdminAction, succeeded } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { tooManyRequestsMessage } from '@/lib/actions/admin/messages';

export async function requestStaffPasswordReset(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'request-password-reset',
    formData,
    schema: forgotPasswordForm.schema,
    access: { public: true },
    run: async (input, { runtime, request }) => {
      const outcome = await requestPasswordReset(runtime, input, request);
      if (outcome.status === 'rate_limited') return failed(tooManyRequestsMessage(outcome.retryAfterSeconds));
      // The same answer for every address: it never tells whether an account exists.
      return succeeded('If that address belongs to a staff account, a link to choose a new password is on its way. It works once, within an hour.');
    },
  });
}
