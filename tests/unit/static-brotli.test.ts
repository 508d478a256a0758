import type { IncomingMessage } from 'node:http';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import { brotliHeaders, brotliRewrites } from '@/lib/static-brotli';

// Whether Next sends a file's brotli copy, read as Next reads the rules (its own matchHas).
function sendsBrotli(headers: Record<string, string>): boolean {
  const request = { headers } as unknown as IncomingMessage;
  const rewrites = brotliRewrites.map((rule) => Boolean(matchHas(request, {}, rule.has, rule.missing)));
  const marked = brotliHeaders.map((rule) => Boolean(matchHas(request, {}, rule.has, rule.missing)));
  // The copy and the headers that say what it is go together, or neither.
  expect(marked).toEqual(rewrites);
  expect(new Set(rewrites).size).toBe(1);
  return rewrites[0];
}

describe('the brotli copies of scripts and stylesheets', () => {
  it.each([
    'gzip, deflate, br, zstd', // Chrome
    'gzip, deflate, br', // Firefox, Safari
    'br',
    'BR',
    'gzip,br',
    'br;q=1',
    'br; q=1.000',
    'gzip;q=1.0, br;q=0.5',
    'br;q=0.001',
    'deflate, br ;q=0.9, *;q=0',
    'br;q=0.5 , gzip',
    'gzip , br ,deflate',
  ])('go to a browser sending Accept-Encoding: %s', (encoding) => {
    expect(sendsBrotli({ 'accept-encoding': encoding })).toBe(true);
  });

  it.each([
    'gzip, deflate',
    'identity',
    '',
    '*',
    'br;q=0',
    'br;q=0.000',
    'gzip, br;q=0, zstd',
    'brotli',
    'xbr, gzip',
    'br;q=2',
  ])('not to one sending Accept-Encoding: %s', (encoding) => {
    expect(sendsBrotli({ 'accept-encoding': encoding })).toBe(false);
  });

  it('not for a part of the file (a Range is checked against the plain file)', () => {
    expect(sendsBrotli({ 'accept-encoding': 'gzip, deflate, br', range: 'bytes=0-9' })).toBe(false);
  });

  it('is said to be brotli, of the type of the file it stands for', () => {
    for (const rule of brotliHeaders) {
      const extension = rule.source.match(/\\\.(\w+)\)$/)![1];
      expect(rule.headers).toContainEqual({ key: 'Content-Encoding', value: 'br' });
      expect(rule.headers.find((header) => header.key === 'Content-Type')!.value).toBe(extension === 'js' ? 'application/javascript; charset=UTF-8' : 'text/css; charset=UTF-8');
    }
    expect(brotliRewrites.map((rule) => rule.source)).toEqual(brotliHeaders.map((rule) => rule.source));
  });
});
