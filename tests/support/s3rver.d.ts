// s3rver ships no types; this is the part the tests use.
declare module 's3rver' {
  type BucketConfig = { name: string; configs: (string | Buffer)[] };
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory: string; configureBuckets?: BucketConfig[] });
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}
