import type { LeadKind } from '@/db/schema';
import { log } from '@/lib/log';
import { mailQueued } from '@/lib/mail';

/** After a lead is stored: log it (ids only, never personal data) and send its notification now. */
export function leadStored(kind: LeadKind, id: string, fields: Record<string, unknown> = {}): void {
  log.info(kind === 'career_application' ? 'career application received' : 'lead stored', { kind, id, ...fields });
  mailQueued();
}
