'use client';

import { useActionState, useEffect, useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { CHECK_FIELDS_MESSAGE, failureReason, initialFormState, type FormState } from '@/lib/actions/form-state';
import { useFormDraft, type DraftOptions } from '@/components/forms/use-form-draft';
import { useHydrated } from '@/components/forms/use-hydrated';
import type { FormDescription } from '@/lib/schemas/form-description';

export type FormAction = (previous: FormState, formData: FormData) => Promise<FormState>;

/** How long the browser waits for the server's answer before telling the visitor it failed. */
const ANSWER_DEADLINE_MS = 30_000;

/** How long a submission waits for the browser's checks to load before leaving them to the server. */
const VALIDATION_LOAD_MS = 10_000;

type Values = Record<string, string | boolean>;

type Options = {
  /** The form's description: the browser's checks are built from it once the visitor starts. */
  form: FormDescription;
  action: FormAction;
  /** What the fields hold when the form opens and after a successful submission. */
  defaults: Values;
  /** The form's failure message (spec §8): what any failure to store shows. */
  failureMessage: string;
  /** Where the form posts before (or without) JavaScript: the page it is on, with its query. */
  permalink: string;
  draft?: DraftOptions;
  onSuccess?: () => void;
  onError?: (state: FormState) => void;
  /** Runs after validation, before the action: may add to the data (or answer null to stop). */
  beforeSubmit?: (data: FormData) => Promise<FormData | null>;
};

/** The failure toast: the form's own message, with the server's reason under it when it gave one. */
export function failureToast(failureMessage: string, reason?: string) {
  const description = failureReason(failureMessage, reason);
  toast.error(failureMessage, description ? { description } : undefined);
}

/** 128 random bits; `crypto.getRandomValues` works on plain http too, unlike randomUUID. */
function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The server action's answer, or the form's failure when none came: the connection failed or was
 * reset, a proxy answered 502/503/504 instead of the server, the server was restarting, or the
 * answer took longer than ANSWER_DEADLINE_MS. (Dispatched through useActionState, such a failure
 * would be thrown into the page's error boundary, replacing the form and what was typed.)
 */
async function askServer(action: FormAction, previous: FormState, data: FormData, failureMessage: string): Promise<FormState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), ANSWER_DEADLINE_MS);
  });
  try {
    return await Promise.race([action(previous, data), deadline]);
  } catch {
    return { status: 'error', message: failureMessage, fieldErrors: {}, values: {} };
  } finally {
    clearTimeout(timer);
  }
}

/** The answer of `promise`, or null when it fails or has not come within `ms`. */
async function within<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The browser's checks, loaded on the visitor's first focus or keystroke in the form (at the latest
 * by the submission, which waits for them). Should they not arrive (the network dropped, or they
 * take longer than VALIDATION_LOAD_MS), the form is sent as it is and the server's checks, the same
 * ones, answer with their messages; a failed load is tried again at the next use.
 */
function useLazyResolver(form: FormDescription) {
  const loading = useRef<Promise<Resolver<FieldValues> | null> | null>(null);
  const load = () =>
    (loading.current ??= import('@/components/forms/form-validation').then(
      (validation) => validation.formResolver(form),
      () => {
        loading.current = null;
        return null;
      },
    ));
  const resolver: Resolver<FieldValues> = async (values, context, options) => {
    const check = await within(load(), VALIDATION_LOAD_MS);
    return check ? check(values, context, options) : { values, errors: {} };
  };
  return { resolver, preload: () => void load() };
}

/**
 * One lead form's state. react-hook-form validates with the shared schema (built from the form's
 * description, loaded when the visitor starts on the form) as the visitor types; the server
 * action (same schema) stores. With JavaScript the action is called directly and any failure
 * becomes the form's failure toast, every value left in place. Before JavaScript runs
 * (or without it) the form posts to the action through `useActionState`, and the page rendered
 * from the answer starts from that state (its fields filled in, its notice shown).
 *
 * Each rendered form carries a random submission key, kept across failed attempts and renewed
 * after a success: a retry of a submission that was in fact stored is answered as a success and
 * stores nothing more (db/queries/idempotency.ts).
 */
export function useLeadForm({
  form: description,
  action,
  defaults,
  failureMessage,
  permalink,
  draft,
  onSuccess,
  onError,
  beforeSubmit,
}: Options) {
  const [postedState, formAction] = useActionState(action, initialFormState, permalink);
  const [state, setState] = useState(postedState);
  const [sending, startSending] = useTransition();
  const inFlight = useRef(false);
  const [submissionKey, setSubmissionKey] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const hydrated = useHydrated();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues: Record<string, unknown> = { ...defaults, ...(postedState.status === 'error' ? postedState.values : {}) };
  const validation = useLazyResolver(description);
  const form = useForm<FieldValues>({
    resolver: validation.resolver,
    defaultValues: initialValues,
    // Messages appear on the first submit, then follow each keystroke. (Checking on blur would
    // insert a message while the visitor's click on the submit button is still under way, moving
    // the button away from the pointer.)
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const clearDraft = useFormDraft(form, draft, postedState.status === 'idle', formRef);

  /** Says why the form was not sent, in the form's live region (a repeat is announced again). */
  const announceInvalid = () => setAnnouncement((previous) => (previous === CHECK_FIELDS_MESSAGE ? `${CHECK_FIELDS_MESSAGE}\u00a0` : CHECK_FIELDS_MESSAGE));

  const fieldNames = Object.keys(defaults);
  /** The server's messages under their fields; focus goes to the first one in form order. */
  const showFieldErrors = (fieldErrors: Record<string, string>, focus: boolean) => {
    const invalid = fieldNames.filter((name) => name in fieldErrors);
    invalid.forEach((name, index) =>
      form.setError(name, { type: 'server', message: fieldErrors[name] }, { shouldFocus: focus && index === 0 }),
    );
    if (focus && invalid.length > 0) announceInvalid();
  };

  useEffect(() => {
    setSubmissionKey(newSubmissionKey());
    // A page rendered from a post made before JavaScript ran keeps its messages once hydrated.
    if (postedState.status === 'error') showFieldErrors(postedState.fieldErrors, false);
    if (postedState.status === 'success') clearDraft();
  }, []); // once, for the state the page was rendered with

  const reported = useRef<FormState>(state);
  useEffect(() => {
    // The state the page was rendered with is shown in the page (FormNotice), not as a toast.
    if (state === reported.current) return;
    reported.current = state;
    if (state.status === 'success') {
      toast.success(state.message);
      form.reset(defaults);
      clearDraft();
      setSubmissionKey(newSubmissionKey());
      onSuccess?.();
    } else if (state.status === 'error') {
      failureToast(failureMessage, state.message);
      showFieldErrors(state.fieldErrors, true);
      onError?.(state);
    }
  }, [state]); // a new answer only

  const send = (data: FormData) =>
    new Promise<void>((resolve) =>
      startSending(async () => {
        // The actions ignore the previous state: the initial one is the smallest to send.
        const answer = await askServer(action, initialFormState, data, failureMessage);
        setState(answer);
        resolve();
      }),
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.handleSubmit(
      async () => {
        if (inFlight.current) return; // a double click sends once
        inFlight.current = true;
        try {
          let data: FormData | null = new FormData(formRef.current!);
          if (beforeSubmit) data = await beforeSubmit(data);
          if (data) await send(data);
        } finally {
          inFlight.current = false;
        }
      },
      // react-hook-form has moved focus to the first invalid field; this says why.
      announceInvalid,
    )(event);
  };

  const errorOf = (name: string): string | undefined => {
    const clientError = (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return clientError ?? (hydrated ? undefined : postedState.fieldErrors[name]);
  };

  return {
    /** The answer of a post made before JavaScript ran, shown in the page until the next submission. */
    pageNotice: state === postedState ? postedState : initialFormState,
    pending: sending,
    submissionKey,
    announcement,
    // data-hydrated: a submit before hydration is not validated in the browser; tests wait for it.
    formProps: {
      ref: formRef,
      action: formAction,
      onSubmit,
      onFocus: validation.preload,
      onInput: validation.preload,
      noValidate: true,
      'data-hydrated': hydrated ? 'true' : 'false',
    },
    fields: { register: (name: string) => form.register(name), errorOf, values: initialValues, idPrefix } satisfies LeadFormFields,
  };
}

/** What the field components need from their form. */
export type LeadFormFields = {
  register: (name: string) => UseFormRegisterReturn;
  errorOf: (name: string) => string | undefined;
  values: Record<string, unknown>;
  idPrefix: string;
};
