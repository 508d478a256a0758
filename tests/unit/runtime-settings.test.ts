import { describe, expect, it } from 'vitest';
import { containerEnv, prodLocalDefaults } from '../support/runtime-settings';

describe('the production server’s memory settings', () => {
  it('are the same in the container and in `npm run prod:local` (which the smoke test and bench/pages.ts start)', () => {
    const local = prodLocalDefaults();
    expect(Object.keys(local).sort()).toEqual(['MALLOC_ARENA_MAX', 'NODE_OPTIONS']);
    expect(local.NODE_OPTIONS).toContain('--max-old-space-size=256');
    const container = containerEnv();
    for (const [name, value] of Object.entries(local)) expect(container[name], name).toBe(value);
  });
});
