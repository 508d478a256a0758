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
'use strict';

const http = require('node:http');
const { randomBytes } = require('node:crypto');

const SOCKET_ADDRESS_HEADER = 'x-socket-address';
const stamp = randomBytes(16).toString('hex');
globalThis[Symbol.for('arcstar.socket-address-stamp')] = stamp;

function stampSocketAddress(request) {
  request.headers[SOCKET_ADDRESS_HEADER] = `${stamp} ${request.socket.remoteAddress || ''}`;
}

const createServer = http.createServer;
http.createServer = function createServerStampingSocketAddress(...args) {
  const server = createServer.apply(this, args);
  // First among the listeners: Next's own handler reads the headers after this has run.
  server.prependListener('request', stampSocketAddress);
  return server;
};
