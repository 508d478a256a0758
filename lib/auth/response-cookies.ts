import { cookies } from 'next/headers';
import { parseSetCookieHeader, toCookieOptions } from 'better-auth/cookies';

/** In a server action: the cookies an `auth.api` call set (a new session, a signed-out one) go to the browser. */
export async function setResponseCookies(setCookieHeaders: Headers): Promise<void> {
  const store = await cookies();
  for (const [name, attributes] of parseSetCookieHeader(setCookieHeaders.get('set-cookie') ?? '')) {
    store.set(name, attributes.value, toCookieOptions(attributes));
  }
}
