'use client';

import { Fragment, type ReactNode } from 'react';
import { CheckboxField, FormSection, HiddenField, SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import type { FieldTable, FormDescription, NamedField } from '@/lib/schemas/form-description';

export type FieldSlots<Fields extends FieldTable> = Partial<Record<keyof Fields & string, ReactNode>>;

/**
 * A form's inputs, rendered from its description in form order: as titled fieldsets
 * (`grouped`), or all in one run inside the caller's grid. A stored field (filled by the server)
 * has no input; its slot, if given, stands in its place (the career form's resume upload).
 */
export function FormFields<Fields extends FieldTable>({
  form,
  grouped,
  slots = {},
  readOnly = [],
}: {
  form: FormDescription<Fields>;
  grouped: boolean;
  slots?: FieldSlots<Fields>;
  readOnly?: readonly (keyof Fields & string)[];
}) {
  const render = (field: NamedField<keyof Fields & string>) =>
    field.kind === 'stored' ? <Fragment key={field.name}>{slots[field.name]}</Fragment> : <DescribedField key={field.name} field={field} readOnly={readOnly.includes(field.name)} />;
  if (!grouped) return <>{form.sections.flatMap((section) => section.fields.map(render))}</>;
  return (
    <>
      {form.sections.map((section) => (
        <FormSection key={section.title} title={section.title}>
          {section.fields.map(render)}
        </FormSection>
      ))}
    </>
  );
}

function DescribedField({ field, readOnly }: { field: NamedField; readOnly: boolean }) {
  if (field.kind === 'stored') return null;
  const frame = { name: field.name, label: field.label, required: field.required, hint: field.hint, className: field.wide ? 'sm:col-span-2' : undefined };
  switch (field.kind) {
    case 'checkbox':
      return <CheckboxField name={field.name} label={field.label} description={field.hint} className={frame.className} />;
    case 'select':
      return <SelectField {...frame} placeholder={field.placeholder} options={field.options} />;
    case 'textarea':
      return <TextAreaField {...frame} placeholder={field.placeholder} maxLength={field.maxLength} rows={field.rows} />;
    case 'hidden':
      return <HiddenField name={field.name} />;
    case 'number':
      return <TextField {...frame} type="number" inputMode={field.inputMode ?? 'numeric'} min={field.min} max={field.max} placeholder={field.placeholder} />;
    default:
      return (
        <TextField
          {...frame}
          type={field.kind}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          readOnly={readOnly || undefined}
        />
      );
  }
}
