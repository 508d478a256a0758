import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '@/tests/support/databases';

// The command-line tools (`npm run staff:add`, `db:seed`, `db:migrate`) as an operator runs them:
// a separate process through npm and tsx, with settings of the test's choosing.

export type ToolRun = { status: number | null; stdout: string; stderr: string };

/**
 * Runs `npm run <script> -- <args>` in `cwd` (the repository unless told). `env` goes over this
 * process's environment, a name given as undefined is left out; DATABASE_URL and
 * BETTER_AUTH_SECRET are empty unless given (set in the environment, an empty value wins over
 * .env.production.local too).
 */
export function runTool(script: string, args: string[], env: Record<string, string | undefined>, { cwd = process.cwd(), timeoutMs = 60_000 } = {}): Promise<ToolRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', BETTER_AUTH_SECRET: '', ...env };
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd, env: childEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

/**
 * A copy of what the tools run (their code, migrations and seed, package.json, tsconfig.json;
 * node_modules linked) in a folder of its own: a repository root whose .env.production.local the
 * test writes, leaving the real one, and the other suites' runs, alone.
 */
export function repositoryCopy(): string {
  const root = tempDir('tools-root');
  for (const folder of ['db', 'lib', 'emails', 'scripts', 'content']) fs.cpSync(folder, path.join(root, folder), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json']) fs.copyFileSync(file, path.join(root, file));
  fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}
