// Preloaded into the production server (`node --require ./scripts/socket-address.cjs server.js`:
// npm start, the container's CMD, prod:local and the tests' servers; `npm run dev` through
// NODE_OPTIONS).
//
// Next hands the app no socket: a server action or route handler sees headers only, and Next
// itself fills X-Forwarded-For with the peer's address only when the client sent none, so a
// client that sends its own chooses its address. Before Next sees a request, this writes the
// address of the connection it came in on into X-Socket-Address, replacing whatever the client
// sent under that name, behind a random stamp made when the process starts: the app
// (lib/client-address.ts, same process) takes the header only with that stamp, so a client
// cannot forge it even when the server was started without this file.
//
// It also refuses requests Next would answer 500 (below), answers those Node cannot parse in
// words, keeps idle connections open longer than a proxy in front does, and sends a browser that
// takes brotli the build's brotli copy of a script or stylesheet (below).
'use strict';

const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const Negotiator = require('negotiator');

const SOCKET_ADDRESS_HEADER = 'x-socket-address';
/** Where Next serves the build's scripts, styles and fonts. */
const BUILT_FILES = '/_next/static/';
const stamp = randomBytes(16).toString('hex');
globalThis[Symbol.for('arcstar.socket-address-stamp')] = stamp;

function stampSocketAddress(request) {
  request.headers[SOCKET_ADDRESS_HEADER] = `${stamp} ${request.socket.remoteAddress || ''}`;
}

// Node closes an idle kept-alive connection after 5 s. A proxy in front (nginx's upstream
// keepalive, a load balancer) keeps its pooled connections for 60 s and may reuse one just as Node
// closes it: the request then fails with a reset, a 502 for the visitor, and nginx does not retry
// a POST. So the server keeps idle connections longer than such proxies do. The standalone
// server's KEEP_ALIVE_TIMEOUT (milliseconds), when set, still decides.
const KEEP_ALIVE_MS = 65_000;

// Requests Next would answer 500, refused here with a 4xx and the headers every answer carries.
// Next builds a fetch Request for its proxy from every request, and the fetch standard forbids
// TRACE, TRACK and CONNECT: the constructor throws. A client navigation's router state
// (Next-Router-State-Tree) that does not parse makes Next's render throw; the check is Next's own,
// so it refuses exactly what Next would fail on. (proxy.ts never sees that header: Next strips it.)
const UNSERVABLE_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ROUTER_STATE_HEADER = 'next-router-state-tree';
const { parseAndValidateFlightRouterState } = require('next/dist/server/app-render/parse-and-validate-flight-router-state');
const { fixedSecurityHeaders, staticAssetPolicy } = require('../lib/fixed-security-headers.json');
const messages = require('../lib/refusal-messages.json');
// What the site's pages take (as lib/request-guards.ts names it; proxy.ts answers a page's OPTIONS with it).
const PAGE_METHODS = messages.pageMethods;

/** The headers of an answer of ours: those every answer carries, then `headers`; never kept. */
function answerHeaders(headers = {}) {
  return [...fixedSecurityHeaders.map(({ key, value }) => [key, value]), ['Content-Security-Policy', staticAssetPolicy], ...Object.entries(headers), ['Cache-Control', 'no-store']];
}

/** The headers of a refusal: an answer's, and those of its plain text. */
function refusalHeaders(body, headers = {}) {
  return [...answerHeaders(headers), ['Content-Type', 'text/plain; charset=utf-8'], ['Content-Length', String(Buffer.byteLength(body))]];
}

function refuse(request, response, status, message, headers = {}) {
  // As proxy.ts writes its refusals: the message and a line end.
  const body = `${message}\n`;
  response.statusCode = status;
  for (const [key, value] of refusalHeaders(body, headers)) response.setHeader(key, value);
  response.end(request.method === 'HEAD' ? undefined : body);
}

// A request Node cannot parse (a malformed request line, an address and headers over its 16 KB,
// headers that do not arrive in time) never becomes a request: Node answers it on the connection
// with a bare status. The same status here, with the headers and a message. As Node does, nothing
// is written on a connection that is gone or already carries an answer.
function answerUnparsableRequest(error, socket) {
  const answering = socket._httpMessage?.headersSent;
  if (error.code === 'ECONNRESET' || !socket.writable || answering) return socket.destroy();
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, messages.tooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, messages.unreadableRequest]
        : [400, messages.unreadableRequest];
  const body = `${message}\n`;
  const head = [`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`, ...refusalHeaders(body, { Connection: 'close' }).map(([key, value]) => `${key}: ${value}`)];
  // Closed once written, as Node closes it: a client that keeps its side open holds nothing here.
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}

// The headers Next's client router sends, by which a page's answer is RSC or HTML and which RSC it
// is. A cache in front keys its kept answers on them as it reads them, nginx by the first of a
// header sent twice; Node joins the two ("1, 1"), which Next does not take for RSC, so the HTML it
// renders would be kept under the RSC key. No browser sends one twice: such a request is refused,
// and so are the two flags joined into one by a proxy on the way (their values never hold a comma).
const ROUTER_HEADERS = ['rsc', ROUTER_STATE_HEADER, 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];
const ROUTER_FLAGS = ['rsc', 'next-router-prefetch'];
// Headers Next reads from a request that only its own machinery (the Pages Router's client, a
// Vercel deployment) sends. Sent by anyone to a page, x-middleware-prefetch had Next answer `{}`
// in place of the page, which a cache in front kept and served to every visitor. This site has no
// such machinery: they are dropped before Next sees the request.
const NEXT_INTERNAL_HEADERS = ['x-middleware-prefetch', 'x-nextjs-data', 'x-now-route-matches'];

function hasRepeatedRouterHeader(request) {
  return ROUTER_HEADERS.some((name) => (request.headersDistinct[name]?.length ?? 0) > 1) || ROUTER_FLAGS.some((name) => request.headers[name]?.includes(','));
}

function hasUnreadableRouterState(request) {
  try {
    parseAndValidateFlightRouterState(request.headers[ROUTER_STATE_HEADER]);
    return false;
  } catch {
    return true;
  }
}

/** An HTTP/1.1 request without Host, which HTTP/1.1 requires (RFC 9112 §3.2). */
function missesHost(request) {
  return request.httpVersion === '1.1' && !request.headers.host;
}

/** The request's path, also when the client sent an absolute URL. */
function pathOf(request) {
  try {
    return new URL(request.url, 'http://path.invalid').pathname;
  } catch {
    return '';
  }
}

// The request target as Next can route it. In absolute-form (`GET http://host/path`, what a client
// sends to a forward proxy, and a server must take: RFC 9112 §3.2.2) Next redirected the request
// to its own address, 308 after 308; it goes on in origin-form, with that host as Host, as the RFC
// says. `*` (OPTIONS about the server as a whole) made Next fail, 500: OPTIONS * is answered here,
// as proxy.ts answers OPTIONS on a page; anything else that is not a path is refused.
/** Puts the request's target in origin-form; false if it names no address at all. */
function toOriginForm(request) {
  if (request.url.startsWith('/')) return true;
  try {
    const target = new URL(request.url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
    request.url = `${target.pathname}${target.search}`;
    request.headers.host = target.host;
    return true;
  } catch {
    return false;
  }
}

function answerOptions(response, allow) {
  response.statusCode = 204;
  for (const [key, value] of answerHeaders({ Allow: allow })) response.setHeader(key, value);
  response.end();
}

// The API's routes (lib/refusal-messages.json: a path, or a folder ending in /) answered a method
// they do not take with a bare 405 without Allow (PROPFIND: a bare 400), and OPTIONS with Next's own
// list: here in words, and OPTIONS as a page's. (proxy.ts does not see the upload route.)
const API_METHODS = Object.entries(messages.apiMethods);

/** What an API route takes, or null for any other address. */
function apiMethodsOf(pathname) {
  let decoded = pathname;
  try {
    if (pathname.includes('%')) decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/api/')) return null;
  const match = API_METHODS.find(([route]) => (route.endsWith('/') ? decoded.startsWith(route) : decoded === route));
  return match ? match[1] : null;
}

// The build's scripts and stylesheets go out brotli-compressed to a browser that takes brotli
// best: `npm run build` writes a copy (quality 11) beside each (scripts/brotli-static.mjs), 13-14 %
// smaller than Next's gzip, which is all Next's compression does (README, Page cache). Chosen
// here, where the copy can be looked for, and marked before Next serves it: Next's file server
// keeps a Content-Type already set and its compression an answer that names its encoding. (A
// rewrite with headers in next.config.ts cannot look: a script the build lacks went out as Next's
// 404 marked brotli. proxy.ts cannot mark it: Next drops a Content-Encoding its proxy sets.) A
// part of a file (Range) comes from the plain file, which proxy.ts checks ranges against.
const BROTLI_COPIED_TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
// Best first: the brotli copy, Next's gzip, the file as it is.
const BUILT_FILE_ENCODINGS = ['br', 'gzip', 'identity'];

/** Whether brotli is what this Accept-Encoding takes best of those (negotiator, as Next's gzip reads it). */
function prefersBrotli(acceptEncoding) {
  if (!acceptEncoding) return false;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  return negotiator.encoding(BUILT_FILE_ENCODINGS, { preferred: BUILT_FILE_ENCODINGS }) === 'br';
}

let brotliCopied;
/**
 * The built files that have a brotli copy, by their path under /_next/static/. Read once, at the
 * first request for one: a build's files do not change while it is served (Next reads its own list
 * of them once too), and no request then waits on the disk to find a copy.
 */
function brotliCopiedFiles() {
  if (!brotliCopied) {
    let files = [];
    try {
      files = fs.readdirSync(path.join(process.cwd(), '.next', 'static'), { recursive: true });
    } catch {
      // No build here: nothing is copied.
    }
    brotliCopied = new Set(files.filter((file) => file.endsWith('.br')).map((file) => file.slice(0, -'.br'.length).split(path.sep).join('/')));
  }
  return brotliCopied;
}

/** What the built file a request asks for is, when Next should send its brotli copy in its place; else null. */
function brotliCopyType(request, pathname) {
  if (!pathname.startsWith(BUILT_FILES) || (request.method !== 'GET' && request.method !== 'HEAD') || request.headers.range !== undefined) return null;
  // `next dev` (which preloads this too) makes its scripts as they are asked for: the copies in
  // .next/static belong to the last production build.
  if (process.env.NODE_ENV === 'development') return null;
  let file;
  try {
    file = decodeURIComponent(pathname.slice(BUILT_FILES.length));
  } catch {
    return null;
  }
  const type = BROTLI_COPIED_TYPES[path.posix.extname(file)];
  if (!type || !brotliCopiedFiles().has(file) || !prefersBrotli(request.headers['accept-encoding'])) return null;
  return type;
}

/** Has Next send the build's brotli copy in place of the file, marked as such, when the browser takes it. */
function sendBrotliCopyIfTaken(request, response, pathname) {
  const type = brotliCopyType(request, pathname);
  if (!type) return;
  const query = request.url.indexOf('?');
  request.url = `${pathname}.br${query === -1 ? '' : request.url.slice(query)}`;
  response.setHeader('Content-Type', type);
  response.setHeader('Content-Encoding', 'br');
}

/**
 * Every answer carries the fixed security headers, also those Next makes before next.config.ts's
 * headers() apply (its 308 from /about/ to /about, its image optimizer's refusals); the app's own
 * answers set them again. A redirect that has no policy gets the one under which nothing runs.
 * (Not every answer: the policy of a page is proxy.ts's, with its nonce, and proxy.ts gives a page
 * kept by the page cache the one of its own render, which must come without one.)
 */
function giveFixedSecurityHeaders(response) {
  for (const { key, value } of fixedSecurityHeaders) response.setHeader(key, value);
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithPolicy(statusCode, ...rest) {
    if (statusCode >= 300 && statusCode < 400 && !this.hasHeader('content-security-policy')) this.setHeader('Content-Security-Policy', staticAssetPolicy);
    return writeHead.call(this, statusCode, ...rest);
  };
}

/** Next's request listener, behind the refusals of what it would answer 500. */
function servableOnly(listener) {
  return function listenToServableRequests(request, response) {
    if (UNSERVABLE_METHODS.has(request.method)) return refuse(request, response, 405, messages.methodNotAllowed, { Allow: PAGE_METHODS });
    if (request.url === '*' && request.method === 'OPTIONS') return answerOptions(response, PAGE_METHODS);
    // (Node's own refusal of an HTTP/1.1 request without Host was a bare 400: it is made here.)
    if (!toOriginForm(request) || missesHost(request)) return refuse(request, response, 400, messages.unreadableRequest);
    if (hasRepeatedRouterHeader(request) || hasUnreadableRouterState(request)) return refuse(request, response, 400, messages.unreadableRequest);
    for (const name of NEXT_INTERNAL_HEADERS) delete request.headers[name];
    giveFixedSecurityHeaders(response);
    const pathname = pathOf(request);
    const apiMethods = apiMethodsOf(pathname);
    if (apiMethods && request.method === 'OPTIONS') return answerOptions(response, apiMethods);
    if (apiMethods && !apiMethods.split(', ').includes(request.method)) return refuse(request, response, 405, messages.methodNotAllowed, { Allow: apiMethods });
    // Next's file server refuses them and Next fails to render its 405 (lib/static-files.ts
    // answers the same for public/; proxy.ts sees no built file sent this way).
    if (request.method !== 'GET' && request.method !== 'HEAD' && pathname.startsWith(BUILT_FILES)) {
      return refuse(request, response, 405, messages.fileFetchOnly, { Allow: messages.fileMethods });
    }
    sendBrotliCopyIfTaken(request, response, pathname);
    return listener.call(this, request, response);
  };
}

const createServer = http.createServer;
http.createServer = function createServerStampingSocketAddress(...args) {
  const last = args.length - 1;
  if (typeof args[last] === 'function') args[last] = servableOnly(args[last]);
  // A request without Host reaches the listener, which refuses it in words (missesHost).
  if (typeof args[0] !== 'object' || args[0] === null) args.unshift({});
  args[0] = { ...args[0], requireHostHeader: false };
  const server = createServer.apply(this, args);
  // First among the listeners: Next's own handler reads the headers after this has run.
  server.prependListener('request', stampSocketAddress);
  server.on('clientError', answerUnparsableRequest);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A request's headers must still arrive in time on a connection that was idle that long.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
};
