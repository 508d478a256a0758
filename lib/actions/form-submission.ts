import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { Database } from '@/db/types';
import { purgeExpiredSubmissionKeysSometimes, type SubmissionKey } from '@/db/queries/idempotency';
import { consumeRateLimit, type RateLimitPolicy } from '@/db/queries/rate-limit';
import { env } from '@/lib/core/env';
import { requestLog } from '@/lib/core/log';
import { safeErrorMessage } from '@/lib/core/safe-error';
import { clientAddress, clientHeaders, type ClientHeaders } from '@/lib/client-address';
import { HONEYPOT_FIELD, SUBMISSION_KEY_FIELD, SUBMISSION_KEY_PATTERN } from '@/lib/actions/hidden-fields';
import { CHECK_FIELDS_MESSAGE, type FormState } from '@/lib/actions/form-state';
import type { LeadOrigin } from '@/lib/domain/lead-origin';
import { rateLimitMessage } from '@/lib/rate-limit';
import { resolveLeadOrigin } from '@/lib/request-origin';

// The steps every form action takes, in order: honeypot, validation with the form's schema (the
// one the browser used), the per-client rate limit, then the store, under the submission's key
// (a repeat of a stored submission is answered as a success and stores nothing). Expected
// refusals answer a message in the form; anything unexpected (the database is away) answers the
// form's failure message with the visitor's input kept, and is logged.

/** What the server action knows about the request (from next/headers). */
export type RequestContext = ClientHeaders & { referer: string | null; host: string | null };

/** A refusal the store decided on (not a failure): shown as it is. */
export class FormRejection extends Error {
  constructor(readonly state: Partial<FormState> & { message: string }) {
    super(state.message);
    this.name = 'FormRejection';
  }
}

const MAX_ECHOED_VALUE = 10_000;
/** Fields that say where a form was sent from, not what it says. */
const ORIGIN_FIELDS = new Set(['source_page', 'utm']);

/** The submitted text fields, to give back to a page rendered without JavaScript. */
export function submittedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string' || key.startsWith('$ACTION') || key === HONEYPOT_FIELD || key === SUBMISSION_KEY_FIELD) continue;
    values[key] = value.slice(0, MAX_ECHOED_VALUE);
  }
  return values;
}

/**
 * The submission's key: the one its form carried (fresh for each rendered form, see
 * components/forms/use-lead-form.ts), or, from a form sent before JavaScript ran, a hash of what
 * was sent: the back button's resubmission of the same post is then a repeat too.
 */
export function submissionKeyOf(form: string, formData: FormData, values: Record<string, string>): SubmissionKey {
  const sent = formData.get(SUBMISSION_KEY_FIELD);
  if (typeof sent === 'string' && SUBMISSION_KEY_PATTERN.test(sent)) return { form, key: sent };
  const content = Object.entries(values)
    .filter(([name]) => !ORIGIN_FIELDS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return { form, key: `content:${createHash('sha256').update(JSON.stringify(content)).digest('base64url')}` };
}

export function firstFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return fieldErrors;
}

export type FormSubmission<S extends z.core.$ZodType> = {
  /** Names the form in rate-limit buckets, submission keys and logs. */
  form: string;
  formData: FormData;
  request: RequestContext;
  schema: S;
  /** The form's answer when it is done: stored now, stored before (a repeat), or a bot's. */
  successMessage: string;
  failureMessage: string;
  /** Stores the lead under the submission's key; may answer a success message of its own. */
  store: (data: z.output<S>, origin: LeadOrigin, submission: SubmissionKey) => Promise<string | void>;
  db?: Database;
  rateLimit?: RateLimitPolicy;
};

export async function handleFormSubmission<S extends z.core.$ZodType>({
  form,
  formData,
  request,
  schema,
  successMessage,
  failureMessage,
  store,
  db,
  rateLimit = { max: env.RATE_LIMIT_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
}: FormSubmission<S>): Promise<FormState> {
  const values = submittedValues(formData);
  const refuse = (message: string, extra: Partial<FormState> = {}): FormState => ({ status: 'error', message, fieldErrors: {}, values, ...extra });
  const success = (message: string): FormState => ({ status: 'success', message, fieldErrors: {}, values: {} });

  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    // Answered like any success: a bot learns nothing from it. Nothing is stored.
    (await requestLog()).warn('form ignored: honeypot filled', { form });
    return success(successMessage);
  }

  const parsed = z.safeParse(schema, values);
  if (!parsed.success) return refuse(CHECK_FIELDS_MESSAGE, { fieldErrors: firstFieldErrors(parsed.error) });

  try {
    const limit = await consumeRateLimit(form, clientAddress(request, env.TRUSTED_PROXY_COUNT), rateLimit, db);
    if (!limit.allowed) {
      (await requestLog()).warn('form refused: rate limit', { form, hits: limit.hits });
      return refuse(rateLimitMessage(limit.retryAfterSeconds));
    }
    const origin = resolveLeadOrigin({ source_page: formData.get('source_page'), utm: formData.get('utm') }, request.referer, request.host);
    const message = await store(parsed.data, origin, submissionKeyOf(form, formData, values));
    await purgeExpiredSubmissionKeysSometimes(db).catch(() => {});
    return success(message || successMessage);
  } catch (error) {
    if (error instanceof FormRejection) return refuse(error.state.message, error.state);
    (await requestLog()).error('form submission failed', { form, error: safeErrorMessage(error) });
    return refuse(failureMessage);
  }
}

/** The request as a server action sees it. */
export async function currentRequest(): Promise<RequestContext> {
  const { headers } = await import('next/headers');
  const list = await headers();
  return { ...clientHeaders(list), referer: list.get('referer'), host: list.get('x-forwarded-host') ?? list.get('host') };
}
