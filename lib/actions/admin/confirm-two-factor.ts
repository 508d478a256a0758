'use server';

import { redirect } from 'next/navigation';
import { totpCodeForm } from '@/lib/schemas/staff';
import { confirmTwoFactor } from '@/lib/auth/two-factor';
import { ACCOUNT_PATH } from '@/lib/auth/session';
import { failed, runAdminAction, signedIn } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';

export async function confirmTwoFactorCode(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'confirm-two-factor',
    formData,
    schema: totpCodeForm.schema,
    access: { allowWithoutTwoFactor: true },
    run: async (input, { runtime, request, staff }) => {
      const outcome = await confirmTwoFactor(runtime, signedIn(staff), input, request);
      if (outcome === 'not_started') return failed('Start again: enter your password to get a new secret.');
      if (outcome === 'invalid_code') return failed('That code is not right. Check the time on your phone, then enter the code your app shows now.', { code: 'That code is not right.' });
      redirect(`${ACCOUNT_PATH}?two-factor=on`);
    },
  });
}
