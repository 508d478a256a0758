import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import type { Permission } from '@/lib/domain/staff-roles';
import { requestLog } from '@/lib/core/log';
import { safeErrorMessage } from '@/lib/core/safe-error';
import { firstFieldErrors, submittedValues } from '@/lib/actions/form-submission';
import { requireFormCall } from '@/lib/actions/form-call';
import { CHECK_FIELDS_MESSAGE } from '@/lib/actions/form-state';
import { getAuthRuntime, type AuthRuntime, type RequestInfo } from '@/lib/auth/runtime';
import { setResponseCookies } from '@/lib/auth/response-cookies';
import { checkStaff, type StaffSession } from '@/lib/auth/session';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { chooseFileAgainMessage } from '@/lib/actions/admin/messages';

// The steps every back office action takes, in order: who is asking (each action checks the
// session and role itself), the form's schema (field messages, never an exception), then the
// work. A refusal or a failure answers a message and gives back what was typed (passwords and
// codes excepted), so a form whose session ran out keeps its input while its user signs in again.

/** Typed secrets are never sent back to the page (a one-time `code`, not a dealer's `pincode`). */
const SECRET_FIELD = /password|token|^code$|_code$/i;

function echoedValues(formData: FormData): Record<string, string> {
  return Object.fromEntries(Object.entries(submittedValues(formData)).filter(([name]) => !SECRET_FIELD.test(name)));
}

/** The files a refused form sent: a page rendered from the answer shows their fields empty. */
function filesToChooseAgain(formData: FormData): Record<string, string> | undefined {
  const chosen = [...formData.entries()].filter((entry): entry is [string, File] => typeof entry[1] !== 'string' && entry[1].size > 0);
  return chosen.length > 0 ? Object.fromEntries(chosen.map(([name, file]) => [name, chooseFileAgainMessage(file.name)])) : undefined;
}

export type AdminActionContext = { runtime: AuthRuntime; request: RequestInfo };

type Access =
  /** Anyone may send it (sign-in, forgotten password, the invitation's link). */
  | { public: true }
  /** Signed-in staff; `permission` when the role matters. */
  | { permission?: Permission; allowWithoutTwoFactor?: boolean };

export async function runAdminAction<S extends z.ZodType, D = undefined>({
  name,
  formData,
  schema,
  access,
  run,
}: {
  /** Names the action in logs. */
  name: string;
  formData: FormData;
  schema: S;
  access: Access;
  run: (input: z.output<S>, context: AdminActionContext & { staff: StaffSession | null }) => Promise<AdminFormState<D>>;
}): Promise<AdminFormState<D>> {
  requireFormCall(formData); // a hand-made call with other arguments answers 404, never a 500
  const values = echoedValues(formData);
  const chooseAgain = filesToChooseAgain(formData);
  const refuse = (message: string, extra: Partial<AdminFormState<D>> = {}): AdminFormState<D> => ({ status: 'error', message, fieldErrors: {}, values, filesToChooseAgain: chooseAgain, ...extra });
  try {
    let staff: StaffSession | null = null;
    if (!('public' in access)) {
      const check = await checkStaff(access.permission, { allowWithoutTwoFactor: access.allowWithoutTwoFactor });
      if ('refusal' in check) return refuse(check.refusal.message, { signedOut: check.refusal.reason === 'signed_out' });
      staff = check.staff;
    }
    const parsed = schema.safeParse(Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === 'string')));
    if (!parsed.success) return refuse(CHECK_FIELDS_MESSAGE, { fieldErrors: firstFieldErrors(parsed.error) });
    const result = await run(parsed.data, { runtime: await getAuthRuntime(), request: { headers: new Headers(await headers()), setCookies: setResponseCookies }, staff });
    if (result.status === 'success') return { ...result, values: {} };
    return { ...result, values: { ...values, ...result.values }, filesToChooseAgain: chooseAgain };
  } catch (error) {
    unstable_rethrow(error); // redirects
    (await requestLog()).error('back office action failed', { action: name, error: safeErrorMessage(error) });
    return refuse('Something went wrong on our side and nothing was changed. Please try again in a moment.');
  }
}

export const succeeded = <D = undefined>(message: string, data?: D): AdminFormState<D> => ({ status: 'success', message, fieldErrors: {}, values: {}, data });
export const failed = <D = undefined>(message: string, fieldErrors: Record<string, string> = {}): AdminFormState<D> => ({ status: 'error', message, fieldErrors, values: {} });

/** The signed-in staff member of an action that requires one (runAdminAction has checked). */
export function signedIn(staff: StaffSession | null): Pick<StaffSession['user'], 'id' | 'email' | 'name' | 'role'> {
  if (!staff) throw new Error('this action needs a signed-in staff member');
  return staff.user;
}
