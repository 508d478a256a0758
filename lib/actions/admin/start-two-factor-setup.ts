'use server';

import QRCode from 'qrcode';
import { confirmWithPasswordForm } from '@/lib/schemas/staff';
import { startTwoFactorSetup } from '@/lib/auth/two-factor';
import { failed, runAdminAction, signedIn, succeeded } from '@/lib/actions/admin/admin-action';
import { passwordCheckLockedMessage } from '@/lib/actions/admin/messages';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';

export type TwoFactorSetupData = { secret: string; totpUri: string; qrSvg: string; backupCodes: string[] };

/** Step one of turning the second factor on: the secret (as a QR code too) and the backup codes. */
export async function startTwoFactor(_previous: AdminFormState<TwoFactorSetupData>, formData: FormData): Promise<AdminFormState<TwoFactorSetupData>> {
  return runAdminAction({
    name: 'start-two-factor',
    formData,
    schema: confirmWithPasswordForm.schema,
    access: { allowWithoutTwoFactor: true },
    run: async (input, { runtime, request, staff }) => {
      const setup = await startTwoFactorSetup(runtime, signedIn(staff), input, request);
      if (setup === 'wrong_password') return failed('That password is not right.', { password: 'That password is not right.' });
      if (setup === 'already_enabled') return failed('Two-factor authentication is already on for your account.');
      if ('locked' in setup) return failed(passwordCheckLockedMessage(setup.locked));
      const qrSvg = await QRCode.toString(setup.totpUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return succeeded('Scan the code with your authenticator app, then enter the code it shows.', { ...setup, qrSvg });
    },
  });
}
