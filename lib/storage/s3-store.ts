import fs from 'node:fs';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, ObjectExistsError, type ObjectReadStream, type ObjectStore, type PutSource, type StoredObject } from '@/lib/storage/object-store';

export type S3Settings = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata?.httpStatusCode === 404);

/**
 * Objects in an S3-compatible bucket (MinIO in production). The bucket stays private: objects are
 * written without ACLs and the app never signs or builds a URL to one. A write refuses to replace
 * an object: it checks first and sends If-None-Match: * so a server that supports conditional
 * writes (S3, MinIO) also refuses at the last moment.
 */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private bucketReady: Promise<void> | undefined;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only when the API requires them: S3-compatible servers differ in what they accept
      // (and some store streamed bodies with the chunk framing otherwise).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Creates the (private) bucket on first use when it does not exist yet. */
  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      try {
        await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
      } catch (error) {
        if (!isMissing(error)) throw error;
        await this.client.send(new CreateBucketCommand({ Bucket: this.settings.bucket }));
      }
    })().catch((error) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  async put(key: string, source: PutSource, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.ensureBucket();
    if (await this.exists(key)) throw new ObjectExistsError(key);
    const body = 'path' in source ? fs.createReadStream(source.path) : source.bytes;
    const length = 'path' in source ? (await fs.promises.stat(source.path)).size : source.bytes.byteLength;
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: body,
          ContentLength: length,
          ContentType: contentType,
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata?.httpStatusCode === 412) throw new ObjectExistsError(key);
      throw error;
    }
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    assertSafeKey(fromKey);
    assertSafeKey(toKey);
    await this.ensureBucket();
    if (await this.exists(toKey)) throw new ObjectExistsError(toKey);
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.settings.bucket,
        Key: toKey,
        CopySource: `${this.settings.bucket}/${fromKey}`,
        MetadataDirective: 'COPY',
      }),
    );
  }

  async read(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    await this.ensureBucket();
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return Buffer.from(await response.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async openRead(key: string): Promise<ObjectReadStream | null> {
    assertSafeKey(key);
    await this.ensureBucket();
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { body: response.Body!.transformToWebStream() as ReadableStream<Uint8Array>, size: response.ContentLength ?? 0, contentType: response.ContentType ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    await this.ensureBucket();
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.ensureBucket();
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /** One folder level under `prefix`, page by page (the delimiter stops at the next '/'). */
  private async *listPages(prefix: string) {
    await this.ensureBucket();
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, Delimiter: '/', ContinuationToken: token }),
      );
      yield page;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const objects: StoredObject[] = [];
    for await (const page of this.listPages(prefix)) {
      for (const item of page.Contents ?? []) {
        if (item.Key) objects.push({ key: item.Key, lastModified: item.LastModified ?? new Date(0), size: item.Size ?? 0 });
      }
    }
    return objects;
  }

  async listFolders(prefix: string): Promise<string[]> {
    const folders: string[] = [];
    for await (const page of this.listPages(prefix)) {
      for (const common of page.CommonPrefixes ?? []) if (common.Prefix) folders.push(common.Prefix);
    }
    return folders;
  }

  destroy(): void {
    this.client.destroy();
  }
}
