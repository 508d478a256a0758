import fs from 'node:fs';
import path from 'node:path';
import parseRange from 'range-parser';
import refusalMessages from './refusal-messages.json' with { type: 'json' };
import type { Refusal } from '@/lib/refusal';

// Next serves public/ and its built scripts (/_next/static/) from disk itself. Its file server
// refuses a method other than GET or HEAD (405), a failed If-Match or If-Unmodified-Since (412)
// and a range beyond the file's end (416), and Next then renders the Pages Router's error page
// for that status; an app without a Pages Router has none, so each became a bare 500. proxy.ts
// asks here first and answers those requests itself, or passes them on in a form the file server
// serves. Ranges are read by range-parser, as Next's file server (send) reads them.

let publicEntries: Set<string> | undefined;
/** Top-level names in public/ (images, guides, icons): files that never need the database. */
export function isPublicFile(pathname: string): boolean {
  if (!publicEntries) {
    try {
      publicEntries = new Set(fs.readdirSync(path.join(process.cwd(), 'public')));
    } catch {
      publicEntries = new Set();
    }
  }
  return publicEntries.has(pathname.split('/')[1] ?? '');
}

const BUILT_FILES_PREFIX = '/_next/static/';

/** Scripts, styles and fonts of the build. */
export const isBuiltFile = (pathname: string) => pathname.startsWith(BUILT_FILES_PREFIX);

/** The headers a file request may carry that Next's file server can fail on (proxy.ts's matcher names them too). */
const FILE_REQUEST_CONDITIONS = ['range', 'if-match', 'if-unmodified-since'] as const;

/**
 * For a request to a file Next serves from disk: a refusal to send as it is, or the request's
 * headers as Next should see them, or null when there is nothing to change.
 * - Another method than GET, HEAD or OPTIONS: 405, with Allow.
 * - A range beyond the file's end (or ending before it starts): 416, with the file's length in
 *   Content-Range. A malformed range, or several, is left out: the whole file comes back (200), as
 *   HTTP allows. One range goes on as the file server reads it.
 * - If-Match and If-Unmodified-Since are left out: these files change only with a release (the
 *   built ones never under one name), so the file is sent as for a plain GET.
 */
export function fileRequestAnswer(method: string, pathname: string, headers: Headers): Refusal | Headers | null {
  const isFetch = method === 'GET' || method === 'HEAD';
  if (isFetch && !FILE_REQUEST_CONDITIONS.some((name) => headers.has(name))) return null;
  const file = servedFile(pathname);
  const size = file ? fileSize(file) : null;
  if (size === null) return null; // not a file on disk: Next answers (a route's own answer, or 404)
  if (method === 'OPTIONS') return null; // proxy.ts answers it with what the file takes
  if (!isFetch) return { status: 405, message: refusalMessages.fileFetchOnly, headers: { Allow: refusalMessages.fileMethods } };
  const passed = new Headers(headers);
  passed.delete('if-match');
  passed.delete('if-unmodified-since');
  const range = headers.get('range');
  if (range !== null) {
    const ranges = parseRange(size, range, { combine: true });
    if (ranges === -1) {
      return { status: 416, message: 'The part of the file asked for lies beyond its end.', headers: { 'Content-Range': `bytes */${size}`, 'Accept-Ranges': 'bytes' } };
    }
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) passed.set('range', `bytes=${ranges[0].start}-${ranges[0].end}`);
    else passed.delete('range');
  }
  return passed;
}

/** Where the file of a path Next serves from disk lies (only ever within its folder), or null. */
function servedFile(pathname: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const [root, below] = isBuiltFile(relative)
    ? [path.join(process.cwd(), '.next', 'static'), relative.slice(BUILT_FILES_PREFIX.length)]
    : isPublicFile(pathname)
      ? [path.join(process.cwd(), 'public'), relative.slice(1)]
      : [null, ''];
  if (!root) return null;
  const file = path.join(root, below);
  return file.startsWith(root + path.sep) ? file : null;
}

function fileSize(file: string): number | null {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}
