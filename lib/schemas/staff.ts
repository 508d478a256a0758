import { z } from 'zod';
import { emailField, requiredText } from '@/lib/schemas/fields';
import { staffRoleLabels, staffRoles } from '@/lib/domain/staff-roles';

// The back office's forms, each described once: the fields the page renders (label, kind,
// autocomplete) and the schema its server action checks them with. Messages are the ones the
// form shows under each field. Passwords follow better-auth's limits (lib/auth/server.ts).

export type AdminField = {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password' | 'select' | 'checkbox' | 'code' | 'textarea' | 'file';
  autoComplete?: string;
  /** A file input's `accept`: a hint for the picker; the action reads the bytes. */
  accept?: string;
  hint?: string;
  options?: readonly (readonly [value: string, label: string])[];
  maxLength?: number;
};

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const currentPassword = z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(PASSWORD_MAX, `A password has at most ${PASSWORD_MAX} characters.`);
const newPassword = z
  .string({ error: `Choose a password of at least ${PASSWORD_MIN} characters.` })
  .min(PASSWORD_MIN, `Choose a password of at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `A password has at most ${PASSWORD_MAX} characters.`);
const linkToken = z.string({ error: 'This link is incomplete. Open the link from the e-mail again.' }).min(16, 'This link is incomplete. Open the link from the e-mail again.').max(200);
const staffId = z.uuid({ error: 'Choose a staff member from the list.' });
const role = z.enum(staffRoles, { error: 'Choose a role.' });

/** A new password typed twice; the second must match. */
const choosePassword = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, password: newPassword, confirmPassword: z.string().optional() }).refine((value) => {
    const { password, confirmPassword } = value as { password: string; confirmPassword?: string };
    return password === confirmPassword;
  }, {
    path: ['confirmPassword'],
    message: 'The two passwords differ. Type the same password twice.',
  });

const emailInput: AdminField = { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'username', maxLength: 254 };
const newPasswordInputs: AdminField[] = [
  { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password', hint: `At least ${PASSWORD_MIN} characters. A few unrelated words make a strong one.`, maxLength: PASSWORD_MAX },
  { name: 'confirmPassword', label: 'New password again', type: 'password', autoComplete: 'new-password', maxLength: PASSWORD_MAX },
];
const roleOptions = staffRoles.map((value) => [value, staffRoleLabels[value]] as const);

export const signInForm = {
  fields: [emailInput, { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password', maxLength: PASSWORD_MAX }] satisfies AdminField[],
  schema: z.object({ email: emailField(), password: currentPassword }),
};

const SECOND_FACTOR_MESSAGE = 'Enter the 6-digit code from your authenticator app, or one of your backup codes.';
export const secondFactorForm = {
  fields: [{ name: 'code', label: 'Code', type: 'code', autoComplete: 'one-time-code', hint: 'The 6-digit code your app shows now, or a backup code (like abcde-12345).', maxLength: 20 }] satisfies AdminField[],
  schema: z.object({
    code: z.preprocess(
      (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
      z.string({ error: SECOND_FACTOR_MESSAGE }).regex(/^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/, SECOND_FACTOR_MESSAGE),
    ),
  }),
};

export const forgotPasswordForm = {
  fields: [emailInput] satisfies AdminField[],
  schema: z.object({ email: emailField() }),
};

export const resetPasswordForm = { fields: newPasswordInputs, schema: choosePassword({ token: linkToken }) };
export const acceptInvitationForm = { fields: newPasswordInputs, schema: choosePassword({ token: linkToken }) };

export const inviteStaffForm = {
  fields: [
    { name: 'name', label: 'Name', type: 'text', autoComplete: 'off', maxLength: 100 },
    { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'off', maxLength: 254 },
    { name: 'role', label: 'Role', type: 'select', options: roleOptions },
  ] satisfies AdminField[],
  schema: z.object({ name: requiredText({ label: 'Name', max: 100, message: 'Enter the name.' }), email: emailField(), role }),
};

export const changeRoleForm = {
  fields: [{ name: 'role', label: 'Role', type: 'select', options: roleOptions }] satisfies AdminField[],
  schema: z.object({ userId: staffId, role }),
};

/** Send a member a new invitation: the member is the only input. */
export const staffMemberForm = { fields: [] satisfies AdminField[], schema: z.object({ userId: staffId }) };

/** Remove a member: one click could not undo it, so a box confirms it (its label names the member). */
export const removeStaffForm = {
  fields: [{ name: 'confirm', label: 'Remove this account', type: 'checkbox' }] satisfies AdminField[],
  schema: z.object({ userId: staffId, confirm: z.literal('on', { error: 'Tick the box to confirm the removal.' }) }),
};

export const twoFactorRequirementForm = {
  fields: [
    {
      name: 'requireTwoFactor',
      label: 'Require two-factor authentication for all staff',
      type: 'checkbox',
      hint: 'Staff without it are asked to set it up before they see any data.',
    },
  ] satisfies AdminField[],
  schema: z.object({ requireTwoFactor: z.preprocess((value) => value === 'on' || value === 'true', z.boolean()) }),
};

export const confirmWithPasswordForm = {
  fields: [{ name: 'password', label: 'Your password', type: 'password', autoComplete: 'current-password', maxLength: PASSWORD_MAX }] satisfies AdminField[],
  schema: z.object({ password: currentPassword }),
};

const TOTP_MESSAGE = 'Enter the 6-digit code your authenticator app shows.';
export const totpCodeForm = {
  fields: [{ name: 'code', label: 'Code from the app', type: 'code', autoComplete: 'one-time-code', maxLength: 10 }] satisfies AdminField[],
  schema: z.object({ code: z.preprocess((value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value), z.string({ error: TOTP_MESSAGE }).regex(/^\d{6}$/, TOTP_MESSAGE)) }),
};

export const changePasswordForm = {
  fields: [{ name: 'currentPassword', label: 'Current password', type: 'password', autoComplete: 'current-password', maxLength: PASSWORD_MAX }, ...newPasswordInputs] satisfies AdminField[],
  schema: choosePassword({ currentPassword }),
};

/** `npm run staff:add`'s options (name and role may be left out when updating an account). */
export const staffAddOptions = z.object({
  email: emailField(),
  name: z.optional(requiredText({ label: 'Name', max: 100, message: 'must not be empty' })),
  role: z.enum(staffRoles, { error: `must be one of: ${staffRoles.join(', ')}` }).optional(),
  password: newPassword.optional(),
});
