// A kept page in the form the page cache serves it (deploy/nginx/): gzipped once, when it is
// rendered, yet still carrying a nonce that the cache replaces on every response.
//
// nginx writes each response's nonce over the page's in the body (sub_filter). In ordinary gzip
// that text no longer exists as bytes, so the cache had to gzip every response again after the
// replacement (the cost that held a kept page to a tenth of a static file's pace). Here every
// occurrence of the nonce is left as plain bytes inside the gzip stream (a deflate "stored" block)
// and nothing else in the stream refers to them, so the replacement keeps the stream valid. What
// it changes is the CRC-32 the gzip trailer holds; CRC-32 is linear, so the change is the XOR of
// one precomputed column per bit in which the two nonces differ. The cache applies them
// (deploy/nginx/page-cache.js) from the columns the app sends with the page.

import zlib from 'node:zlib';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]); // deflate, no name or time, OS unknown
const DEFLATE_WINDOW = 32 * 1024;

export type GzipWithWritableNonce = {
  gzip: Buffer;
  /** Base64 of one little-endian 32-bit CRC column per bit of the nonce (bit j of character i: column 8i + j). */
  checksumColumns: string;
};

/**
 * `body` gzipped with every occurrence of `nonce` in stored blocks, or null when that cannot be
 * done safely (the body holds a zero byte, which the masking below relies on never matching).
 */
export function gzipWithWritableNonce(body: Uint8Array, nonce: string): GzipWithWritableNonce | null {
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const nonceBytes = Buffer.from(nonce, 'latin1');
  if (nonceBytes.length === 0 || nonceBytes.length > 0xffff || text.includes(0)) return null;
  const positions: number[] = [];
  for (let at = text.indexOf(nonceBytes); at !== -1; at = text.indexOf(nonceBytes, at + nonceBytes.length)) positions.push(at);

  // Each stretch between two nonces is compressed on its own, with the text before it as deflate's
  // dictionary (so it compresses as well as one stream would), but with every nonce there zeroed:
  // the stretch holds no zero byte, so no match can reach into a nonce, whose bytes will differ.
  const masked = Buffer.from(text);
  for (const at of positions) masked.fill(0, at, at + nonceBytes.length);
  const parts: Buffer[] = [GZIP_HEADER];
  let start = 0;
  for (const end of [...positions, text.length]) {
    const last = end === text.length;
    const dictionary = masked.subarray(Math.max(0, start - DEFLATE_WINDOW), start);
    parts.push(
      zlib.deflateRawSync(text.subarray(start, end), {
        level: zlib.constants.Z_BEST_COMPRESSION,
        // A sync flush ends on a byte boundary without closing the stream: the stored block follows.
        finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
        ...(dictionary.length > 0 ? { dictionary } : {}),
      }),
    );
    if (last) break;
    parts.push(storedBlock(text.subarray(end, end + nonceBytes.length)));
    start = end + nonceBytes.length;
  }
  const checksum = zlib.crc32(text);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum, 0);
  trailer.writeUInt32LE(text.length % 2 ** 32, 4);
  parts.push(trailer);

  // Column of one bit: how the checksum changes when that bit flips in every occurrence. One CRC
  // pass per character of the nonce, for its bit 7 (CRC-32 reads each byte from bit 0 to bit 7);
  // a lower bit's change is that one carried through the bits read after it.
  const columns = Buffer.alloc(nonceBytes.length * 8 * 4);
  const flipped = Buffer.from(text);
  for (let offset = 0; offset < nonceBytes.length; offset++) {
    for (const at of positions) flipped[at + offset] ^= 0x80;
    let change = (zlib.crc32(flipped) ^ checksum) >>> 0;
    for (const at of positions) flipped[at + offset] ^= 0x80;
    for (let bit = 7; bit >= 0; bit--) {
      columns.writeUInt32LE(change, (offset * 8 + bit) * 4);
      change = carriedOneBit(change);
    }
  }
  return { gzip: Buffer.concat(parts), checksumColumns: columns.toString('base64') };
}

/** CRC-32's register difference after one more bit that is the same in both messages (reflected polynomial). */
function carriedOneBit(difference: number): number {
  return (difference & 1 ? (difference >>> 1) ^ 0xedb88320 : difference >>> 1) >>> 0;
}

/** A deflate block holding `bytes` as they are (not the last block: BFINAL 0, BTYPE 00). */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}
