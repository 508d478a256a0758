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
// It also refuses requests Next would answer 500 (below), and keeps idle connections open longer
// than a proxy in front does.
'use strict';

const http = require('node:http');
const { randomBytes } = require('node:crypto');

const SOCKET_ADDRESS_HEADER = 'x-socket-address';
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

function refuse(request, response, status, message, headers = {}) {
  response.statusCode = status;
  for (const { key, value } of fixedSecurityHeaders) response.setHeader(key, value);
  response.setHeader('Content-Security-Policy', staticAssetPolicy);
  for (const [key, value] of Object.entries(headers)) response.setHeader(key, value);
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  // As proxy.ts writes its refusals: the message and a line end.
  const body = `${message}\n`;
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(request.method === 'HEAD' ? undefined : body);
}

function hasUnreadableRouterState(request) {
  try {
    parseAndValidateFlightRouterState(request.headers[ROUTER_STATE_HEADER]);
    return false;
  } catch {
    return true;
  }
}

/** The request's path, also when the client sent an absolute URL. */
function pathOf(request) {
  try {
    return new URL(request.url, 'http://path.invalid').pathname;
  } catch {
    return '';
  }
}

/** Next's request listener, behind the refusals of what it would answer 500. */
function servableOnly(listener) {
  return function listenToServableRequests(request, response) {
    if (UNSERVABLE_METHODS.has(request.method)) return refuse(request, response, 405, messages.methodNotAllowed, { Allow: 'GET, HEAD, POST' });
    if (hasUnreadableRouterState(request)) return refuse(request, response, 400, messages.unreadableRequest);
    // Next's file server refuses them and Next fails to render its 405 (lib/static-files.ts
    // answers the same for public/; proxy.ts sees no built file sent this way).
    if (request.method !== 'GET' && request.method !== 'HEAD' && pathOf(request).startsWith('/_next/static/')) {
      return refuse(request, response, 405, messages.fileFetchOnly, { Allow: 'GET, HEAD' });
    }
    return listener.call(this, request, response);
  };
}

const createServer = http.createServer;
http.createServer = function createServerStampingSocketAddress(...args) {
  const last = args.length - 1;
  if (typeof args[last] === 'function') args[last] = servableOnly(args[last]);
  const server = createServer.apply(this, args);
  // First among the listeners: Next's own handler reads the headers after this has run.
  server.prependListener('request', stampSocketAddress);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A request's headers must still arrive in time on a connection that was idle that long.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
};
