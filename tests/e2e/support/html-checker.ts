import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** The W3C Nu HTML checker as the vnu-jar package ships it, run on the machine's Java. */
const vnuJar = path.resolve('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string };

/** The checker's errors for pages as the server sent them (keyed by what names them), one line each. */
export async function htmlCheckerErrors(pages: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = Object.entries(pages).map(([name, html], index) => {
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, html);
      return [file, name] as const;
    });
    const { stdout } = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--exit-zero-always', '--stdout', '--format', 'json', ...files.map(([file]) => file)], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const nameOf = new Map(files.map(([file, name]) => [`file:${file}`, name]));
    return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => `${nameOf.get(message.url) ?? message.url}: ${message.message} ${message.extract ?? ''}`.trim());
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
