import fs from 'node:fs';

/**
 * What `npm run prod:local` sets for the server where the environment does not: the script's
 * `NAME="${NAME:-default}"` assignments (the heap limits and MALLOC_ARENA_MAX, as the Dockerfile).
 */
export function prodLocalDefaults(): Record<string, string> {
  const script: string = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts['prod:local'];
  return Object.fromEntries([...script.matchAll(/(\w+)="\$\{\1:-([^}]*)\}"/g)].map((match) => [match[1], match[2]]));
}

/**
 * The settings a bench starts the app server with: prodLocalDefaults, with BENCH_NODE_OPTIONS (e.g.
 * `--experimental-async-context-frame`, a Node 22 flag) added to its NODE_OPTIONS, to measure a flag
 * against the settings in use.
 */
export function benchServerSettings(): Record<string, string> {
  const settings = prodLocalDefaults();
  const extra = process.env.BENCH_NODE_OPTIONS?.trim();
  return extra ? { ...settings, NODE_OPTIONS: `${settings.NODE_OPTIONS} ${extra}` } : settings;
}

/** Settings as a shell would assign them (`NAME=value NAME=value`), for a bench's heading. */
export const settingsLine = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');

/** The variables the Dockerfile's runtime stage (the server's image) sets with ENV (continued lines joined). */
export function containerEnv(): Record<string, string> {
  const runtimeStage = fs.readFileSync('Dockerfile', 'utf8').split(/^FROM .* AS runtime$/m)[1] ?? '';
  const instructions = runtimeStage.replace(/\\\n/g, ' ').split('\n').filter((line) => line.startsWith('ENV '));
  return Object.fromEntries(instructions.flatMap((line) => [...line.matchAll(/(\w+)=(?:"([^"]*)"|(\S+))/g)].map((match) => [match[1], match[2] ?? match[3]])));
}
