import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from './server';

/**
 * Starts the production build on its own database AND its own Next cache. `next start` keeps the
 * data cache (unstable_cache) and ISR pages on disk inside .next, so a second server started from
 * the same folder would serve the first server's cached results. This one runs from a temporary
 * project folder holding a copy of the build without its cache, with everything else linked.
 */
export async function startIsolatedServer({
  port,
  dataDir,
  logFile,
  env = {},
}: {
  port: number;
  dataDir: string;
  logFile: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const project = process.cwd();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-app-'));
  const cache = path.join(project, '.next', 'cache');
  fs.cpSync(path.join(project, '.next'), path.join(root, '.next'), { recursive: true, filter: (source) => !source.startsWith(cache) });
  for (const entry of ['node_modules', 'public', 'db', 'package.json', 'next.config.ts', 'tsconfig.json']) {
    fs.symlinkSync(path.join(project, entry), path.join(root, entry));
  }
  const absoluteLog = path.resolve(logFile);
  process.chdir(root);
  let server: RunningServer;
  try {
    server = await startServer({
      port,
      logFile: absoluteLog,
      env: { DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}`, DATABASE_URL: '', ...env },
    });
  } catch (error) {
    process.chdir(project);
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  process.chdir(project);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
