import net from 'node:net';
import { expect } from '@playwright/test';
import { fixedSecurityHeaders } from '@/lib/security-headers';
import { makePdf } from '../../support/fixtures';

// Hostile input for the fault suite: the forms as the server renders them (found in its pages,
// so the corpus follows the forms wherever they change), a corpus of malformed requests with the
// 4xx each must get, and a seeded generator of random hostile requests over every form and the
// resume upload. Requests go out with fetch: well-formed HTTP carrying malformed content.

/** The pages holding each lead form (without JavaScript every form posts to its own page). */
/** Every page with a form anyone may send: the lead forms and the back office's sign-in and password reset request. */
export const FORM_PAGES = [
  '/',
  '/inquiry',
  '/dealers',
  '/careers',
  '/inquiry/quote?product=e7018-low-hydrogen',
  '/inquiry/notify?product=leather-welding-gloves',
  '/products/ppe',
  '/admin/sign-in',
  '/admin/forgot-password',
];

export type FieldSpec = { name: string; kind: 'text' | 'email' | 'tel' | 'number' | 'select' | 'textarea' | 'hidden' | 'file'; options: string[]; value: string };
export type FormSpec = { page: string; label: string; actionFields: [string, string][]; fields: FieldSpec[] };

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]) : null;
};

/** Every lead form of the site, read from the HTML its pages send (as a browser without JavaScript sees them). */
export async function discoverForms(base: string): Promise<FormSpec[]> {
  const forms: FormSpec[] = [];
  for (const page of FORM_PAGES) {
    const html = await (await fetch(`${base}${page}`)).text();
    for (const [, open, body] of html.matchAll(/(<form[^>]*>)([\s\S]*?)<\/form>/g)) {
      const actionFields: [string, string][] = [];
      const fields: FieldSpec[] = [];
      for (const [tag] of body.matchAll(/<input[^>]*>/g)) {
        const name = attribute(tag, 'name');
        if (!name) continue;
        const value = attribute(tag, 'value') ?? '';
        if (name.startsWith('$ACTION')) actionFields.push([name, value]);
        else fields.push({ name, kind: (attribute(tag, 'type') ?? 'text') as FieldSpec['kind'], options: [], value });
      }
      for (const [, tag, inner] of body.matchAll(/(<select[^>]*>)([\s\S]*?)<\/select>/g)) {
        const name = attribute(tag, 'name');
        const options = [...inner.matchAll(/<option[^>]*value="([^"]*)"/g)].map((match) => decode(match[1])).filter(Boolean);
        if (name) fields.push({ name, kind: 'select', options, value: options[0] ?? '' });
      }
      for (const [tag] of body.matchAll(/<textarea[^>]*>/g)) {
        const name = attribute(tag, 'name');
        if (name) fields.push({ name, kind: 'textarea', options: [], value: '' });
      }
      if (actionFields.length > 0) forms.push({ page, label: attribute(open, 'aria-label') ?? page, actionFields, fields });
    }
  }
  return forms;
}

/** A value the form's own checks accept, so that random mutations start from a lead that would be stored. */
function plausibleValue(field: FieldSpec, random: () => number): string {
  if (field.kind === 'select') return field.options[Math.floor(random() * field.options.length)] ?? '';
  if (field.kind === 'hidden') return field.value;
  if (field.kind === 'email' || field.name.includes('email')) return `fuzz.${Math.floor(random() * 1e9)}@example.com`;
  if (field.kind === 'tel' || /phone|mobile/.test(field.name)) return `98${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
  if (field.kind === 'number' || /years|quantity|experience/.test(field.name)) return String(Math.floor(random() * 40));
  if (field.name === 'pincode') return '711101';
  if (field.name === 'website') return '';
  if (field.kind === 'textarea') return 'We need a steady supply of electrodes for our pressure vessel shop; please share prices and lead times for the full range. '.repeat(2);
  return `Fuzz ${field.name.replace(/_/g, ' ')} ${Math.floor(random() * 1000)}`;
}

export type Probe = { name: string; path: string; init: RequestInit; expect: number[] };

/** Typed into the corpus's forms; the server's log must never contain it. */
export const VISITOR_MARKER = 'Visitor Typed Zq7Marker';

const multipart = (parts: [string, string][], boundary = 'FuzzBoundary7MA4YWxkTrZu0gW') =>
  parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`;
const multipartType = 'multipart/form-data; boundary=FuzzBoundary7MA4YWxkTrZu0gW';

function formParts(form: FormSpec, random: () => number): [string, string][] {
  return [...form.actionFields, ...form.fields.filter((field) => field.kind !== 'file').map((field): [string, string] => [field.name, plausibleValue(field, random)])];
}

const actionId = (form: FormSpec) => (JSON.parse(form.actionFields.find(([name]) => name.endsWith(':0'))?.[1] ?? '{}') as { id?: string }).id ?? '';

/** The malformed requests the issue found answered 500, with the 4xx each must get instead. */
export async function malformedCorpus(forms: FormSpec[], origin: string): Promise<Probe[]> {
  const random = seededRandom(7);
  const inquiry = forms.find((form) => form.page === '/inquiry')!;
  const careers = forms.find((form) => form.page === '/careers')!;
  const signIn = forms.find((form) => form.page === '/admin/sign-in')!;
  // What the visitor typed: the server's log must never show it.
  const good = formParts(inquiry, random).map(([name, value]): [string, string] => [name, name === 'name' || name === 'message' ? VISITOR_MARKER : value]);
  const replace = (name: string, value: string) => good.map(([key, old]): [string, string] => [key, key === name ? value : old]);
  const post = (body: BodyInit, headers: Record<string, string> = {}) => ({ method: 'POST', body, headers: { 'content-type': multipartType, origin, ...headers } });
  const id = actionId(inquiry);
  const pdf = new Uint8Array(await makePdf('oversize'));
  const oversize = new Uint8Array(11 * 1024 * 1024 + 512 * 1024);
  oversize.set(pdf);
  const oversizeBody = new FormData();
  for (const [name, value] of formParts(careers, random)) oversizeBody.append(name, value);
  oversizeBody.append('resume', new Blob([oversize], { type: 'application/pdf' }), 'cv.pdf');

  // A built script of this build (Next serves it from disk, as the files of public/).
  const script = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(await (await fetch(`${origin}/`)).text())![0];
  const fetchWith = (headers: Record<string, string>) => ({ headers });

  const paths = ['/products/%ff%fe', '/%C0%AE%C0%AE', '/news/%E0%A4', '/%', '/search/%zz', '/product/%ff/datasheet', '/_next/static/%ff', '/api/resumes/%ff', '/images/news/%ff.svg', '/unavailable'];
  return [
    ...paths.map((path): Probe => ({ name: `path ${path}`, path, init: {}, expect: [400, 404] })),
    { name: 'range beyond a picture\'s end', path: '/icon.svg', init: fetchWith({ range: 'bytes=999999-' }), expect: [416] },
    { name: 'range beyond a guide\'s end', path: '/guides/abrasives.pdf', init: fetchWith({ range: 'bytes=5000000-5000100' }), expect: [416] },
    { name: 'range beyond a script\'s end', path: script, init: fetchWith({ range: 'bytes=999999-' }), expect: [416] },
    { name: 'reversed range on a script', path: script, init: fetchWith({ range: 'bytes=5-2' }), expect: [416] },
    { name: 'unreadable range on a script (ignored)', path: script, init: fetchWith({ range: 'bytes=x-y' }), expect: [200] },
    { name: 'unreadable range on a picture (ignored)', path: '/icon.svg', init: fetchWith({ range: 'bytes=abc' }), expect: [200] },
    { name: 'If-Match naming no version of a picture', path: '/icon.svg', init: fetchWith({ 'if-match': '"nope"' }), expect: [200] },
    { name: 'If-Unmodified-Since long past on a script', path: script, init: fetchWith({ 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' }), expect: [200] },
    { name: 'post to a picture', path: '/icon.svg', init: { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } }, expect: [405] },
    { name: 'delete of a guide', path: '/guides/abrasives.pdf', init: { method: 'DELETE' }, expect: [405] },
    { name: 'post to a script', path: script, init: { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } }, expect: [405] },
    { name: 'draft article image', path: '/images/news/draft-welding-expo-2026-participation.svg', init: {}, expect: [404] },
    { name: 'truncated multipart body', path: '/inquiry', init: post(multipart(good).slice(0, 180)), expect: [400] },
    { name: 'another boundary', path: '/inquiry', init: post(multipart(good), { 'content-type': 'multipart/form-data; boundary=Other' }), expect: [400] },
    { name: 'no boundary', path: '/inquiry', init: post(multipart(good), { 'content-type': 'multipart/form-data' }), expect: [400] },
    { name: 'field name with a quote', path: '/inquiry', init: post(multipart([...good, ['na"me', 'x']])), expect: [400] },
    { name: 'tampered form state (not JSON)', path: '/inquiry', init: post(multipart(replace('$ACTION_1:1', '{{{'))), expect: [400] },
    { name: 'tampered form state (wrong types)', path: '/inquiry', init: post(multipart(replace('$ACTION_1:1', '[1,2,3]'))), expect: [400, 404] },
    { name: 'tampered action reference', path: '/inquiry', init: post(multipart(replace('$ACTION_1:0', '{"bound":"$@1"}'))), expect: [400] },
    { name: 'unknown action', path: '/inquiry', init: post(multipart(replace('$ACTION_1:0', '{"id":"00ff00ff00ff00ff00ff","bound":"$@1"}'))), expect: [400, 404] },
    { name: 'action called without its state', path: '/inquiry', init: post(multipart([[`$ACTION_ID_${id}`, ''], ['name', 'x']])), expect: [400, 404] },
    { name: 'cross-origin form post', path: '/inquiry', init: post(multipart(good), { origin: 'https://evil.example' }), expect: [403] },
    { name: 'cross-origin sign-in post', path: '/admin/sign-in', init: post(multipart(formParts(signIn, random)), { origin: 'https://evil.example' }), expect: [403] },
    { name: 'truncated sign-in post', path: '/admin/sign-in', init: post(multipart(formParts(signIn, random)).slice(0, 120)), expect: [400] },
    { name: 'unreadable origin', path: '/inquiry', init: post(multipart(good), { origin: 'not a url' }), expect: [403] },
    { name: 'JavaScript call, arguments not a list', path: '/inquiry', init: post('"x"', { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' }), expect: [400] },
    { name: 'JavaScript call, wrong argument types', path: '/inquiry', init: post('[1,2]', { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' }), expect: [400, 404] },
    { name: 'JavaScript call, broken JSON', path: '/inquiry', init: post('[{', { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' }), expect: [400] },
    { name: 'JavaScript call, unknown action', path: '/inquiry', init: post('[]', { 'next-action': 'abcdef', 'content-type': 'text/plain;charset=UTF-8' }), expect: [400, 404] },
    { name: 'JavaScript call, form state as a string (ignored: the form is checked as sent)', path: '/inquiry', init: post(multipart([['1_name', 'x'], ['0', '["not-state","$K1"]']]), { 'next-action': id }), expect: [200, 400, 404] },
    { name: 'JavaScript call, JSON body', path: '/inquiry', init: post('{}', { 'next-action': id, 'content-type': 'application/json' }), expect: [400, 415] },
    { name: 'no-JavaScript upload over the limit (11.5 MiB)', path: '/careers', init: { method: 'POST', body: oversizeBody, headers: { origin } }, expect: [413] },
    { name: 'resume upload without a name', path: '/api/resumes', init: { method: 'POST', body: pdf, headers: { 'content-type': 'application/pdf', origin } }, expect: [400] },
    { name: 'resume upload, name not percent-decodable', path: '/api/resumes', init: { method: 'POST', body: pdf, headers: { 'content-type': 'application/pdf', 'x-file-name': '%ff%fe.pdf', origin } }, expect: [400] },
    { name: 'resume upload from another site', path: '/api/resumes', init: { method: 'POST', body: pdf, headers: { 'content-type': 'application/pdf', 'x-file-name': 'cv.pdf', origin: 'https://evil.example' } }, expect: [403] },
    { name: 'resume upload over the limit', path: '/api/resumes', init: { method: 'POST', body: oversize, headers: { 'content-type': 'application/pdf', 'x-file-name': 'cv.pdf', origin } }, expect: [413] },
  ];
}

/** Sends one probe; never follows redirects. */
export async function send(base: string, probe: Pick<Probe, 'path' | 'init'>, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const headers = new Headers(probe.init.headers);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  return fetch(`${base}${probe.path}`, { ...probe.init, headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
}

/**
 * A request with a method fetch() refuses to send (TRACE, TRACK): written as a scanner sends it,
 * over a plain HTTP connection. Its answer as a Response.
 */
export function sendRawMethod(url: string, method: string): Promise<Response> {
  const { host, pathname, search } = new URL(url);
  return sendRawHead(url, `${method} ${pathname}${search} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
}

/**
 * Bytes no HTTP client would send (a broken request line, a header too long for the server, a
 * target that is not a path): the request's head as written, sent on a connection of its own, and
 * the server's answer as a Response, once its Content-Length has arrived (or the connection
 * closed). Any body the head announces is never sent: the answers under test come before it.
 */
export function sendRawHead(url: string, head: string): Promise<Response> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    let done = false;
    const socket = net.connect(Number(port), hostname, () => socket.write(head));
    const answer = (closed: boolean) => {
      const raw = received.toString('latin1');
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return closed ? reject(new Error(`not an HTTP answer: ${JSON.stringify(raw.slice(0, 200))}`)) : undefined;
      const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      const headers = new Headers();
      for (const line of lines) headers.append(line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim());
      const body = received.subarray(end + 4);
      const length = status === 204 || status === 304 ? 0 : headers.has('content-length') ? Number(headers.get('content-length')) : null;
      if (length === null ? !closed : body.length < length) return; // more to come
      done = true;
      socket.destroy();
      resolve(new Response(status === 204 ? null : body.subarray(0, length ?? body.length), { status, headers }));
    };
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(head.slice(0, 60))}`)));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      answer(false);
    });
    socket.on('error', (error) => done || reject(error));
    socket.on('close', () => done || answer(true));
  });
}

/** The security headers every answer carries, error answers included. */
export function expectSecurityHeaders(response: Response, what: string) {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('referrer-policy'), what).toBeTruthy();
  expect(response.headers.get('content-security-policy') ?? '', what).toContain("frame-ancestors 'none'");
  for (const { key, value } of fixedSecurityHeaders) expect(response.headers.get(key), `${what}: ${key}`).toBe(value);
}

/** mulberry32: the same seed gives the same requests, run after run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** Percent-encoded; a lone surrogate (no UTF-8 for it) goes out as the invalid bytes it would be. */
function queryValue(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Values that break forms elsewhere: lengths, encodings, control characters, markup, SQL, types. */
const HOSTILE_VALUES = [
  '',
  ' ',
  'a',
  'x'.repeat(5_000),
  'é'.repeat(2_000),
  '\u0000\u0001\u0002',
  '\r\n\r\nInjected: header',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table inquiries; --",
  '%ff%fe%00',
  '\ud800',
  '-1',
  '1e309',
  '99999999999999999999',
  'NaN',
  '0x10',
  '[]',
  '{"$K1":1}',
  '$@1',
  '$K1',
  'javascript:alert(1)',
  'a@b',
  'plain@example.com',
  '+91 98300 12345',
  '9830012345\n9830012345',
  '🔥'.repeat(300),
];

const HOSTILE_NAMES = ['na"me', 'a\r\nb', '', '$ACTION_1:9', '$ACTION_REF_2', '__proto__', 'constructor', 'x'.repeat(300), '1_name', '0'];

/**
 * The n-th request of a seeded fuzz run over `forms` and the resume upload: mostly a form post
 * with some fields replaced by hostile values, some with hostile names or tampered action fields,
 * some as JavaScript action calls, some broken bodies, some uploads. Each comes from its own
 * client address (the rate limit would otherwise stop all but a few).
 */
export function fuzzRequest(forms: FormSpec[], random: () => number, origin: string): Probe {
  const form = pick(random, forms);
  const path = form.page;
  const parts = formParts(form, random);
  const roll = random();
  const headers: Record<string, string> = { 'x-forwarded-for': `10.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}.${Math.floor(random() * 250) + 1}` };
  if (random() < 0.9) headers.origin = origin;
  else if (random() < 0.5) headers.origin = pick(random, ['https://evil.example', 'null', 'garbage']);
  const any = [200, 303, 400, 403, 404, 413, 415, 429];

  if (roll < 0.45) {
    // A no-JavaScript post with hostile values in some fields.
    const mutated = parts.map(([name, value]): [string, string] => (name.startsWith('$ACTION') || random() > 0.35 ? [name, value] : [name, pick(random, HOSTILE_VALUES)]));
    return { name: 'hostile values', path, init: { method: 'POST', body: multipart(mutated), headers: { ...headers, 'content-type': multipartType } }, expect: any };
  }
  if (roll < 0.55) {
    // Hostile field names, duplicated fields, extra fields.
    const mutated = [...parts, [pick(random, HOSTILE_NAMES), pick(random, HOSTILE_VALUES)] as [string, string], ...(random() < 0.5 ? parts.slice(0, 3) : [])];
    return { name: 'hostile names', path, init: { method: 'POST', body: multipart(mutated), headers: { ...headers, 'content-type': multipartType } }, expect: any };
  }
  if (roll < 0.65) {
    // Tampered action fields.
    const mutated = parts.map(([name, value]): [string, string] => (name.startsWith('$ACTION_1') && random() < 0.6 ? [name, pick(random, [...HOSTILE_VALUES, '[{}]', '[null]', '{"id":1}', '[[],[]]'])] : [name, value]));
    return { name: 'tampered action fields', path, init: { method: 'POST', body: multipart(mutated), headers: { ...headers, 'content-type': multipartType } }, expect: any };
  }
  if (roll < 0.78) {
    // A JavaScript action call: the form's fields under "1_", the arguments in "0".
    const fields: [string, string][] = parts.filter(([name]) => !name.startsWith('$ACTION')).map(([name, value]) => [`1_${name}`, random() < 0.2 ? pick(random, HOSTILE_VALUES) : value]);
    const root = random() < 0.6 ? '[{"status":"idle","message":"","fieldErrors":{},"values":{}},"$K1"]' : pick(random, ['["$K1"]', '[1,"$K1"]', '[{},"$K9"]', '["$@1"]', '[]', '{}', '"$K1"', ...HOSTILE_VALUES]);
    const body = random() < 0.8 ? multipart([...fields, ['0', root]]) : root;
    const type = typeof body === 'string' && !body.startsWith('--') ? 'text/plain;charset=UTF-8' : multipartType;
    const id = random() < 0.9 ? actionId(form) : pick(random, ['', 'abc', '00'.repeat(21), '$ACTION']);
    return { name: 'action call', path, init: { method: 'POST', body, headers: { ...headers, 'content-type': type, 'next-action': id, accept: 'text/x-component' } }, expect: any };
  }
  if (roll < 0.86) {
    // Broken bodies and odd encodings.
    const whole = multipart(parts);
    const body = pick(random, [whole.slice(0, Math.floor(random() * whole.length)), whole.replace(/\r\n/g, '\n'), whole.replaceAll('FuzzBoundary', 'Other'), '\u0000'.repeat(100), 'name=x&email=y']);
    const type = pick(random, [multipartType, 'multipart/form-data', 'multipart/form-data; boundary=', 'application/x-www-form-urlencoded', 'text/plain', 'application/json', 'application/octet-stream']);
    return { name: 'broken body', path, init: { method: 'POST', body, headers: { ...headers, 'content-type': type } }, expect: any };
  }
  if (roll < 0.96) {
    // The resume upload: odd names, types, sizes and contents.
    const contents = pick(random, ['%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF', 'MZ\u0090\u0000', '', 'PK\u0003\u0004 not a docx', 'x'.repeat(Math.floor(random() * 50_000))]);
    const name = pick(random, ['cv.pdf', 'cv.doc', 'cv.docx', '../../etc/passwd', '%ff.pdf', '%2e%2e%2fcv.pdf', 'cv.exe', encodeURIComponent('"><script>.pdf'), 'a'.repeat(400) + '.pdf']);
    const uploadHeaders: Record<string, string> = { ...headers, 'content-type': pick(random, ['application/pdf', 'application/msword', 'text/html', 'application/octet-stream']) };
    if (random() < 0.9) uploadHeaders['x-file-name'] = name;
    return { name: 'resume upload', path: '/api/resumes', init: { method: 'POST', body: contents, headers: uploadHeaders }, expect: [201, 400, 403, 413, 415, 429] };
  }
  // Odd query strings on the forms' pages.
  const query = pick(random, ['?product=%ff', '?product=' + 'a'.repeat(500), '?item=%3Cscript%3E', '?product[]=x', '?utm_source=%00', '?q=' + queryValue(pick(random, HOSTILE_VALUES))]);
  return { name: 'odd query', path: `${path.split('?')[0]}${query}`, init: { headers }, expect: [200, 307, 308, 400, 404] };
}
