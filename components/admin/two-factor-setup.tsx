'use client';

import { ActionForm } from '@/components/admin/action-form';
import type { AdminField } from '@/lib/schemas/staff';
import { startTwoFactor, type TwoFactorSetupData } from '@/lib/actions/admin/start-two-factor-setup';
import { confirmTwoFactorCode } from '@/lib/actions/admin/confirm-two-factor';

/** Turning the second factor on: the password, then the secret (QR code and text) and a code from the app. */
export function TwoFactorSetup({ passwordFields, codeFields }: { passwordFields: readonly AdminField[]; codeFields: readonly AdminField[] }) {
  return (
    <ActionForm<TwoFactorSetupData>
      id="two-factor-start"
      action={startTwoFactor}
      fields={passwordFields}
      submitLabel="Set up two-factor authentication"
      pendingLabel="Preparing…"
      successView={({ data }) => data && <SetupSteps data={data} codeFields={codeFields} />}
    />
  );
}

function SetupSteps({ data, codeFields }: { data: TwoFactorSetupData; codeFields: readonly AdminField[] }) {
  return (
    <div className="grid gap-6">
      <ol className="grid list-decimal gap-4 pl-5 text-sm">
        <li className="grid gap-3">
          <p>Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the key below into it.</p>
          {/* The SVG is made on our server from the secret's otpauth: URI; it holds no script. */}
          <div role="img" aria-label="QR code of your two-factor secret" className="size-48 rounded-md border border-border bg-white p-2" dangerouslySetInnerHTML={{ __html: data.qrSvg }} />
          <p>
            Key: <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm break-all" data-testid="totp-secret">{data.secret}</code>
          </p>
          <p>
            <a href={data.totpUri} className="font-semibold text-accent underline underline-offset-2">
              Open in an authenticator app on this device
            </a>
          </p>
        </li>
        <li className="grid gap-2">
          <p>Keep these backup codes somewhere safe. Each signs you in once if you lose your phone; they are shown only now.</p>
          <ul className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5" aria-label="Backup codes">
            {data.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </li>
        <li className="grid gap-3">
          <p>Enter the code your app shows now to turn two-factor authentication on.</p>
          <ActionForm id="two-factor-confirm" action={confirmTwoFactorCode} fields={codeFields} submitLabel="Turn on two-factor authentication" pendingLabel="Checking…" />
        </li>
      </ol>
    </div>
  );
}
