// Who may do what in the back office. A role is a named set of permissions: adding a role means
// adding it to `staffRoles` and naming the permissions it holds below; checks always ask for a
// permission, never for a role.

export const staffRoles = ['admin', 'staff', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  admin: 'Admin',
  staff: 'Staff',
  editor: 'Editor',
};

export const staffRoleDescriptions: Record<StaffRole, string> = {
  admin: 'Everything, including staff accounts, security settings, the audit log, erasing personal data and who receives lead notifications.',
  staff: 'Leads.',
  editor: 'Site content: news articles and their images, products and their images, the category pages and the dealer network. No leads.',
};

export const permissions = ['leads:read', 'staff:manage', 'audit:read', 'security:manage', 'personal-data:erase', 'notifications:manage', 'content:edit'] as const;
export type Permission = (typeof permissions)[number];

const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  admin: permissions,
  staff: ['leads:read'],
  editor: ['content:edit'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

export function can(role: StaffRole, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}

/** The roles that hold `permission` (e.g. who may be assigned a lead: the roles with leads:read). */
export function rolesWith(permission: Permission): StaffRole[] {
  return staffRoles.filter((role) => can(role, permission));
}

/** The role that keeps the back office manageable: at least one account must hold it. */
export const MANAGING_ROLE: StaffRole = 'admin';
