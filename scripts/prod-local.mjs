// `npm run prod:local`: what the container runs, without Docker. It starts the standalone server
// (`node .next/standalone/server.js`, the Dockerfile's CMD) in this process, against the
// PostgreSQL, S3 store and SMTP server named in the environment. Unlike `npm start` it has no
// embedded fallbacks (PGlite, resumes on disk, mail as .eml files, http://localhost:3000 as its
// address): without those settings, or without a build, it refuses to start and says what is missing.
//
// Settings may also be kept in .env.production.local (gitignored) at the repository root, one
// NAME=value a line; a variable set in the environment wins over the file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const envFile = path.join(root, '.env.production.local');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

const required = [
  ['SITE_URL', 'the public address of the site, e.g. https://www.example.in (canonical links, sitemap, robots.txt)'],
  ['DATABASE_URL', 'PostgreSQL, e.g. postgres://website:password@127.0.0.1:5432/website'],
  ['S3_ENDPOINT', 'the S3-compatible store (MinIO) holding resumes, e.g. http://127.0.0.1:9000'],
  ['S3_ACCESS_KEY_ID', "that store's access key"],
  ['S3_SECRET_ACCESS_KEY', "that store's secret key"],
  ['SMTP_HOST', 'the mail server that sends lead notifications'],
];
const problems = required
  .filter(([name]) => !process.env[name]?.trim())
  .map(([name, what]) => `  ${name} is not set: ${what}`);

const server = path.join(root, '.next', 'standalone', 'server.js');
if (!fs.existsSync(server)) problems.push('  there is no production build: run `npm run build` first');

if (problems.length > 0) {
  console.error(
    `prod:local: refusing to start the production server:\n${problems.join('\n')}\n` +
      'Set the missing settings in the environment or in .env.production.local (see .env.example).',
  );
  process.exit(1);
}

process.env.NEXT_TELEMETRY_DISABLED = '1';
// The server checks it again (lib/env.ts), as the container's does.
process.env.REQUIRE_SITE_URL = 'true';
await import(pathToFileURL(server).href);
