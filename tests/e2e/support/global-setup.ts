import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server';

// One production server for the whole run, on a fresh embedded database seeded at start.
export default async function globalSetup() {
  if (!fs.existsSync('.next/standalone/server.js')) throw new Error('No production build: run `npm run build` before the e2e tests.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const port = Number(process.env.E2E_PORT ?? 3100);
  const logFile = path.resolve('test-results', 'server.log');
  const server = await startServer({
    port,
    logFile,
    env: { DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}`, DATABASE_URL: '' },
  });
  process.env.E2E_SERVER_LOG = logFile;
  process.env.E2E_DATA_DIR = dataDir;
  (globalThis as { __e2eServer?: typeof server }).__e2eServer = server;
}
