import type { z } from 'zod';
import type { Database } from '@/db/types';
import { env } from '@/lib/core/env';
import { requestLog } from '@/lib/core/log';
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from '@/lib/actions/form-honeypot';
import { CHECK_FIELDS_MESSAGE, type FormState } from '@/lib/actions/form-state';
import { consumeRateLimit, type RateLimitPolicy } from '@/db/queries/rate-limit';
import { clientIp, rateLimitMessage } from '@/lib/rate-limit';
import type { LeadOrigin } from '@/lib/domain/lead-origin';
import { answerWithin } from '@/lib/core/request-deadline';
import { resolveLeadOrigin } from '@/lib/request-origin';
import { safeErrorMessage } from '@/lib/core/safe-error';

// The steps every form action takes, in order: honeypot, validation with the form's schema (the
// one the browser used), the per-client rate limit, then the store. Expected refusals answer a
// message in the form; anything unexpected (the database is away) answers the form's failure
// message with the visitor's input kept, and is logged. A stalled database cannot hold the
// visitor: the failure message comes within FORM_ANSWER_MS, and nothing is stored afterwards.

/** The visitor is answered within this (spec §8's failure message when the database stalls). */
const FORM_ANSWER_MS = 9_500;

/**
 * A transaction must commit early enough that, should the network stall right then, the answer can
 * still wait for the database to roll it back (its idle-in-transaction timeout) within the budget.
 */
function formDeadline() {
  const commitSettleMs = env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS * 1000 + 500;
  return { commitBy: Date.now() + Math.max(FORM_ANSWER_MS - commitSettleMs, 2_000), commitSettleMs };
}

/** What the server action knows about the request (from next/headers). */
export type RequestContext = { forwardedFor: string | null; referer: string | null; host: string | null };

/** A refusal the store decided on (not a failure): shown as it is. */
export class FormRejection extends Error {
  constructor(readonly state: Partial<FormState> & { message: string }) {
    super(state.message);
    this.name = 'FormRejection';
  }
}

const MAX_ECHOED_VALUE = 10_000;

/** The submitted text fields, to give back to a page rendered without JavaScript. */
export function submittedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string' || key.startsWith('$ACTION') || key === HONEYPOT_FIELD) continue;
    values[key] = value.slice(0, MAX_ECHOED_VALUE);
  }
  return values;
}

export function firstFieldErrors(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return fieldErrors;
}

export type FormSubmission<S extends z.ZodType> = {
  /** Names the form in rate-limit buckets and logs. */
  form: string;
  formData: FormData;
  request: RequestContext;
  schema: S;
  failureMessage: string;
  /** Stores the lead; answers the success message. */
  store: (data: z.output<S>, origin: LeadOrigin) => Promise<string>;
  db?: Database;
  rateLimit?: RateLimitPolicy;
};

export async function handleFormSubmission<S extends z.ZodType>({
  form,
  formData,
  request,
  schema,
  failureMessage,
  store,
  db,
  rateLimit = { max: env.RATE_LIMIT_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
}: FormSubmission<S>): Promise<FormState> {
  const values = submittedValues(formData);
  const refuse = (message: string, extra: Partial<FormState> = {}): FormState => ({ status: 'error', message, fieldErrors: {}, values, ...extra });

  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    (await requestLog()).warn('form refused: honeypot filled', { form });
    return refuse(HONEYPOT_MESSAGE);
  }

  const parsed = schema.safeParse(values);
  if (!parsed.success) return refuse(CHECK_FIELDS_MESSAGE, { fieldErrors: firstFieldErrors(parsed.error) });

  try {
    return await answerWithin(
      formDeadline(),
      async (): Promise<FormState> => {
        const limit = await consumeRateLimit(form, clientIp(request.forwardedFor, env.TRUSTED_PROXY_COUNT), rateLimit, db);
        if (!limit.allowed) {
          (await requestLog()).warn('form refused: rate limit', { form, hits: limit.hits });
          return refuse(rateLimitMessage(limit.retryAfterSeconds));
        }
        const origin = resolveLeadOrigin({ source_page: formData.get('source_page'), utm: formData.get('utm') }, request.referer, request.host);
        const message = await store(parsed.data, origin);
        return { status: 'success', message, fieldErrors: {}, values: {} };
      },
      () => {
        void requestLog().then((logger) => logger.error('form submission failed: the database did not answer in time', { form }));
        return refuse(failureMessage);
      },
    );
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
  return { forwardedFor: list.get('x-forwarded-for'), referer: list.get('referer'), host: list.get('x-forwarded-host') ?? list.get('host') };
}
