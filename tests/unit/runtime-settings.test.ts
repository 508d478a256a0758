import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prodLocalDefaults } from '../support/runtime-settings';

/** The variables the Dockerfile's runtime stage sets with ENV (continued lines joined). */
function containerEnv(): Record<string, string> {
  const runtimeStage = fs.readFileSync('Dockerfile', 'utf8').split(/^FROM .* AS runtime$/m)[1] ?? '';
  const instructions = runtimeStage.replace(/\\\n/g, ' ').split('\n').filter((line) => line.startsWith('ENV '));
  return Object.fromEntries(instructions.flatMap((line) => [...line.matchAll(/(\w+)=(?:"([^"]*)"|(\S+))/g)].map((match) => [match[1], match[2] ?? match[3]])));
}

describe('the production server’s memory settings', () => {
  it('are the same in the container and in `npm run prod:local` (which the smoke test and bench/pages.ts start)', () => {
    const local = prodLocalDefaults();
    expect(Object.keys(local).sort()).toEqual(['MALLOC_ARENA_MAX', 'NODE_OPTIONS']);
    expect(local.NODE_OPTIONS).toContain('--max-old-space-size=256');
    const container = containerEnv();
    for (const [name, value] of Object.entries(local)) expect(container[name], name).toBe(value);
  });
});
