import * as z from 'zod/mini';
import {
  checkboxField,
  choice,
  emailField,
  integerField,
  optionalIntegerField,
  optionalText,
  phoneField,
  requiredText,
} from '@/lib/schemas/fields';
import { staffLabel, type FieldTable, type FormDescription, type InputFieldDescription, type NumberFieldDescription } from '@/lib/schemas/form-description';

// A form's zod schema, built from its description (lib/schemas/form-description.ts): the one the
// server action validates with, and the one the browser loads when a visitor starts on the form.

// A number, not z.int(): the field's reading (toInteger) gives whole numbers already, and z.int()
// would answer a value past 2^53 (twenty typed nines) with its own words before the field's max.
function integerRule({ min, max, messages }: Pick<NumberFieldDescription, 'min' | 'max' | 'messages'>) {
  return z.number().check(z.minimum(min, messages.min), z.maximum(max, messages.max));
}
type IntegerRule = ReturnType<typeof integerRule>;

/** The zod type the builders below give a field of this description. */
type RuleOf<Field> = Field extends { kind: 'email' }
  ? ReturnType<typeof emailField>
  : Field extends { kind: 'tel'; required: true }
    ? ReturnType<typeof phoneField>
    : Field extends { kind: 'text' | 'textarea' | 'hidden'; required: true }
      ? ReturnType<typeof requiredText>
      : Field extends { kind: 'text' | 'textarea' | 'hidden' | 'tel' }
        ? ReturnType<typeof optionalText>
        : Field extends { kind: 'select'; values: infer T extends readonly [string, ...string[]] }
          ? ReturnType<typeof choice<T>>
          : Field extends { kind: 'number'; required: true }
            ? ReturnType<typeof integerField<IntegerRule>>
            : Field extends { kind: 'number' }
              ? ReturnType<typeof optionalIntegerField<IntegerRule>>
              : Field extends { kind: 'checkbox' }
                ? ReturnType<typeof checkboxField>
                : never;

type ShapeOf<Fields> = { [K in keyof Fields as Fields[K] extends InputFieldDescription ? K : never]: RuleOf<Fields[K]> };

/** The schema of a form with these fields (any form's: a plain object schema). */
export type FormSchema<Fields extends FieldTable = FieldTable> = string extends keyof Fields ? z.ZodMiniObject : z.ZodMiniObject<ShapeOf<Fields>>;

/** One field's rule, from its description. */
function ruleOf(field: InputFieldDescription): z.ZodMiniType {
  const label = staffLabel(field);
  switch (field.kind) {
    case 'email':
      return emailField();
    case 'tel':
      return field.required ? phoneField(field.requiredMessage!) : optionalText({ label, max: field.maxLength });
    case 'text':
    case 'textarea':
    case 'hidden': {
      const rule = { label, max: field.maxLength, multiline: field.kind === 'textarea' };
      return field.required ? requiredText({ ...rule, min: field.minLength, message: field.requiredMessage }) : optionalText(rule);
    }
    case 'select':
      return choice(field.values, field.requiredMessage);
    case 'number':
      return field.required ? integerField(integerRule(field)) : optionalIntegerField(integerRule(field));
    case 'checkbox':
      return checkboxField();
  }
}

const built = new WeakMap<FormDescription, z.ZodMiniObject>();

/** The form's schema: one object per description, built on first use. */
export function formSchema<Fields extends FieldTable>(form: FormDescription<Fields>): FormSchema<Fields> {
  let schema = built.get(form as FormDescription);
  if (!schema) {
    const inputs = Object.entries(form.fields as FieldTable).flatMap(([name, field]) => (field.kind === 'stored' ? [] : [[name, ruleOf(field)] as const]));
    schema = z.object(Object.fromEntries(inputs));
    built.set(form as FormDescription, schema);
  }
  return schema as FormSchema<Fields>;
}
