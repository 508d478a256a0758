import { env } from '@/lib/core/env';

// proxy.ts cannot change a page's body or give a rendered page any status Next would not, so
// where it must (an outage render, lib/service-unavailable.ts; a page kept by the page cache,
// lib/page-cache.ts) it asks this same server for the page and answers with what came back.

/** Hop-by-hop and encoding headers: the internal request and its answer carry their own. */
const NOT_PASSED = ['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'accept-encoding', 'content-encoding'];

/**
 * A request to this same server with `forwardHeaders` (less NOT_PASSED), marked by `mark` as one
 * proxy.ts asked for itself; null when it failed or took longer than `timeoutMs`.
 */
export async function renderHere(
  pathAndQuery: string,
  method: string,
  forwardHeaders: Headers,
  { mark, timeoutMs }: { mark: (headers: Headers) => void; timeoutMs: number },
): Promise<Response | null> {
  const host = ['0.0.0.0', '::', ''].includes(env.HOSTNAME) ? '127.0.0.1' : env.HOSTNAME;
  const headers = new Headers(forwardHeaders);
  if (!headers.has('x-forwarded-host') && forwardHeaders.get('host')) headers.set('x-forwarded-host', forwardHeaders.get('host')!);
  for (const name of NOT_PASSED) headers.delete(name);
  headers.set('accept-encoding', 'identity'); // fetch would ask for gzip, only to unpack it here
  mark(headers);
  try {
    const rendered = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}${pathAndQuery}`, {
      method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Refused by this server for its head (the address twice, as path and page header, over Node's
    // 16 KB): a render that could not be asked for, not an answer to the visitor.
    if (rendered.status !== 431) return rendered;
    await rendered.body?.cancel();
    return null;
  } catch {
    return null;
  }
}

/** The headers of a render's answer that proxy.ts passes on to the visitor (all but NOT_PASSED). */
export function passedHeaders(rendered: Response): Headers {
  const headers = new Headers(rendered.headers);
  for (const name of NOT_PASSED) headers.delete(name);
  return headers;
}
