import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { appAuthDatabase } from '@/db/queries/auth';
import type { Database } from '@/db/types';
import { recordAudit, purgeAuditEntries, type AuditEntryInput } from '@/db/queries/audit';
import { queueMessage } from '@/db/queries/outbox';
import { passwordResetEmail } from '@/emails/staff-access';
import { env } from '@/lib/core/env';
import { log } from '@/lib/core/log';
import { mailQueued } from '@/lib/mail';
import { clientAddress, clientHeaders } from '@/lib/client-address';
import { resolveAuthSecret } from '@/lib/auth/secret';
import { createAuth, PASSWORD_RESET_SECONDS, type Auth } from '@/lib/auth/server';

// What the back office's services share: the better-auth instance, the database it writes, the
// secret (which also keys the hashes of client addresses) and the site's address for links.
// The server builds one from the environment; tests build their own on a test database.

export type AuthRuntime = { auth: Auth; db: Database; secret: string; siteUrl: string; companyName: string };

/**
 * The request a service acts for: its headers (cookies, client address), and where the cookies
 * the library sets go (the response's cookie store in a server action; tests collect them).
 */
export type RequestInfo = { headers: Headers; setCookies?: (setCookieHeaders: Headers) => Promise<void> };

/** Hands the Set-Cookie headers of an `auth.api` call (made with `returnHeaders: true`) to the response. */
export async function passCookies(request: RequestInfo, headers: Headers | null | undefined): Promise<void> {
  if (headers && request.setCookies) await request.setCookies(headers);
}

/** Who is asking, as the audit log keeps it: the address only as a keyed hash. */
export type ClientInfo = { ip: string; hash: string };

export function createAuthRuntime(settings: { db: Database; secret: string; siteUrl: string; companyName: string }): AuthRuntime {
  const siteUrl = settings.siteUrl.replace(/\/$/, '');
  const runtime: AuthRuntime = {
    ...settings,
    siteUrl,
    auth: createAuth({
      db: settings.db,
      secret: settings.secret,
      siteUrl,
      appName: settings.companyName,
      sendPasswordReset: (user, token) => queuePasswordReset(runtime, user, token),
      onSecondFactorAttempt: (userId) => {
        const attempt = secondFactorAttempt.getStore();
        if (attempt) attempt.userId = userId;
      },
      onPasswordReset: (user) => audit(runtime, { action: 'password_reset_completed', actor: { id: user.id, email: user.email }, subject: staffSubject(user) }),
    }),
  };
  return runtime;
}

// Built for the database it was given: when the app's database is connected anew (back after an
// outage, its connections reset), the next caller builds it again on the new one.
type Holder = { __authRuntime?: { db: Database | null; runtime: Promise<AuthRuntime> } };
const holder = globalThis as Holder;

/** The server's runtime, built from the environment for the app's current database connection. */
export async function getAuthRuntime(): Promise<AuthRuntime> {
  const current = holder.__authRuntime;
  if (current && current.db === null) return current.runtime; // installed by a test
  const db = await appAuthDatabase();
  if (current?.db === db) return current.runtime;
  const runtime = Promise.resolve(
    createAuthRuntime({
      db,
      secret: resolveAuthSecret({ secret: env.BETTER_AUTH_SECRET, databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }),
      siteUrl: env.SITE_URL,
      companyName: env.COMPANY_NAME,
    }),
  );
  holder.__authRuntime = { db, runtime };
  return runtime;
}

/** Tests: services called without a runtime use this one (null restores the default). */
export function installAuthRuntime(runtime: AuthRuntime | null): void {
  holder.__authRuntime = runtime ? { db: null, runtime: Promise.resolve(runtime) } : undefined;
}

export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url').slice(0, 22);
}

export function clientOf(runtime: AuthRuntime, request: RequestInfo): ClientInfo {
  // The same trust model as the forms' limits (lib/client-address.ts).
  const ip = clientAddress(clientHeaders(request.headers), env.TRUSTED_PROXY_COUNT);
  return { ip, hash: keyedHash(runtime.secret, `client:${ip}`) };
}

/** A one-time token for a link, and the hash that is stored instead of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export const staffSubject = (user: { id: string; email: string }) => ({ type: 'staff', id: user.id, label: user.email });

// The client a service call acts for, so that entries written from inside the library's callbacks
// (a reset requested, a reset completed) carry it too.
const currentClient = new AsyncLocalStorage<ClientInfo>();

export function actingFor<T>(client: ClientInfo, run: () => Promise<T>): Promise<T> {
  return currentClient.run(client, run);
}

// The account a second-factor attempt is for, as the library's hook reports it (lib/auth/server.ts).
const secondFactorAttempt = new AsyncLocalStorage<{ userId: string | null }>();

/** Runs a second-factor check; `account()` then answers the id of the account it was for, when known. */
export function secondFactorAttemptOf<T>(run: (account: () => string | null) => Promise<T>): Promise<T> {
  const attempt = { userId: null as string | null };
  return secondFactorAttempt.run(attempt, () => run(() => attempt.userId));
}

let lastPurge = 0;

/** Records an audit entry; once a day the entries past their retention are purged. */
export async function audit(runtime: AuthRuntime, entry: Omit<AuditEntryInput, 'clientHash'>, client: ClientInfo | null = null): Promise<void> {
  const acting = client ?? currentClient.getStore() ?? null;
  await recordAudit({ ...entry, clientHash: acting?.hash ?? null }, runtime.db);
  if (Date.now() - lastPurge > 24 * 60 * 60 * 1000) {
    lastPurge = Date.now();
    const purged = await purgeAuditEntries(env.AUDIT_RETENTION_MONTHS, runtime.db).catch(() => 0);
    if (purged > 0) log.info('audit entries purged', { purged, retentionMonths: env.AUDIT_RETENTION_MONTHS });
  }
}

/** The library made a reset token for an existing account: queue its e-mail, note it in the audit log. */
async function queuePasswordReset(runtime: AuthRuntime, user: { id: string; email: string; name: string }, token: string) {
  const url = `${runtime.siteUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;
  await queueMessage(
    passwordResetEmail({ to: user.email, name: user.name, url, companyName: runtime.companyName, validMinutes: PASSWORD_RESET_SECONDS / 60 }),
    runtime.db,
  );
  mailQueued();
  await audit(runtime, { action: 'password_reset_requested', actor: null, subject: staffSubject(user) });
}

