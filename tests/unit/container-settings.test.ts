import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { settingNames } from '@/lib/core/env';
import { containerEnv } from '../support/runtime-settings';

// Compose passes the app only the variables its `environment:` block names: a setting left out
// there is silently ignored, however the operator sets it in .env (LEAD_RETENTION_MONTHS was).

describe('the settings under Docker Compose', () => {
  it('reach the app: each one the app reads is passed on by docker-compose.yml or set by the image', () => {
    const compose = parse(fs.readFileSync('docker-compose.yml', 'utf8')) as { services: { app: { environment: Record<string, string> } } };
    const passed = new Set([...Object.keys(compose.services.app.environment), ...Object.keys(containerEnv())]);
    expect(settingNames.filter((name) => !passed.has(name))).toEqual([]);
  });

  it('are all named in .env.example, where operators look for them', () => {
    const example = fs.readFileSync('.env.example', 'utf8');
    const imageOnly = new Set(Object.keys(containerEnv()));
    expect(settingNames.filter((name) => !imageOnly.has(name) && !new RegExp(`^#? ?${name}=`, 'm').test(example))).toEqual([]);
  });
});
