import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase } from '@/db/bootstrap';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, DatabaseTimeouts } from '@/db/client';
import { copyPgliteTemplate } from '@/tests/support/pglite-template';
import { databaseUrl } from '@/tests/support/postgres-template';

/**
 * The databases an integration suite runs against: always PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set (the test script sets it after starting the local cluster). In CI a
 * missing PostgreSQL is an error, never a silently skipped suite.
 */
/** `timeouts`: PostgreSQL's bounded waits (PGlite has none). */
export type TestOpenOptions = { seed?: boolean; timeouts?: DatabaseTimeouts; migrationsFolder?: string };
export type TestDatabase = { name: 'pglite' | 'postgres'; open: (options?: TestOpenOptions) => Promise<DatabaseHandle & { dispose: () => Promise<void> }> };

export function testDatabases(): TestDatabase[] {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl && process.env.CI) throw new Error('TEST_DATABASE_URL is not set: CI must run the suites on PostgreSQL too.');
  const targets: TestDatabase[] = [{ name: 'pglite', open: openTempPglite }];
  if (adminUrl) targets.push({ name: 'postgres', open: (options) => openTempPostgres(adminUrl, options) });
  return targets;
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

async function openTempPglite(options: TestOpenOptions = {}) {
  // A copy of the run's prepared database (tests/integration/global-setup.ts), opened with the
  // app's own start-up as on a fresh one; other migrations start from an empty folder.
  const templates = inject('pgliteTemplates');
  if (!templates) throw new Error(missingTemplates('PGlite'));
  const dataDir = options.migrationsFolder ? tempDir('pglite') : copyPgliteTemplate(options.seed === false ? templates.empty : templates.seeded, 'pglite');
  const handle = await openDatabase({ kind: 'pglite', dataDir, seed: options.seed, migrationsFolder: options.migrationsFolder });
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const missingTemplates = (kind: string) =>
  `No ${kind} templates: run integration tests through their Vitest project (\`npx vitest run --project integration\`), whose global setup prepares them.`;

/**
 * A database of its own per call, dropped afterwards: a copy of the run's prepared one
 * (tests/integration/global-setup.ts), opened with the app's own start-up as a fresh one would be;
 * other migrations start from an empty database.
 */
async function openTempPostgres(adminUrl: string, options: TestOpenOptions = {}) {
  const templates = inject('postgresTemplates');
  if (!templates) throw new Error(missingTemplates('PostgreSQL'));
  const template = options.migrationsFolder ? null : options.seed === false ? templates.empty : templates.seeded;
  const name = `weld_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), seed: options.seed, max: 4, timeouts: options.timeouts, migrationsFolder: options.migrationsFolder });
  } catch (error) {
    // Nothing left behind when the copy or its start-up fails: no database, no open connection.
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
    throw error;
  }
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A second session on the PostgreSQL test database `db` is connected to (one connection), for a
 * transaction that stays open while the app's own connections go on. PGlite has one session only.
 */
export async function secondSession(db: Database): Promise<postgres.Sql> {
  const [{ name }] = (await db.execute(sql`select current_database() as name`)) as unknown as { name: string }[];
  return postgres(databaseUrl(process.env.TEST_DATABASE_URL!, name), { max: 1, onnotice: () => {} });
}
