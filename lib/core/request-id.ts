// One id per request, in the X-Request-Id response header and in every log line written while
// serving it, so that a visitor's report or a load balancer's log leads to the server's lines.
export const REQUEST_ID_HEADER = 'x-request-id';

// A load balancer's own id is kept when it looks like one; anything else is replaced, so a
// client cannot write arbitrary text into our logs.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(incoming: string | null): string {
  return incoming && ACCEPTABLE_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/** The id of the request being served (server components, actions, route handlers); undefined elsewhere. */
export async function currentRequestId(): Promise<string | undefined> {
  try {
    const { headers } = await import('next/headers');
    return (await headers()).get(REQUEST_ID_HEADER) ?? undefined;
  } catch {
    return undefined; // not inside a request (start-up, the mail loop, scripts and tests)
  }
}
