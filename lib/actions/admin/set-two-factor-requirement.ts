'use server';

import { revalidatePath } from 'next/cache';
import { twoFactorRequirementForm } from '@/lib/schemas/staff';
import { setTwoFactorRequirement } from '@/lib/auth/two-factor';
import { failed, runAdminAction, signedIn, succeeded } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';

export async function saveTwoFactorRequirement(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'set-two-factor-requirement',
    formData,
    schema: twoFactorRequirementForm.schema,
    access: { permission: 'security:manage' },
    run: async (input, { runtime, request, staff }) => {
      const outcome = await setTwoFactorRequirement(runtime, { ...signedIn(staff), twoFactorEnabled: staff?.user.twoFactorEnabled === true }, input.requireTwoFactor, request);
      if (outcome === 'own_two_factor_first') return failed('Turn on two-factor authentication for your own account first (on your account page), then require it of everybody.');
      revalidatePath('/admin/staff');
      return succeeded(
        input.requireTwoFactor
          ? 'Two-factor authentication is now required: staff without it must set it up before they see any data.'
          : 'Two-factor authentication is now optional.',
      );
    },
  });
}
