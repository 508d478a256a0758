// Preloaded into the production server (`node --require ./scripts/socket-address.cjs server.js`:
// npm start, the container's CMD, prod:local and the tests' servers; `npm run dev` through
// NODE_OPTIONS).
//
// Next hands the app no socket: a server action or route handler sees headers only, and Next
// itself fills X-Forwarded-For with the peer's address only when the client sent none, so a
// client that sends its own chooses its address. Before Next sees a request, this writes the
// address of the connection it came in on into X-Socket-Address, replacing whatever the client
// sent under that name. lib/client-address.ts reads it, and trusts X-Forwarded-For only as far
// as TRUSTED_PROXY_COUNT says.
'use strict';

const http = require('node:http');

const SOCKET_ADDRESS_HEADER = 'x-socket-address';

function stampSocketAddress(request) {
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress || '';
}

const createServer = http.createServer;
http.createServer = function createServerStampingSocketAddress(...args) {
  const server = createServer.apply(this, args);
  // First among the listeners: Next's own handler reads the headers after this has run.
  server.prependListener('request', stampSocketAddress);
  return server;
};
