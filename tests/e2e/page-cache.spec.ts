import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import zlib from 'node:zlib';
import { articles } from '@/db/seed/data/news';
import { staticAssetPolicy } from '@/lib/security-headers';
import { freeLocalPort, pageCacheTemplate } from '@/scripts/page-cache.mjs';
import { makePdfOfSize } from '../support/fixtures';
import { expectSecurityHeaders, sendRawHead, sendRawMethod } from './support/hostile-requests';
import { storeUploadedPicture } from './support/images';
import { fillCareer, fillEnquiry, toasts, uniqueEmail } from './support/leads';
import { startObserver, startPageCacheInFront, startTlsFrontInFront, type Observer } from './support/page-cache';
import { hydrated } from './support/routes';

// The page cache (deploy/nginx/, real nginx) in front of the e2e server, with an observer between
// the two that records what the cache passed on and can slip markup into a page as it leaves the
// app. Pages are kept for 2 s: each test uses URLs of its own (a probe query) where it matters.
test.describe.configure({ mode: 'serial' });

const article = articles.find((item) => item.is_published)!;
let observer: Observer;
let cache: Awaited<ReturnType<typeof startPageCacheInFront>>;

test.beforeAll(async () => {
  observer = await startObserver(Number(process.env.E2E_PORT ?? 3100));
  cache = await startPageCacheInFront(observer.port, process.env.E2E_PAGE_CACHE_SECRET!);
});
test.afterAll(async () => {
  await cache?.stop();
  await observer?.close();
});

/** A GET through the cache on a connection of its own. */
async function get(path: string, headers: Record<string, string> = {}) {
  const api = await apiRequest.newContext();
  try {
    const response = await api.get(cache.url + path, { headers, maxRedirects: 0 });
    return { status: response.status(), headers: response.headers(), text: await response.text() };
  } finally {
    await api.dispose();
  }
}

/** A GET through the cache as the bytes came (Playwright unpacks gzip, checking nothing of its framing). */
function getRaw(path: string, headers: Record<string, string> = {}): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(cache.url + path, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The nonce of a page's policy, checked to be the one on every script and in its flight data. */
function nonceOf(response: { headers: Record<string, string>; text: string }): string {
  const policy = response.headers['content-security-policy'];
  const scripts = policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src '))!;
  expect(scripts).toContain("'strict-dynamic'");
  expect(scripts).not.toContain("'unsafe-inline'");
  const nonce = scripts.match(/'nonce-([^']+)'/)![1];
  const onScripts = [...response.text.matchAll(/<script\b(?![^>]*application\/ld\+json)[^>]*>/g)].map((match) => match[0]);
  expect(onScripts.length).toBeGreaterThan(0);
  for (const tag of onScripts) expect(tag).toContain(`nonce="${nonce}"`);
  const inText = new Set([...response.text.matchAll(/nonce(?:=\\?"|\\":\\")([^"\\]+)/g)].map((match) => match[1]));
  expect([...inText]).toEqual([nonce]);
  return nonce;
}

/** Where two documents part, with a little of each from there (null when they are the same). */
function firstDifference(text: string, expected: string): string | null {
  if (text === expected) return null;
  let at = 0;
  while (text[at] === expected[at]) at++;
  const from = Math.max(0, at - 40);
  return `at ${at}: ${JSON.stringify(text.slice(from, at + 80))} where the first has ${JSON.stringify(expected.slice(from, at + 80))}`;
}

/** Every nonce the app rendered a kept page with (the cache's stand-in, replaced per response). */
const storedNonces = () => observer.requests.flatMap((entry) => (entry.storedNonce ? [entry.storedNonce] : []));

async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('a kept page gets a fresh nonce on every response, in its body and in its policy', async ({ page }) => {
  const first = await get('/about');
  const second = await get('/about');
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(second.headers['x-page-cache']).toBe('HIT');
  const nonces = [nonceOf(first), nonceOf(second)];
  expect(nonces[0]).not.toBe(nonces[1]);
  // The security headers come with the kept page too; the stand-in nonce never leaves the cache.
  for (const response of [first, second]) {
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-page-cache-nonce']).toBeUndefined();
    for (const stored of storedNonces()) expect(JSON.stringify(response.headers) + response.text).not.toContain(stored);
  }
  expect(storedNonces().length).toBeGreaterThan(0);

  // In Chromium, a page from the cache runs its scripts (a header menu opens) with no violation.
  const violations = await collectViolations(page);
  for (let round = 0; round < 2; round++) {
    const response = await page.goto(`${cache.url}/about`);
    expect(response?.status()).toBe(200);
    await (await hydrated(page.getByRole('banner').getByRole('button', { name: 'Products' }))).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Wires & Flux' })).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('a kept page is gzipped once, by the app: every response sends those bytes with its own nonce and a checksum that fits it', async () => {
  const path = '/news?probe=gzipped-once';
  const before = observer.requests.length;
  const answers = [];
  for (let round = 0; round < 3; round++) answers.push(await getRaw(path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' }));
  expect(answers.map((answer) => answer.headers['x-page-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
  const kept = observer.requests.slice(before).filter((entry) => entry.url === path && entry.storedNonce);
  expect(kept).toHaveLength(1);
  expect(kept[0].keptGzipped).toBe(true);
  const nonces = [];
  for (const answer of answers) {
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['x-page-cache-checksum']).toBeUndefined();
    // The app's gzip as it came, not compressed again: the same length, the nonce's bytes aside.
    expect(answer.body.length).toBe(kept[0].bodyBytes);
    // gunzip checks the trailer's CRC-32 and length: written for this response's nonce.
    const text = zlib.gunzipSync(answer.body).toString('utf8');
    expect(text).toContain('<h1');
    nonces.push(nonceOf({ headers: answer.headers as Record<string, string>, text }));
  }
  expect(new Set(nonces).size).toBe(3);
});

test('a script slipped into a kept page does not run, even with a nonce seen on an earlier response', async ({ page }) => {
  const path = `/news/${article.id}?probe=injected`;
  const earlier = nonceOf(await get(`/news/${article.id}?probe=earlier`));
  observer.inject(
    path,
    `<script>window.__injected = 'plain'</script><script nonce="${earlier}">window.__injected = 'replayed'</script>` +
      '<img src="/no-such-image.png" alt="" onerror="window.__injected = \'handler\'">',
  );
  const violations = await collectViolations(page);
  for (const expected of ['MISS', 'HIT']) {
    const response = await page.goto(cache.url + path);
    expect(response?.headers()['x-page-cache']).toBe(expected);
    expect(await response?.text()).toContain("window.__injected = 'replayed'");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    // The page's own scripts ran (the header menu works); the slipped-in ones did not.
    await (await hydrated(page.getByRole('banner').getByRole('button', { name: 'Join Our Network' }))).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Careers' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
  }
  await expect.poll(() => violations.filter((text) => text.startsWith('script-src')).length).toBeGreaterThanOrEqual(6);
});

test('a request with a cookie or credentials, or a POST, is never answered from the cache nor kept', async () => {
  expect((await get('/learn-more')).status).toBe(200);
  expect((await get('/learn-more')).headers['x-page-cache']).toBe('HIT');
  const visitors: Record<string, string>[] = [
    { cookie: 'better-auth.session_token=abc.def' },
    { cookie: '__Secure-better-auth.session_token=abc.def' },
    { cookie: 'theme=dark' },
    { authorization: 'Bearer abc' },
  ];
  for (const [index, headers] of visitors.entries()) {
    const before = observer.requests.length;
    const answer = await get('/learn-more', headers);
    expect(answer.headers['x-page-cache'], JSON.stringify(headers)).toBe('BYPASS');
    nonceOf(answer);
    // Rendered for this visitor alone: the app was asked without the cache's secret. (The cache may
    // refresh its own copy of the page meanwhile, with the secret: that request is not this one.)
    const asked = observer.requests.slice(before).filter((entry) => entry.url === '/learn-more');
    expect(asked.filter((entry) => !entry.carriedSecret), JSON.stringify(asked)).toHaveLength(1);
    // And nothing was kept: the next anonymous request for that URL is rendered afresh.
    const probe = `/learn-more?probe=visitor-${index}`;
    await get(probe, headers);
    expect((await get(probe)).headers['x-page-cache']).toBe('MISS');
  }

  const api = await apiRequest.newContext();
  try {
    const posted = await api.post(`${cache.url}/learn-more?probe=post`, { form: { anything: 'x' }, maxRedirects: 0 });
    expect(posted.headers()['x-page-cache']).toBeUndefined();
  } finally {
    await api.dispose();
  }
  expect(observer.requests.find((entry) => entry.method === 'POST')?.carriedSecret).toBe(false);
  expect((await get('/learn-more?probe=post')).headers['x-page-cache']).toBe('MISS');

  // Search, the API and unknown paths are passed on without the secret, and never kept.
  for (const path of ['/search?q=7018', '/api/health', '/no/such-page']) {
    const before = observer.requests.length;
    await get(path);
    const again = await get(path);
    expect(again.headers['x-page-cache'] ?? 'none', path).not.toBe('HIT');
    expect(observer.requests.slice(before).every((entry) => !entry.storedNonce), path).toBe(true);
  }
});

test('the HTML and the RSC answers of one URL are kept apart', async ({ page }) => {
  // A client-side navigation asks for /news as RSC (with _rsc and the router headers).
  const rscRequests: { url: string; headers: Record<string, string> }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/news?_rsc=') || (request.url().startsWith(`${cache.url}/news`) && request.headers()['rsc'])) {
      rscRequests.push({ url: request.url(), headers: request.headers() });
    }
  });
  await page.goto(`${cache.url}/products`);
  await page.getByRole('banner').getByRole('link', { name: 'News & Insights', exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const navigation = rscRequests.find((entry) => entry.headers['rsc'] === '1' && !entry.headers['next-router-prefetch']);
  expect(navigation, 'the navigation fetched RSC').toBeTruthy();
  const path = new URL(navigation!.url).pathname + new URL(navigation!.url).search;
  const routerHeaders = Object.fromEntries(Object.entries(navigation!.headers).filter(([name]) => name === 'rsc' || name === 'next-url' || name.startsWith('next-router-')));

  const kinds = async () => {
    const rsc = await get(path, routerHeaders);
    const html = await get(path);
    return { rsc, html };
  };
  const isHtml = (answer: { headers: Record<string, string>; text: string }) =>
    answer.headers['content-type'].startsWith('text/html') && answer.text.trimStart().toLowerCase().startsWith('<!doctype html>');
  const isRsc = (answer: { headers: Record<string, string>; text: string }) =>
    answer.headers['content-type'].startsWith('text/x-component') && !answer.text.includes('<html');
  for (let round = 0; round < 3; round++) {
    const { rsc, html } = await kinds();
    expect(isRsc(rsc), `round ${round}: RSC answer`).toBe(true);
    expect(isHtml(html), `round ${round}: HTML answer`).toBe(true);
    if (round > 0) expect([rsc.headers['x-page-cache'], html.headers['x-page-cache']]).toEqual(['HIT', 'HIT']);
    // Kept by the visitor's browser (Back is instant), never by a shared cache, never revalidated:
    // a stored page answered 304 would be given a new nonce that its scripts do not carry.
    for (const answer of [rsc, html]) {
      expect(answer.headers['cache-control'], `round ${round}`).toBe('private, no-cache');
      expect([answer.headers['etag'], answer.headers['last-modified']], `round ${round}`).toEqual([undefined, undefined]);
    }
  }
  // Loaded as a document after the RSC answer was kept, the page is HTML and runs.
  const document = await page.goto(cache.url + path);
  expect(document?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});


test('one kept copy serves every Accept-Encoding that browsers and crawlers send', async () => {
  const path = '/news?probe=encodings';
  const before = observer.requests.length;
  // Chrome and Firefox, Safari and Googlebot, a plain client.
  const answers = [];
  for (const encoding of ['gzip, deflate, br, zstd', 'gzip, deflate, br', 'identity']) answers.push(await get(path, { 'Accept-Encoding': encoding }));
  expect(answers.map((answer) => answer.headers['x-page-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
  // (Only this page's: a previous test's browser may still be prefetching.)
  expect(observer.requests.slice(before).filter((entry) => entry.storedNonce && entry.url.startsWith('/news?probe=encodings'))).toHaveLength(1);
  // Each compressed as its browser asked, each with a nonce of its own, all the same page.
  expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual(['gzip', 'gzip', undefined]);
  const nonces = answers.map(nonceOf);
  expect(new Set(nonces).size).toBe(3);
  const pages = answers.map((answer, index) => answer.text.replaceAll(nonces[index], 'NONCE'));
  expect(pages[0]).toContain('<h1');
  expect(pages[1]).toBe(pages[0]);
  expect(pages[2]).toBe(pages[0]);
  for (const answer of answers) expect(answer.headers['vary']).toMatch(/accept-encoding/i);
});

test('the app renders one document for every User-Agent, so the copy kept for a browser serves crawlers as well', async ({ request }) => {
  // Next otherwise streams a page's metadata (title, description, Open Graph) into the body for
  // browsers when it is not ready with the head, and keeps it in the head for crawlers: a copy
  // kept from a browser's request would hand link previews a page without them (next.config.ts).
  const agents = [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    'Twitterbot/1.0',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    '', // a client that names none
  ];
  // Straight to the app (the project's baseURL), not through the cache.
  // (A first render on a fresh server may order the head's tags otherwise, whoever asks.)
  await request.get('/products/welding-electrodes');
  const pages: string[] = [];
  for (const agent of agents) {
    const name = agent || 'no User-Agent';
    const response = await request.get('/products/welding-electrodes', { headers: { 'User-Agent': agent } });
    expect(response.status()).toBe(200);
    const answer = { headers: response.headers(), text: await response.text() };
    const head = answer.text.slice(0, answer.text.indexOf('</head>'));
    expect(head, name).toContain('<title>Welding Electrodes | Arcstar Welding Industries</title>');
    expect(head, name).toContain('<meta property="og:image"');
    pages.push(answer.text.replaceAll(nonceOf(answer), 'NONCE'));
  }
  for (const [index, text] of pages.entries()) expect(firstDifference(text, pages[0]), agents[index] || 'no User-Agent').toBeNull();
});

test("the cache's key names every header the app varies its kept answers by", async () => {
  // The cache does not split kept answers by the app's Vary (deploy/nginx: one copy for every
  // Accept-Encoding); its key must therefore carry each header the app names there.
  const key = fs.readFileSync(pageCacheTemplate, 'utf8').match(/proxy_cache_key "([^"]+)"/)![1];
  const before = observer.requests.length;
  expect((await get('/news?probe=vary')).status).toBe(200);
  const kept = observer.requests.slice(before).filter((entry) => entry.storedNonce && entry.vary);
  expect(kept.length).toBeGreaterThan(0);
  const varied = new Set(kept.flatMap((entry) => entry.vary!.split(',').map((name) => name.trim().toLowerCase())));
  expect([...varied]).toContain('rsc');
  for (const name of varied) {
    if (name === 'accept-encoding') continue;
    expect(key, `Vary: ${name}`).toContain(`$http_${name.replaceAll('-', '_')}`);
  }
});

test('a link with only campaign parameters gets the kept page of its path, and keeps its address', async ({ page }) => {
  // Click ids are new on every click: each would be a render of its own, and would be kept.
  const before = observer.requests.length;
  const first = await get('/?gclid=click-one');
  const second = await get('/?gclid=click-two&utm_source=newsletter&utm_medium=email');
  const bare = await get('/');
  expect([first.status, second.status, bare.status]).toEqual([200, 200, 200]);
  expect([second.headers['x-page-cache'], bare.headers['x-page-cache']]).toEqual(['HIT', 'HIT']);
  // Every request for the home page document that reached the app (not a browser's prefetches).
  const rendered = observer.requests.slice(before).filter((entry) => (entry.url === '/' || entry.url.startsWith('/?')) && !entry.url.includes('_rsc='));
  expect(rendered.map((entry) => entry.url)).toEqual(['/']);
  for (const answer of [first, second, bare]) expect(answer.text).not.toMatch(/click-one|click-two|newsletter/);

  // Any other parameter keeps the query whole (the app may read it).
  const other = await get('/?gclid=click-three&ref=partner');
  expect(other.headers['x-page-cache']).toBe('MISS');
  expect(observer.requests.at(-1)!.url).toBe('/?gclid=click-three&ref=partner');

  // In the browser the address keeps its parameters, the page runs, and a lead sent from it
  // carries its campaign (the form reads utm_* from the address bar).
  const landing = `${cache.url}/?utm_source=newsletter&utm_campaign=spring&gclid=click-four`;
  const violations = await collectViolations(page);
  await page.goto(landing);
  await (await hydrated(page.getByRole('banner').getByRole('button', { name: 'Products' }))).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Wires & Flux' })).toBeVisible();
  expect(page.url()).toBe(landing);
  // The home page's form is hydrated as it nears the screen (components/common/hydrate-when-near.tsx).
  await page.getByRole('form', { name: 'Enquiry form' }).scrollIntoViewIfNeeded();
  await expect(page.locator('input[name="utm"]').first()).toHaveValue(JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'spring' }));
  await expect(page.locator('input[name="source_page"]').first()).toHaveValue('/?utm_source=newsletter&utm_campaign=spring&gclid=click-four');
  expect(violations).toEqual([]);
});

test("no request puts another answer in a visitor's kept page: Next's internal headers, a router header twice, a condition, a long address, no Host", async () => {
  const plainVisitorGetsThePage = async (path: string, what: string) => {
    for (let round = 0; round < 2; round++) {
      const answer = await get(path);
      expect(answer.status, `${what}, round ${round}`).toBe(200);
      expect(answer.headers['content-type'], `${what}, round ${round}`).toMatch(/^text\/html/);
      expect(answer.text, `${what}, round ${round}`).toContain('<h1');
      nonceOf(answer);
    }
  };
  // Next answered any page `{}` to x-middleware-prefetch, and the cache kept that for everyone.
  const internal = await get('/news?probe=internal', { 'x-middleware-prefetch': '1' });
  expect([internal.status, internal.headers['x-page-cache']]).toEqual([200, 'MISS']);
  expect(internal.text).toContain('<h1');
  await plainVisitorGetsThePage('/news?probe=internal', 'after x-middleware-prefetch');

  // nginx keys on the first of a header sent twice, Next read them joined ("1, 1") and rendered
  // HTML, kept under the RSC key of a link's prefetch: refused before anything is kept.
  const { host } = new URL(cache.url);
  const routerHeaders = 'RSC: 1\r\nNext-Router-Prefetch: 1\r\nNext-Router-Segment-Prefetch: /_tree\r\n';
  // (Next first sends these headers to the address with the `_rsc` they make.)
  const first = await sendRawHead(cache.url, `GET /products/abrasives HTTP/1.1\r\nHost: ${host}\r\n${routerHeaders}Connection: close\r\n\r\n`);
  expect(first.status).toBe(307);
  const address = new URL(first.headers.get('location')!, cache.url);
  const prefetch = `${address.pathname}${address.search}`;
  const twice = await sendRawHead(cache.url, `GET ${prefetch} HTTP/1.1\r\nHost: ${host}\r\n${routerHeaders}RSC: 1\r\nConnection: close\r\n\r\n`);
  expect([twice.status, await twice.text()]).toEqual([400, 'The request could not be read.\n']);
  const prefetched = await sendRawHead(cache.url, `GET ${prefetch} HTTP/1.1\r\nHost: ${host}\r\n${routerHeaders}Connection: close\r\n\r\n`);
  expect(prefetched.status).toBe(200);
  expect(prefetched.headers.get('content-type')).toMatch(/^text\/x-component/);

  // A kept page has no ETag nor Last-Modified: nginx fails these conditions (412). Its answer was
  // its HTML page marked gzip, which the client could not read, or no answer at all.
  await get('/learn-more?probe=condition');
  for (const [name, value] of [['If-Match', '"x"'], ['If-Unmodified-Since', 'Mon, 01 Jan 1990 00:00:00 GMT']]) {
    for (const encoding of ['gzip', 'identity']) {
      const answer = await getRaw('/learn-more?probe=condition', { [name]: value, 'Accept-Encoding': encoding });
      expect([answer.headers['content-encoding'], answer.headers['content-type']], `${name}, ${encoding}`).toEqual([undefined, 'text/plain; charset=utf-8']);
      expect(answer.body.toString(), `${name}, ${encoding}`).toBe('A page is not answered on a condition (If-Match, If-Unmodified-Since): ask for it without one.\n');
      expect(answer.headers['x-frame-options'], `${name}, ${encoding}`).toBe('DENY');
    }
  }
  await plainVisitorGetsThePage('/learn-more?probe=condition', 'after the conditions');

  // The cache key shares a buffer with the app's headers: an address of 5.5 KB was answered 503.
  // Near nginx's 8 KB the app's render for the cache was refused 431 (the address twice in its head).
  const long = `/about?probe=${'x'.repeat(7_800)}`;
  await plainVisitorGetsThePage(long, 'an address of 7.8 KB');
  expect((await get(`/search?q=${'x'.repeat(7_800)}`)).status).toBe(200);

  // An HTTP/1.0 client may name no Host: the app was asked without one, which HTTP/1.1 forbids (400).
  const old = await sendRawHead(cache.url, 'GET /news?probe=old HTTP/1.0\r\n\r\n');
  expect(old.status).toBe(200);
  expect(await old.text()).toContain('<h1');
  // A version nginx does not speak gets the app's words, not nginx's page.
  const version = await sendRawHead(cache.url, `GET / HTTP/2.0\r\nHost: ${host}\r\n\r\n`);
  expect([version.status, await version.text()]).toEqual([505, 'The request could not be read.\n']);
  expectSecurityHeaders(version, 'HTTP/2.0 over plain HTTP');
});

test('the pictures of public/ are kept by the cache and by browsers; a missing one and article pictures are not', async () => {
  const pictures = [
    { path: '/images/home/hero-arc.svg', type: /^image\/svg\+xml/ },
    { path: '/favicon.ico', type: /^image\/(x-icon|vnd\.microsoft\.icon)$/ },
    { path: '/apple-touch-icon.png', type: /^image\/png$/ },
  ];
  for (const picture of pictures) {
    const before = observer.requests.length;
    const answers = [await get(picture.path), await get(picture.path), await get(picture.path, { 'Accept-Encoding': 'gzip' })];
    for (const answer of answers) {
      expect(answer.status, picture.path).toBe(200);
      expect(answer.headers['content-type'], picture.path).toMatch(picture.type);
      expect(answer.headers['cache-control'], picture.path).toBe('public, max-age=3600, stale-while-revalidate=86400');
      // Its own policy: a nonce kept with it would repeat.
      expect(answer.headers['content-security-policy'], picture.path).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'");
    }
    expect(answers[0].text).toBe(answers[2].text);
    // Asked for once per Accept-Encoding, then answered by the cache.
    expect(observer.requests.slice(before).filter((entry) => entry.url === picture.path).length, picture.path).toBeLessThanOrEqual(2);
  }

  // A missing picture is Next's 404 page: never kept, its nonce fresh each time and matching.
  const missing = [await get('/images/home/no-such-picture.svg'), await get('/images/home/no-such-picture.svg')];
  expect(missing.map((answer) => answer.status)).toEqual([404, 404]);
  expect(nonceOf(missing[0])).not.toBe(nonceOf(missing[1]));
  for (const answer of missing) expect(answer.headers['cache-control']).not.toMatch(/public/);

  // An article's picture follows its article's publication: the app answers every time.
  const articlePicture = article.image_url!;
  const beforeArticle = observer.requests.length;
  for (let round = 0; round < 2; round++) expect((await get(articlePicture)).status).toBe(200);
  expect(observer.requests.slice(beforeArticle).filter((entry) => entry.url === articlePicture)).toHaveLength(2);
});

test('a range of a kept file is answered with the whole file, never with nginx\'s 416 page', async () => {
  const script = (await get('/')).text.match(/\/_next\/static\/chunks\/[^"]+\.js/)![0];
  for (const file of ['/images/home/hero-arc.svg', script]) {
    // Asked for plain, as a download manager asks: that is what nginx cut ranges from.
    const full = await get(file, { 'Accept-Encoding': 'identity' });
    for (const range of ['bytes=5-14', 'bytes=99999999-', 'bytes=-0']) {
      const answer = await get(file, { 'Accept-Encoding': 'identity', Range: range });
      expect(answer.status, `${file} ${range}`).toBe(200);
      expect(answer.text, `${file} ${range}`).toBe(full.text);
      expect(answer.headers['content-range'], `${file} ${range}`).toBeUndefined();
      // One policy, the file's own (headers repeated by nginx arrive joined).
      expect(answer.headers['content-security-policy'], `${file} ${range}`).toBe(full.headers['content-security-policy']);
      expect(answer.headers['cache-control'], `${file} ${range}`).toBe(full.headers['cache-control']);
    }
  }
});

test('scripts and stylesheets go out in brotli to a browser that takes it, else gzipped or plain, each kept by the cache', async () => {
  const html = (await get('/')).text;
  const files = [html.match(/\/_next\/static\/chunks\/[^"]+\.js/)![0], html.match(/\/_next\/static\/[^"]+\.css/)![0]];
  // Chrome, Firefox (and Safari), a client refusing brotli, a plain client.
  const encodings = ['gzip, deflate, br, zstd', 'gzip, deflate, br', 'gzip, deflate, br;q=0', 'identity'];
  for (const file of files) {
    const answers = [];
    for (const encoding of encodings) answers.push(await getRaw(file, { 'Accept-Encoding': encoding }));
    expect(answers.map((answer) => answer.headers['content-encoding']), file).toEqual(['br', 'br', 'gzip', undefined]);
    const plain = answers[3].body;
    expect(zlib.brotliDecompressSync(answers[0].body).equals(plain), file).toBe(true);
    expect(answers[1].body.equals(answers[0].body), file).toBe(true);
    expect(zlib.gunzipSync(answers[2].body).equals(plain), file).toBe(true);
    expect(answers[0].body.length, file).toBeLessThan(answers[2].body.length);
    for (const answer of answers) {
      expect(answer.headers['content-type'], file).toMatch(file.endsWith('.js') ? /^application\/javascript; charset=utf-8$/i : /^text\/css; charset=utf-8$/i);
      expect(answer.headers['content-security-policy'], file).toBe(staticAssetPolicy);
      expect(answer.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['vary'], file).toMatch(/accept-encoding/i);
    }
    // Each encoding was asked of the app once at most: the second round is the cache's.
    const asked = observer.requests.filter((entry) => entry.url.startsWith(file)).length;
    for (const encoding of encodings) expect((await getRaw(file, { 'Accept-Encoding': encoding })).body.length).toBeGreaterThan(0);
    expect(observer.requests.filter((entry) => entry.url.startsWith(file)).length, file).toBe(asked);
  }
});

test('through the TLS proxy in front (deploy/nginx/tls-front.conf.template), pages come over HTTP/2 with HSTS and a fresh nonce each, and lead forms send, a resume included', async ({ browser }) => {
  const front = await startTlsFrontInFront(Number(new URL(cache.url).port));
  const session = http2.connect(front.url, { rejectUnauthorized: false });
  try {
    // Two answers of one kept page on one HTTP/2 connection: each with its own nonce, HSTS (the
    // front tells the cache and the app the visitor used HTTPS), and its scripts in brotli.
    const answers = [];
    for (let round = 0; round < 2; round++) answers.push(await getOverHttp2(session, '/about?probe=tls', { 'accept-encoding': 'gzip, deflate, br, zstd' }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1].headers['x-page-cache']).toBe('HIT');
    const nonces = answers.map((answer) => {
      expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(answer.headers['content-encoding']).toBe('gzip');
      return nonceOf({ headers: answer.headers, text: zlib.gunzipSync(answer.body).toString('utf8') });
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    const text = zlib.gunzipSync(answers[0].body).toString('utf8');
    const script = await getOverHttp2(session, text.match(/\/_next\/static\/chunks\/[^"]+\.js/)![0], { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect([script.status, script.headers['content-encoding']]).toEqual([200, 'br']);

    // In Chromium: the page arrives over h2, hydrates with no violation, and the inquiry form sends
    // (a server action, whose origin check sees the front's address).
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    try {
      const page = await context.newPage();
      const violations = await collectViolations(page);
      expect((await page.goto(`${front.url}/inquiry`))?.status()).toBe(200);
      expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe('h2');
      await page.waitForFunction(() => !document.querySelector('form[data-hydrated="false"]'));
      const form = page.getByRole('form', { name: 'Inquiry form' });
      await fillEnquiry(form, { name: 'Asha Rao', email: uniqueEmail('tls-front'), mobile: '9830012345', industry: 'fabrication', category: 'electrodes', message: 'Sent over HTTPS through the TLS proxy.' });
      await form.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(toasts(page).getByText("Inquiry submitted successfully! We'll get back to you soon.")).toBeVisible();

      // A career application with a 3 MB resume: the upload streams through both proxies over h2
      // and is stored whole.
      const resume = await makePdfOfSize(3 * 1024 * 1024);
      await page.goto(`${front.url}/careers`);
      await page.waitForFunction(() => !document.querySelector('form[data-hydrated="false"]'));
      const career = page.getByRole('form', { name: 'Career application form' });
      await fillCareer(career, uniqueEmail('tls-front-career'));
      await page.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'TLS front CV.pdf', mimeType: 'application/pdf', buffer: resume });
      await career.getByRole('button', { name: 'Submit Application' }).click();
      await expect(toasts(page).getByText('Resume uploaded successfully!')).toBeVisible();
      await expect(toasts(page).getByText("Application submitted successfully! We'll review your application and contact you soon.")).toBeVisible();
      const resumes = path.join(process.env.E2E_DATA_DIR!, 'storage', 'resumes');
      const stored = fs.readdirSync(resumes).filter((name) => name.endsWith('-TLS_front_CV.pdf'));
      expect(stored).toHaveLength(1);
      expect(fs.readFileSync(path.join(resumes, stored[0])).equals(resume)).toBe(true);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  } finally {
    session.close();
    await front.stop();
  }
});

/** A GET on an HTTP/2 session, as the bytes came. */
function getOverHttp2(session: http2.ClientHttp2Session, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let answer: http2.IncomingHttpHeaders = {};
    stream.on('response', (received) => (answer = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(answer[':status']), headers: Object.fromEntries(Object.entries(answer).map(([name, value]) => [name, String(value)])), body: Buffer.concat(chunks) }));
    stream.on('error', reject);
  });
}

test('a picture uploaded in the back office is kept by the cache, with a policy that names no nonce', async () => {
  // Stored as the back office stores it (the embedded media store of the e2e server).
  const url = await storeUploadedPicture(process.env.E2E_DATA_DIR!, 320);
  const before = observer.requests.length;
  const answers = [await get(url), await get(url)];
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  }
  expect(observer.requests.slice(before).filter((entry) => entry.url === url)).toHaveLength(1);
  // A missing one is asked for again only after the app's minute.
  const missing = `/media/${randomUUID()}/320.webp`;
  expect([(await get(missing)).status, (await get(missing)).status]).toEqual([404, 404]);
  expect(observer.requests.filter((entry) => entry.url === missing)).toHaveLength(1);
});

test('with no app answering, a page nothing kept answers 503 with a plain "temporarily unavailable" page and Retry-After', async () => {
  // The cache in front of a port where nothing listens: the app restarting, or down.
  const nobody = await freeLocalPort();
  const orphan = await startPageCacheInFront(nobody, process.env.E2E_PAGE_CACHE_SECRET!);
  try {
    for (const init of [{ method: 'GET' }, { method: 'POST', body: 'x' }, { method: 'GET', headers: { rsc: '1' } }]) {
      const answer = await fetch(`${orphan.url}/search?q=unavailable-${init.method}`, { ...init, redirect: 'manual' });
      expect(answer.status, init.method).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('10');
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
      expectSecurityHeaders(answer, `${init.method} with no app`);
      const text = await answer.text();
      expect(text).toContain('<h1>Temporarily Unavailable</h1>');
      expect(text).toContain('We are sorry: this page cannot be shown right now. Please try again in a few minutes.');
    }
    expect((await fetch(`${orphan.url}/`, { method: 'HEAD' })).status).toBe(503);
  } finally {
    await orphan.stop();
  }
});

test('a method nginx refuses itself (TRACE) is answered 405 with the security headers', async () => {
  const answer = await sendRawMethod(`${cache.url}/products`, 'TRACE');
  expect(answer.status).toBe(405);
  expect(answer.headers.get('allow')).toBe('GET, HEAD, POST');
  expect(await answer.text()).toBe('This method is not allowed.\n');
  expectSecurityHeaders(answer, 'TRACE through the page cache');
  expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
});

test("requests nginx refuses before the app sees them are answered in the app's words with its headers, not nginx's pages", async () => {
  const { host } = new URL(cache.url);
  const long = 'a'.repeat(9_000); // over nginx's 8 KB for the request line or one header line
  const cases = [
    { what: 'an address too long', head: `GET /${long} HTTP/1.1\r\nHost: ${host}\r\n\r\n`, status: 414, text: "The request's address or headers were too long to read." },
    { what: 'a header too long', head: `GET /products HTTP/1.1\r\nHost: ${host}\r\nCookie: a=${long}\r\n\r\n`, status: 431, text: "The request's address or headers were too long to read." },
    // A resume over the limit, posted without JavaScript, past nginx's own limit (11 MB) too.
    {
      what: 'a form post over the limit',
      head: `POST /careers HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 12000000\r\n\r\n`,
      status: 413,
      text: 'The form was too large to send. File size must be less than 10MB.',
    },
    { what: 'a broken request line', head: 'GET / HTTP/1.1 trailing\r\n\r\n', status: 400, text: 'The request could not be read.' },
    { what: 'no Host', head: 'GET / HTTP/1.1\r\n\r\n', status: 400, text: 'The request could not be read.' },
  ];
  for (const { what, head, status, text } of cases) {
    const answer = await sendRawHead(cache.url, head);
    expect([answer.status, await answer.text()], what).toEqual([status, `${text}\n`]);
    expect(answer.headers.get('content-type'), what).toBe('text/plain; charset=utf-8');
    expect(answer.headers.has('allow'), what).toBe(false);
    expectSecurityHeaders(answer, what);
  }
  // The app's own refusals still pass as it sent them (its text, not nginx's).
  const unreadableState = await fetch(`${cache.url}/products?_rsc=x`, { headers: { rsc: '1', 'next-router-state-tree': '%7Bgarbage' } });
  expect([unreadableState.status, await unreadableState.text()]).toEqual([400, 'The request could not be read.\n']);
  // The addresses of nginx's own answers, asked for from outside, name nothing: the site's page for that.
  for (const address of ['/_page-cache/refused', '/_page-cache/unavailable']) {
    const answer = await fetch(`${cache.url}${address}`);
    expect(answer.status, address).toBe(404);
    expect(await answer.text(), address).toContain('This page is under development');
  }
});
