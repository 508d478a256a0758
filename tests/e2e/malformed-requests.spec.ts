import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { discoverForms, expectSecurityHeaders, malformedCorpus, send, sendRawHead, sendRawMethod, VISITOR_MARKER } from './support/hostile-requests';
import { startPostgresServer } from './support/postgres-server';

// Malformed requests are the client's error: each answers a 4xx with the security headers, never
// a 500, on the embedded database and on PostgreSQL. What the server logs meanwhile is one JSON
// line per event, with nothing the visitor typed. Nothing unpublished is public.

/** The e2e server (embedded database), started by the Playwright config. */
const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

const sites = [
  { name: 'embedded database', start: async () => ({ url: base, logFile: process.env.E2E_SERVER_LOG!, stop: async () => {} }) },
  { name: 'PostgreSQL', start: () => startPostgresServer('malformed') },
];

for (const site of sites) {
  test(`on the ${site.name}, every malformed request answers its 4xx with the security headers, and the log stays one JSON line per event without visitor input`, async () => {
    test.setTimeout(180_000);
    const server = await site.start();
    try {
      const forms = await discoverForms(server.url);
      expect(forms.map((form) => form.label)).toEqual(
        expect.arrayContaining(['Enquiry form', 'Inquiry form', 'Dealer application form', 'Career application form', 'Quote request form']),
      );
      const logFrom = fs.statSync(server.logFile).size;
      const answers: string[] = [];
      for (const probe of await malformedCorpus(forms, server.url)) {
        const response = await send(server.url, probe);
        await response.arrayBuffer();
        answers.push(`${probe.name}: ${response.status}`);
        expect(probe.expect, `${probe.name} answered ${response.status}`).toContain(response.status);
        expectSecurityHeaders(response, probe.name);
      }
      expect(answers.filter((answer) => / 5\d\d$/.test(answer))).toEqual([]);

      // Readiness says up or down, nothing about the schema.
      const ready = await fetch(`${server.url}/api/health/ready`);
      expect(await ready.json()).toEqual({ status: 'ready' });
      // A published article's image is served; a draft's is not (checked in the corpus).
      expect((await fetch(`${server.url}/images/news/bhiwandi-plant-expansion.svg`)).status).toBe(200);

      const written = fs.readFileSync(server.logFile).subarray(logFrom).toString('utf8');
      for (const line of written.split('\n').filter((text) => text.trim() !== '')) {
        expect(() => JSON.parse(line), `not one JSON line: ${line}`).not.toThrow();
      }
      expect(written).not.toContain(VISITOR_MARKER);
    } finally {
      await server.stop();
    }
  });
}

test('a file is sent in part as asked, and a part beyond its end is refused with the file\'s length', async () => {
  const whole = Buffer.from(await (await fetch(`${base}/icon.svg`)).arrayBuffer());
  const part = await fetch(`${base}/icon.svg`, { headers: { range: 'bytes=5-14' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 5-14/${whole.length}`);
  expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(5, 15));

  const beyond = await fetch(`${base}/icon.svg`, { headers: { range: `bytes=${whole.length}-` } });
  expect(beyond.status).toBe(416);
  expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  expect(await beyond.text()).toBe('The part of the file asked for lies beyond its end.\n');

  const post = await fetch(`${base}/icon.svg`, { method: 'POST', body: 'x' });
  expect(post.status).toBe(405);
  expect(post.headers.get('allow')).toBe('GET, HEAD');
});

test('a script or stylesheet goes out in brotli to a browser that takes brotli best, else as Next sends it', async () => {
  const html = await (await fetch(`${base}/`)).text();
  for (const file of [html.match(/\/_next\/static\/chunks\/[^"]+\.js/)![0], html.match(/\/_next\/static\/[^"]+\.css/)![0]]) {
    const plain = await (await fetch(`${base}${file}`, { headers: { 'accept-encoding': 'identity' } })).text();
    // Chrome, Safari and Firefox; brotli alone; anything; brotli refused; gzip preferred; gzip alone.
    for (const [encoding, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['*', 'br'],
      ['gzip, deflate, br;q=0', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['gzip', 'gzip'],
    ]) {
      const answer = await fetch(`${base}${file}`, { headers: { 'accept-encoding': encoding } });
      expect(answer.status, `${file} ${encoding}`).toBe(200);
      // Gzip is Next's own, only for files of 1 KB or more (the font stylesheet is less).
      if (sent === 'br' || Buffer.byteLength(plain) >= 1024) expect(answer.headers.get('content-encoding'), `${file} ${encoding}`).toBe(sent);
      expect(answer.headers.get('content-type'), `${file} ${encoding}`).toBe(file.endsWith('.js') ? 'application/javascript; charset=UTF-8' : 'text/css; charset=UTF-8');
      expect(answer.headers.get('vary'), `${file} ${encoding}`).toMatch(/accept-encoding/i);
      expect(await answer.text(), `${file} ${encoding}`).toBe(plain);
    }
  }
  // A script the build does not have: Next's plain 404, whatever the browser takes.
  const missing = await fetch(`${base}/_next/static/chunks/no-such-chunk.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(missing.status).toBe(404);
  expect(missing.headers.get('content-encoding')).toBeNull();
  expect(await missing.text()).toBe('Not Found');
});

test('a part of a script is cut from the plain file, also for a browser that takes brotli', async () => {
  const html = await (await fetch(`${base}/`)).text();
  const script = html.match(/\/_next\/static\/chunks\/[^"]+\.js/)![0];
  const whole = Buffer.from(await (await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  const asks = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const part = await fetch(`${base}${script}`, { headers: { ...asks, range: 'bytes=5-14' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-encoding')).toBeNull();
  expect(part.headers.get('content-range')).toBe(`bytes 5-14/${whole.length}`);
  expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(5, 15));
  const beyond = await fetch(`${base}${script}`, { headers: { ...asks, range: `bytes=${whole.length}-` } });
  expect(beyond.status).toBe(416);
  expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);
});

test('methods the server cannot handle (TRACE) are refused 405 with the security headers, and the server logs no error', async () => {
  const logFrom = fs.statSync(process.env.E2E_SERVER_LOG!).size;
  for (const path of ['/', '/icon.svg', '/api/health']) {
    const answer = await sendRawMethod(`${base}${path}`, 'TRACE');
    expect(answer.status, path).toBe(405);
    expect(await answer.text()).toBe('This method is not allowed.\n');
    expectSecurityHeaders(answer, `TRACE ${path}`);
  }
  expect(fs.readFileSync(process.env.E2E_SERVER_LOG!).subarray(logFrom).toString('utf8')).not.toContain('"level":"error"');
});

test('a method no page takes is refused 405 in words and OPTIONS says what pages take, instead of the page rendered', async () => {
  for (const path of ['/', '/products', '/product/e7018-low-hydrogen', '/inquiry', '/admin', '/admin/sign-in', '/no-such-page']) {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const answer = await fetch(`${base}${path}`, { method, body: method === 'PROPFIND' ? undefined : 'name=x', redirect: 'manual' });
      expect([answer.status, await answer.text()], `${method} ${path}`).toEqual([405, 'This method is not allowed.\n']);
      expect(answer.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD, POST');
      expectSecurityHeaders(answer, `${method} ${path}`);
    }
    const options = await fetch(`${base}${path}`, { method: 'OPTIONS', redirect: 'manual' });
    expect([options.status, await options.text()], `OPTIONS ${path}`).toEqual([204, '']);
    expect(options.headers.get('allow'), `OPTIONS ${path}`).toBe('GET, HEAD, POST');
    expectSecurityHeaders(options, `OPTIONS ${path}`);
  }
  // The API's routes answer for themselves.
  expect((await fetch(`${base}/api/health`, { method: 'PUT' })).status).toBe(405);
  expect((await fetch(`${base}/api/health`, { method: 'OPTIONS' })).status).toBe(204);
  expect((await fetch(`${base}/products`)).status).toBe(200);
});

test('the API refuses a method a route does not take in words, with Allow, and OPTIONS says what it takes', async () => {
  // Next answered these a bare 405 without Allow (PROPFIND a bare 400), and OPTIONS with its own list.
  const routes = { '/api/resumes': 'POST', '/api/health': 'GET, HEAD', '/api/health/ready': 'GET, HEAD', '/api/auth/get-session': 'GET, HEAD, POST' };
  for (const [path, allow] of Object.entries(routes)) {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'].filter((method) => !allow.split(', ').includes(method))) {
      const body = ['GET', 'HEAD', 'PROPFIND'].includes(method) ? undefined : 'name=x';
      const answer = await fetch(`${base}${path}`, { method, body, redirect: 'manual' });
      const words = method === 'HEAD' ? '' : 'This method is not allowed.\n';
      expect([answer.status, await answer.text(), answer.headers.get('allow')], `${method} ${path}`).toEqual([405, words, allow]);
      expectSecurityHeaders(answer, `${method} ${path}`);
    }
    const options = await fetch(`${base}${path}`, { method: 'OPTIONS', redirect: 'manual' });
    expect([options.status, await options.text(), options.headers.get('allow')], `OPTIONS ${path}`).toEqual([204, '', allow]);
    expectSecurityHeaders(options, `OPTIONS ${path}`);
  }
  // What a route takes still reaches it: the auth route's own 404 (it serves no library route but
  // sign-up), the upload route's own 400 for a file without a name.
  expect((await fetch(`${base}/api/health`, { method: 'HEAD' })).status).toBe(200);
  expect(await (await fetch(`${base}/api/auth/get-session`)).json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  const upload = await fetch(`${base}/api/resumes`, { method: 'POST', body: '%PDF-1.4', headers: { 'content-type': 'application/pdf' } });
  expect(upload.status).toBe(400);
});

test('a file, of public/ or made by a route, takes GET and HEAD alone: other methods are refused in words, OPTIONS says so', async () => {
  // Next answered a route's file (robots.txt, the sitemap, a datasheet…) a bare 405 without Allow,
  // and OPTIONS with what pages take (POST too).
  const files = ['/robots.txt', '/sitemap.xml', '/product/e7018-low-hydrogen/datasheet', '/images/news/no-such.svg', '/media/no-such/photo.webp', '/admin/leads/export', '/icon.svg'];
  for (const path of files) {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await fetch(`${base}${path}`, { method, body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
      expect([answer.status, await answer.text()], `${method} ${path}`).toEqual([405, 'This file can only be fetched (GET or HEAD).\n']);
      expect(answer.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD');
      expectSecurityHeaders(answer, `${method} ${path}`);
    }
    const options = await fetch(`${base}${path}`, { method: 'OPTIONS', redirect: 'manual' });
    expect([options.status, await options.text(), options.headers.get('allow')], `OPTIONS ${path}`).toEqual([204, '', 'GET, HEAD']);
    expectSecurityHeaders(options, `OPTIONS ${path}`);
  }
  for (const path of ['/robots.txt', '/sitemap.xml', '/product/e7018-low-hydrogen/datasheet', '/icon.svg']) expect((await fetch(`${base}${path}`)).status, path).toBe(200);
});

test('a request Node cannot parse is answered in words with the security headers, not a bare status, and the server logs no error', async () => {
  const logFrom = fs.statSync(process.env.E2E_SERVER_LOG!).size;
  const { host } = new URL(base);
  const cases = [
    // Node reads at most 16 KB of request line and headers.
    { what: 'headers too long', head: `GET /products HTTP/1.1\r\nHost: ${host}\r\nCookie: a=${'a'.repeat(17_000)}\r\n\r\n`, status: 431, text: "The request's address or headers were too long to read." },
    { what: 'a broken request line', head: 'GET / HTTP/1.1 trailing\r\n\r\n', status: 400, text: 'The request could not be read.' },
    { what: 'two lengths', head: `POST /inquiry HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n`, status: 400, text: 'The request could not be read.' },
    // HTTP/1.1 requires a Host; Node refused a request without one with a bare 400.
    { what: 'no Host', head: 'GET /products HTTP/1.1\r\nConnection: close\r\n\r\n', status: 400, text: 'The request could not be read.' },
  ];
  for (const { what, head, status, text } of cases) {
    const answer = await sendRawHead(base, head);
    expect([answer.status, await answer.text()], what).toEqual([status, `${text}\n`]);
    expect(answer.headers.get('connection'), what).toBe('close');
    expectSecurityHeaders(answer, what);
  }
  expect((await fetch(`${base}/products`)).status).toBe(200);
  expect(fs.readFileSync(process.env.E2E_SERVER_LOG!).subarray(logFrom).toString('utf8')).not.toContain('"level":"error"');
});

test('a request target that is not a path: a full address is served as its path, OPTIONS * says what pages take, anything else is refused in words', async () => {
  const logFrom = fs.statSync(process.env.E2E_SERVER_LOG!).size;
  const { host } = new URL(base);
  // What a client sends a forward proxy; Next answered it with a redirect to the same address, forever.
  const absolute = await sendRawHead(base, `GET http://${host}/products?x=1 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  expect(absolute.status).toBe(200);
  expect(await absolute.text()).toContain('Browse Our Product Range');
  // Next failed on `*` (500).
  const serverOptions = await sendRawHead(base, `OPTIONS * HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  expect([serverOptions.status, serverOptions.headers.get('allow')]).toEqual([204, 'GET, HEAD, POST']);
  expectSecurityHeaders(serverOptions, 'OPTIONS *');
  for (const target of ['*', 'products', 'ftp://example.com/file']) {
    const answer = await sendRawHead(base, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect([answer.status, await answer.text()], target).toEqual([400, 'The request could not be read.\n']);
    expectSecurityHeaders(answer, `GET ${target}`);
  }
  expect(fs.readFileSync(process.env.E2E_SERVER_LOG!).subarray(logFrom).toString('utf8')).not.toContain('"level":"error"');
});

test("headers only Next's own machinery sends change nothing, and a router header sent twice is refused", async () => {
  const logFrom = fs.statSync(process.env.E2E_SERVER_LOG!).size;
  // x-middleware-prefetch had Next answer `{}` in place of the page (a cache in front kept it).
  for (const [name, value] of [['x-middleware-prefetch', '1'], ['x-nextjs-data', '1'], ['x-now-route-matches', 'slug=x']]) {
    const answer = await fetch(`${base}/news`, { headers: { [name]: value } });
    expect(answer.status, name).toBe(200);
    expect(answer.headers.get('content-type'), name).toMatch(/^text\/html/);
    expect(await answer.text(), name).toContain('<h1');
  }
  // nginx keys its kept answers on the first of a header sent twice; Next reads the two joined ("1, 1")
  // and renders HTML, which would be kept as the RSC answer. An HTTP/1.0 client may send no Host.
  const { host } = new URL(base);
  for (const name of ['RSC', 'Next-Router-Prefetch', 'Next-Url']) {
    const value = name === 'Next-Url' ? '/products' : '1';
    const answer = await sendRawHead(base, `GET /news HTTP/1.1\r\nHost: ${host}\r\nRSC: 1\r\n${name === 'RSC' ? '' : `${name}: ${value}\r\n`}${name}: ${value}\r\nConnection: close\r\n\r\n`);
    expect([answer.status, await answer.text()], name).toEqual([400, 'The request could not be read.\n']);
    expectSecurityHeaders(answer, `${name} twice`);
  }
  const old = await sendRawHead(base, 'GET /news HTTP/1.0\r\n\r\n');
  expect(old.status).toBe(200);
  expect(await old.text()).toContain('<h1');
  expect(fs.readFileSync(process.env.E2E_SERVER_LOG!).subarray(logFrom).toString('utf8')).not.toContain('"level":"error"');
});

test('a client navigation whose router state does not parse is refused 400, and the server logs no error', async () => {
  const logFrom = fs.statSync(process.env.E2E_SERVER_LOG!).size;
  const good = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }]));
  for (const state of ['%7Bgarbage', encodeURIComponent('[1,2]'), '%ff', good]) {
    const headers = { rsc: '1', 'next-router-state-tree': state };
    // Next first sends the navigation to the address with the cache-busting `_rsc` these headers make.
    const first = await fetch(`${base}/products`, { headers, redirect: 'manual' });
    const address = first.status === 307 ? first.headers.get('location')! : '/products';
    const answer = await fetch(new URL(address, base), { headers, redirect: 'manual' });
    if (state === good) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/x-component');
      continue;
    }
    expect(answer.status, state).toBe(400);
    expect(await answer.text()).toBe('The request could not be read.\n');
    expectSecurityHeaders(answer, state);
  }
  expect(fs.readFileSync(process.env.E2E_SERVER_LOG!).subarray(logFrom).toString('utf8')).not.toContain('"level":"error"');
});
