import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { listAuditEntries, purgeAuditEntries, recordAudit } from '@/db/queries/audit';
import { listStaff } from '@/db/queries/staff';
import { auditLog, mailOutbox, staffAccounts, staffInvitations, staffSessions, staffUsers } from '@/db/schema';
import { env } from '@/lib/core/env';
import { hashLinkToken } from '@/lib/auth/runtime';
import { readStaffSession } from '@/lib/auth/session';
import { signInWithPassword, signOut } from '@/lib/auth/sign-in';
import { acceptInvitation, addStaffFromCommandLine, changeRole, inviteStaff, removeStaff, resendInvitation } from '@/lib/auth/staff';
import { requestPasswordReset, resetPassword } from '@/lib/auth/password';
import { deliverDueMail } from '@/lib/mail/delivery';
import { createMailTransport } from '@/lib/mail/transport';
import { DiskObjectStore } from '@/lib/storage/disk-store';
import { tempDir, testDatabases } from '@/tests/support/databases';
import { startSmtpServer } from '@/tests/support/smtp';
import { createStaff, requestFrom, sessionCookie, testRuntime } from '@/tests/support/staff';
import { useStaffRuntime } from '@/tests/support/use-database';

// The back office's accounts on both databases: passwords hashed by the library, sessions in the
// database, the sign-in lock, invitations and resets through the outbox, the last-admin rule and
// the audit log (without passwords, and without the e-mails of people who have no account).

const linkToken = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;

for (const target of testDatabases()) {
  describe(`staff accounts on ${target.name}`, () => {
    const auth = useStaffRuntime(target);

    const auditRows = (action: string) => auth.db.select().from(auditLog).where(eq(auditLog.action, action));

    it('creates an account from the command line with a scrypt hash, and updates it keeping what was left out (a password, or else a new invitation)', async () => {
      const created = await addStaffFromCommandLine(auth.db, { email: 'First.Admin@Arcstar.test', name: 'First Admin', role: 'admin', password: 'a long pass phrase' }, 'http://x.test');
      expect(created).toMatchObject({ created: true, invitation: null, user: { email: 'first.admin@arcstar.test', role: 'admin' } });
      const [account] = await auth.db.select().from(staffAccounts).where(eq(staffAccounts.user_id, created.user.id));
      expect(account).toMatchObject({ provider_id: 'credential', account_id: created.user.id });
      expect(account.password).not.toContain('a long pass phrase');
      expect(account.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/); // better-auth's scrypt: salt:key

      // It has a password: left out, the password stays and no link is made.
      const updated = await addStaffFromCommandLine(auth.db, { email: 'first.admin@arcstar.test', name: 'First A.' }, 'http://x.test');
      expect(updated).toMatchObject({ created: false, changed: true, access: 'password unchanged', invitation: null, user: { name: 'First A.', role: 'admin' } });
      expect(await auth.db.select().from(staffInvitations).where(eq(staffInvitations.user_id, created.user.id))).toEqual([]);
      const again = await addStaffFromCommandLine(auth.db, { email: 'first.admin@arcstar.test' }, 'http://x.test');
      expect(again).toMatchObject({ created: false, changed: false, access: 'password unchanged', invitation: null });

      // Not yet chosen: a new link, which replaces the earlier one.
      const invited = await addStaffFromCommandLine(auth.db, { email: 'pending@arcstar.test', name: 'Pending', role: 'hr' }, 'http://x.test');
      expect(invited).toMatchObject({ created: true, access: 'invitation link' });
      const reinvited = await addStaffFromCommandLine(auth.db, { email: 'pending@arcstar.test' }, 'http://x.test');
      expect(reinvited).toMatchObject({ created: false, changed: true, access: 'invitation link', user: { name: 'Pending', role: 'hr' } });
      expect(reinvited.invitation?.url).toMatch(/^http:\/\/x\.test\/admin\/invitation\?token=/);
      const [stored, ...others] = await auth.db.select().from(staffInvitations).where(eq(staffInvitations.user_id, invited.user.id));
      expect(others).toEqual([]);
      expect(stored.token_hash).toBe(hashLinkToken(linkToken(reinvited.invitation!.url)!));
      expect(stored.token_hash).not.toBe(hashLinkToken(linkToken(invited.invitation!.url)!));
      expect(stored.expires_at.getTime() - Date.now()).toBeGreaterThan(71.9 * 3600_000);
      expect(stored.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(72 * 3600_000);
    });

    it('signs in with the right password into a database session; sign-out deletes it and the cookie stops working', async () => {
      const admin = await createStaff(auth.db, 'admin');
      expect(await signInWithPassword(auth.runtime, { email: admin.email.toUpperCase(), password: admin.password }, requestFrom())).toEqual({ status: 'signed_in' });
      const cookie = await sessionCookie(auth.runtime, admin.email, admin.password);
      const session = await readStaffSession(auth.runtime, requestFrom(undefined, cookie).headers);
      expect(session?.user).toMatchObject({ email: admin.email, role: 'admin', twoFactorEnabled: false });
      expect(await auth.db.select().from(staffSessions).where(eq(staffSessions.id, session!.session.id))).toHaveLength(1);

      await signOut(auth.runtime, session!.user, requestFrom(undefined, cookie));
      expect(await auth.db.select().from(staffSessions).where(eq(staffSessions.id, session!.session.id))).toHaveLength(0);
      expect(await readStaffSession(auth.runtime, requestFrom(undefined, cookie).headers)).toBeNull();
      const [signOutEntry] = (await auditRows('sign_out')).filter((row) => row.actor_id === admin.id);
      expect(signOutEntry.client_hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(JSON.stringify(signOutEntry)).not.toContain('203.0.113.7');
    });

    it('records failed sign-ins without the password, naming only e-mails that have an account', async () => {
      const staff = await createStaff(auth.db, 'staff');
      expect(await signInWithPassword(auth.runtime, { email: staff.email, password: 'wrong password 1' }, requestFrom('198.51.100.1'))).toEqual({ status: 'invalid' });
      expect(await signInWithPassword(auth.runtime, { email: 'nobody-here@example.com', password: 'wrong password 2' }, requestFrom('198.51.100.1'))).toEqual({ status: 'invalid' });
      const failures = await auditRows('sign_in_failed');
      const everything = JSON.stringify(await auth.db.select().from(auditLog));
      expect(everything).not.toContain('wrong password');
      expect(everything).not.toContain('nobody-here');
      expect(failures.find((row) => row.subject_id === staff.id)).toMatchObject({ subject_label: staff.email, actor_id: null });
      expect(failures.find((row) => row.subject_id === null)?.details).toMatchObject({ unknown_email_hash: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    });

    it(`locks an account after ${env.SIGN_IN_MAX_FAILURES} failures, even for the right password, and answers the same for an unknown e-mail`, async () => {
      const staff = await createStaff(auth.db, 'staff');
      const outcomes = [];
      for (let attempt = 0; attempt < env.SIGN_IN_MAX_FAILURES; attempt++) {
        outcomes.push((await signInWithPassword(auth.runtime, { email: staff.email, password: `guess ${attempt}` }, requestFrom(`192.0.2.${attempt}`))).status);
      }
      expect(outcomes).toEqual([...Array(env.SIGN_IN_MAX_FAILURES - 1).fill('invalid'), 'locked']);
      const locked = await signInWithPassword(auth.runtime, { email: staff.email, password: staff.password }, requestFrom('192.0.2.200'));
      expect(locked).toMatchObject({ status: 'locked', retryAfterSeconds: expect.any(Number) });
      expect(await auditRows('sign_in_locked')).toEqual(expect.arrayContaining([expect.objectContaining({ subject_id: staff.id })]));

      const unknown = [];
      for (let attempt = 0; attempt <= env.SIGN_IN_MAX_FAILURES; attempt++) {
        unknown.push((await signInWithPassword(auth.runtime, { email: 'no-such-person@example.com', password: `guess ${attempt}` }, requestFrom(`192.0.2.${100 + attempt}`))).status);
      }
      expect(unknown).toEqual(outcomes.concat('locked'));
    });

    it(`locks a client address after ${env.SIGN_IN_MAX_FAILURES_PER_IP} failures across accounts`, async () => {
      const staff = await createStaff(auth.db, 'staff');
      for (let attempt = 0; attempt < env.SIGN_IN_MAX_FAILURES_PER_IP; attempt++) {
        await signInWithPassword(auth.runtime, { email: `spray${attempt}@example.com`, password: 'Password1' }, requestFrom('198.51.100.99'));
      }
      expect((await signInWithPassword(auth.runtime, { email: staff.email, password: staff.password }, requestFrom('198.51.100.99'))).status).toBe('locked');
      expect((await signInWithPassword(auth.runtime, { email: staff.email, password: staff.password }, requestFrom('198.51.100.100'))).status).toBe('signed_in');
    });

    it('invites through the outbox; the link sets a password once and signs the invitee in; an expired link does nothing', async () => {
      const admin = await createStaff(auth.db, 'admin');
      const actor = { id: admin.id, email: admin.email, name: admin.name };
      expect(await inviteStaff(auth.runtime, actor, { name: 'Ravi Kumar', email: 'Ravi@Arcstar.test', role: 'staff' }, requestFrom())).toEqual({ status: 'invited', email: 'ravi@arcstar.test' });
      const [mail] = await auth.db.select().from(mailOutbox).where(sql`${mailOutbox.message}->>'to' = 'ravi@arcstar.test'`);
      expect(mail).toMatchObject({ lead_kind: null, lead_id: null, status: 'pending' });
      const token = linkToken(mail.message!.text)!;
      expect(mail.message!.html).toContain(`/admin/invitation?token=${token}`);

      expect(await acceptInvitation(auth.runtime, { token, password: 'ravi picks a password' }, requestFrom())).toEqual({ status: 'signed_in' });
      expect(await acceptInvitation(auth.runtime, { token, password: 'a second try at it' }, requestFrom())).toEqual({ status: 'invalid_link' });
      expect(await signInWithPassword(auth.runtime, { email: 'ravi@arcstar.test', password: 'ravi picks a password' }, requestFrom())).toEqual({ status: 'signed_in' });
      expect(await inviteStaff(auth.runtime, actor, { name: 'Ravi', email: 'ravi@arcstar.test', role: 'admin' }, requestFrom())).toEqual({ status: 'has_account' });

      await inviteStaff(auth.runtime, actor, { name: 'Late Comer', email: 'late@arcstar.test', role: 'staff' }, requestFrom());
      const [lateMail] = await auth.db.select().from(mailOutbox).where(sql`${mailOutbox.message}->>'to' = 'late@arcstar.test'`);
      await auth.db.update(staffInvitations).set({ expires_at: sql`now() - interval '1 second'` });
      expect(await acceptInvitation(auth.runtime, { token: linkToken(lateMail.message!.text)!, password: 'too late for this' }, requestFrom())).toEqual({ status: 'invalid_link' });
      const late = (await listStaff(auth.db)).find((member) => member.email === 'late@arcstar.test')!;
      expect(late).toMatchObject({ hasPassword: false, invitationExpiresAt: null });
      expect(await resendInvitation(auth.runtime, actor, late.id, requestFrom())).toBe('sent');
      expect((await auditRows('staff_invited')).filter((row) => row.subject_id === late.id)).toHaveLength(2);
    });

    it('delivers an invitation through the same outbox loop as lead notifications, over SMTP', async () => {
      const admin = await createStaff(auth.db, 'admin');
      await auth.db.delete(mailOutbox);
      await inviteStaff(auth.runtime, { id: admin.id, email: admin.email, name: 'Meera Iyer' }, { name: 'Sunil Rao', email: 'sunil@arcstar.test', role: 'staff' }, requestFrom());
      const smtp = await startSmtpServer();
      const transport = createMailTransport({ smtp: { host: '127.0.0.1', port: smtp.port, secure: false }, mailDir: '' });
      try {
        const settings = { from: '"Arcstar Website" <website@arcstar.test>', notifyTo: 'sales@arcstar.test', notifyToCareers: 'hr@arcstar.test', companyName: 'Arcstar', messageIdDomain: 'arcstar.test', siteUrl: 'https://www.arcstar.test', resumeAttachMaxBytes: 5 * 1024 * 1024 };
        const policy = { retryBaseSeconds: 0.05, maxAttempts: 3, leaseSeconds: 60 };
        expect(await deliverDueMail({ db: auth.db, transport, store: new DiskObjectStore(tempDir('unused-store')), settings, policy })).toBe(1);
        const [mail] = smtp.messages;
        expect(mail.subject).toBe('Your Arcstar Welding Industries back office account');
        expect(mail.to).toMatchObject({ value: [{ address: 'sunil@arcstar.test' }] });
        expect(mail.from).toMatchObject({ value: [{ address: 'website@arcstar.test' }] });
        expect(mail.text).toContain('Meera Iyer has invited you');
        expect(mail.html).toMatch(/<a href="http:\/\/127\.0\.0\.1:3999\/admin\/invitation\?token=[A-Za-z0-9_-]+"/);
        const [row] = await auth.db.select().from(mailOutbox);
        expect(mail.messageId).toBe(`<${row.id}@arcstar.test>`);
        expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      } finally {
        transport.close();
        await smtp.stop();
      }
    });

    it('resets a password by e-mail with the same answer for unknown addresses; the reset ends every session', async () => {
      const staff = await createStaff(auth.db, 'staff');
      const cookie = await sessionCookie(auth.runtime, staff.email, staff.password);
      const before = await auth.db.select().from(mailOutbox);
      expect(await requestPasswordReset(auth.runtime, { email: 'nobody@example.com' }, requestFrom('203.0.113.50'))).toEqual({ status: 'accepted' });
      expect(await auth.db.select().from(mailOutbox)).toHaveLength(before.length);
      expect(await requestPasswordReset(auth.runtime, { email: staff.email }, requestFrom('203.0.113.50'))).toEqual({ status: 'accepted' });
      const [mail] = await auth.db.select().from(mailOutbox).where(sql`${mailOutbox.message}->>'to' = ${staff.email}`);
      const token = linkToken(mail.message!.text)!;
      expect(mail.message!.text).toContain(`http://127.0.0.1:3999/admin/reset-password?token=${token}`);
      // Stored hashed: the token itself is nowhere in the database.
      expect(JSON.stringify(await auth.db.execute(sql`select identifier, value from auth_verifications`))).not.toContain(token);

      expect(await resetPassword(auth.runtime, { token, password: 'a brand new password' }, requestFrom())).toBe('done');
      expect(await resetPassword(auth.runtime, { token, password: 'and another one' }, requestFrom())).toBe('invalid_link');
      expect(await readStaffSession(auth.runtime, requestFrom(undefined, cookie).headers)).toBeNull();
      expect((await signInWithPassword(auth.runtime, { email: staff.email, password: 'a brand new password' }, requestFrom())).status).toBe('signed_in');
      const [requested] = (await auditRows('password_reset_requested')).filter((row) => row.subject_id === staff.id);
      expect(requested.client_hash).toBeTruthy();
      expect((await auditRows('password_reset_completed')).some((row) => row.subject_id === staff.id)).toBe(true);
    });

    it('never removes or demotes the last admin, not even two admins demoting each other at once', async () => {
      await auth.db.delete(staffUsers);
      const first = await createStaff(auth.db, 'admin');
      const second = await createStaff(auth.db, 'admin');
      const actor = (user: { id: string; email: string; name: string }) => ({ id: user.id, email: user.email, name: user.name });
      expect(await removeStaff(auth.runtime, actor(first), { userId: first.id }, requestFrom())).toBe('self');
      const outcomes = await Promise.all([
        changeRole(auth.runtime, actor(first), { userId: second.id, role: 'staff' }, requestFrom()),
        changeRole(auth.runtime, actor(second), { userId: first.id, role: 'staff' }, requestFrom()),
      ]);
      expect(outcomes.sort()).toEqual(['done', 'last_admin']);
      const [admin] = (await listStaff(auth.db)).filter((member) => member.role === 'admin');
      const other = admin.id === first.id ? second : first;
      expect(await removeStaff(auth.runtime, actor(other), { userId: admin.id }, requestFrom())).toBe('last_admin');
      expect(await changeRole(auth.runtime, actor(admin), { userId: admin.id, role: 'staff' }, requestFrom())).toBe('last_admin');
      expect(await removeStaff(auth.runtime, actor(admin), { userId: other.id }, requestFrom())).toBe('done');
      expect((await auditRows('staff_role_changed')).at(-1)?.details).toMatchObject({ from: 'admin', to: 'staff' });
    });

    it('sets HttpOnly, SameSite=Lax session cookies: Secure and __Host- prefixed when the site is served over HTTPS', async () => {
      const admin = await createStaff(auth.db, 'admin');
      const signIn = async (siteUrl: string) =>
        (await testRuntime(auth.db, siteUrl).auth.api.signInEmail({ body: { email: admin.email, password: admin.password }, returnHeaders: true })).headers
          .getSetCookie()
          .find((line) => line.includes('session_token='))!;
      const https = await signIn('https://www.arcstar.test');
      expect(https).toMatch(/^__Host-arcstar\.session_token=/);
      expect(https).toMatch(/; Secure/i);
      expect(https).toMatch(/; HttpOnly/i);
      expect(https).toMatch(/; SameSite=Lax/i);
      expect(https).toMatch(/; Path=\//i);
      expect(https).not.toMatch(/; Domain=/i);
      const http = await signIn('http://127.0.0.1:3999');
      expect(http).toMatch(/^arcstar\.session_token=/);
      expect(http).not.toMatch(/; Secure/i);
      expect(http).toMatch(/; HttpOnly/i);
    });

    it("refuses the library's public sign-up and creates nobody", async () => {
      const before = await listStaff(auth.db);
      const response = await auth.runtime.auth.handler(
        new Request('http://127.0.0.1:3999/api/auth/sign-up/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3999' },
          body: JSON.stringify({ email: 'intruder@example.com', password: 'let me in please', name: 'Intruder' }),
        }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'EMAIL_PASSWORD_SIGN_UP_DISABLED' });
      expect(await listStaff(auth.db)).toHaveLength(before.length);
    });

    it('lists the audit log newest first, page by page, and keeps entries at least 13 months', async () => {
      await auth.db.delete(auditLog);
      for (let index = 0; index < 7; index++) await recordAudit({ action: 'sign_in', actor: null, details: { index } }, auth.db);
      await auth.db.execute(sql`update audit_log set created_at = now() - make_interval(secs => 100 - (details->>'index')::int)`);
      const first = await listAuditEntries({}, { page: 1, pageSize: 3 }, auth.db);
      expect(first).toMatchObject({ total: 7, page: 1 });
      expect(first.entries.map((entry) => entry.details.index)).toEqual([6, 5, 4]);
      expect((await listAuditEntries({}, { page: 3, pageSize: 3 }, auth.db)).entries.map((entry) => entry.details.index)).toEqual([0]);
      // Past the end: no entries and the total, which the page says (linking the last page).
      expect(await listAuditEntries({}, { page: 99, pageSize: 3 }, auth.db)).toMatchObject({ entries: [], total: 7, page: 99 });

      await auth.db.execute(sql`update audit_log set created_at = now() - interval '12 months 25 days' where details->>'index' = '0'`);
      await auth.db.execute(sql`update audit_log set created_at = now() - interval '14 months' where details->>'index' = '1'`);
      expect(await purgeAuditEntries(1, auth.db)).toBe(1); // asked for a month: 13 are kept anyway
      const left = (await listAuditEntries({}, { page: 1, pageSize: 50 }, auth.db)).entries.map((entry) => entry.details.index);
      expect(left).toContain(0);
      expect(left).not.toContain(1);
    });
  });
}
