'use server';

import { redirect } from 'next/navigation';
import { secondFactorForm } from '@/lib/schemas/staff';
import { verifySecondFactor } from '@/lib/auth/sign-in';
import { SECOND_FACTOR_LOCK } from '@/lib/auth/server';
import { failed, runAdminAction } from '@/lib/actions/admin/admin-action';
import { BACK_OFFICE_HOME } from '@/lib/actions/admin/messages';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';

export async function submitSecondFactor(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'second-factor',
    formData,
    schema: secondFactorForm.schema,
    access: { public: true },
    run: async (input, { runtime, request }) => {
      const outcome = await verifySecondFactor(runtime, input, request);
      if (outcome.status === 'signed_in') redirect(BACK_OFFICE_HOME);
      if (outcome.status === 'expired') return failed('This sign-in has expired. Go back to the sign-in page and enter your password again.');
      if (outcome.status === 'locked') return failed(`Too many wrong codes: this account cannot sign in for the next ${SECOND_FACTOR_LOCK.durationSeconds / 60} minutes.`);
      return failed('That code is not right. Codes change every 30 seconds: enter the one your app shows now.', { code: 'That code is not right.' });
    },
  });
}
