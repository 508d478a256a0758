import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { auditLog } from '@/db/schema';
import { env } from '@/lib/core/env';
import { readStaffSession } from '@/lib/auth/session';
import { signInWithPassword, verifySecondFactor } from '@/lib/auth/sign-in';
import { changePassword } from '@/lib/auth/password';
import { confirmTwoFactor, disableTwoFactor, startTwoFactorSetup } from '@/lib/auth/two-factor';
import { SECOND_FACTOR_LOCK } from '@/lib/auth/server';
import { testDatabases } from '@/tests/support/databases';
import { cookieHeader, createStaff, requestFrom, sessionCookie } from '@/tests/support/staff';
import { useStaffRuntime } from '@/tests/support/use-database';

// What a signed-in user's own password guards (changing it, turning the second factor on or off)
// and the second step of a sign-in: a session renewed by a password change, wrong current passwords
// counted toward the sign-in lock and audited, second-factor failures and the library's code lock
// audited naming the account.

/** A request that collects the cookies the library sets, as a server action's response would. */
function browserRequest(ip: string, cookie?: string) {
  const set: Headers[] = [];
  return { ...requestFrom(ip, cookie), setCookies: async (headers: Headers) => void set.push(headers), cookiesSet: () => set.map(cookieHeader).join('; ') };
}

const codeOf = (secret: string, offset = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + offset * 30_000 });

/** A six-digit code the app would not show now, nor a period before or after. */
function wrongCodeFor(secret: string): string {
  const near = new Set([-1, 0, 1].map((offset) => codeOf(secret, offset)));
  for (let guess = 100000; ; guess++) if (!near.has(String(guess))) return String(guess);
}

for (const target of testDatabases()) {
  describe(`current-password checks and second-factor failures on ${target.name}`, () => {
    const auth = useStaffRuntime(target);

    const entriesFor = (action: string, subjectId: string) =>
      auth.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.subject_id, subjectId))).orderBy(auditLog.created_at);

    /** Turns the second factor on for a signed-in account; answers its secret. */
    async function withSecondFactor(staff: { id: string; email: string; password: string }) {
      const cookie = await sessionCookie(auth.runtime, staff.email, staff.password);
      const setup = await startTwoFactorSetup(auth.runtime, staff, { password: staff.password }, requestFrom('198.51.100.20', cookie));
      if (typeof setup !== 'object' || !('secret' in setup)) throw new Error(`set-up refused: ${JSON.stringify(setup)}`);
      const request = browserRequest('198.51.100.20', cookie);
      expect(await confirmTwoFactor(auth.runtime, staff, { code: codeOf(setup.secret) }, request)).toBe('enabled');
      // Turning it on renewed the session.
      return { secret: setup.secret, session: request.cookiesSet() };
    }

    /** The password step of a sign-in with a second factor: answers the challenge's cookie. */
    async function passwordStep(staff: { email: string; password: string }, ip: string): Promise<string> {
      const request = browserRequest(ip);
      expect(await signInWithPassword(auth.runtime, staff, request)).toEqual({ status: 'second_factor' });
      return request.cookiesSet();
    }

    it('a password change swaps this session for a new one and ends the others', async () => {
      const staff = await createStaff(auth.db, 'staff');
      const here = await sessionCookie(auth.runtime, staff.email, staff.password);
      const elsewhere = await sessionCookie(auth.runtime, staff.email, staff.password);
      const request = browserRequest('198.51.100.10', here);
      expect(await changePassword(auth.runtime, staff, { currentPassword: staff.password, newPassword: 'a changed pass phrase' }, request)).toEqual({ status: 'done' });
      const renewed = request.cookiesSet();
      expect(renewed).toMatch(/arcstar\.session_token=/);
      expect(await readStaffSession(auth.runtime, requestFrom(undefined, renewed).headers)).toMatchObject({ user: { id: staff.id } });
      expect(await readStaffSession(auth.runtime, requestFrom(undefined, here).headers)).toBeNull();
      expect(await readStaffSession(auth.runtime, requestFrom(undefined, elsewhere).headers)).toBeNull();
      expect(await auth.db.select().from(auditLog).where(and(eq(auditLog.action, 'password_changed'), eq(auditLog.actor_id, staff.id)))).toHaveLength(1);
    });

    it(`counts wrong current passwords toward the account's sign-in lock (${env.SIGN_IN_MAX_FAILURES}), audits each naming the account, and then refuses the right one`, async () => {
      const staff = await createStaff(auth.db, 'staff');
      const cookie = await sessionCookie(auth.runtime, staff.email, staff.password);
      const request = () => browserRequest('198.51.100.11', cookie);
      const outcomes: string[] = [];
      for (let attempt = 0; attempt < env.SIGN_IN_MAX_FAILURES; attempt++) {
        // Every check of the current password counts, whichever form asks it.
        const outcome =
          attempt % 2 === 0
            ? (await changePassword(auth.runtime, staff, { currentPassword: `guess ${attempt}`, newPassword: 'a changed pass phrase' }, request())).status
            : await startTwoFactorSetup(auth.runtime, staff, { password: `guess ${attempt}` }, request());
        outcomes.push(typeof outcome === 'string' ? outcome : 'locked' in outcome ? 'locked' : 'set up');
      }
      expect(outcomes).toEqual([...Array(env.SIGN_IN_MAX_FAILURES - 1).fill('wrong_password'), 'locked']);

      // Locked: the right password changes nothing, and signing in is locked too.
      const locked = await changePassword(auth.runtime, staff, { currentPassword: staff.password, newPassword: 'a changed pass phrase' }, request());
      expect(locked).toMatchObject({ status: 'locked', retryAfterSeconds: expect.any(Number) });
      expect(await readStaffSession(auth.runtime, requestFrom(undefined, cookie).headers)).not.toBeNull();
      expect((await signInWithPassword(auth.runtime, { email: staff.email, password: staff.password }, requestFrom('198.51.100.12'))).status).toBe('locked');

      const failures = await entriesFor('password_check_failed', staff.id);
      expect(failures).toHaveLength(env.SIGN_IN_MAX_FAILURES);
      expect(failures[0]).toMatchObject({ actor_id: staff.id, subject_label: staff.email, details: { step: 'current password', purpose: 'change password' } });
      expect(failures[1].details).toMatchObject({ purpose: 'set up two-factor' });
      expect(failures.every((row) => row.client_hash)).toBe(true);
      const locks = await entriesFor('sign_in_locked', staff.id);
      expect(locks).toHaveLength(1);
      expect(locks[0].details).toMatchObject({ step: 'current password', minutes: env.SIGN_IN_LOCK_MINUTES });
      expect(JSON.stringify(await auth.db.select().from(auditLog))).not.toContain('guess ');

      // Once the lock has passed the right password works again.
      await auth.db.execute(sql`update rate_limit_buckets set window_start = now() - make_interval(mins => ${env.SIGN_IN_LOCK_MINUTES + 1})`);
      expect(await changePassword(auth.runtime, staff, { currentPassword: staff.password, newPassword: 'a changed pass phrase' }, request())).toEqual({ status: 'done' });
    });

    it('a right current password clears the count, as a sign-in does; failed sign-ins count toward the same lock', async () => {
      const staff = await createStaff(auth.db, 'staff');
      const cookie = await sessionCookie(auth.runtime, staff.email, staff.password);
      for (let attempt = 0; attempt < env.SIGN_IN_MAX_FAILURES - 1; attempt++) {
        expect(await startTwoFactorSetup(auth.runtime, staff, { password: `guess ${attempt}` }, requestFrom('198.51.100.13', cookie))).toBe('wrong_password');
      }
      expect(await startTwoFactorSetup(auth.runtime, staff, { password: staff.password }, requestFrom('198.51.100.13', cookie))).toMatchObject({ secret: expect.any(String) });
      for (let attempt = 0; attempt < env.SIGN_IN_MAX_FAILURES - 1; attempt++) {
        expect((await signInWithPassword(auth.runtime, { email: staff.email, password: `guess ${attempt}` }, requestFrom(`198.51.100.${30 + attempt}`))).status).toBe('invalid');
      }
      const last = await changePassword(auth.runtime, staff, { currentPassword: 'one more guess', newPassword: 'a changed pass phrase' }, browserRequest('198.51.100.13', cookie));
      expect(last.status).toBe('locked');
    });

    it('turning the second factor off checks the password under the same lock', async () => {
      const staff = await createStaff(auth.db, 'staff');
      const { session } = await withSecondFactor(staff);
      const outcomes = [];
      for (let attempt = 0; attempt < env.SIGN_IN_MAX_FAILURES; attempt++) {
        outcomes.push(await disableTwoFactor(auth.runtime, staff, { password: `guess ${attempt}` }, browserRequest('198.51.100.14', session)));
      }
      expect(outcomes).toEqual([...Array(env.SIGN_IN_MAX_FAILURES - 1).fill('wrong_password'), { locked: expect.any(Number) }]);
      expect(await disableTwoFactor(auth.runtime, staff, { password: staff.password }, browserRequest('198.51.100.14', session))).toEqual({ locked: expect.any(Number) });
      expect((await entriesFor('password_check_failed', staff.id)).map((row) => row.details.purpose)).toEqual(Array(env.SIGN_IN_MAX_FAILURES).fill('turn off two-factor'));
    });

    it('audits a wrong second-factor code naming the account; the library locks after too many and that is audited once', async () => {
      const staff = await createStaff(auth.db, 'staff');
      const { secret } = await withSecondFactor(staff);
      const wrong = wrongCodeFor(secret);
      const outcomes: string[] = [];
      let challenge = '';
      for (let attempt = 0; attempt < SECOND_FACTOR_LOCK.maxFailedAttempts; attempt++) {
        // A challenge allows five codes: then the password is asked again.
        if (attempt % 5 === 0) challenge = await passwordStep(staff, '198.51.100.15');
        const code = attempt === 1 ? 'abcde-12345' : wrong; // a wrong backup code counts too
        outcomes.push((await verifySecondFactor(auth.runtime, { code }, requestFrom('198.51.100.15', challenge))).status);
      }
      expect(outcomes).toEqual([...Array(SECOND_FACTOR_LOCK.maxFailedAttempts - 1).fill('invalid'), 'locked']);
      // Locked: even the right code is refused, and nothing more is recorded as a lock.
      challenge = await passwordStep(staff, '198.51.100.15');
      expect((await verifySecondFactor(auth.runtime, { code: codeOf(secret) }, requestFrom('198.51.100.15', challenge))).status).toBe('locked');

      const failures = await entriesFor('sign_in_failed', staff.id);
      expect(failures).toHaveLength(SECOND_FACTOR_LOCK.maxFailedAttempts);
      expect(failures[0]).toMatchObject({ actor_id: null, subject_label: staff.email, details: { step: 'second factor', method: 'authenticator' } });
      expect(failures[1].details).toMatchObject({ step: 'second factor', method: 'backup code' });
      const locks = await entriesFor('sign_in_locked', staff.id);
      expect(locks).toHaveLength(1);
      expect(locks[0].details).toMatchObject({ step: 'second factor', minutes: SECOND_FACTOR_LOCK.durationSeconds / 60 });
      expect(await auth.db.select().from(auditLog).where(and(eq(auditLog.action, 'sign_in_failed'), sql`${auditLog.details}->>'step' = 'second factor'`, sql`${auditLog.subject_id} is null`))).toHaveLength(0);
    });
  });
}
