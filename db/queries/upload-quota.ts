import { sql } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { resumeUploads } from '@/db/schema';
import { RESUME_PENDING_LIFETIME_SECONDS, uploadRefusal, type PendingUploadLimits, type PendingUsage, type UploadRefusal } from '@/lib/schemas/resume';

// Limits on resumes waiting in the pending area for their application: per client (files and
// bytes uploaded within the pending lifetime) and for everyone together (every pending row, the
// expired ones not yet swept included: that is what the disk or bucket holds).

type Reader = Pick<Database, 'select'>;

// Any fixed 64-bit number: reservations of pending space take turns across replicas.
const PENDING_SPACE_LOCK = 7_018_2026;

async function readUsage(db: Reader, clientKey: string): Promise<PendingUsage> {
  const recent = sql`${resumeUploads.client_key} = ${clientKey} and ${resumeUploads.created_at} > now() - make_interval(secs => ${RESUME_PENDING_LIFETIME_SECONDS})`;
  const [usage] = await db
    .select({
      clientFiles: sql<number>`(count(*) filter (where ${recent}))::int`,
      clientBytes: sql<number>`coalesce(sum(${resumeUploads.size_bytes}) filter (where ${recent}), 0)::bigint`,
      totalBytes: sql<number>`coalesce(sum(${resumeUploads.size_bytes}), 0)::bigint`,
    })
    .from(resumeUploads);
  return { clientFiles: Number(usage.clientFiles), clientBytes: Number(usage.clientBytes), totalBytes: Number(usage.totalBytes) };
}

/** Before a body is read: would a file of the declared size still fit? */
export async function checkPendingUpload(clientKey: string, sizeBytes: number, limits: PendingUploadLimits, db?: Database): Promise<UploadRefusal> {
  return uploadRefusal(await readUsage(db ?? (await getDb()), clientKey), sizeBytes, limits);
}

/**
 * Records a pending upload when it fits, before its file is written: the check and the insert
 * run under one lock, so uploads arriving together cannot pass a limit between them.
 */
export async function reservePendingUpload(
  upload: { id: string; storage_key: string; file_name: string; content_type: string; size_bytes: number; client_key: string },
  limits: PendingUploadLimits,
  db?: Database,
): Promise<UploadRefusal> {
  return (db ?? (await getDb())).transaction(async (tx) => {
    // A transaction stuck holding the lock (its connection lost mid-way) must not stall every
    // upload until the database notices: waiting longer than this fails this upload instead.
    await tx.execute(sql`set local lock_timeout = '5s'`);
    await tx.execute(sql`select pg_advisory_xact_lock(${PENDING_SPACE_LOCK})`);
    const refusal = uploadRefusal(await readUsage(tx, upload.client_key), upload.size_bytes, limits);
    if (!refusal) await tx.insert(resumeUploads).values(upload);
    return refusal;
  });
}
