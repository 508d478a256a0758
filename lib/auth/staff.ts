import { hashPassword } from 'better-auth/crypto';
import type { Database } from '@/db/types';
import { queueMessage } from '@/db/queries/outbox';
import {
  acceptInvitation as useInvitation,
  createInvitation,
  findStaffByEmail,
  findStaffMember,
  removeStaff as deleteStaff,
  setStaffPassword,
  updateStaffMember,
  upsertStaffUser,
} from '@/db/queries/staff';
import { recordAudit } from '@/db/queries/audit';
import { staffInvitationEmail } from '@/emails/staff-access';
import { staffRoleLabels, type StaffRole } from '@/lib/domain/staff-roles';
import { mailQueued } from '@/lib/mail';
import { actingFor, audit, clientOf, hashLinkToken, newLinkToken, staffSubject, type AuthRuntime, type RequestInfo } from '@/lib/auth/runtime';
import { signInWithPassword, type SignInOutcome } from '@/lib/auth/sign-in';

// Staff accounts: created from the command line or invited by an admin (the invitee chooses a
// password at a one-time link, valid 72 hours), given a role, removed. The last admin can be
// neither removed nor demoted, so the back office always has somebody who can manage it.

export const INVITATION_HOURS = 72;

export const invitationUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/$/, '')}/admin/invitation?token=${encodeURIComponent(token)}`;

type Actor = { id: string; email: string; name: string };

async function issueInvitation(db: Database, userId: string, invitedBy: string | null, siteUrl: string) {
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 60 * 60 * 1000);
  await createInvitation({ userId, tokenHash: hash, invitedBy, expiresAt }, db);
  return { url: invitationUrl(siteUrl, token), expiresAt };
}

export type InviteResult = { status: 'invited'; email: string } | { status: 'has_account' };

/** Invites a new staff member (or invites again somebody who never set a password) by e-mail. */
export async function inviteStaff(runtime: AuthRuntime, actor: Actor, input: { name: string; email: string; role: StaffRole }, request: RequestInfo): Promise<InviteResult> {
  const existing = await findStaffByEmail(input.email, runtime.db);
  if (existing && (await findStaffMember(existing.id, runtime.db))?.hasPassword) return { status: 'has_account' };
  const { user } = await upsertStaffUser(input, runtime.db);
  await sendInvitation(runtime, actor, user, request);
  return { status: 'invited', email: user.email };
}

/** A fresh link for somebody whose invitation expired or got lost (the old link stops working). */
export async function resendInvitation(runtime: AuthRuntime, actor: Actor, userId: string, request: RequestInfo): Promise<'sent' | 'not_found' | 'has_account'> {
  const member = await findStaffMember(userId, runtime.db);
  if (!member) return 'not_found';
  if (member.hasPassword) return 'has_account';
  await sendInvitation(runtime, actor, member, request);
  return 'sent';
}

async function sendInvitation(runtime: AuthRuntime, actor: Actor, user: { id: string; email: string; name: string; role: StaffRole }, request: RequestInfo) {
  const { url, expiresAt } = await issueInvitation(runtime.db, user.id, actor.id, runtime.siteUrl);
  await queueMessage(
    staffInvitationEmail({ to: user.email, name: user.name, url, companyName: runtime.companyName, invitedBy: actor.name, roleLabel: staffRoleLabels[user.role], expiresAt }),
    runtime.db,
  );
  mailQueued();
  await audit(runtime, { action: 'staff_invited', actor, subject: staffSubject(user), details: { role: user.role } }, clientOf(runtime, request));
}

export type AcceptOutcome = { status: 'invalid_link' } | SignInOutcome;

/** The invitee's password: set once through the link, then they are signed in. */
export async function acceptInvitation(runtime: AuthRuntime, input: { token: string; password: string }, request: RequestInfo): Promise<AcceptOutcome> {
  const user = await useInvitation(hashLinkToken(input.token), await hashPassword(input.password), runtime.db);
  if (!user) return { status: 'invalid_link' };
  await actingFor(clientOf(runtime, request), () => audit(runtime, { action: 'staff_invitation_accepted', actor: user, subject: staffSubject(user) }));
  return signInWithPassword(runtime, { email: user.email, password: input.password }, request);
}

export type ManageOutcome = 'done' | 'not_found' | 'last_admin' | 'unchanged' | 'self';

export async function changeRole(runtime: AuthRuntime, actor: Actor, input: { userId: string; role: StaffRole }, request: RequestInfo): Promise<ManageOutcome> {
  const result = await updateStaffMember(input.userId, { role: input.role }, runtime.db);
  if (result.outcome !== 'done') return result.outcome;
  await audit(runtime, { action: 'staff_role_changed', actor, subject: staffSubject(result.user), details: { from: result.user.previousRole, to: result.user.role } }, clientOf(runtime, request));
  return 'done';
}

/**
 * Removes an account (its sessions end at once; the leads it held go to nobody, in their
 * history). Nobody removes their own: another admin must.
 */
export async function removeStaff(runtime: AuthRuntime, actor: Actor, input: { userId: string }, request: RequestInfo): Promise<ManageOutcome> {
  if (input.userId === actor.id) return 'self';
  const result = await deleteStaff(input.userId, actor, runtime.db);
  if (result.outcome !== 'done') return result.outcome;
  await audit(
    runtime,
    { action: 'staff_removed', actor, subject: staffSubject(result.user), details: { role: result.user.role, name: result.user.name, unassignedLeads: result.unassignedLeads ?? 0 } },
    clientOf(runtime, request),
  );
  return 'done';
}

/** What became of the account's way in: a new password, a (new) invitation link, or neither. */
export type CommandLineAccess = 'password set' | 'invitation link' | 'password unchanged';

export type CommandLineResult = {
  created: boolean;
  /** False when the account already was as asked and nothing was written. */
  changed: boolean;
  user: { id: string; email: string; name: string; role: StaffRole };
  access: CommandLineAccess;
  invitation: { url: string; expiresAt: Date } | null;
};

/** The command was wrong: said with the usage line (exit 2). */
export class CommandLineUsageError extends Error {}
/** The command was understood and refused; nothing was changed (exit 1). */
export class CommandLineRefusal extends Error {}

/**
 * `npm run staff:add`: creates the account or updates it (a name or role left out keeps the
 * current one; the last admin is not demoted, as in the back office). With a password it sets it
 * (ending the account's sessions and links). Without, a new account, or one whose owner never
 * chose a password, gets a one-time invitation link (a new one replaces the earlier); an account
 * that has a password keeps it and gets no link, which would let whoever holds it take the account
 * over (the back office's "invite again" refuses it the same way). Needs no running server and no
 * auth secret: only the database.
 */
export async function addStaffFromCommandLine(
  db: Database,
  input: { email: string; name?: string; role?: StaffRole; password?: string },
  siteUrl: string,
): Promise<CommandLineResult> {
  const existing = await findStaffByEmail(input.email, db);
  let user: CommandLineResult['user'];
  let created = false;
  let changed = true;
  if (!existing) {
    if (!input.name || !input.role) throw new CommandLineUsageError('A new account needs --name and --role.');
    ({ user, created } = await upsertStaffUser({ email: input.email, name: input.name, role: input.role }, db));
  } else {
    const result = await updateStaffMember(existing.id, { role: input.role ?? existing.role, name: input.name }, db);
    if (result.outcome === 'last_admin') {
      throw new CommandLineRefusal(
        `${existing.email} is the only admin, and the back office needs at least one: make somebody else an admin first. Nothing was changed.`,
      );
    }
    if (result.outcome === 'not_found') throw new CommandLineRefusal(`The account of ${existing.email} was removed meanwhile. Nothing was changed.`);
    changed = result.outcome === 'done';
    user = result.outcome === 'done' ? result.user : existing;
  }
  let access: CommandLineAccess;
  let invitation: CommandLineResult['invitation'] = null;
  if (input.password) {
    await setStaffPassword(user.id, await hashPassword(input.password), db);
    access = 'password set';
  } else if (created || !(await findStaffMember(user.id, db))?.hasPassword) {
    invitation = await issueInvitation(db, user.id, null, siteUrl);
    access = 'invitation link';
  } else {
    access = 'password unchanged';
  }
  changed ||= access !== 'password unchanged';
  if (changed) {
    await recordAudit(
      { action: created ? 'staff_created' : 'staff_updated', actor: null, subject: staffSubject(user), details: { role: user.role, via: 'command line', access } },
      db,
    );
  }
  return { created, changed, user, access, invitation };
}
