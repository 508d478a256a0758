import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { weldingElectrodes } from '@/db/seed/data/products/welding-electrodes';
import { ppe } from '@/db/seed/data/products/ppe';
import { enquiryActionFields } from './support/leads';
import { routesWithState, siteRoutes, unknownAddresses } from './support/routes';

// Every page as the server sends it passes the W3C Nu HTML checker (vnu.jar from npm, on the
// machine's Java) without an error: the routes of spec §2 (filtered, searched and located too),
// the forms' own pages, the not-found pages, and a form
// answered with its messages after a post without JavaScript.

/** The checker as the vnu-jar package ships it. */
const vnuJar = path.resolve('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

const electrode = weldingElectrodes.find((product) => product.is_available)!;
const upcoming = ppe.find((product) => product.is_upcoming)!;
const formPages = [`/inquiry/quote?product=${electrode.id}`, '/inquiry/quote', `/inquiry/notify?product=${upcoming.id}`];

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string };

test('the Nu HTML checker finds no error on any page', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const pages: Record<string, string> = {};
  for (const route of [...siteRoutes, ...routesWithState, ...formPages]) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    pages[route] = await response.text();
  }
  for (const { path: address } of unknownAddresses) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    pages[address] = await response.text();
  }
  const answered = await request.post('/inquiry', {
    multipart: { ...(await enquiryActionFields(request, baseURL!)), surface: 'inquiry-page', name: 'A', email: 'not-an-address', mobile: '123' },
    headers: { origin: baseURL! },
  });
  pages['/inquiry (answered without JavaScript)'] = await answered.text();
  expect(pages['/inquiry (answered without JavaScript)']).toContain('Please check the highlighted fields and try again.');

  const files = Object.entries(pages).map(([route, html], index) => {
    const file = path.join(dir, `page-${index}.html`);
    fs.writeFileSync(file, html);
    return [file, route] as const;
  });
  const { stdout } = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--exit-zero-always', '--stdout', '--format', 'json', ...files.map(([file]) => file)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const routeOf = new Map(files.map(([file, route]) => [`file:${file}`, route]));
  const errors = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map((message) => `${routeOf.get(message.url) ?? message.url}: ${message.message} ${message.extract ?? ''}`.trim());
  expect(errors).toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});
