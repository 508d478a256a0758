import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileRequestAnswer } from '@/lib/static-files';

// Requests for a file of public/ that Next's file server would answer 500 (lib/static-files.ts):
// proxy.ts answers them or passes them on as this says. The real files of public/ are asked for.

const iconSize = fs.statSync(path.join(process.cwd(), 'public', 'icon.svg')).size;
const answer = (method: string, pathname: string, headers: Record<string, string> = {}) => fileRequestAnswer(method, pathname, new Headers(headers));
const passedRange = (headers: Record<string, string>) => {
  const passed = answer('GET', '/icon.svg', headers);
  if (!(passed instanceof Headers)) throw new Error(`not passed on: ${JSON.stringify(passed)}`);
  return passed.get('range');
};

describe('requests for a file Next serves from disk', () => {
  it('a plain fetch, and anything that is not a file on disk, go on untouched', () => {
    expect(answer('GET', '/icon.svg')).toBeNull();
    expect(answer('HEAD', '/guides/abrasives.pdf')).toBeNull();
    expect(answer('POST', '/inquiry')).toBeNull();
    expect(answer('GET', '/guides/no-such-guide.pdf', { range: 'bytes=999999-' })).toBeNull();
    // An article's picture is a route of the app (it answers 405 itself), not a file of public/.
    expect(answer('POST', '/images/news/bhiwandi-plant-expansion.svg')).toBeNull();
    // Never a file outside public/, however the path is written.
    expect(answer('POST', '/images/..%2F..%2Fpackage.json')).toBeNull();
    expect(answer('GET', '/images/%2E%2E/%2E%2E/package.json', { range: 'bytes=999999-' })).toBeNull();
  });

  it('another method than GET or HEAD: 405, naming the two', () => {
    expect(answer('POST', '/icon.svg')).toEqual({ status: 405, message: 'This file can only be fetched (GET or HEAD).', headers: { Allow: 'GET, HEAD' } });
    expect(answer('DELETE', '/guides/abrasives.pdf')).toMatchObject({ status: 405 });
  });

  it('a range beyond the end, or ending before it starts: 416 with the file length', () => {
    const beyond = { status: 416, message: 'The part of the file asked for lies beyond its end.', headers: { 'Content-Range': `bytes */${iconSize}`, 'Accept-Ranges': 'bytes' } };
    expect(answer('GET', '/icon.svg', { range: 'bytes=999999-' })).toEqual(beyond);
    expect(answer('GET', '/icon.svg', { range: `bytes=${iconSize}-${iconSize + 10}` })).toEqual(beyond);
    expect(answer('GET', '/icon.svg', { range: 'bytes=5-2' })).toEqual(beyond);
  });

  it('one range goes on as written; overlapping ones as one; malformed ones or several are left out', () => {
    expect(passedRange({ range: 'bytes=0-9' })).toBe('bytes=0-9');
    expect(passedRange({ range: 'bytes=-20' })).toBe(`bytes=${iconSize - 20}-${iconSize - 1}`);
    expect(passedRange({ range: 'bytes=0-4,3-9' })).toBe('bytes=0-9');
    expect(passedRange({ range: 'bytes=0-1,5-6' })).toBeNull();
    expect(passedRange({ range: 'bytes=abc' })).toBeNull();
    expect(passedRange({ range: 'lines=1-2' })).toBeNull();
  });

  it('If-Match and If-Unmodified-Since are left out, the other headers kept', () => {
    const passed = answer('GET', '/icon.svg', { 'if-match': '"nope"', 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT', 'if-none-match': '"kept"', accept: 'image/svg+xml' });
    expect(passed).toBeInstanceOf(Headers);
    expect(Object.fromEntries(passed as Headers)).toEqual({ 'if-none-match': '"kept"', accept: 'image/svg+xml' });
  });
});
