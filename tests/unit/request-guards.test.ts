import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LARGEST_FORM_POST_BYTES } from '@/lib/form-post-limit';
import { allowedMethods, FILE_ROUTES, hasUndecodablePath, isCrossOrigin, isPageAddress, refuseMalformedFormPost, refuseUnsupportedMethod } from '@/lib/request-guards';
import refusalMessages from '@/lib/refusal-messages.json' with { type: 'json' };
import { resumeMessages } from '@/lib/schemas/resume';

// What proxy.ts refuses before Next sees it: each of these made Next answer 500.

const site = 'http://127.0.0.1:3000';
const actionReference = JSON.stringify({ id: '60ab12cd', bound: '$@1' });

/** A form as our no-JavaScript forms post it (React's hidden $ACTION_ fields, then the inputs). */
function noScriptForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    $ACTION_REF_1: '',
    '$ACTION_1:0': actionReference,
    '$ACTION_1:1': '[{"status":"idle","message":"","fieldErrors":{},"values":{}}]',
    $ACTION_KEY: 'k123',
    name: 'Asha Rao',
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`${site}/inquiry`, { method: 'POST', body, headers: { host: '127.0.0.1:3000', origin: site, ...headers } });

/** A multipart body written by hand, for shapes a browser never sends. */
const rawMultipart = (body: string, boundary = 'XyZ') => post(body, { 'content-type': `multipart/form-data; boundary=${boundary}` });

describe('paths', () => {
  it('finds percent-escapes Next cannot decode (invalid escapes, invalid or overlong UTF-8)', () => {
    for (const path of ['/products/%ff%fe', '/%C0%AE%C0%AE', '/news/%E0%A4', '/%', '/a%zz', '/products/%2']) expect(hasUndecodablePath(path), path).toBe(true);
    for (const path of ['/', '/products/welding-electrodes', '/search', '/news/caf%C3%A9', '/a%20b']) expect(hasUndecodablePath(path), path).toBe(false);
  });
});

describe('origin', () => {
  it('lets same-site posts and non-browser posts (no Origin) through, and refuses other sites', () => {
    expect(isCrossOrigin(new Headers({ host: '127.0.0.1:3000', origin: site }))).toBe(false);
    expect(isCrossOrigin(new Headers({ host: '127.0.0.1:3000' }))).toBe(false);
    expect(isCrossOrigin(new Headers({ host: 'internal:3000', 'x-forwarded-host': 'www.example.in', origin: 'https://www.example.in' }))).toBe(false);
    expect(isCrossOrigin(new Headers({ host: '127.0.0.1:3000', origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossOrigin(new Headers({ host: '127.0.0.1:3000', origin: 'null' }))).toBe(true);
    expect(isCrossOrigin(new Headers({ host: '127.0.0.1:3000', origin: 'not a url' }))).toBe(true);
  });
});

describe('form posts', () => {
  it('lets well-formed posts through: without JavaScript, with JavaScript (FormData or JSON arguments), and plain posts', async () => {
    expect(await refuseMalformedFormPost(post(noScriptForm()))).toBeNull();
    const encoded = new FormData();
    encoded.append('1_name', 'Asha Rao');
    encoded.append('0', '[{"status":"idle"},"$K1"]');
    expect(await refuseMalformedFormPost(post(encoded, { 'next-action': '60ab12cd' }))).toBeNull();
    expect(await refuseMalformedFormPost(post('[]', { 'next-action': '60ab12cd', 'content-type': 'text/plain;charset=UTF-8' }))).toBeNull();
    expect(await refuseMalformedFormPost(post('name=Asha', { 'content-type': 'application/x-www-form-urlencoded' }))).toBeNull();
  });

  it('refuses a cross-site post (403) and one over the size limit (413), declared or cut short', async () => {
    expect(await refuseMalformedFormPost(post(noScriptForm(), { origin: 'https://evil.example' }))).toMatchObject({ status: 403 });
    // In the words of the resume's own limit (spec §5), which nginx in front repeats (tests/unit/page-cache.test.ts).
    const tooLarge = { status: 413, message: `The form was too large to send. ${resumeMessages.tooLarge}.` };
    expect(await refuseMalformedFormPost(post('x', { 'content-length': String(LARGEST_FORM_POST_BYTES + 1), 'content-type': 'multipart/form-data; boundary=XyZ' }))).toEqual(tooLarge);
    expect(await refuseMalformedFormPost(rawMultipart('a'.repeat(LARGEST_FORM_POST_BYTES)))).toEqual(tooLarge);
  });

  it('refuses multipart bodies that cannot be read: truncated, another boundary, none, a quote inside a field name', async () => {
    const valid = '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--XyZ--\r\n';
    expect(await refuseMalformedFormPost(rawMultipart(valid))).toBeNull();
    expect(await refuseMalformedFormPost(rawMultipart(valid.slice(0, 40)))).toMatchObject({ status: 400 });
    expect(await refuseMalformedFormPost(rawMultipart(valid, 'Other'))).toMatchObject({ status: 400 });
    expect(await refuseMalformedFormPost(post(valid, { 'content-type': 'multipart/form-data' }))).toMatchObject({ status: 400 });
    expect(await refuseMalformedFormPost(rawMultipart(valid.replace('name="name"', 'name="na"me"')))).toMatchObject({ status: 400 });
  });

  it("refuses tampered action fields React would throw on, and JavaScript calls whose arguments are not a list", async () => {
    expect(await refuseMalformedFormPost(post(noScriptForm({ '$ACTION_1:1': '{{{' })))).toMatchObject({ status: 400 });
    expect(await refuseMalformedFormPost(post(noScriptForm({ '$ACTION_1:0': '{' })))).toMatchObject({ status: 400 });
    expect(await refuseMalformedFormPost(post(noScriptForm({ '$ACTION_1:0': '{"bound":"$@1"}' })))).toMatchObject({ status: 400 });
    expect(await refuseMalformedFormPost(post(noScriptForm({ '$ACTION_1:0': '{"id":"60ab12cd","bound":{"x":1}}' })))).toMatchObject({ status: 400 });
    expect(await refuseMalformedFormPost(post('"x"', { 'next-action': '60ab12cd', 'content-type': 'text/plain' }))).toMatchObject({ status: 400 });
    expect(await refuseMalformedFormPost(post('[{', { 'next-action': '60ab12cd', 'content-type': 'text/plain' }))).toMatchObject({ status: 400 });
    const encoded = new FormData();
    encoded.append('0', '"not a list"');
    expect(await refuseMalformedFormPost(post(encoded, { 'next-action': '60ab12cd' }))).toMatchObject({ status: 400 });
    expect(await refuseMalformedFormPost(post('{}', { 'next-action': '60ab12cd', 'content-type': 'application/json' }))).toMatchObject({ status: 415 });
  });
});

describe('methods', () => {
  it('refuses a method no page takes outside /api/, with what pages take', () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      expect(refuseUnsupportedMethod(method, '/products'), method).toEqual({ status: 405, message: 'This method is not allowed.', headers: { Allow: 'GET, HEAD, POST' } });
    }
    for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS']) expect(refuseUnsupportedMethod(method, '/products'), method).toBeNull();
    expect(refuseUnsupportedMethod('PUT', '/api/health')).toBeNull();
  });

  it('says what an address takes outside /api/: a page GET, HEAD and POST, a file GET and HEAD', () => {
    for (const page of ['/', '/admin/leads', '/product/e7018-low-hydrogen', '/no-such-page']) expect(allowedMethods(page), page).toBe('GET, HEAD, POST');
    for (const file of ['/robots.txt', '/product/e7018-low-hydrogen/datasheet', '/icon.svg', '/images/home/hero-arc.svg', '/_next/static/chunks/a.js']) expect(allowedMethods(file), file).toBe('GET, HEAD');
    expect(allowedMethods('/api/auth/sign-in/email')).toBeNull();
  });

  it('tells a page from a file (what proxy.ts lets browsers keep as a page): files of public/, of the build, of a route; /api/', () => {
    for (const page of ['/', '/about', '/products/welding-electrodes', '/product/e7018', '/news/an-article', '/search', '/no/such-page']) expect(isPageAddress(page), page).toBe(true);
    for (const file of ['/icon.svg', '/images/home/hero-arc.svg', '/_next/static/chunks/a.js', '/sitemap.xml', '/robots.txt', '/product/e7018/datasheet', '/media/abc/320.webp', '/images/news/a.svg', '/api/health']) {
      expect(isPageAddress(file), file).toBe(false);
    }
  });

  it('refuses all but GET and HEAD to an address a route handler answers with a file, as for the files of public/', () => {
    const files = ['/robots.txt', '/sitemap.xml', '/product/e7018-low-hydrogen/datasheet', '/images/news/a.svg', '/media/p1/photo.webp', '/media/guides/g1/guide.pdf', '/media/documents/d1/certificate.pdf', '/admin/leads/export', '/admin/leads/quote/42/resume'];
    for (const file of files) {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        expect(refuseUnsupportedMethod(method, file), `${method} ${file}`).toEqual({ status: 405, message: 'This file can only be fetched (GET or HEAD).', headers: { Allow: 'GET, HEAD' } });
      }
      for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(refuseUnsupportedMethod(method, file), `${method} ${file}`).toBeNull();
    }
    // Under public/'s folders an address is a file, there or not.
    expect(refuseUnsupportedMethod('POST', '/images/no-such/picture.svg')).toEqual({ status: 405, message: 'This file can only be fetched (GET or HEAD).', headers: { Allow: 'GET, HEAD' } });
    // Pages next to them stay pages: their forms post.
    for (const page of ['/product/e7018-low-hydrogen', '/robots.txt/more', '/admin/leads', '/media/p1']) expect(refuseUnsupportedMethod('POST', page), page).toBeNull();
  });

  it('knows every route handler outside /api/ as a file route, and each exports GET (and HEAD where it differs) alone', () => {
    const routes: string[] = [];
    for (const { file, address, exported } of routeHandlers().filter(({ file }) => !file.startsWith(path.join('app', 'api')))) {
      expect(exported.filter((method) => method !== 'HEAD'), file).toEqual(['GET']);
      routes.push(address);
    }
    for (const metadata of ['robots.ts', 'sitemap.ts']) if (fs.existsSync(path.join('app', metadata))) routes.push({ 'robots.ts': '/robots.txt', 'sitemap.ts': '/sitemap.xml' }[metadata]!);
    expect([...routes].sort()).toEqual([...FILE_ROUTES].sort());
  });
});

describe('the methods of the API routes', () => {
  // scripts/socket-address.cjs refuses in words, with Allow, what lib/refusal-messages.json says an
  // API route does not take: a route added or changed without its line there is caught here.
  it('lists every route under app/api with the methods its file exports (GET brings HEAD)', () => {
    const routes: Record<string, string> = {};
    for (const { address, exported } of routeHandlers().filter(({ file }) => file.startsWith(path.join('app', 'api')))) {
      const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((method) => exported.includes(method) || (method === 'HEAD' && exported.includes('GET')));
      // A catch-all folder ([...name]) is every path under its parent.
      routes[address.replace(/\/\[\.\.\.[^\]]+\]$/, '/')] = methods.join(', ');
    }
    expect(routes).toEqual(refusalMessages.apiMethods);
  });
});

/** Every route handler under `dir`: its file, its address (route groups left out) and the methods it exports. */
function routeHandlers(dir = 'app'): { file: string; address: string; exported: string[] }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeHandlers(file);
    if (entry.name !== 'route.ts') return [];
    const source = fs.readFileSync(file, 'utf8');
    const method = /\b(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/.source;
    const exported = [
      ...[...source.matchAll(new RegExp(`export (?:async )?(?:function|const) ${method}`, 'g'))].map((match) => match[1]),
      // export { handle as GET, handle as POST }
      ...[...source.matchAll(/export \{([^}]*)\}/g)].flatMap((list) => [...list[1].matchAll(new RegExp(`as ${method}`, 'g'))].map((match) => match[1])),
    ];
    const address = '/' + path.dirname(path.relative('app', file)).split(path.sep).filter((segment) => !segment.startsWith('(')).join('/');
    return [{ file, address, exported }];
  });
}
