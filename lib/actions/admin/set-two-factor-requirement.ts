'use server';

import { revalidatePath } from 'next/cache';
import { twoFactorRequirementForm } from '@/lib/schemas/staff';
import { setTwoFactorRequirement } from '@/lib/auth/two-factor';
import { runAdminAction, signedIn, succeeded } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';

export async function saveTwoFactorRequirement(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'set-two-factor-requirement',
    formData,
    schema: twoFactorRequirementForm.schema,
    access: { permission: 'security:manage' },
    run: async (input, { runtime, request, staff }) => {
      await setTwoFactorRequirement(runtime, signedIn(staff), input.requireTwoFactor, request);
      revalidatePath('/admin', 'layout');
      return succeeded(
        input.requireTwoFactor
          ? 'Two-factor authentication is now required: staff without it must set it up before they see any data.'
          : 'Two-factor authentication is now optional.',
      );
    },
  });
}
