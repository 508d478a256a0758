import postgres from 'postgres';
import { openDatabase } from '@/db/bootstrap';

// A new PostgreSQL database migrated and seeded by the app costs about 0.95 s here; a copy of one
// prepared earlier (CREATE DATABASE … TEMPLATE) about 0.10 s. As with the embedded templates
// (tests/support/pglite-template.ts), the integration suites prepare them once per run with the
// app's own start-up code and give each test a copy.

/** The templates' names on the server: migrated and seeded, migrated only. */
export type PostgresTemplates = { seeded: string; empty: string };

/** The address of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Prepares both templates on the server at `adminUrl`; `drop()` removes them. */
export async function preparePostgresTemplates(adminUrl: string): Promise<{ templates: PostgresTemplates; drop: () => Promise<void> }> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const templates: PostgresTemplates = { seeded: `weld_template_seeded_${process.pid}`, empty: `weld_template_empty_${process.pid}` };
  const drop = async () => {
    for (const name of Object.values(templates)) await admin.unsafe(`drop database if exists ${name} with (force)`);
  };
  try {
    for (const [kind, name] of Object.entries(templates)) {
      await admin.unsafe(`create database ${name}`);
      // Closed before any copy is made: PostgreSQL copies only a template nobody is connected to.
      // More than one connection: the migrations hold an advisory lock on one and run on another
      // (with one, the start-up waited for itself).
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), seed: kind === 'seeded', max: 4 });
      await handle.close();
    }
  } catch (error) {
    await drop().catch(() => {});
    await admin.end();
    throw error;
  }
  return {
    templates,
    drop: async () => {
      await drop();
      await admin.end();
    },
  };
}
