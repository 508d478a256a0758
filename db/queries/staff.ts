import { and, asc, eq, getTableColumns, gt, lte, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { recordLeadsReleasedBy } from '@/db/queries/lead-inbox';
import { backOfficeSettings, staffAccounts, staffInvitations, staffSessions, staffTwoFactors, staffUsers, type StaffUser } from '@/db/schema';
import { MANAGING_ROLE, type StaffRole } from '@/lib/domain/staff-roles';

// Staff accounts as the back office manages them. better-auth reads and writes the same tables
// for sign-in and sessions; what it does not do (invitations, roles, removal, the command line's
// accounts) is here. Passwords arrive hashed: nothing here ever sees one in clear.

async function database(db?: Database): Promise<Database> {
  return db ?? (await getDb());
}

/** better-auth's name for the account that holds a password. */
const CREDENTIAL_PROVIDER = 'credential';

export type StaffMember = Pick<StaffUser, 'id' | 'name' | 'email' | 'role' | 'two_factor_enabled' | 'created_at'> & {
  hasPassword: boolean;
  invitationExpiresAt: Date | null;
};

export async function listStaff(db?: Database): Promise<StaffMember[]> {
  return selectStaff(undefined, db);
}

export async function findStaffMember(id: string, db?: Database): Promise<StaffMember | null> {
  const [member] = await selectStaff(eq(staffUsers.id, id), db);
  return member ?? null;
}

async function selectStaff(where: SQL | undefined, db?: Database): Promise<StaffMember[]> {
  const rows = await (await database(db))
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      two_factor_enabled: staffUsers.two_factor_enabled,
      created_at: staffUsers.created_at,
      hasPassword: sql<boolean>`coalesce(bool_or(${staffAccounts.password} is not null), false)`,
      invitationExpiresAt: sql<Date | string | null>`max(${staffInvitations.expires_at})`,
    })
    .from(staffUsers)
    .leftJoin(staffAccounts, and(eq(staffAccounts.user_id, staffUsers.id), eq(staffAccounts.provider_id, CREDENTIAL_PROVIDER)))
    .leftJoin(staffInvitations, and(eq(staffInvitations.user_id, staffUsers.id), gt(staffInvitations.expires_at, sql`now()`)))
    .where(where)
    .groupBy(staffUsers.id)
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
  return rows.map((row) => ({ ...row, invitationExpiresAt: row.invitationExpiresAt === null ? null : new Date(row.invitationExpiresAt) }));
}

/**
 * The role of the staff member whose session `token` is (the session cookie's value before its
 * signature) while that session lasts, or null. Asked by proxy.ts only, to answer a lead of a kind
 * the role does not open as one that does not exist; the page reads the session in full itself.
 */
export async function findSessionRole(token: string, db?: Database): Promise<StaffRole | null> {
  const [row] = await (await database(db))
    .select({ role: staffUsers.role })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.user_id))
    .where(and(eq(staffSessions.token, token), gt(staffSessions.expires_at, sql`now()`)));
  return row?.role ?? null;
}

export async function findStaffByEmail(email: string, db?: Database): Promise<StaffUser | null> {
  const [row] = await (await database(db)).select().from(staffUsers).where(eq(staffUsers.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** Creates the account, or updates the name and role of the one with this e-mail. */
export async function upsertStaffUser(
  { email, name, role }: { email: string; name: string; role: StaffRole },
  db?: Database,
): Promise<{ user: StaffUser; created: boolean }> {
  const [row] = await (await database(db))
    .insert(staffUsers)
    .values({ email: email.trim().toLowerCase(), name, role })
    .onConflictDoUpdate({ target: staffUsers.email, set: { name, role, updated_at: sql`now()` } })
    // xmax is 0 on a row this statement inserted (not one it updated).
    .returning({ ...getTableColumns(staffUsers), created: sql<boolean>`(xmax = 0)` });
  const { created, ...user } = row;
  return { user, created };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function writePassword(tx: Tx | Database, userId: string, passwordHash: string) {
  await tx
    .insert(staffAccounts)
    .values({ user_id: userId, provider_id: CREDENTIAL_PROVIDER, account_id: userId, password: passwordHash })
    .onConflictDoUpdate({
      target: [staffAccounts.provider_id, staffAccounts.account_id],
      set: { password: passwordHash, updated_at: sql`now()` },
    });
}

/**
 * Sets a user's password (the command line). Their sessions end and pending invitations lapse:
 * whoever held the old password, or a link, no longer gets in.
 */
export async function setStaffPassword(userId: string, passwordHash: string, db?: Database): Promise<void> {
  await (await database(db)).transaction(async (tx) => {
    await writePassword(tx, userId, passwordHash);
    await tx.delete(staffSessions).where(eq(staffSessions.user_id, userId));
    await tx.delete(staffInvitations).where(eq(staffInvitations.user_id, userId));
  });
}

/** A new invitation replaces the user's earlier ones (and expired ones of anybody are cleared). */
export async function createInvitation(
  invitation: { userId: string; tokenHash: string; invitedBy: string | null; expiresAt: Date },
  db?: Database,
): Promise<void> {
  await (await database(db)).transaction(async (tx) => {
    await tx.delete(staffInvitations).where(eq(staffInvitations.user_id, invitation.userId));
    await tx.delete(staffInvitations).where(lte(staffInvitations.expires_at, sql`now()`));
    await tx.insert(staffInvitations).values({
      user_id: invitation.userId,
      token_hash: invitation.tokenHash,
      invited_by: invitation.invitedBy,
      expires_at: invitation.expiresAt,
    });
  });
}

export type PendingInvitation = { userId: string; email: string; name: string; expiresAt: Date };

export async function findPendingInvitation(tokenHash: string, db?: Database): Promise<PendingInvitation | null> {
  const [row] = await (await database(db))
    .select({ userId: staffUsers.id, email: staffUsers.email, name: staffUsers.name, expiresAt: staffInvitations.expires_at })
    .from(staffInvitations)
    .innerJoin(staffUsers, eq(staffUsers.id, staffInvitations.user_id))
    .where(and(eq(staffInvitations.token_hash, tokenHash), gt(staffInvitations.expires_at, sql`now()`)));
  return row ?? null;
}

/**
 * Uses an invitation once: the link stops working and the password is set, together. Null when
 * the link is unknown, used or expired.
 */
export async function acceptInvitation(tokenHash: string, passwordHash: string, db?: Database): Promise<Pick<StaffUser, 'id' | 'email'> | null> {
  return (await database(db)).transaction(async (tx) => {
    const [used] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.token_hash, tokenHash), gt(staffInvitations.expires_at, sql`now()`)))
      .returning({ userId: staffInvitations.user_id });
    if (!used) return null;
    await tx.delete(staffInvitations).where(eq(staffInvitations.user_id, used.userId));
    await writePassword(tx, used.userId, passwordHash);
    const [user] = await tx.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, used.userId));
    return user ?? null;
  });
}

export type ManagedChange<T> = { outcome: 'done'; user: T } | { outcome: 'not_found' | 'last_admin' | 'unchanged' };

/**
 * Role changes and removals take the admins' rows first, always in the same order, then the
 * member's own: two admins demoting each other at once take turns (no deadlock), and the second
 * sees the first's change, so the managing role never ends up empty.
 */
async function lockForManagement(tx: Tx, userId: string): Promise<{ current: StaffUser | undefined; otherAdmins: number }> {
  const admins = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.role, MANAGING_ROLE)).orderBy(asc(staffUsers.id)).for('update');
  const [current] = await tx.select().from(staffUsers).where(eq(staffUsers.id, userId)).for('update');
  return { current, otherAdmins: admins.filter((admin) => admin.id !== userId).length };
}

/** A member's role (and, from the command line, name); refused when it would leave no admin. */
export async function updateStaffMember(
  userId: string,
  change: { role: StaffRole; name?: string },
  db?: Database,
): Promise<ManagedChange<StaffUser & { previousRole: StaffRole }>> {
  return (await database(db)).transaction(async (tx) => {
    const { current, otherAdmins } = await lockForManagement(tx, userId);
    if (!current) return { outcome: 'not_found' };
    const name = change.name ?? current.name;
    if (current.role === change.role && current.name === name) return { outcome: 'unchanged' };
    if (current.role !== change.role && current.role === MANAGING_ROLE && otherAdmins === 0) return { outcome: 'last_admin' };
    const [user] = await tx.update(staffUsers).set({ role: change.role, name, updated_at: sql`now()` }).where(eq(staffUsers.id, userId)).returning();
    return { outcome: 'done', user: { ...user, previousRole: current.role } };
  });
}

/** Removes the account with its sessions, password, second factor and invitations (cascade). */
/**
 * Deletes the account. The leads it held go back to nobody (the foreign key clears them), and each
 * lead's history says so, by whoever removed the account; `unassignedLeads` counts them.
 */
export async function removeStaff(userId: string, actor: { id: string; name: string }, db?: Database): Promise<ManagedChange<StaffUser> & { unassignedLeads?: number }> {
  return (await database(db)).transaction(async (tx) => {
    const { current, otherAdmins } = await lockForManagement(tx, userId);
    if (!current) return { outcome: 'not_found' };
    if (current.role === MANAGING_ROLE && otherAdmins === 0) return { outcome: 'last_admin' };
    const unassignedLeads = await recordLeadsReleasedBy(tx, current, actor);
    await tx.delete(staffUsers).where(eq(staffUsers.id, userId));
    return { outcome: 'done', user: current, unassignedLeads };
  });
}

/** Whether the library's lock on wrong second-factor codes holds this account now (by the database's clock). */
export async function isSecondFactorLocked(userId: string, db?: Database): Promise<boolean> {
  const [row] = await (await database(db))
    .select({ locked: sql<boolean>`coalesce(${staffTwoFactors.locked_until} > now(), false)` })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.user_id, userId));
  return row?.locked === true;
}

export type BackOfficeSettings = { requireTwoFactor: boolean };

export async function getBackOfficeSettings(db?: Database): Promise<BackOfficeSettings> {
  const [row] = await (await database(db)).select({ requireTwoFactor: backOfficeSettings.require_two_factor }).from(backOfficeSettings);
  return row ?? { requireTwoFactor: false };
}

export async function setRequireTwoFactor(requireTwoFactor: boolean, updatedBy: string, db?: Database): Promise<void> {
  await (await database(db))
    .insert(backOfficeSettings)
    .values({ id: 1, require_two_factor: requireTwoFactor, updated_by: updatedBy })
    .onConflictDoUpdate({ target: backOfficeSettings.id, set: { require_two_factor: requireTwoFactor, updated_by: updatedBy, updated_at: sql`now()` } });
}

