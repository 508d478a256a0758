'use server';

import { redirect } from 'next/navigation';
import { signInForm } from '@/lib/schemas/staff';
import { signInWithPassword } from '@/lib/auth/sign-in';
import { failed, runAdminAction } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { BACK_OFFICE_HOME, lockedMessage, TWO_FACTOR_PATH } from '@/lib/actions/admin/messages';

export async function signIn(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'sign-in',
    formData,
    schema: signInForm.schema,
    access: { public: true },
    run: async (input, { runtime, request }) => {
      const outcome = await signInWithPassword(runtime, input, request);
      if (outcome.status === 'signed_in') redirect(BACK_OFFICE_HOME);
      if (outcome.status === 'second_factor') redirect(TWO_FACTOR_PATH);
      if (outcome.status === 'locked') return failed(lockedMessage(outcome.retryAfterSeconds));
      return failed('That e-mail address and password do not match an account. Check them and try again.');
    },
  });
}
