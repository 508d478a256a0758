import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// keptPageForCache asks "this same server" (env.HOSTNAME:env.PORT) for the page. Here a real HTTP
// server stands in for it and answers as a render can: the page, a redirect, a cut connection.

type Answer = (request: http.IncomingMessage, response: http.ServerResponse) => void;
const answers = new Map<string, Answer>();
const seen: http.IncomingHttpHeaders[] = [];
const server = http.createServer((request, response) => {
  seen.push(request.headers);
  answers.get(request.url ?? '')?.(request, response);
});
let pageCache: typeof import('@/lib/page-cache');

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('HOSTNAME', '127.0.0.1');
  vi.stubEnv('PORT', String((server.address() as AddressInfo).port));
  pageCache = await import('@/lib/page-cache'); // reads the environment above
});
afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const nonce = 'a'.repeat(32);
const page = `<!DOCTYPE html><html><body><h1>Welding Electrodes</h1><script nonce="${nonce}">self.__next_f.push([1,"x"])</script></body></html>`;
const ask = (path: string) => pageCache.keptPageForCache(new URL(`http://www.example.in${path}`), new Headers({ host: 'www.example.in' }), nonce);

describe('a page rendered for the page cache', () => {
  it('comes back gzipped with its nonce writable, named shareable, from a render marked as this process asked for it', async () => {
    answers.set('/products/welding-electrodes', (_, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', vary: 'rsc, Accept-Encoding' }).end(page));
    const kept = (await ask('/products/welding-electrodes'))!;
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-page-cache-nonce')).toBe(nonce);
    expect(kept.headers.get('x-page-cache-checksum')).toBeTruthy();
    expect(kept.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(zlib.gunzipSync(Buffer.from(await kept.arrayBuffer())).toString()).toBe(page);
    const render = seen.at(-1)!;
    expect(pageCache.isPageCacheRender(new Headers(render as Record<string, string>))).toBe(true);
    expect(render['accept-encoding']).toBe('identity');
    expect(render['x-forwarded-host']).toBe('www.example.in');
  });

  it('a redirect (the page asked for again when the database went away) is passed on and not marked shareable', async () => {
    answers.set('/news', (_, response) => response.writeHead(307, { location: '/news' }).end());
    const passed = (await ask('/news'))!;
    expect(passed.status).toBe(307);
    expect(passed.headers.get('location')).toBe('/news');
    expect(passed.headers.get('x-page-cache-nonce')).toBeNull();
  });

  it('a render cut off mid-body, or no server to ask, gives nothing to keep (the proxy renders the page as usual)', async () => {
    answers.set('/about', (_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<!DOCTYPE html><html><body>');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    expect(await ask('/about')).toBeNull();
    answers.set('/careers', (request) => request.socket.destroy());
    expect(await ask('/careers')).toBeNull();
  });

  it('a render that stalls, before its headers or mid-body, is given up after 15 s, not before: nothing to keep (the proxy then renders the page as usual)', { timeout: 30_000 }, async () => {
    const stalled: http.ServerResponse[] = [];
    answers.set('/company', (_, response) => stalled.push(response)); // never answers
    answers.set('/contact', (_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<!DOCTYPE html><html><body>'); // and nothing more
      stalled.push(response);
    });
    const started = Date.now();
    const [silent, cut] = await Promise.all([ask('/company'), ask('/contact')]);
    expect(silent).toBeNull();
    expect(cut).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(14_900);
    for (const response of stalled) response.socket?.destroy();
  });

  it('a body that cannot be gzipped so (a zero byte in it) is sent plain, still shareable: the cache gzips it per response', async () => {
    answers.set('/robots.txt', (_, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\u0000'));
    const plain = (await ask('/robots.txt'))!;
    expect(plain.headers.get('x-page-cache-nonce')).toBe(nonce);
    expect(plain.headers.get('x-page-cache-checksum')).toBeNull();
    expect(await plain.text()).toBe('User-agent: *\u0000');
  });
});
