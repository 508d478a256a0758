import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer, fileTypeFromStream } from 'file-type';
import type { Database, ResumePlacement } from '@/db/types';
import { deleteResumeUpload, findResumeUrls, listResumeUploadsOlderThan } from '@/db/queries/resume-uploads';
import { checkPendingUpload, reservePendingUpload } from '@/db/queries/upload-quota';
import { clientKey } from '@/lib/core/client-key';
import { env } from '@/lib/core/env';
import { log } from '@/lib/core/log';
import { startPeriodicTask, stopPeriodicTask } from '@/lib/core/periodic-task';
import { safeErrorMessage } from '@/lib/core/safe-error';
import {
  RESUME_MAX_BYTES,
  RESUME_PENDING_LIFETIME_SECONDS,
  RESUME_PENDING_PER_CLIENT,
  resumeMessages,
  resumeMimeTypes,
  type PendingUploadLimits,
  type UploadRefusal,
} from '@/lib/schemas/resume';
import type { ObjectReadStream, ObjectStore, PutSource } from '@/lib/storage/object-store';

// Resumes in the 'resumes' bucket. An upload from the browser first lands in the bucket's pending
// area (`pending/<id>`, with a resume_uploads row naming it); the career application that cites
// the id moves it to its final name (`<timestamp>-<name>`, spec §7) inside the transaction that
// stores the application. So a file under a final name always belongs to a stored application,
// and a pending file that no application claimed is swept away within the hour. What may wait
// there is limited per client and in total (db/queries/upload-quota.ts), so uploads cannot fill
// the disk or bucket.

export const PENDING_PREFIX = 'pending/';
const PENDING_LIFETIME_MS = RESUME_PENDING_LIFETIME_SECONDS * 1000;
/** Files younger than this may belong to a submission still in flight: the sweeper leaves them. */
const IN_FLIGHT_MS = 10 * 60 * 1000;
/** How often each server sweeps. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export class ResumeRejectedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ResumeRejectedError';
  }
}

const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The resume's type from its bytes, never from its name: PDF, DOCX (an Office Open XML package
 * with a word/ part) or DOC (a compound file holding a WordDocument stream). Null otherwise.
 */
export async function detectResumeType(source: PutSource): Promise<string | null> {
  // file-type reads only as far into the stream as it needs to decide.
  const detected =
    'path' in source
      ? await fileTypeFromStream(Readable.toWeb(fs.createReadStream(source.path)) as ReadableStream<Uint8Array>)
      : await fileTypeFromBuffer(source.bytes);
  if (!detected) return null;
  if (detected.mime === 'application/pdf') return resumeMimeTypes.pdf;
  if (detected.ext === 'docx') return resumeMimeTypes.docx;
  if (detected.ext === 'cfb') {
    // Excel, PowerPoint and installers are compound files too: a Word file names its stream.
    const bytes = 'path' in source ? await fsp.readFile(source.path) : Buffer.from(source.bytes);
    return bytes.includes(WORD_DOCUMENT_STREAM) ? resumeMimeTypes.doc : null;
  }
  return null;
}

/**
 * A stored resume as a stream with the type it was accepted as: the one the bucket keeps (S3), or
 * else read from a first look at the file (disk), which is then sent from its start.
 */
export async function openStoredResume(store: ObjectStore, key: string): Promise<ObjectReadStream | null> {
  const object = await store.openRead(key);
  if (!object || object.contentType) return object;
  const contentType = await storedResumeType(object.body);
  const again = await store.openRead(key);
  return again && { ...again, contentType };
}

/** Only checked files are stored under a final name, so a compound file there is a Word document. */
async function storedResumeType(body: ReadableStream<Uint8Array>): Promise<string | null> {
  const reader = body.getReader();
  const sample = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  try {
    const detected = await fileTypeFromStream(sample); // reads only as far as it needs
    if (detected?.mime === 'application/pdf') return resumeMimeTypes.pdf;
    if (detected?.ext === 'docx') return resumeMimeTypes.docx;
    return detected?.ext === 'cfb' ? resumeMimeTypes.doc : null;
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * Writes a request body to a temporary file, counting bytes as they arrive and giving up (without
 * reading the rest) as soon as the body passes the limit.
 */
export async function receiveToTemporaryFile(body: ReadableStream<Uint8Array> | null, maxBytes = RESUME_MAX_BYTES): Promise<{ path: string; size: number }> {
  if (!body) throw new ResumeRejectedError(resumeMessages.invalidType, 400);
  const file = path.join(os.tmpdir(), `resume-upload-${randomUUID()}`);
  const out = fs.createWriteStream(file, { flags: 'wx' });
  const reader = body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read().catch(() => {
        // The client stopped sending (connection lost or closed): its error, not ours.
        throw new ResumeRejectedError('The upload was interrupted. Please try again.', 400);
      });
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new ResumeRejectedError(resumeMessages.tooLarge, 413);
      }
      if (!out.write(value)) await new Promise<void>((resolve) => out.once('drain', resolve));
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    return { path: file, size };
  } catch (error) {
    out.destroy();
    await fsp.rm(file, { force: true });
    throw error;
  }
}

/** The pending-space limits in force (the total from RESUME_PENDING_MAX_MB). */
export function pendingUploadLimits(): PendingUploadLimits {
  return { clientFiles: RESUME_PENDING_PER_CLIENT.files, clientBytes: RESUME_PENDING_PER_CLIENT.bytes, totalBytes: env.RESUME_PENDING_MAX_MB * 1024 * 1024 };
}

function refusalError(refusal: Exclude<UploadRefusal, null>): ResumeRejectedError {
  return refusal === 'client' ? new ResumeRejectedError(resumeMessages.tooManyPending, 429) : new ResumeRejectedError(resumeMessages.storageFull, 503);
}

/** Refuses early, before a body is read, when a file of the declared size could not be kept. */
export async function assertPendingSpace(client: string, sizeBytes: number, db?: Database): Promise<void> {
  const refusal = await checkPendingUpload(clientKey(client), sizeBytes, pendingUploadLimits(), db);
  if (refusal) throw refusalError(refusal);
}

/**
 * Checks a received file and puts it in the pending area, within the client's and the total
 * limits (`client` is the client's address). Answers the upload id the career form sends with
 * the application.
 */
export async function stageResume({
  source,
  size,
  fileName,
  store,
  client,
  db,
}: {
  source: PutSource;
  size: number;
  fileName: string;
  store: ObjectStore;
  client: string;
  db?: Database;
}): Promise<string> {
  if (size === 0) throw new ResumeRejectedError(resumeMessages.invalidType, 415);
  if (size > RESUME_MAX_BYTES) throw new ResumeRejectedError(resumeMessages.tooLarge, 413);
  const contentType = await detectResumeType(source);
  if (!contentType) throw new ResumeRejectedError(resumeMessages.invalidType, 415);

  const id = randomUUID();
  const key = `${PENDING_PREFIX}${id}`;
  // The row first: the space is reserved before a byte is written.
  const upload = { id, storage_key: key, file_name: cleanFileName(fileName), content_type: contentType, size_bytes: size, client_key: clientKey(client) };
  const refusal = await reservePendingUpload(upload, pendingUploadLimits(), db);
  if (refusal) throw refusalError(refusal);
  try {
    await store.put(key, source, contentType);
  } catch (error) {
    await deleteResumeUpload(id, db).catch(() => {});
    await store.delete(key).catch(() => {});
    throw error;
  }
  return id;
}

/** The visitor's file name, as a plain single line (the object name sanitises it further). */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001F\u007F]/g, '').trim().slice(0, 255);
  return cleaned || 'resume';
}

/** How the career transaction moves a pending file to its final name (and takes it back). */
export function resumePlacement(store: ObjectStore): ResumePlacement {
  return {
    place: (pendingKey, finalKey) => store.copy(pendingKey, finalKey),
    discard: (finalKey) => store.delete(finalKey),
    release: (pendingKey) =>
      store.delete(pendingKey).catch((error: unknown) => log.warn('pending resume not removed', { key: pendingKey, error: safeErrorMessage(error) })),
  };
}

/** Removes a pending upload that will not be used (its row and its file). */
export async function discardStagedResume(uploadId: string, store: ObjectStore, db?: Database): Promise<void> {
  const removed = await deleteResumeUpload(uploadId, db);
  if (removed) await store.delete(removed.storage_key);
}

/**
 * Clears what no application owns: pending uploads older than a day (row and file), pending files
 * without a row, and files under a final name that no application cites (left by a crash between
 * the copy and the commit). Recent files are left alone: their submission may still be running.
 */
export async function sweepResumeStorage(store: ObjectStore, db?: Database, now = Date.now()): Promise<{ removed: number }> {
  let removed = 0;
  for (const upload of await listResumeUploadsOlderThan(new Date(now - PENDING_LIFETIME_MS), db)) {
    await discardStagedResume(upload.id, store, db);
    removed++;
  }

  const settled = (object: { lastModified: Date }) => now - object.lastModified.getTime() > IN_FLIGHT_MS;

  const pending = (await store.list(PENDING_PREFIX)).filter(settled);
  if (pending.length > 0) {
    const known = new Set((await findResumeUrls(pending.map((object) => object.key), 'pending', db)).map(String));
    for (const object of pending) {
      if (!known.has(object.key)) {
        await store.delete(object.key);
        removed++;
      }
    }
  }

  const finals = (await store.list('')).filter(settled);
  if (finals.length > 0) {
    const cited = new Set(await findResumeUrls(finals.map((object) => object.key), 'final', db));
    for (const object of finals) {
      if (!cited.has(object.key)) {
        log.warn('unowned resume removed', { key: object.key });
        await store.delete(object.key);
        removed++;
      }
    }
  }
  return { removed };
}

/** Sweeps every SWEEP_INTERVAL_MS for the life of the server (instrumentation-node.ts starts it). */
export function startResumeSweeper(store: ObjectStore): void {
  startPeriodicTask('resume storage sweep', SWEEP_INTERVAL_MS, async () => {
    const { removed } = await sweepResumeStorage(store);
    if (removed > 0) log.info('resume storage swept', { removed });
  });
}

export const stopResumeSweeper = () => stopPeriodicTask('resume storage sweep');
