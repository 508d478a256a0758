'use client';

import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { FieldMessages, fieldMessagesIds } from '@/components/common/field-messages';
import { buttonVariants } from '@/components/ui/button-variants';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { LeadFormFields } from '@/components/forms/use-lead-form';
import type { Option } from '@/lib/schemas/form-description';
import { clsx } from 'clsx';

// The fields of the lead forms. Each one is labelled, marks itself aria-invalid when wrong and
// shows its message right under the input (linked with aria-describedby). Required fields say so
// with aria-required rather than `required`: the messages are the spec's, not the browser's.
// Classes are joined (clsx), not merged: what callers pass never conflicts with the base, and
// tailwind-merge would be the heaviest thing in the form's JavaScript after the schema.

const FieldsContext = createContext<LeadFormFields | null>(null);

export function FieldsProvider({ fields, children }: { fields: LeadFormFields; children: ReactNode }) {
  return <FieldsContext.Provider value={fields}>{children}</FieldsContext.Provider>;
}

function useField(name: string, hint?: string) {
  const fields = useContext(FieldsContext);
  if (!fields) throw new Error('Form fields must be inside <FieldsProvider>');
  const id = `${fields.idPrefix}-${name}`;
  const error = fields.errorOf(name);
  return {
    id,
    error,
    register: fields.register(name),
    value: fields.values[name],
    a11y: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': fieldMessagesIds(id, { hint, error }),
    },
  };
}

type FieldFrame = { label: string; required?: boolean; hint?: string; className?: string };

function Frame({ id, label, required, hint, error, className, children }: FieldFrame & { id: string; error?: string; children: ReactNode }) {
  return (
    <div className={clsx('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-accent">
            *
          </span>
        )}
      </Label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

type TextFieldProps = FieldFrame & {
  name: string;
  type?: 'text' | 'email' | 'tel' | 'number';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  readOnly?: boolean;
};

export function TextField({ name, type = 'text', autoComplete, placeholder, maxLength, min, max, inputMode, readOnly, ...frame }: TextFieldProps) {
  const field = useField(name, frame.hint);
  return (
    <Frame id={field.id} error={field.error} {...frame}>
      <Input
        id={field.id}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        min={min}
        max={max}
        inputMode={inputMode}
        readOnly={readOnly}
        className={readOnly ? 'bg-muted' : undefined}
        aria-required={frame.required || undefined}
        defaultValue={field.value === undefined || field.value === null ? undefined : String(field.value)}
        {...field.a11y}
        {...field.register}
      />
    </Frame>
  );
}

export function TextAreaField({ name, placeholder, maxLength, rows = 4, ...frame }: FieldFrame & { name: string; placeholder?: string; maxLength?: number; rows?: number }) {
  const field = useField(name, frame.hint);
  return (
    <Frame id={field.id} error={field.error} {...frame}>
      <Textarea
        id={field.id}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={rows}
        aria-required={frame.required || undefined}
        defaultValue={field.value === undefined || field.value === null ? undefined : String(field.value)}
        {...field.a11y}
        {...field.register}
      />
    </Frame>
  );
}

export function SelectField({
  name,
  placeholder,
  options,
  ...frame
}: FieldFrame & { name: string; placeholder: string; options: readonly Option[] }) {
  const field = useField(name, frame.hint);
  return (
    <Frame id={field.id} error={field.error} {...frame}>
      <NativeSelect
        id={field.id}
        aria-required={frame.required || undefined}
        defaultValue={field.value === undefined || field.value === null ? '' : String(field.value)}
        {...field.a11y}
        {...field.register}
      >
        <option value="">{placeholder}</option>
        {options.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </Frame>
  );
}

export function CheckboxField({ name, label, description, className }: { name: string; label: string; description?: string; className?: string }) {
  const field = useField(name);
  return (
    <div className={clsx('flex items-start gap-3 rounded-md border border-border bg-muted/50 p-3', className)}>
      <Checkbox
        id={field.id}
        className="mt-0.5"
        defaultChecked={field.value === true || field.value === 'on'}
        aria-describedby={description ? `${field.id}-hint` : undefined}
        {...field.register}
      />
      <div className="grid gap-1">
        <Label htmlFor={field.id}>{label}</Label>
        <FieldMessages id={field.id} hint={description} />
      </div>
    </div>
  );
}

/** A value the page sets (not the visitor): sent with the form as it is. */
export function HiddenField({ name }: { name: string }) {
  const field = useField(name);
  return <input type="hidden" name={name} value={field.value === undefined || field.value === null ? '' : String(field.value)} />;
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className,
  size = 'lg',
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
  size?: 'default' | 'lg';
}) {
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  // Disabled while the form is sent, the pressed button drops focus to the page, and a keyboard or
  // screen reader user loses their place: it takes focus back when the wait ends, unless focus has
  // gone somewhere since (an invalid field, focused after this).
  useEffect(() => {
    if (pending || !pressed.current) return;
    pressed.current = false;
    if (!document.activeElement || document.activeElement === document.body) button.current?.focus();
  }, [pending]);
  return (
    <button
      ref={button}
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      onClick={() => (pressed.current = true)}
      className={buttonVariants({ variant: 'accent', size, className: clsx('w-full sm:w-auto', className) })}
    >
      {pending && <span className="icon-loader-circle animate-spin" />}
      {pending ? pendingLabel : label}
    </button>
  );
}

/** A titled group of fields (the dealer and career forms' sections). */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-border pt-6 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full">
        <span className="font-display text-lg font-bold tracking-wide uppercase">{title}</span>
        {description && <span className="mt-1 block text-sm text-muted-foreground">{description}</span>}
      </legend>
      <div className="clear-both grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
