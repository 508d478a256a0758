import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/core/env';
import { auditActionLabel } from '@/lib/domain/audit';
import {
  assigneeLabel,
  ignoredLeadKind,
  ignoredLeadKindMessage,
  inboxLeadKinds,
  leadFilterFromQuery,
  leadFilterNarrows,
  leadKindsInWords,
  leadKindsOf,
  mayOpenLeadKind,
  rolesOpening,
  strandedAssigneeNotice,
  unassignableMessage,
} from '@/lib/domain/lead-workflow';
import { can, isStaffRole, permissions, staffRoles, type StaffRole } from '@/lib/domain/staff-roles';
import { authCookieSettings, carriesSessionCookie } from '@/lib/auth/session-cookie';

describe('staff roles', () => {
  it('gives admins everything, staff every lead, sales and HR their own leads, and editors the content only', () => {
    for (const permission of permissions) expect(can('admin', permission)).toBe(true);
    const held = (role: StaffRole) => permissions.filter((permission) => can(role, permission));
    expect(held('staff')).toEqual(['leads:read', 'sales-leads:read', 'applications:read']);
    expect(held('editor')).toEqual(['content:edit']);
    expect(held('sales')).toEqual(['leads:read', 'sales-leads:read']);
    expect(held('hr')).toEqual(['leads:read', 'applications:read']);
  });

  it('opens to each role exactly its kinds of lead: HR the job applications, sales every other lead, admin and staff all', () => {
    expect(leadKindsOf('admin')).toEqual([...inboxLeadKinds]);
    expect(leadKindsOf('staff')).toEqual([...inboxLeadKinds]);
    expect(leadKindsOf('sales')).toEqual(['inquiry', 'quote_request', 'dealer_application', 'launch_notification', 'newsletter_subscription']);
    expect(leadKindsOf('hr')).toEqual(['career_application']);
    expect(leadKindsOf('editor')).toEqual([]);
    expect(mayOpenLeadKind('hr', 'career_application')).toBe(true);
    expect(mayOpenLeadKind('hr', 'inquiry')).toBe(false);
    expect(mayOpenLeadKind('sales', 'career_application')).toBe(false);
    // leads:read (the leads area) goes with seeing at least one kind: no role opens an inbox it can see nothing in.
    for (const role of staffRoles) expect(can(role, 'leads:read'), role).toBe(leadKindsOf(role).length > 0);
    expect(leadKindsInWords(leadKindsOf('staff'))).toBe('Every lead');
    expect(leadKindsInWords(leadKindsOf('hr'))).toBe('Career applications');
    expect(leadKindsInWords(leadKindsOf('sales'))).toBe('Enquiries, quote requests, dealer applications, PPE launch notifications and newsletter sign-ups');
    expect(rolesOpening('career_application')).toEqual(['admin', 'staff', 'hr']);
    expect(rolesOpening('quote_request')).toEqual(['admin', 'staff', 'sales']);
  });

  it('assigns leads only to the roles that see their kind, and says so of anyone else', () => {
    expect(unassignableMessage({ name: 'Esha Editor', role: 'editor' }, 'inquiry')).toBe('Esha Editor cannot be assigned leads: the Editor role does not open them. Choose someone with the Admin, Staff or Sales role.');
    expect(unassignableMessage({ name: 'Esha Editor', role: 'editor' }, 'career_application')).toBe('Esha Editor cannot be assigned leads: the Editor role does not open them. Choose someone with the Admin, Staff or HR role.');
    expect(unassignableMessage({ name: 'Sanjay Sales', role: 'sales' }, 'career_application')).toBe('Sanjay Sales cannot be assigned career applications: the Sales role does not open them. Choose someone with the Admin, Staff or HR role.');
    expect(unassignableMessage({ name: 'Hema HR', role: 'hr' }, 'dealer_application')).toBe('Hema HR cannot be assigned dealer applications: the HR role does not open them. Choose someone with the Admin, Staff or Sales role.');
    expect(assigneeLabel({ name: 'Esha Editor', role: 'editor' }, ['inquiry'])).toBe('Esha Editor (Editor: cannot see leads)');
    expect(assigneeLabel({ name: 'Sunil Staff', role: 'staff' }, ['inquiry', 'career_application'])).toBe('Sunil Staff');
    expect(assigneeLabel({ name: 'Hema HR', role: 'hr' }, ['career_application'])).toBe('Hema HR');
    expect(assigneeLabel({ name: 'Hema HR', role: 'hr' }, ['inquiry', 'quote_request', 'career_application'])).toBe('Hema HR (HR: cannot see enquiries and quote requests)');
    expect(assigneeLabel({ name: 'Gone Member', role: null }, ['inquiry'])).toBe('Gone Member');
    expect(strandedAssigneeNotice({ name: 'Esha Editor', role: 'editor' }, 'inquiry')).toBe('This lead is assigned to Esha Editor, whose role no longer opens leads. Assign it to someone who works leads.');
    expect(strandedAssigneeNotice({ name: 'Sanjay Sales', role: 'sales' }, 'career_application')).toBe('This lead is assigned to Sanjay Sales, whose role does not open career applications. Assign it to someone who works them.');
  });

  it('reads a kind the role does not open, or no kind at all, out of the filter and names it', () => {
    expect(leadFilterFromQuery({ kind: 'career_application' }, leadKindsOf('sales'))).toEqual(expect.objectContaining({ kinds: leadKindsOf('sales'), kind: undefined }));
    expect(leadFilterFromQuery({ kind: 'career_application' }, leadKindsOf('hr')).kind).toBe('career_application');
    expect(ignoredLeadKind({ kind: 'career_application' }, leadKindsOf('sales'))).toBe('career_application');
    expect(ignoredLeadKind({ kind: ['inquiry', 'career_application'] }, leadKindsOf('sales'))).toBeUndefined();
    expect(ignoredLeadKind({}, leadKindsOf('sales'))).toBeUndefined();
    expect(ignoredLeadKindMessage('career_application')).toBe('‘Career application’ is not a kind of lead your role opens.');
    expect(ignoredLeadKindMessage('no-such-kind')).toBe('‘no-such-kind’ is not a kind of lead.');
    expect(leadFilterNarrows(leadFilterFromQuery({}, leadKindsOf('hr')))).toBe(false);
    expect(leadFilterNarrows(leadFilterFromQuery({ status: 'new' }, leadKindsOf('hr')))).toBe(true);
  });

  it('knows only its roles', () => {
    expect(staffRoles.every(isStaffRole)).toBe(true);
    expect(isStaffRole('editor')).toBe(true);
    expect(isStaffRole('hr')).toBe(true);
    expect(isStaffRole('sales')).toBe(true);
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
