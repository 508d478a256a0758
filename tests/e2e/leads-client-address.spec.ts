import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { makePdf } from '../support/fixtures';
import { seededDataDir, startIsolatedServer } from './support/isolated-server';
import { enquiryActionFields, expect, test, uniqueEmail } from './support/leads';
import { freePort } from './support/postgres-server';
import type { RunningServer } from './support/server';

// Per-client limits hold when a client names a different address in X-Forwarded-For on every
// request: by default the server trusts no forwarded header (the client is the connection's
// address); only with TRUSTED_PROXY_COUNT set does each forwarded address count on its own.

const RATE_LIMIT = 2;
const servers: Record<'direct' | 'behindProxy', RunningServer> = {} as never;
const dataDirs: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const start = async (label: string, env: Record<string, string>) => {
    const dataDir = seededDataDir(label);
    dataDirs.push(dataDir);
    const port = await freePort();
    return startIsolatedServer({ port, dataDir, logFile: path.join('test-results', `client-address-${label}.log`), env: { RATE_LIMIT_MAX: String(RATE_LIMIT), ...env } });
  };
  [servers.direct, servers.behindProxy] = await Promise.all([start('direct', {}), start('proxied', { TRUSTED_PROXY_COUNT: '1' })]);
});

test.afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server?.stop()));
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Sends the enquiry as a browser without JavaScript does, claiming to come from `forwardedFor`; answers the page's notice. */
async function sendEnquiry(request: APIRequestContext, url: string, forwardedFor: string): Promise<'stored' | 'refused'> {
  const fields = {
    ...(await enquiryActionFields(request, url)),
    surface: 'inquiry-page',
    name: 'Asha Rao',
    email: uniqueEmail('forwarded'),
    mobile: '9830012345',
    industry_type: 'epc',
    product_category: 'general',
  };
  const response = await request.post(`${url}/inquiry`, { multipart: fields, headers: { origin: url, 'x-forwarded-for': forwardedFor } });
  const page = await response.text();
  if (page.includes('Inquiry submitted successfully!')) return 'stored';
  if (page.includes('Too many submissions from your network.')) return 'refused';
  throw new Error(`Unexpected answer (${response.status()})`);
}

async function uploadResume(request: APIRequestContext, url: string, forwardedFor: string): Promise<number> {
  const response = await request.post(`${url}/api/resumes`, {
    data: await makePdf(forwardedFor),
    headers: { 'content-type': 'application/pdf', 'x-file-name': 'cv.pdf', 'x-forwarded-for': forwardedFor },
  });
  return response.status();
}

const addresses = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `${prefix}.${i + 1}`);

test('by default a new X-Forwarded-For on each request is the same client: refused past the limit', async ({ request }) => {
  const answers = [];
  for (const forwarded of addresses(RATE_LIMIT + 2, '203.0.113')) answers.push(await sendEnquiry(request, servers.direct.url, forwarded));
  expect(answers).toEqual([...Array(RATE_LIMIT).fill('stored'), 'refused', 'refused']);

  // Resume uploads too: three pending files per client, whatever the header says.
  const uploads = [];
  for (const forwarded of addresses(5, '198.51.100')) uploads.push(await uploadResume(request, servers.direct.url, forwarded));
  expect(uploads).toEqual([201, 201, 201, 429, 429]);
});

test('with TRUSTED_PROXY_COUNT=1 each forwarded address is a client of its own, still limited', async ({ request }) => {
  const answers = [];
  for (const forwarded of addresses(RATE_LIMIT + 2, '203.0.113')) answers.push(await sendEnquiry(request, servers.behindProxy.url, forwarded));
  expect(answers).toEqual(Array(RATE_LIMIT + 2).fill('stored'));

  const same = [];
  for (let i = 0; i < RATE_LIMIT + 1; i++) same.push(await sendEnquiry(request, servers.behindProxy.url, '192.0.2.77'));
  expect(same).toEqual([...Array(RATE_LIMIT).fill('stored'), 'refused']);

  // A client cannot pick its address by writing the header itself: the proxy's entry (the last) counts.
  expect(await sendEnquiry(request, servers.behindProxy.url, '10.1.1.1, 192.0.2.77')).toBe('refused');
});
