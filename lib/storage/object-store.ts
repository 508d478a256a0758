// The one interface the app stores resumes through: a local folder or an S3-compatible bucket.
// Keys are relative paths made of safe characters; nothing here ever builds a public URL.

export type StoredObject = { key: string; lastModified: Date; size: number };

export type PutSource = { path: string } | { bytes: Uint8Array };

/** An object being read: its bytes as a stream (read as they are sent, never held whole). */
export type ObjectReadStream = { body: ReadableStream<Uint8Array>; size: number; /** As stored, where the store keeps it (S3); null on disk. */ contentType: string | null };

export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** Writes a new object; throws ObjectExistsError rather than replace one. */
  put(key: string, source: PutSource, contentType: string): Promise<void>;
  /** Copies an object to a new key; throws ObjectExistsError rather than replace one. */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The object's bytes as a stream, or null when there is none. */
  openRead(key: string): Promise<ObjectReadStream | null>;
  exists(key: string): Promise<boolean>;
  /** Removes an object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Objects directly under `prefix` ('' = the top level; `pending/` = that folder). */
  list(prefix: string): Promise<StoredObject[]>;
  /** The names of the folders directly under `prefix`, each ending in '/' ('' = the top level). */
  listFolders(prefix: string): Promise<string[]>;
}

export class ObjectExistsError extends Error {
  constructor(key: string) {
    super(`An object named ${key} already exists`);
    this.name = 'ObjectExistsError';
  }
}

const SAFE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Keys never climb out of their bucket or folder: no '..', no absolute paths, no odd characters. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.length > 512) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}
