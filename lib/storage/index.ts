import path from 'node:path';
import { env } from '@/lib/core/env';
import { DiskObjectStore } from '@/lib/storage/disk-store';
import type { ObjectStore } from '@/lib/storage/object-store';
import { PrefixedObjectStore } from '@/lib/storage/prefixed-store';
import { S3ObjectStore } from '@/lib/storage/s3-store';

export type { ObjectStore } from '@/lib/storage/object-store';

type Holder = { __resumeStore?: ObjectStore; __mediaStore?: ObjectStore };
const holder = globalThis as Holder;

/** Where the public images are kept in the bucket; the resumes never live under it. */
export const MEDIA_PREFIX = 'media/';

/** The 'resumes' bucket: S3-compatible when S3_* is set, else DATA_DIR/storage/resumes. */
export function getResumeStore(): ObjectStore {
  holder.__resumeStore ??=
    env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? new S3ObjectStore({
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        })
      : new DiskObjectStore(path.resolve(env.DATA_DIR, 'storage', 'resumes'));
  return holder.__resumeStore;
}

/**
 * The back office's images (public: served by app/media). On S3, the bucket's `media/` folder
 * (the bucket itself stays private; the app serves the files); else DATA_DIR/storage/media.
 */
export function getMediaStore(): ObjectStore {
  holder.__mediaStore ??= getResumeStore().kind === 's3' ? new PrefixedObjectStore(getResumeStore(), MEDIA_PREFIX) : new DiskObjectStore(path.resolve(env.DATA_DIR, 'storage', 'media'));
  return holder.__mediaStore;
}
