'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { createDealer, updateDealer, type DealerSaveOutcome } from '@/db/queries/dealers-admin';
import { failed, runAdminAction, signedIn, type AdminActionContext } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { clientOf } from '@/lib/auth/runtime';
import type { StaffSession } from '@/lib/auth/session';
import { FORBIDDEN_MESSAGE } from '@/lib/auth/session';
import { mayOpenLeadKind } from '@/lib/domain/lead-workflow';
import { dealerActivationSchema, dealerAdminMessages, dealerEditSchema, newDealerSchema } from '@/lib/schemas/dealer-admin';

// Creating, editing, deactivating and reactivating a dealer (admins and editors: content:edit).
// Creating one from a dealer application also needs a role that opens dealer applications, so only
// a role that may see the lead and edit dealers (today: admin) can. Every write is one transaction with its
// audit entry; an edit made on an outdated version is refused. The locator on /dealers follows
// through the content_changes trigger, within seconds.

const dealerPath = (id: string) => `/admin/dealers/${id}`;
const applicationPath = (id: string) => `/admin/leads/dealer_application/${id}`;

/** The ticked category boxes (one `categories` entry each) as one value the schema reads. */
function withCategoriesJoined(formData: FormData): FormData {
  if (!(formData instanceof FormData)) return formData;
  const joined = new FormData();
  for (const [name, value] of formData.entries()) if (name !== 'categories') joined.append(name, value);
  joined.set('categories', formData.getAll('categories').filter((value) => typeof value === 'string').join(','));
  return joined;
}

const writerOf = (staff: StaffSession | null, { runtime, request }: AdminActionContext) => ({ ...signedIn(staff), clientHash: clientOf(runtime, request).hash });

function refusal(outcome: Exclude<DealerSaveOutcome, { outcome: 'saved' }>): AdminFormState {
  switch (outcome.outcome) {
    case 'stale':
      return failed(outcome.savedBy ? dealerAdminMessages.staleBy(outcome.savedBy) : dealerAdminMessages.stale);
    case 'not_found':
      return failed(dealerAdminMessages.gone);
    case 'id_taken':
      return failed(dealerAdminMessages.idTaken);
    case 'application_gone':
      return failed(dealerAdminMessages.applicationGone);
    case 'application_not_won':
      return failed(dealerAdminMessages.applicationNotWon);
    case 'already_converted':
      return failed(dealerAdminMessages.alreadyConverted(outcome.dealer.name));
  }
}

export async function createDealerRecord(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'create-dealer',
    formData: withCategoriesJoined(formData),
    schema: newDealerSchema,
    access: { permission: 'content:edit' },
    run: async ({ source_application_id, ...fields }, context) => {
      const { staff } = context;
      if (source_application_id && !(staff && mayOpenLeadKind(staff.user.role, 'dealer_application'))) return failed(FORBIDDEN_MESSAGE);
      const outcome = await createDealer(fields, source_application_id, writerOf(staff, context));
      if (outcome.outcome !== 'saved') return refusal(outcome);
      if (source_application_id) {
        revalidatePath(applicationPath(source_application_id));
        redirect(applicationPath(source_application_id));
      }
      redirect(`${dealerPath(outcome.dealer.id)}?saved=1`);
    },
  });
}

export async function saveDealer(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'save-dealer',
    formData: withCategoriesJoined(formData),
    schema: dealerEditSchema,
    access: { permission: 'content:edit' },
    run: async ({ id, version, ...fields }, context) => {
      const outcome = await updateDealer(id, version, fields, writerOf(context.staff, context));
      if (outcome.outcome !== 'saved') return refusal(outcome);
      redirect(`${dealerPath(id)}?saved=${outcome.dealer.version}`);
    },
  });
}

/** Deactivate (off the locator, kept here) or reactivate a dealer. */
export async function setDealerActivation(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'set-dealer-activation',
    formData,
    schema: dealerActivationSchema,
    access: { permission: 'content:edit' },
    run: async ({ id, version, is_active }, context) => {
      const outcome = await updateDealer(id, version, { is_active }, writerOf(context.staff, context));
      if (outcome.outcome !== 'saved') return refusal(outcome);
      redirect(`${dealerPath(id)}?saved=${outcome.dealer.version}`);
    },
  });
}
