import type { LeadKind } from '@/db/types';
import { requestLog } from '@/lib/core/log';
import { mailQueued } from '@/lib/mail';

/** After a lead is stored: log it (ids only, never personal data) and send its notification now. */
export async function leadStored(kind: LeadKind, id: string, fields: Record<string, unknown> = {}): Promise<void> {
  (await requestLog()).info(kind === 'career_application' ? 'career application received' : 'lead stored', { kind, id, ...fields });
  mailQueued();
}
