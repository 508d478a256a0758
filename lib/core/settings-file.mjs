// The settings file of a production start on this machine: .env.production.local at the
// repository root, one NAME=value a line (the format of .env.example). `npm run prod:local` reads
// it, and so do the command-line tools (db/command-line.ts), so that both work on the same
// database. A variable set in the environment, even to an empty value, wins over the file.
// Plain JavaScript: prod-local.mjs runs without tsx.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const settingsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '.env.production.local');

/** Reads the file into process.env when it exists (Node's own parser); answers the names it set. */
export function loadSettingsFile() {
  if (!fs.existsSync(settingsFile)) return [];
  const before = new Set(Object.keys(process.env));
  process.loadEnvFile(settingsFile);
  return Object.keys(process.env).filter((name) => !before.has(name));
}
