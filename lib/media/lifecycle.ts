import type { Database } from '@/db/types';
import { deleteMediaImageRecords, findMediaImageRecords, findReferencedMediaUrls, listMediaImagesOlderThan } from '@/db/queries/media-references';
import { log } from '@/lib/core/log';
import { startPeriodicTask, stopPeriodicTask } from '@/lib/core/periodic-task';
import { safeErrorMessage } from '@/lib/core/safe-error';
import { deleteImageVariants } from '@/lib/media/images';
import { pdfFolders, storedPdfKeyOfUrl } from '@/lib/media/stored-pdf';
import { MEDIA_PATH, mediaUrl, parseMediaUrl } from '@/lib/media/urls';
import { getMediaStore, type ObjectStore } from '@/lib/storage';

// The media store keeps what some row names, and nothing else. A save that replaces or removes
// an image, a guide or a product document releases the old URL after its commit: the files go as
// soon as no row names them (a duplicated product may still show the same picture). What a crash
// or a failed delete leaves behind, and uploads whose form was never saved, the sweep removes once
// they are older than a grace period, so a form still being filled in keeps its freshly stored files.

/** Files younger than this are never swept: their form may still be saved. */
export const MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const SWEEP_TASK = 'media storage sweep';

const IMAGE_FOLDER = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/$/;
const VARIANT_FILE = /\/([1-9][0-9]{0,4})\.webp$/;

/**
 * Deletes the files (and image records) of these URLs that no row names any more. Other URLs
 * (seed artwork, built-in guides, the seed's documents under /documents) are left alone. Called
 * after a commit: a failure is logged, not thrown, and the sweep retries later.
 */
export async function releaseMedia(urls: (string | null | undefined)[], store: ObjectStore = getMediaStore(), db?: Database): Promise<number> {
  const candidates = [...new Set(urls.filter((url): url is string => !!url && (parseMediaUrl(url) !== null || storedPdfKeyOfUrl(url) !== null)))];
  if (candidates.length === 0) return 0;
  try {
    const referenced = await findReferencedMediaUrls(candidates, db);
    let released = 0;
    for (const url of candidates.filter((candidate) => !referenced.has(candidate))) {
      await deleteMediaFiles(url, store, db);
      released++;
    }
    return released;
  } catch (error) {
    log.warn('media not released', { urls: candidates, error: safeErrorMessage(error) });
    return 0;
  }
}

async function deleteMediaFiles(url: string, store: ObjectStore, db?: Database): Promise<void> {
  const image = parseMediaUrl(url);
  if (image) {
    await deleteImageVariants(store, image.id, image.width);
    await deleteMediaImageRecords([image.id], db);
    return;
  }
  const pdf = storedPdfKeyOfUrl(url);
  if (pdf) await store.delete(pdf);
}

/**
 * Removes, past the grace period, every image folder, guide and product document that no row
 * names, and every media_images record of such an image. Answers how many files it removed (an
 * image counts once, with all its widths).
 */
export async function sweepMediaStorage(store: ObjectStore, db?: Database, now = Date.now(), graceMs = MEDIA_GRACE_MS): Promise<{ removed: number }> {
  const cutoff = now - graceMs;
  const settled = (date: Date) => date.getTime() < cutoff;

  // Images: the folders in the store and the records in the database, either may exist alone.
  const folderIds = (await store.listFolders('')).flatMap((folder) => IMAGE_FOLDER.exec(folder)?.[1] ?? []);
  const records = new Map((await findMediaImageRecords(folderIds, db)).map((record) => [record.id, record]));
  for (const record of await listMediaImagesOlderThan(new Date(cutoff), db)) records.set(record.id, record);

  const unused: { url: string; remove: () => Promise<void> }[] = [];
  for (const id of new Set([...folderIds, ...records.keys()])) {
    const record = records.get(id);
    if (record && !settled(record.created_at)) continue;
    const files = folderIds.includes(id) ? await store.list(`${id}/`) : [];
    if (!record && (files.length === 0 || files.some((file) => !settled(file.lastModified)))) continue;
    const widest = record?.largest_width ?? Math.max(...files.map((file) => Number(VARIANT_FILE.exec(file.key)?.[1] ?? 0)));
    unused.push({
      url: mediaUrl(id, widest),
      remove: async () => {
        for (const file of files) await store.delete(file.key);
        await deleteMediaImageRecords([id], db);
      },
    });
  }

  // PDFs: `guides/<id>/<category>.pdf` named by the category that links them,
  // `documents/<id>/<name>.pdf` by the product document that links them.
  for (const pdfFolder of pdfFolders) {
    for (const folder of await store.listFolders(`${pdfFolder}/`)) {
      for (const file of await store.list(folder)) {
        if (settled(file.lastModified)) unused.push({ url: `${MEDIA_PATH}/${file.key}`, remove: () => store.delete(file.key) });
      }
    }
  }

  const referenced = await findReferencedMediaUrls(
    unused.map((item) => item.url),
    db,
  );
  let removed = 0;
  for (const item of unused) {
    if (referenced.has(item.url)) continue;
    await item.remove();
    removed++;
  }
  return { removed };
}

/** Sweeps every hour for the life of the server (instrumentation-node.ts starts it). */
export function startMediaSweeper(store: ObjectStore): void {
  startPeriodicTask(SWEEP_TASK, SWEEP_INTERVAL_MS, async () => {
    const { removed } = await sweepMediaStorage(store);
    if (removed > 0) log.info('media storage swept', { removed });
  });
}

export const stopMediaSweeper = () => stopPeriodicTask(SWEEP_TASK);
