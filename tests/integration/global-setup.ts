import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { preparePgliteTemplate } from '@/tests/support/pglite-template';
import { preparePostgresTemplates, type PostgresTemplates } from '@/tests/support/postgres-template';

/** The databases tests copy (tests/support/databases.ts): migrated and seeded, migrated only. */
type PgliteTemplates = { seeded: string; empty: string };

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplates;
    /** On the server of TEST_DATABASE_URL; null without it. */
    postgresTemplates: PostgresTemplates | null;
  }
}

export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-templates-'));
  const templates: PgliteTemplates = { seeded: path.join(root, 'seeded'), empty: path.join(root, 'empty') };
  await preparePgliteTemplate(templates.seeded, { seed: true });
  await preparePgliteTemplate(templates.empty, { seed: false });
  project.provide('pgliteTemplates', templates);
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplates = adminUrl
    ? await preparePostgresTemplates(adminUrl).catch((error) => {
        fs.rmSync(root, { recursive: true, force: true }); // no teardown runs when setup fails
        throw error;
      })
    : null;
  project.provide('postgresTemplates', postgresTemplates?.templates ?? null);
  return async () => {
    fs.rmSync(root, { recursive: true, force: true });
    await postgresTemplates?.drop();
  };
}
