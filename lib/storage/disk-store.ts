import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { assertSafeKey, ObjectExistsError, type ObjectReadStream, type ObjectStore, type PutSource, type StoredObject } from '@/lib/storage/object-store';

/**
 * Objects as files under one folder (DATA_DIR/storage/<bucket>), outside anything the web server
 * serves. New names appear atomically and never replace a file: the bytes go to a temporary file
 * first, which is then hard-linked to its name (link fails when the name exists).
 */
export class DiskObjectStore implements ObjectStore {
  readonly kind = 'disk' as const;
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, source: PutSource, _contentType: string): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `.tmp-${randomUUID()}`);
    try {
      if ('path' in source) await fs.copyFile(source.path, temporary);
      else await fs.writeFile(temporary, source.bytes);
      await this.link(temporary, target, key);
    } finally {
      await fs.rm(temporary, { force: true });
    }
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const target = this.file(toKey);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await this.link(this.file(fromKey), target, toKey);
  }

  private async link(from: string, to: string, key: string): Promise<void> {
    try {
      await fs.link(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(key);
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async openRead(key: string): Promise<ObjectReadStream | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.file(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    // Size and bytes from one open file: a delete meanwhile cannot leave them disagreeing. The
    // stream owns the handle and closes it when read to the end or cancelled.
    try {
      const { size } = await handle.stat();
      return { body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>, size, contentType: null };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.file(key))).isFile();
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  /** The entries of the folder `prefix` names (none when it does not exist). */
  private async entries(prefix: string): Promise<{ folder: string; entries: import('node:fs').Dirent[] }> {
    const folder = prefix === '' ? this.root : this.file(prefix.replace(/\/$/, ''));
    try {
      return { folder, entries: await fs.readdir(folder, { withFileTypes: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { folder, entries: [] };
      throw error;
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const { folder, entries } = await this.entries(prefix);
    const objects: StoredObject[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.startsWith('.tmp-')) continue;
      const stat = await fs.stat(path.join(folder, entry.name)).catch(() => null);
      if (stat) objects.push({ key: `${prefix}${entry.name}`, lastModified: stat.mtime, size: stat.size });
    }
    return objects;
  }

  async listFolders(prefix: string): Promise<string[]> {
    const { entries } = await this.entries(prefix);
    return entries.filter((entry) => entry.isDirectory()).map((entry) => `${prefix}${entry.name}/`);
  }
}
