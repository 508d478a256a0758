// njs (nginx's JavaScript module) for the page cache (page-cache.conf.template).
//
// A kept page comes from the app gzipped once, with its nonce as plain bytes in the stream
// (lib/page-cache-gzip.ts), so sub_filter can write this response's nonce over it without the
// page being gzipped again. What the new nonce changes is the CRC-32 in the gzip trailer (its
// last 8 bytes: checksum, length): CRC-32 is linear, so the new checksum is the old one XORed
// with one column per bit in which the two nonces differ. The app sends the columns
// (X-Page-Cache-Checksum, base64 of little-endian 32-bit words, bit j of character i at 8i + j).
// That header also says the page is gzipped: Next drops a Content-Encoding its proxy sets.

var TRAILER = 8;
// The end of the body seen so far: the trailer is in its last 8 bytes. One per response: njs runs
// each request in a VM of its own, so globals are not shared between requests.
var held = null;

/** How the checksum changes when `fresh` replaces `stored` (the same length): `columns` as a Buffer. */
function checksumChange(stored, fresh, columns) {
  var change = 0;
  for (var index = 0; index < stored.length; index++) {
    var differing = stored.charCodeAt(index) ^ fresh.charCodeAt(index);
    for (var bit = 0; differing; bit++, differing >>= 1) {
      if (differing & 1) change ^= columns.readUInt32LE((index * 8 + bit) * 4);
    }
  }
  return change >>> 0;
}

/** js_header_filter: a kept page comes gzipped (nginx's gunzip and gzip filters read this after it). */
function markGzipped(r) {
  // Only the kept page itself: not nginx's own answer in its place (a 412 on a condition).
  if (r.variables.upstream_http_x_page_cache_checksum && r.status === 200) r.headersOut['Content-Encoding'] = 'gzip';
}

/** js_body_filter: the gzip trailer's checksum made right for the nonce sub_filter writes in. */
function writeNonceIntoChecksum(r, data, flags) {
  var columns = r.variables.upstream_http_x_page_cache_checksum;
  // Only a page that leaves gzipped: nginx's gunzip unpacks it (the stored checksum, right for
  // the stored nonce) for a client that takes no gzip, and then sends no Content-Encoding. Never
  // in a subrequest (the cache's background update, whose output goes nowhere): its body ends
  // without the last-buffer mark this waits for, and that held up the connection of the visitor
  // whose request started the update (p99 414 ms at 50 connections in bench/pages.ts).
  if (!columns || r.parent || r.headersOut['Content-Encoding'] !== 'gzip') {
    r.sendBuffer(data, flags);
    return;
  }
  var body = held ? Buffer.concat([held, data]) : data;
  if (!flags.last) {
    held = Buffer.from(body.slice(Math.max(0, body.length - TRAILER))); // a copy: nginx reuses its buffers
    if (body.length > TRAILER) r.sendBuffer(body.slice(0, body.length - TRAILER), { last: false });
    return;
  }
  if (body.length < TRAILER) {
    r.error('page cache: a kept gzip body shorter than its trailer');
    r.sendBuffer(body, flags);
    return;
  }
  var stored = r.variables.upstream_http_x_page_cache_nonce;
  var trailer = Buffer.from(body.slice(body.length - TRAILER));
  var change = checksumChange(stored, r.variables.request_id, Buffer.from(columns, 'base64'));
  trailer.writeUInt32LE((trailer.readUInt32LE(0) ^ change) >>> 0, 0);
  if (body.length > TRAILER) r.sendBuffer(body.slice(0, body.length - TRAILER), { last: false });
  r.sendBuffer(trailer, flags);
}

// checksumChange for the unit tests (tests/unit/page-cache-gzip.test.ts).
export default { markGzipped, writeNonceIntoChecksum, checksumChange };
