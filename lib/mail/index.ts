import path from 'node:path';
import { env } from '@/lib/core/env';
import { MailDelivery } from '@/lib/mail/delivery';
import type { MailSettings } from '@/lib/mail/compose';
import { createMailTransport } from '@/lib/mail/transport';
import { getResumeStore } from '@/lib/storage';

// The server's one delivery loop, configured from the environment. Kept on globalThis: route
// handlers, server actions and instrumentation are bundled apart and must share it.

/**
 * How long a claimed notification belongs to its sender. Longer than one SMTP attempt can take
 * (lib/mail/transport.ts timeouts), short enough that mail a crashed process was sending goes out
 * within a minute or so from another (or the restarted) process, with the same Message-ID.
 */
export const MAIL_LEASE_SECONDS = 60;

type Holder = { __mailDelivery?: MailDelivery };
const holder = globalThis as Holder;

export function mailSettingsFromEnv(): MailSettings {
  const notifyTo = env.NOTIFY_TO ?? env.COMPANY_EMAIL;
  const fromAddress = env.MAIL_FROM ?? `"${env.COMPANY_NAME.replace(/["\\]/g, '')} Website" <${env.COMPANY_EMAIL}>`;
  const domain = /@([^>\s]+)/.exec(fromAddress)?.[1] ?? new URL(env.SITE_URL).hostname;
  return {
    from: fromAddress,
    notifyTo,
    notifyToCareers: env.NOTIFY_TO_CAREERS ?? notifyTo,
    companyName: env.COMPANY_NAME,
    messageIdDomain: domain,
    resumeAttachMaxBytes: env.RESUME_ATTACH_MAX_MB * 1024 * 1024,
    siteUrl: env.SITE_URL,
  };
}

export function startMailDelivery(): MailDelivery {
  if (!holder.__mailDelivery) {
    const transport = createMailTransport({
      smtp: env.SMTP_HOST
        ? { host: env.SMTP_HOST, port: env.SMTP_PORT, secure: env.SMTP_SECURE, user: env.SMTP_USER, password: env.SMTP_PASSWORD }
        : null,
      mailDir: path.resolve(env.DATA_DIR, 'mail'),
    });
    holder.__mailDelivery = new MailDelivery(
      {
        transport,
        store: getResumeStore(),
        settings: mailSettingsFromEnv(),
        policy: { retryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS, retryMaxSeconds: env.MAIL_RETRY_MAX_SECONDS, maxAttempts: env.MAIL_MAX_ATTEMPTS, leaseSeconds: MAIL_LEASE_SECONDS },
      },
      env.MAIL_POLL_SECONDS,
    );
    holder.__mailDelivery.start();
  }
  return holder.__mailDelivery;
}

export async function stopMailDelivery(): Promise<void> {
  const delivery = holder.__mailDelivery;
  holder.__mailDelivery = undefined;
  await delivery?.stop();
}

/** Called after a lead is stored: its notification goes out now rather than at the next poll. */
export function mailQueued(): void {
  holder.__mailDelivery?.kick();
}
