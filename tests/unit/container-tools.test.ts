import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The server's image carries no source and no tsx, so the command-line tools (the first admin,
// a re-seed) run in docker-compose.yml's `tools` service, built from the Dockerfile's `tools` stage.

type Service = { build?: string | { context: string; target?: string }; profiles?: string[]; environment?: Record<string, string>; depends_on?: Record<string, unknown> };

describe('the command-line tools under Docker Compose', () => {
  const compose = parse(fs.readFileSync('docker-compose.yml', 'utf8')) as { services: Record<string, Service> };
  const stages = Object.fromEntries([...fs.readFileSync('Dockerfile', 'utf8').matchAll(/^FROM (\S+) AS (\S+)$/gm)].map((match) => [match[2], match[1]]));

  it('run from the stage that built the site (source, dependencies, tsx), with the app’s settings and database, only when asked for', () => {
    const { app, tools } = compose.services;
    expect(tools.build).toEqual({ context: '.', target: 'tools' });
    expect(stages.tools).toBe('build');
    expect(tools.profiles).toEqual(['tools']);
    expect(tools.environment).toEqual(app.environment);
    expect(tools.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(Object.keys(tools.depends_on ?? {})).toEqual(['postgres']);
  });

  it('leave the server’s image as it was: the app builds the last stage, the default target', () => {
    expect(compose.services.app.build).toBe('.');
    expect(Object.keys(stages).at(-1)).toBe('runtime');
  });

  it('are the package’s scripts, which tsx runs from the source', () => {
    const { scripts, dependencies = {}, devDependencies = {} } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
    for (const name of ['staff:add', 'db:seed', 'db:migrate']) expect(scripts[name], name).toMatch(/^tsx \S+\.ts$/);
    expect(dependencies.tsx ?? devDependencies.tsx).toBeDefined();
  });

  it('are installed in the image build with the install scripts package.json allows, and no others (its npm does not read allowScripts)', () => {
    const install = /^RUN npm install (.*)$/m.exec(fs.readFileSync('Dockerfile', 'utf8'))?.[1] ?? '';
    expect(install).toContain('--ignore-scripts');
    const { allowScripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { allowScripts: Record<string, boolean> };
    const rebuilt = /&& npm rebuild ([\w@/ .-]+)$/.exec(install)?.[1].trim().split(/\s+/) ?? [];
    expect(rebuilt.sort()).toEqual(Object.keys(allowScripts).filter((name) => allowScripts[name]).sort());
  });
});
