import { recordAudit } from '@/db/queries/audit';
import type { Database } from '@/db/types';
import { env } from '@/lib/core/env';
import { log } from '@/lib/core/log';
import { startPeriodicTask, stopPeriodicTask } from '@/lib/core/periodic-task';
import { eraseLeadsEverywhere, type ErasureOutcome } from '@/lib/leads/erasure';
import type { ObjectStore } from '@/lib/storage/object-store';

// LEAD_RETENTION_MONTHS: leads older than that are purged once a day, with their resumes, notes,
// history and e-mails, and the purge is in the audit log (counts only). Unset: nothing is purged.
// Every replica runs it; a second run on the same day finds nothing left to delete.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `months` calendar months before `now`. */
export function retentionCutoff(months: number, now = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export async function purgeExpiredLeads(months: number, deps: { store: ObjectStore; mailDir?: string; db?: Database; now?: Date }): Promise<ErasureOutcome> {
  const outcome = await eraseLeadsEverywhere({ receivedBefore: retentionCutoff(months, deps.now) }, deps);
  if (outcome.leads > 0) {
    await recordAudit({ action: 'leads_purged', actor: null, details: { retention_months: months, leads: outcome.leads, resumes: outcome.resumesRemoved, mails: outcome.outboxIds.length } }, deps.db);
  }
  return outcome;
}

/** Purges now and then daily for the life of the server (instrumentation-node.ts), when the setting is on. */
export function startLeadRetention(store: ObjectStore): void {
  const months = env.LEAD_RETENTION_MONTHS;
  if (!months) return;
  startPeriodicTask('lead retention purge', DAY_MS, async () => {
    const outcome = await purgeExpiredLeads(months, { store });
    if (outcome.leads > 0) log.info('leads past their retention purged', { leads: outcome.leads, retentionMonths: months });
  });
}

export const stopLeadRetention = () => stopPeriodicTask('lead retention purge');
