'use client';

import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { usePageActionState } from '@/components/admin/use-page-action-state';
import { Loader2 } from 'lucide-react';
import { FieldMessages, fieldMessagesIds } from '@/components/common/field-messages';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useFocusAfterAnswer } from '@/components/admin/use-focus-after-answer';
import { useKeptFile } from '@/components/admin/use-kept-file';
import { unsavedChangesOnPage, useUnsavedChangesGuard } from '@/components/admin/use-unsaved-changes';
import { initialAdminFormState, type AdminFormState } from '@/lib/actions/admin/admin-form-state';
import type { AdminField } from '@/lib/schemas/staff';
import { cn } from '@/lib/utils';

// Every back office form: labelled fields from the form's description, the field's message under
// it (aria-invalid, aria-describedby), the outcome above the button. It posts to its server
// action with or without JavaScript, and keeps what was typed when the action refuses (a session
// that ended included: the user signs in again in another tab and sends the form again).

export type ActionFormProps<D> = {
  action: (state: AdminFormState<D>, formData: FormData) => Promise<AdminFormState<D>>;
  /** Unique on the page: the ids of the inputs derive from it. */
  id: string;
  fields: readonly AdminField[];
  /** Inputs the user does not edit (the staff member a row is about, the link's token). */
  hidden?: Record<string, string>;
  /** What the fields show before anything was sent. */
  defaults?: Record<string, string>;
  submitLabel: string;
  pendingLabel: string;
  variant?: 'accent' | 'destructive' | 'outline';
  /** Fields and button side by side on wide screens (a row's controls). */
  inline?: boolean;
  /**
   * One of several forms of this action on the page (a row's controls): the answer to a post made
   * without JavaScript comes back to this form alone, at its message (usePageActionState).
   */
  repeated?: boolean;
  /** Shown instead of the form once it succeeded (the two-factor set-up's next step). */
  successView?: (state: AdminFormState<D>) => ReactNode;
  /** A form whose typing is work (an editor, a lead's note, an invitation): leaving the page with unsaved changes asks first. */
  guardUnsaved?: boolean;
  /**
   * Its answer reloads the page, which would drop an editor's unsaved changes (a status button):
   * while the page holds any, the form is not sent and says so, then this (what to do instead).
   */
  refuseWhileUnsaved?: string;
};

/** Names the changed fields (from useUnsavedChangesGuard) in a sentence. */
export function unsavedChangesSentence(fields: string[]): string {
  const named = fields.length === 1 ? fields[0] : `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}`;
  return `Your changes to ${named} are not saved.`;
}

export function ActionForm<D>({
  action,
  id,
  fields,
  hidden,
  defaults,
  submitLabel,
  pendingLabel,
  variant = 'accent',
  inline = false,
  repeated = false,
  successView,
  guardUnsaved = false,
  refuseWhileUnsaved,
}: ActionFormProps<D>) {
  const [answer, formAction, pending] = usePageActionState(action, initialAdminFormState as AdminFormState<D>, repeated ? `${id}-message` : undefined);
  // Refused here, before sending: the page holds unsaved changes its answer would drop.
  const [unsavedRefusal, setUnsavedRefusal] = useState<AdminFormState<D> | null>(null);
  const state = unsavedRefusal ?? answer;
  const messageRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useFocusAfterAnswer(state, formRef, messageRef);
  useUnsavedChangesGuard(guardUnsaved ? formRef : noForm);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const unsaved = refuseWhileUnsaved ? unsavedChangesOnPage() : [];
    if (unsaved.length === 0) return setUnsavedRefusal(null);
    event.preventDefault(); // React sends no action for a prevented submit
    setUnsavedRefusal({ ...answer, status: 'error', message: `${unsavedChangesSentence(unsaved)} ${refuseWhileUnsaved}`, fieldErrors: {}, signedOut: false });
  };

  const valueOf = (name: string) => state.values[name] ?? defaults?.[name];

  if (successView && state.status === 'success') return successView(state);
  return (
    <form ref={formRef} action={formAction} onSubmit={refuseWhileUnsaved ? onSubmit : undefined} noValidate className={cn('grid gap-4', inline && 'sm:flex sm:flex-wrap sm:items-end')} aria-describedby={state.message ? `${id}-message` : undefined}>
      {hidden && Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      {fields.map((field) => (
        <FieldInput key={field.name} formId={id} field={field} value={valueOf(field.name)} error={state.fieldErrors[field.name]} state={state} />
      ))}
      <ActionOutcome id={`${id}-message`} state={state} messageRef={messageRef} className="sm:basis-full" />
      <div>
        <Button type="submit" variant={variant} disabled={pending} aria-disabled={pending} className="w-full sm:w-auto">
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

const noForm: RefObject<HTMLFormElement | null> = { current: null };

function FieldInput({ formId, field, value, error: answeredError, state }: { formId: string; field: AdminField; value: string | undefined; error: string | undefined; state: AdminFormState<unknown> }) {
  const id = `${formId}-${field.name}`;
  const fileRef = useRef<HTMLInputElement>(null);
  const keptFile = useKeptFile(state, fileRef, field.name);
  const error = answeredError ?? (field.type === 'file' ? keptFile.chooseAgain : undefined);
  const describedBy = fieldMessagesIds(id, { hint: field.hint, error });
  const common = { id, name: field.name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  // Inputs are keyed by the value they start from: a new answer from the action refills them.
  const key = value ?? '';
  if (field.type === 'checkbox') {
    return (
      <div className="flex items-start gap-3 sm:basis-full">
        <Checkbox key={key} {...common} defaultChecked={value === 'on' || value === 'true'} className="mt-0.5" />
        <div className="grid gap-1">
          <Label htmlFor={id}>{field.label}</Label>
          <FieldMessages id={id} hint={field.hint} error={error} />
        </div>
      </div>
    );
  }
  return (
    <div className="grid min-w-0 content-start gap-2 sm:min-w-48 sm:flex-1">
      <Label htmlFor={id}>{field.label}</Label>
      {field.type === 'select' ? (
        <NativeSelect key={key} {...common} defaultValue={value ?? ''}>
          {value === undefined && <option value="">Choose…</option>}
          {field.options?.map(([optionValue, label]) => (
            <option key={optionValue} value={optionValue}>
              {label}
            </option>
          ))}
        </NativeSelect>
      ) : field.type === 'textarea' ? (
        <Textarea key={key} {...common} defaultValue={value} maxLength={field.maxLength} rows={3} />
      ) : field.type === 'file' ? (
        // A refused form puts the chosen file back (without JavaScript it asks for it again).
        <Input ref={fileRef} {...common} type="file" accept={field.accept} onChange={(event) => keptFile.remember(event.target.files?.[0])} className="h-auto py-2" />
      ) : (
        <Input
          key={key}
          {...common}
          type={field.type === 'code' ? 'text' : field.type}
          inputMode={field.type === 'code' ? 'text' : undefined}
          autoComplete={field.autoComplete}
          autoCapitalize={field.type === 'email' || field.type === 'code' ? 'none' : undefined}
          spellCheck={field.type === 'text' ? undefined : false}
          maxLength={field.maxLength}
          defaultValue={field.type === 'password' ? undefined : value}
        />
      )}
      <FieldMessages id={id} hint={field.hint} error={error} />
    </div>
  );
}

/** An action's answer where nothing moves focus to it: its own message box (`<id>-message`). */
export function ActionOutcomeBox({ state, id }: { state: AdminFormState<unknown>; id: string }) {
  const ref = useRef<HTMLDivElement>(null);
  return <ActionOutcome id={`${id}-message`} state={state} messageRef={ref} />;
}

/** What the action answered, above the button; a session that ended offers to sign in again in a new tab. */
export function ActionOutcome({ id, state, messageRef, className }: { id: string; state: AdminFormState<unknown>; messageRef: RefObject<HTMLDivElement | null>; className?: string }) {
  if (!state.message) return null;
  return (
    <div
      id={id}
      ref={messageRef}
      tabIndex={-1}
      role={state.status === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-3 py-2 text-sm outline-none',
        state.status === 'error' ? 'border-destructive/40 bg-destructive/5 text-destructive' : 'border-emerald-700/30 bg-emerald-50 text-emerald-900',
        className,
      )}
    >
      <p>{state.message}</p>
      {state.signedOut && (
        <p className="mt-1">
          <a href="/admin/sign-in" target="_blank" rel="noopener" className="font-semibold underline underline-offset-2">
            Sign in again (opens a new tab)
          </a>
        </p>
      )}
    </div>
  );
}
