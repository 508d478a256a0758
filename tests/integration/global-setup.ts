import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { preparePgliteTemplate } from '@/tests/support/pglite-template';

/** The embedded databases tests copy (tests/support/databases.ts): migrated and seeded, migrated only. */
type PgliteTemplates = { seeded: string; empty: string };

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplates;
  }
}

export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-templates-'));
  const templates: PgliteTemplates = { seeded: path.join(root, 'seeded'), empty: path.join(root, 'empty') };
  await preparePgliteTemplate(templates.seeded, { seed: true });
  await preparePgliteTemplate(templates.empty, { seed: false });
  project.provide('pgliteTemplates', templates);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
