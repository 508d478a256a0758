import net from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { startServer, type RunningServer } from './server';

/**
 * A production server of its own on a fresh PostgreSQL database, for scenarios that change the
 * database while the server runs (as operators do). Needs TEST_DATABASE_URL, the admin URL that
 * `tests/provision.sh` prints; `npm test` sets it.
 */
export type PostgresServer = { url: string; databaseUrl: string; logFile: string; sql: postgres.Sql; server: RunningServer; stop: () => Promise<void> };

export async function startPostgresServer(name: string): Promise<PostgresServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error('TEST_DATABASE_URL is not set: these tests change content in PostgreSQL while a server runs (`npm test` sets it; see tests/provision.sh).');
  }
  const database = `weld_e2e_${name}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`.replace(/[^a-z0-9_]/g, '_');
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const port = await freePort();
  const logFile = path.resolve('test-results', `${name}-server.log`);
  let server: RunningServer;
  try {
    server = await startServer({ port, logFile, env: { DATABASE_URL: url.toString(), SITE_URL: `http://127.0.0.1:${port}` } });
  } catch (error) {
    await admin.unsafe(`drop database if exists ${database} with (force)`);
    await admin.end();
    throw error;
  }
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    url: server.url,
    databaseUrl: url.toString(),
    logFile,
    sql,
    server,
    stop: async () => {
      await server.stop();
      await sql.end();
      await admin.unsafe(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}

/** A port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
