import path from 'node:path';
import { startServer, type RunningServer } from './server';

/**
 * A production server on a database of its own (a prepared PGlite data dir), for scenarios that
 * need their own data. It shares nothing cached with other servers of the same build: the cache
 * handler keeps entries in memory only (lib/core/cache/next-cache-handler.mjs).
 */
export function startIsolatedServer({
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
  return startServer({
    port,
    logFile: path.resolve(logFile),
    env: { DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}`, DATABASE_URL: '', ...env },
  });
}
