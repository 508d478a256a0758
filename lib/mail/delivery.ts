import { claimDueMail, markFailed, markSent, type OutboxPolicy } from '@/db/queries/outbox';
import type { Database, MailOutboxRow } from '@/db/types';
import { log } from '@/lib/core/log';
import { composeNotification, type MailSettings } from '@/lib/mail/compose';
import type { MailTransport } from '@/lib/mail/transport';
import { safeErrorMessage } from '@/lib/core/safe-error';
import type { ObjectStore } from '@/lib/storage/object-store';

// The delivery loop: runs inside each server process, sends what the outbox holds, retries with
// exponential backoff, and picks up where it left off after a restart (the state is in the
// database). A failed notification never touches the lead it belongs to.

export type DeliveryDeps = {
  /** Tests hand in their database; the server's loop uses the app's. */
  db?: Database;
  transport: MailTransport;
  store: ObjectStore;
  settings: MailSettings;
  policy: OutboxPolicy;
};

const BATCH = 10;

/** One pass over due mail; answers how many rows it handled. Tests drive this directly. */
export async function deliverDueMail(deps: DeliveryDeps): Promise<number> {
  const rows = await claimDueMail(BATCH, deps.policy, deps.db);
  for (const row of rows) await deliverOne(row, deps);
  return rows.length;
}

async function deliverOne(row: MailOutboxRow, deps: DeliveryDeps) {
  const { db } = deps;
  const fields = { outbox_id: row.id, lead_kind: row.lead_kind, lead_id: row.lead_id, attempt: row.attempts };
  try {
    const message = await composeNotification(row, { db, store: deps.store, settings: deps.settings });
    if (!message) {
      await markFailed({ ...row, attempts: deps.policy.maxAttempts }, 'the lead no longer exists', deps.policy, db);
      log.warn('notification dropped: lead no longer exists', fields);
      return;
    }
    await deps.transport.send(message, `${row.created_at.toISOString().replace(/[:.]/g, '-')}-${row.lead_kind ?? 'message'}-${row.id}`);
    await markSent(row.id, db);
    log.info('notification sent', { ...fields, via: deps.transport.kind });
  } catch (error) {
    const reason = safeErrorMessage(error);
    const outcome = await markFailed(row, reason, deps.policy, db).catch(() => 'unrecorded');
    // The spec only logs a failed notification: the lead itself is safe in the database.
    log[outcome === 'failed' ? 'error' : 'warn']('notification not sent', { ...fields, outcome, error: reason });
  }
}

export class MailDelivery {
  private running = false;
  private kicked = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly deps: DeliveryDeps,
    private readonly pollSeconds: number,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** New mail is waiting: deliver now instead of at the next poll. */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.deps.transport.close();
  }

  private async run() {
    let pauseSeconds = this.pollSeconds;
    while (this.running) {
      this.kicked = false;
      let handled = 0;
      try {
        handled = await deliverDueMail(this.deps);
        pauseSeconds = this.pollSeconds;
      } catch (error) {
        // The database is away: wait longer each time, up to a minute.
        log.warn('mail delivery paused', { error: safeErrorMessage(error) });
        pauseSeconds = Math.min(Math.max(pauseSeconds * 2, 1), 60);
      }
      if (!this.running) break;
      if (handled === 0 && !this.kicked) await this.sleep(pauseSeconds);
    }
  }

  private sleep(seconds: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, seconds * 1000);
      timer.unref?.();
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wake = null;
        resolve();
      }
      this.wake = done;
    });
  }
}
