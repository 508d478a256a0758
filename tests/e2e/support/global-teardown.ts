import fs from 'node:fs';
import path from 'node:path';
import type { TestSmtpServer } from '../../support/smtp';
import type { RunningServer } from './server';

export default async function globalTeardown() {
  const state = globalThis as { __e2eServer?: RunningServer; __e2eSmtp?: TestSmtpServer };
  await state.__e2eServer?.stop();
  await state.__e2eSmtp?.stop();
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_MAILBOX_DIR]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  if (process.env.E2E_PGLITE_TEMPLATE) fs.rmSync(path.dirname(process.env.E2E_PGLITE_TEMPLATE), { recursive: true, force: true });
}
