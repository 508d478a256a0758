import { SOCKET_ADDRESS_HEADER } from '@/lib/client-address';
import type { Database } from '@/db/client';
import { createAuthRuntime, type AuthRuntime } from '@/lib/auth/runtime';
import { addStaffFromCommandLine } from '@/lib/auth/staff';
import type { StaffRole } from '@/lib/domain/staff-roles';

// Back office helpers for integration tests: a runtime on a test database, accounts made the way
// `npm run staff:add` makes them, and signed-in requests carrying the session cookie the library set.

export const TEST_SECRET = 'integration-back-office-secret-0123456789';

export function testRuntime(db: Database, siteUrl = 'http://127.0.0.1:3999'): AuthRuntime {
  return createAuthRuntime({ db, secret: TEST_SECRET, siteUrl, companyName: 'Arcstar Welding Industries' });
}

let accounts = 0;

/** A fresh account with a password; e-mails are unique per call. */
export async function createStaff(db: Database, role: StaffRole, password = 'correct horse battery staple') {
  accounts += 1;
  const email = `${role}${accounts}-${Math.random().toString(36).slice(2, 8)}@arcstar.test`;
  const { user } = await addStaffFromCommandLine(db, { email, name: `${role} ${accounts}`, role, password }, 'http://127.0.0.1:3999');
  return { ...user, password };
}

/**
 * A request as the production server hands it on: the connection's address under the process's
 * stamp (scripts/socket-address.cjs; lib/client-address.ts reads it), as when browsers connect directly.
 */
export function requestFrom(ip = '203.0.113.7', cookie?: string): { headers: Headers } {
  const stamps = globalThis as { [key: symbol]: unknown };
  const stampKey = Symbol.for('arcstar.socket-address-stamp');
  stamps[stampKey] ??= 'vitest-socket-stamp';
  const headers = new Headers({ [SOCKET_ADDRESS_HEADER]: `${stamps[stampKey]} ${ip}`, 'user-agent': 'vitest' });
  if (cookie) headers.set('cookie', cookie);
  return { headers };
}

/** Signs in through the library and answers the Cookie header a browser would send afterwards. */
export async function sessionCookie(runtime: AuthRuntime, email: string, password: string): Promise<string> {
  const { headers } = await runtime.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return cookieHeader(headers);
}

/** The name=value pairs of Set-Cookie headers, as the next request's Cookie header. */
export function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
