import postgres from 'postgres';
import { S3ObjectStore, type S3Settings } from '@/lib/storage/s3-store';
import { startS3Server } from '../../support/s3';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { createTempDatabase, freePort } from './postgres-server';
import { startServer, TEST_AUTH_SECRET, type RunningServer } from './server';

// Production as operators run it, on this machine: a PostgreSQL database of its own (on the test
// cluster), an S3-compatible store (s3rver, with the private 'resumes' bucket) and an SMTP server
// in the test process, and servers started with `npm run prod:local`, the container's command.

/** The settings that point a server at these services: what operators put in its environment. */
export function serviceEnv({ databaseUrl, smtpPort, s3 }: { databaseUrl: string; smtpPort: number; s3: S3Settings }): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    NOTIFY_TO: 'sales@arcstar.test',
    NOTIFY_TO_CAREERS: 'hr@arcstar.test',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_BUCKET: s3.bucket,
    S3_FORCE_PATH_STYLE: 'true',
    MAIL_POLL_SECONDS: '1',
    MAIL_RETRY_BASE_SECONDS: '1',
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
  };
}

export type ProductionServices = {
  /** Straight to the database, for checking what the site stored or changing content as operators do. */
  sql: postgres.Sql;
  smtp: TestSmtpServer;
  /** The resumes bucket, read with the app's own S3 client. */
  store: S3ObjectStore;
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * Starts the three services. `smtpListening: false` keeps the mail server down (on the port the
 * settings name) until the test calls `smtp.start()`.
 */
export async function startProductionServices(label: string, { smtpListening = true } = {}): Promise<ProductionServices> {
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const database = await createTempDatabase(label);
    cleanups.push(database.drop);
    const smtp = await startSmtpServer(smtpListening ? {} : { port: await freePort(), listen: false });
    cleanups.push(smtp.stop);
    const s3 = await startS3Server();
    cleanups.push(s3.close);
    const sql = postgres(database.url.toString(), { max: 2, onnotice: () => {} });
    cleanups.push(() => sql.end());
    const store = new S3ObjectStore(s3.settings);
    cleanups.push(async () => store.destroy());
    return { sql, smtp, store, env: serviceEnv({ databaseUrl: database.url.toString(), smtpPort: smtp.port, s3: s3.settings }), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A production server started the way operators start one without Docker: `npm run prod:local`. */
export function startProdLocal({ port, env, logFile }: { port: number; env: Record<string, string>; logFile: string }): Promise<RunningServer> {
  return startServer({ port, logFile, env: { SITE_URL: `http://127.0.0.1:${port}`, ...env }, command: ['npm', 'run', '--silent', 'prod:local'] });
}

/** The JSON lines a server wrote to its log (lib/core/log.ts), other output left out. */
export function logEvents(text: string): { msg?: string; [field: string]: unknown }[] {
  return text.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });
}
