import fs from 'node:fs/promises';
import path from 'node:path';
import { eraseLeads, type ErasedLeads, type LeadSelection } from '@/db/queries/lead-erasure';
import type { Database } from '@/db/types';
import { env } from '@/lib/core/env';
import { log } from '@/lib/core/log';
import { safeErrorMessage } from '@/lib/core/safe-error';
import type { ObjectStore } from '@/lib/storage/object-store';

// Erasing leads everywhere they are kept: the rows (db/queries/lead-erasure.ts), then the resume
// files and the .eml copies of their e-mails (the embedded mail transport's DATA_DIR/mail). The
// rows go first, in one transaction: a file that cannot be removed now is no longer cited by any
// application, and the resume sweep (lib/storage/resumes.ts) removes it later.

export type ErasureOutcome = ErasedLeads & { leads: number; resumesRemoved: number; mailCopiesRemoved: number };

export async function eraseLeadsEverywhere(
  selection: LeadSelection,
  { store, mailDir = path.resolve(env.DATA_DIR, 'mail'), db }: { store: ObjectStore; mailDir?: string; db?: Database },
): Promise<ErasureOutcome> {
  const erased = await eraseLeads(selection, db);
  let resumesRemoved = 0;
  for (const key of erased.resumeKeys) {
    try {
      await store.delete(key);
      resumesRemoved++;
    } catch (error) {
      log.warn('erased resume not removed yet (the sweep retries)', { error: safeErrorMessage(error) });
    }
  }
  const email = 'person' in selection && 'email' in selection.person ? selection.person.email.trim().toLowerCase() : null;
  const mailCopiesRemoved = await removeMailCopies(mailDir, new Set(erased.outboxIds), email);
  return { ...erased, leads: Object.values(erased.counts).reduce((sum, n) => sum + n, 0), resumesRemoved, mailCopiesRemoved };
}

/** .eml files named after an erased outbox row (`…-<id>.eml`), or holding the erased address. */
async function removeMailCopies(mailDir: string, outboxIds: Set<string>, email: string | null): Promise<number> {
  let names: string[];
  try {
    names = (await fs.readdir(mailDir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(mailDir, name);
    const id = /-([0-9a-f-]{36})\.eml$/.exec(name)?.[1];
    const holds = (id && outboxIds.has(id)) || (email !== null && (await fs.readFile(file, 'utf8').catch(() => '')).toLowerCase().includes(email));
    if (!holds) continue;
    await fs.rm(file, { force: true });
    removed++;
  }
  return removed;
}
