'use client';

import { startTransition, useActionState, useEffect, useId, useRef, type FormEvent } from 'react';
import { useForm, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { initialFormState, type FormState } from '@/lib/actions/form-state';
import { useHydrated } from '@/components/forms/use-hydrated';

export type FormAction = (previous: FormState, formData: FormData) => Promise<FormState>;

type Options<S extends z.ZodType<FieldValues, FieldValues>> = {
  schema: S;
  action: FormAction;
  /** What the fields hold when the form opens and after a successful submission. */
  defaults: z.input<S>;
  onSuccess?: () => void;
  onError?: (state: FormState) => void;
  /** Runs after validation, before the action: may add to the data (or answer null to stop). */
  beforeSubmit?: (data: FormData) => Promise<FormData | null>;
};

/**
 * One lead form's state: react-hook-form validates with the shared schema as the visitor types;
 * the server action (same schema) stores. `useActionState` carries the action's answer, which is
 * also what a page rendered without JavaScript shows (its fields come back filled in).
 */
export function useLeadForm<S extends z.ZodType<FieldValues, FieldValues>>({ schema, action, defaults, onSuccess, onError, beforeSubmit }: Options<S>) {
  const [state, formAction, actionPending] = useActionState(action, initialFormState);
  const hydrated = useHydrated();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues = { ...(defaults as Record<string, unknown>), ...(state.status === 'error' ? state.values : {}) };
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never),
    defaultValues: initialValues as never,
    // Messages appear on the first submit, then follow each keystroke. (Checking on blur would
    // insert a message while the visitor's click on the submit button is still under way, moving
    // the button away from the pointer.)
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const reported = useRef<FormState>(state);
  useEffect(() => {
    // A page rendered after a no-JavaScript post already shows its answer in the page.
    if (state === reported.current) return;
    reported.current = state;
    if (state.status === 'success') {
      toast.success(state.message);
      form.reset(defaults as never);
      onSuccess?.();
    } else if (state.status === 'error') {
      toast.error(state.message);
      for (const [name, message] of Object.entries(state.fieldErrors)) {
        if (name in (defaults as object)) form.setError(name as Path<z.input<S>>, { type: 'server', message }, { shouldFocus: true });
      }
      onError?.(state);
    }
  }, [state, form, defaults, onSuccess, onError]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.handleSubmit(async () => {
      let data: FormData | null = new FormData(formRef.current!);
      if (beforeSubmit) data = await beforeSubmit(data);
      if (data) {
        const ready = data;
        startTransition(() => formAction(ready));
      }
    })(event);
  };

  const errorOf = (name: string): string | undefined => {
    const clientError = (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return clientError ?? (hydrated ? undefined : state.fieldErrors[name]);
  };

  return {
    form,
    state,
    hydrated,
    pending: actionPending,
    // data-hydrated: a submit before hydration is not validated in the browser; tests wait for it.
    formProps: { ref: formRef, action: formAction, onSubmit, noValidate: true, 'data-hydrated': hydrated ? 'true' : 'false' },
    fields: { register: (name: string) => form.register(name as Path<z.input<S>>), errorOf, values: initialValues, idPrefix } satisfies LeadFormFields,
  };
}

/** What the field components need from their form. */
export type LeadFormFields = {
  register: (name: string) => UseFormRegisterReturn;
  errorOf: (name: string) => string | undefined;
  values: Record<string, unknown>;
  idPrefix: string;
};
