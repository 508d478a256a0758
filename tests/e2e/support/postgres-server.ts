import path from 'node:path';
import postgres from 'postgres';
import { startServer, type RunningServer } from './server';
import { freePort, startTcpProxy, type TcpProxy } from './tcp-proxy';

export { freePort };

/**
 * A production server of its own on a fresh PostgreSQL database, for scenarios that change the
 * database while the server runs (as operators do). Needs TEST_DATABASE_URL, the admin URL that
 * `tests/provision.sh` prints; `npm test` sets it.
 */
export type PostgresServer = {
  url: string;
  databaseUrl: string;
  logFile: string;
  sql: postgres.Sql;
  server: RunningServer;
  /** With `{ databaseLink: true }`: the server reaches PostgreSQL through this, which a test can cut. */
  databaseLink?: TcpProxy;
  stop: () => Promise<void>;
};

export async function startPostgresServer(name: string, { databaseLink = false } = {}): Promise<PostgresServer> {
  const database = await createTempDatabase(name);
  const url = database.url;
  const link = databaseLink ? await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) }) : undefined;
  const serverDatabaseUrl = new URL(url);
  if (link) serverDatabaseUrl.port = String(link.port);
  const port = await freePort();
  const logFile = path.resolve('test-results', `${name}-server.log`);
  let server: RunningServer;
  try {
    server = await startServer({ port, logFile, env: { DATABASE_URL: serverDatabaseUrl.toString(), SITE_URL: `http://127.0.0.1:${port}` } });
  } catch (error) {
    await link?.close();
    await database.drop();
    throw error;
  }
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    url: server.url,
    databaseUrl: url.toString(),
    logFile,
    sql,
    server,
    databaseLink: link,
    stop: async () => {
      await server.stop();
      await link?.close();
      await sql.end();
      await database.drop();
    },
  };
}

/** A fresh PostgreSQL database on the test cluster (TEST_DATABASE_URL, which `npm test` sets), dropped afterwards. */
export async function createTempDatabase(label: string): Promise<{ url: URL; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: these e2e tests need PostgreSQL (`npm test` sets it; see tests/provision.sh).');
  const name = `weld_e2e_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`.replace(/[^a-z0-9_]/g, '_');
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
