import fs from 'node:fs';
import type { RunningServer } from './server';

export default async function globalTeardown() {
  const server = (globalThis as { __e2eServer?: RunningServer }).__e2eServer;
  await server?.stop();
  if (process.env.E2E_DATA_DIR) fs.rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
