import { eq, inArray, lt } from 'drizzle-orm';
import { givenOrAppDb, type Database } from '@/db/client';
import { careerApplications, resumeUploads } from '@/db/schema';

// Resumes waiting for their application: a resume_uploads row names each file in the bucket's
// pending area (lib/storage/resumes.ts). The career application consumes its row inside its own
// transaction (insertCareerApplication in db/queries/leads.ts); these are the other reads and
// writes: staging an upload, discarding one, and what the sweeper asks.

export async function insertResumeUpload(
  upload: { id: string; storage_key: string; file_name: string; content_type: string; size_bytes: number },
  db?: Database,
): Promise<void> {
  await (await givenOrAppDb(db)).insert(resumeUploads).values(upload);
}

export async function deleteResumeUpload(id: string, db?: Database): Promise<{ storage_key: string } | null> {
  const [row] = await (await givenOrAppDb(db))
    .delete(resumeUploads)
    .where(eq(resumeUploads.id, id))
    .returning({ storage_key: resumeUploads.storage_key });
  return row ?? null;
}

export async function listResumeUploadsOlderThan(cutoff: Date, db?: Database): Promise<{ id: string }[]> {
  return (await givenOrAppDb(db)).select({ id: resumeUploads.id }).from(resumeUploads).where(lt(resumeUploads.created_at, cutoff));
}

/** Which of `keys` a pending upload or an application ('final') still refers to. */
export async function findResumeUrls(keys: string[], area: 'pending' | 'final', db?: Database): Promise<string[]> {
  if (keys.length === 0) return [];
  const handle = await givenOrAppDb(db);
  if (area === 'pending') {
    const rows = await handle.select({ key: resumeUploads.storage_key }).from(resumeUploads).where(inArray(resumeUploads.storage_key, keys));
    return rows.map((row) => row.key);
  }
  const rows = await handle
    .select({ key: careerApplications.resume_url })
    .from(careerApplications)
    .where(inArray(careerApplications.resume_url, keys));
  return rows.map((row) => row.key!);
}
