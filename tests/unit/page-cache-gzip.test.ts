import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import pageCacheJs from '@/deploy/nginx/page-cache.js';
import { gzipWithWritableNonce } from '@/lib/page-cache-gzip';

const hexNonce = () => randomBytes(16).toString('hex');

/**
 * What the cache does per response: the fresh nonce over the stored one's bytes (sub_filter), and
 * the trailer's checksum corrected by deploy/nginx/page-cache.js's own arithmetic.
 */
function asTheCacheSendsIt(gzip: Buffer, stored: string, fresh: string, columns: string): Buffer {
  const sent = Buffer.from(gzip.toString('latin1').replaceAll(stored, fresh), 'latin1');
  const change = pageCacheJs.checksumChange(stored, fresh, Buffer.from(columns, 'base64'));
  sent.writeUInt32LE((sent.readUInt32LE(sent.length - 8) ^ change) >>> 0, sent.length - 8);
  return sent;
}

/** A page like Next's: the nonce on many scripts, the same markup over and over, some non-ASCII text. */
function pageWith(nonce: string): string {
  const cards = Array.from({ length: 40 }, (_, index) => `<li class="card"><a href="/product/p-${index}">Electrode ${index} — ₹ 1,250</a></li>`).join('');
  const scripts = Array.from({ length: 30 }, (_, index) => `<script nonce="${nonce}">self.__next_f.push([1,"chunk ${index} ${'x'.repeat(index * 7)}"])</script>`).join('');
  return `<!DOCTYPE html><html><head><script src="/_next/static/a.js" nonce="${nonce}" async></script></head><body><ul>${cards}</ul>${scripts}</body></html>`;
}

describe('a kept page gzipped with its nonce writable', () => {
  it('decodes to the page, and to the page with a fresh nonce once the cache wrote one in (checksum included)', () => {
    const stored = hexNonce();
    const html = pageWith(stored);
    const kept = gzipWithWritableNonce(Buffer.from(html), stored)!;
    expect(zlib.gunzipSync(kept.gzip).toString()).toBe(html);
    for (let round = 0; round < 20; round++) {
      const fresh = hexNonce();
      // gunzip checks the CRC-32 and length of the trailer: a wrong checksum throws.
      expect(zlib.gunzipSync(asTheCacheSendsIt(kept.gzip, stored, fresh, kept.checksumColumns)).toString()).toBe(html.replaceAll(stored, fresh));
    }
  });

  it('leaves every nonce as plain bytes, and compresses the rest as gzip does', () => {
    const stored = hexNonce();
    const html = pageWith(stored);
    const kept = gzipWithWritableNonce(Buffer.from(html), stored)!;
    const occurrences = html.split(stored).length - 1;
    expect(kept.gzip.toString('latin1').split(stored)).toHaveLength(occurrences + 1);
    // Each nonce costs its own bytes, ten of framing (a sync flush's marker, the block's header)
    // and a few for the next block's codes.
    const withoutNonces = zlib.gzipSync(html.replaceAll(stored, ''), { level: 9 }).length;
    expect(kept.gzip.length).toBeLessThanOrEqual(withoutNonces + occurrences * (stored.length + 10 + 8));
  });

  it('without the checksum change the fresh page is refused as corrupt', () => {
    const stored = hexNonce();
    const kept = gzipWithWritableNonce(Buffer.from(pageWith(stored)), stored)!;
    const unpatched = Buffer.from(kept.gzip.toString('latin1').replaceAll(stored, hexNonce()), 'latin1');
    expect(() => zlib.gunzipSync(unpatched)).toThrow(/incorrect data check/);
  });

  it('serves a body without the nonce, and an empty one', () => {
    for (const text of ['User-agent: *\nAllow: /\n', '']) {
      const kept = gzipWithWritableNonce(Buffer.from(text), hexNonce())!;
      expect(zlib.gunzipSync(kept.gzip).toString()).toBe(text);
    }
  });

  it('refuses a body with a zero byte (the masking could then match a nonce) and an empty nonce', () => {
    expect(gzipWithWritableNonce(Buffer.from('a\u0000b'), hexNonce())).toBeNull();
    expect(gzipWithWritableNonce(Buffer.from('text'), '')).toBeNull();
  });

  it('keeps matches out of a nonce even where the text around it repeats it in part', () => {
    const stored = hexNonce();
    // Text that shares long prefixes and suffixes with the nonce: a match reaching into it would
    // copy the stored nonce's bytes where the fresh one's are.
    const html = Array.from({ length: 50 }, (_, index) => `${stored.slice(0, 16 + (index % 16))}|nonce="${stored}"|${stored.slice(index % 16)}`).join('\n');
    const kept = gzipWithWritableNonce(Buffer.from(html), stored)!;
    const fresh = hexNonce();
    expect(zlib.gunzipSync(asTheCacheSendsIt(kept.gzip, stored, fresh, kept.checksumColumns)).toString()).toBe(html.replaceAll(stored, fresh));
  });
});
