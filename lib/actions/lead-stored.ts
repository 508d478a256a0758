import type { LeadKind } from '@/db/types';
import { requestLog } from '@/lib/core/log';
import { mailQueued } from '@/lib/mail';

/**
 * After a lead's transaction: log it (ids only, never personal data) and send its notification
 * now. `id` is null for a repeat of a stored submission (same key), which wrote nothing.
 */
export async function leadStored(kind: LeadKind, id: string | null, fields: Record<string, unknown> = {}): Promise<void> {
  const log = await requestLog();
  if (id === null) return log.info('repeat submission answered as stored', { kind });
  log.info(kind === 'career_application' ? 'career application received' : 'lead stored', { kind, id, ...fields });
  mailQueued();
}
