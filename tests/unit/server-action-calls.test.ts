import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every server action is reachable by a hand-made POST (any Next-Action id the build knows) with
// any arguments. One that takes a form must check it got one (requireFormCall, or runAdminAction,
// which calls it first) so such a call answers 404 rather than a 500 from `formData.get`.

const root = path.resolve(import.meta.dirname, '../..');
const extensions = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return extensions.test(entry.name) ? [relative] : [];
  });
}

/** Each exported function of a 'use server' file, with its parameters and body (to the next export). */
function serverActions(): { file: string; name: string; parameters: string; body: string }[] {
  return ['app', 'lib', 'components']
    .flatMap(sourceFiles)
    .filter((file) => /^\s*['"]use server['"]/.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const starts = [...text.matchAll(/^export async function (\w+)\(([^)]*)\)/gm)];
      return starts.map((match, index) => ({ file, name: match[1], parameters: match[2], body: text.slice(match.index, starts[index + 1]?.index ?? text.length) }));
    });
}

/** The helpers that check the form first (lib/actions/admin/lead-workflow.ts's runLeadAction calls runAdminAction). */
const CHECKS_THE_FORM = /requireFormCall\(formData\)|runAdminAction\(|runLeadAction\(/;

describe('server actions called by hand', () => {
  it('finds the actions of app/ and lib/actions', () => {
    const names = serverActions().map((action) => action.name);
    expect(names).toEqual(expect.arrayContaining(['previewArticleBody', 'submitEnquiry', 'signIn', 'changeLeadAssignee', 'signOutOfBackOffice']));
  });

  it('every action that takes a form checks it got one (requireFormCall, or runAdminAction that calls it first)', () => {
    const unchecked = serverActions()
      .filter((action) => /formData/.test(action.parameters) && !CHECKS_THE_FORM.test(action.body))
      .map((action) => `${action.file} ${action.name}`);
    expect(unchecked).toEqual([]);
  });

  it('an action without a form takes no arguments at all (nothing sent can reach it)', () => {
    expect(serverActions().filter((action) => !/formData/.test(action.parameters) && action.parameters.trim() !== '').map((action) => `${action.file} ${action.name}`)).toEqual([]);
  });

  it("the article preview called with other arguments (a JSON body [{}, 'x']) answers 404 before it asks who is calling", async () => {
    const { previewArticleBody } = await import('@/app/(admin)/admin/news/preview-action');
    const idle = { status: 'success' as const, message: '', preview: null };
    await expect(previewArticleBody(idle, 'x' as unknown as FormData)).rejects.toMatchObject({ digest: expect.stringMatching(/;404$/) });
  });

  it('runLeadAction hands its form to runAdminAction', () => {
    const text = fs.readFileSync(path.join(root, 'lib/actions/admin/lead-workflow.ts'), 'utf8');
    expect(text).toMatch(/function runLeadAction[\s\S]*?return runAdminAction\(\{\s*name,\s*formData,/);
  });
});
