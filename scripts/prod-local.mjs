// `npm run prod:local`: what the container runs, without Docker. It starts the standalone server
// (`node .next/standalone/server.js` with scripts/socket-address.cjs, the Dockerfile's CMD) in this process, against the
// PostgreSQL, S3 store and SMTP server named in the environment. Unlike `npm start` it has no
// embedded fallbacks (PGlite, resumes on disk, mail as .eml files, http://localhost:3000 as its
// address): without those settings, or without a build, it refuses to start and says what is missing.
//
// Settings may also be kept in .env.production.local (gitignored) at the repository root, one
// NAME=value a line; a variable set in the environment wins over the file. The command-line tools
// (staff:add, db:seed, db:migrate) read the same file (lib/core/settings-file.mjs).
//
// PAGE_CACHE=nginx puts the page cache in front (deploy/nginx/, as docker-compose.yml does):
// nginx listens on PORT/HOSTNAME and the server on a free port of 127.0.0.1 behind it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadSettingsFile } from '../lib/core/settings-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
loadSettingsFile();

const required = [
  ['SITE_URL', 'the public address of the site, e.g. https://www.example.in (canonical links, sitemap, robots.txt)'],
  ['DATABASE_URL', 'PostgreSQL, e.g. postgres://website:password@127.0.0.1:5432/website'],
  ['S3_ENDPOINT', 'the S3-compatible store (MinIO) holding resumes, e.g. http://127.0.0.1:9000'],
  ['S3_ACCESS_KEY_ID', "that store's access key"],
  ['S3_SECRET_ACCESS_KEY', "that store's secret key"],
  ['SMTP_HOST', 'the mail server that sends lead notifications'],
  ['BETTER_AUTH_SECRET', 'the back office sign-in secret, the same on every replica, e.g. the output of `openssl rand -base64 32`'],
];
const problems = required
  .filter(([name]) => !process.env[name]?.trim())
  .map(([name, what]) => `  ${name} is not set: ${what}`);

const server = path.join(root, '.next', 'standalone', 'server.js');
if (!fs.existsSync(server)) problems.push('  there is no production build: run `npm run build` first');
const pageCache = process.env.PAGE_CACHE?.trim() ?? '';
if (pageCache !== '' && pageCache !== 'nginx') problems.push(`  PAGE_CACHE is "${pageCache}": set it to nginx (the page cache in front) or leave it unset`);
// Loaded only when asked for (this file also runs alone, copied, in the tests).
const cacheTools = pageCache === 'nginx' ? await import('./page-cache.mjs') : undefined;
if (cacheTools && !cacheTools.findNginx()) problems.push(`  PAGE_CACHE=nginx, but ${cacheTools.missingNginxMessage}`);

if (problems.length > 0) {
  console.error(
    `prod:local: refusing to start the production server:\n${problems.join('\n')}\n` +
      'Set the missing settings in the environment or in .env.production.local (see .env.example).',
  );
  process.exit(1);
}

process.env.NEXT_TELEMETRY_DISABLED = '1';
// The server checks it again (lib/core/env.ts), as the container's does.
process.env.REQUIRE_SITE_URL = 'true';
// What the container's `node --require ./scripts/socket-address.cjs` does: before the server starts.
createRequire(import.meta.url)('./socket-address.cjs');
if (cacheTools) {
  const publicAddress = await moveServerBehindPageCache(cacheTools);
  await import(pathToFileURL(server).href);
  await putPageCacheInFront(cacheTools, publicAddress);
} else {
  await import(pathToFileURL(server).href);
}

/** The server listens on a free port of 127.0.0.1 and shares a secret with the cache in front. */
async function moveServerBehindPageCache({ freeLocalPort }) {
  const hostname = process.env.HOSTNAME?.trim() || '0.0.0.0';
  const address = {
    host: hostname.includes(':') ? `[${hostname}]` : hostname, // IPv6, as nginx writes it
    port: process.env.PORT?.trim() || '3000',
    appPort: await freeLocalPort(),
  };
  process.env.PAGE_CACHE_SECRET ||= crypto.randomBytes(24).toString('base64url');
  // nginx appends the address it saw to X-Forwarded-For: one more proxy for the server to trust.
  const proxies = process.env.TRUSTED_PROXY_COUNT?.trim() || '0';
  if (/^\d+$/.test(proxies)) process.env.TRUSTED_PROXY_COUNT = String(Number(proxies) + 1);
  process.env.PORT = String(address.appPort);
  process.env.HOSTNAME = '127.0.0.1';
  return address;
}

/** Once the server answers, nginx takes the public address (so it never answers 502 at start). */
async function putPageCacheInFront({ startPageCache, waitForPort }, { host, port, appPort }) {
  if (!(await waitForPort('127.0.0.1', appPort, 120_000))) {
    console.error('prod:local: the server did not start listening within 120 s');
    process.exit(1);
  }
  let cache;
  try {
    cache = await startPageCache({ listen: `${host}:${port}`, upstream: `127.0.0.1:${appPort}`, secret: process.env.PAGE_CACHE_SECRET });
  } catch (error) {
    console.error(`prod:local: ${error.message}`);
    process.exit(1);
  }
  // It stops with the server: gracefully on a signal (the server finishes its requests too), at
  // once when the server exits; and the server does not outlive it.
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      stopping = true;
      cache.process.kill('SIGQUIT');
    });
  }
  process.once('exit', () => {
    cache.process.kill('SIGTERM');
    fs.rmSync(cache.prefix, { recursive: true, force: true });
  });
  void cache.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`prod:local: the page cache (nginx) stopped (${signal ?? `exit code ${code}`}); stopping the server`);
    process.kill(process.pid, 'SIGTERM');
  });
  console.log(`prod:local: page cache (nginx) on ${host}:${port}, server on 127.0.0.1:${appPort} behind it`);
}
