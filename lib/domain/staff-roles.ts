// Who may do what in the back office. A role is a named set of permissions: adding a role means
// adding it to `staffRoles` and naming the permissions it holds below; checks always ask for a
// permission, never for a role. Which kinds of lead a role opens follows from its permissions
// (leadKindsOf, lib/domain/lead-workflow.ts).

// New roles go at the end: the database's enum gains them in this order (migration 0018).
export const staffRoles = ['admin', 'staff', 'editor', 'sales', 'hr'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  admin: 'Admin',
  staff: 'Staff',
  editor: 'Editor',
  sales: 'Sales',
  hr: 'HR',
};

export const staffRoleDescriptions: Record<StaffRole, string> = {
  admin: 'Everything, including staff accounts, security settings, the audit log, erasing personal data and who receives lead notifications.',
  staff: 'Every kind of lead, job applications and their resumes included.',
  editor: 'Site content: news articles and their images, products and their images, the category pages and the dealer network. No leads.',
  sales: 'The sales leads: enquiries, quote requests, dealer applications, PPE launch notifications and newsletter sign-ups. No job applications.',
  hr: 'Job applications (career applications) and their resumes. No sales leads.',
};

/**
 * `leads:read` opens the leads area (the inbox, its export, a lead's page); which leads a role sees
 * there is a permission per group of kinds: `sales-leads:read` every lead but job applications,
 * `applications:read` job applications and their resumes (lib/domain/lead-workflow.ts maps each
 * kind to one of them).
 */
export const permissions = ['leads:read', 'sales-leads:read', 'applications:read', 'staff:manage', 'audit:read', 'security:manage', 'personal-data:erase', 'notifications:manage', 'content:edit'] as const;
export type Permission = (typeof permissions)[number];

const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  admin: permissions,
  staff: ['leads:read', 'sales-leads:read', 'applications:read'],
  editor: ['content:edit'],
  sales: ['leads:read', 'sales-leads:read'],
  hr: ['leads:read', 'applications:read'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

export function can(role: StaffRole, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}

/** The roles that hold `permission`. */
export function rolesWith(permission: Permission): StaffRole[] {
  return staffRoles.filter((role) => can(role, permission));
}

/** The role that keeps the back office manageable: at least one account must hold it. */
export const MANAGING_ROLE: StaffRole = 'admin';
