import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '@/lib/storage/s3-store';

/** A real S3-compatible server (s3rver) on a free port, with a private 'resumes' bucket. */
export async function startS3Server({ port = 0, bucket = 'resumes' }: { port?: number; bucket?: string } = {}) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port: boundPort } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${boundPort}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    directory,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
