import type { ObjectStore, PutSource, StoredObject } from '@/lib/storage/object-store';

/**
 * One folder of a bucket as a store of its own: every key gets `prefix` in front. The public
 * images live under `media/` in the resumes' bucket on S3, apart from the private resumes
 * (top level and `pending/`), and nothing of the resumes is reachable through this view.
 */
export class PrefixedObjectStore implements ObjectStore {
  constructor(
    private readonly inner: ObjectStore,
    private readonly prefix: string,
  ) {}

  get kind() {
    return this.inner.kind;
  }

  private key = (key: string) => `${this.prefix}${key}`;

  put(key: string, source: PutSource, contentType: string) {
    return this.inner.put(this.key(key), source, contentType);
  }

  copy(fromKey: string, toKey: string) {
    return this.inner.copy(this.key(fromKey), this.key(toKey));
  }

  read(key: string) {
    return this.inner.read(this.key(key));
  }

  openRead(key: string) {
    return this.inner.openRead(this.key(key));
  }

  exists(key: string) {
    return this.inner.exists(this.key(key));
  }

  delete(key: string) {
    return this.inner.delete(this.key(key));
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const objects = await this.inner.list(this.key(prefix));
    return objects.map((object) => ({ ...object, key: object.key.slice(this.prefix.length) }));
  }

  async listFolders(prefix: string): Promise<string[]> {
    return (await this.inner.listFolders(this.key(prefix))).map((folder) => folder.slice(this.prefix.length));
  }
}
