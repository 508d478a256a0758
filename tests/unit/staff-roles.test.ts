import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/core/env';
import { auditActionLabel } from '@/lib/domain/audit';
import { assigneeLabel, unassignableMessage } from '@/lib/domain/lead-workflow';
import { can, isStaffRole, permissions, rolesWith, staffRoles } from '@/lib/domain/staff-roles';
import { authCookieSettings, carriesSessionCookie } from '@/lib/auth/session-cookie';

describe('staff roles', () => {
  it('gives admins everything, staff the leads only and editors the content only', () => {
    for (const permission of permissions) expect(can('admin', permission)).toBe(true);
    expect(permissions.filter((permission) => can('staff', permission))).toEqual(['leads:read']);
    expect(permissions.filter((permission) => can('editor', permission))).toEqual(['content:edit']);
  });

  it('assigns leads only to the roles that see them, and says so of anyone else', () => {
    expect(rolesWith('leads:read')).toEqual(['admin', 'staff']);
    expect(unassignableMessage({ name: 'Esha Editor', role: 'editor' })).toBe('Esha Editor cannot be assigned leads: the Editor role does not open them. Choose someone with the Admin or Staff role.');
    expect(assigneeLabel({ name: 'Esha Editor', role: 'editor' })).toBe('Esha Editor (Editor: cannot see leads)');
    expect(assigneeLabel({ name: 'Sunil Staff', role: 'staff' })).toBe('Sunil Staff');
  });

  it('knows only its roles', () => {
    expect(staffRoles.every(isStaffRole)).toBe(true);
    expect(isStaffRole('editor')).toBe(true);
    expect(isStaffRole('owner')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });

  it('names audit actions in words, also ones added later', () => {
    expect(auditActionLabel('sign_in_failed')).toBe('Sign-in failed');
    expect(auditActionLabel('leads_exported')).toBe('Leads exported as CSV');
    expect(auditActionLabel('report_printed')).toBe('report printed');
  });
});

describe('back office settings', () => {
  it('has defaults for the sign-in lock and audit retention', () => {
    expect(parseEnv({})).toMatchObject({ SIGN_IN_MAX_FAILURES: 5, SIGN_IN_MAX_FAILURES_PER_IP: 20, SIGN_IN_LOCK_MINUTES: 15, AUDIT_RETENTION_MONTHS: 24 });
  });

  it('refuses a short secret and a retention under 13 months, naming the variable', () => {
    expect(() => parseEnv({ BETTER_AUTH_SECRET: 'short' })).toThrow(/BETTER_AUTH_SECRET: must be at least 32 characters/);
    expect(() => parseEnv({ AUDIT_RETENTION_MONTHS: '12' })).toThrow(/AUDIT_RETENTION_MONTHS: must be at least 13/);
  });

  it('prefixes cookies with __Host- and marks them Secure only over HTTPS', () => {
    expect(authCookieSettings('https://www.arcstar.in')).toEqual({ cookiePrefix: '__Host-arcstar', secure: true });
    expect(authCookieSettings('http://localhost:3000')).toEqual({ cookiePrefix: 'arcstar', secure: false });
  });

  it('tells a request that carries the session cookie of this site (proxy.ts asks no more without one)', () => {
    const withCookie = (cookie: string) => new Headers(cookie ? { cookie } : {});
    expect(carriesSessionCookie(withCookie('arcstar.session_token=abc.def'), 'http://localhost:3000')).toBe(true);
    expect(carriesSessionCookie(withCookie('theme=dark; arcstar.session_token=abc.def'), 'http://localhost:3000')).toBe(true);
    expect(carriesSessionCookie(withCookie('__Host-arcstar.session_token=abc.def'), 'https://www.arcstar.in')).toBe(true);
    // Another site's or the library's default name, the HTTP name over HTTPS, no cookie at all.
    for (const [cookie, siteUrl] of [['better-auth.session_token=abc', 'http://localhost:3000'], ['arcstar.session_token=abc', 'https://www.arcstar.in'], ['', 'http://localhost:3000'], ['arcstar.session_data=abc', 'http://localhost:3000']]) {
      expect(carriesSessionCookie(withCookie(cookie), siteUrl), cookie).toBe(false);
    }
  });
});
