import * as z from 'zod/mini';
import {
  checkboxField,
  choice,
  EMAIL_MAX_LENGTH,
  emailField,
  integerField,
  optionalIntegerField,
  optionalText,
  PHONE_MAX_LENGTH,
  phoneField,
  requiredText,
} from '@/lib/schemas/fields';

// The field table every form module writes: one entry per field says what it is (kind, label,
// limits, options, the spec's messages) and how the form shows it. The builders below turn each
// entry into its zod rule as well, so the schema, the inputs (with their maxLength, min/max and
// aria-required), the defaults and what staff read (e-mail, lead view, CSV) all come from it.

export type Option = { value: string; label: string };

type Presentation = {
  /** What the form shows above the input. */
  label: string;
  /** How staff read the field (e-mail, lead view, CSV header), when the form asks in a sentence. */
  staffLabel?: string;
  placeholder?: string;
  /** A line under the input (under a checkbox's label). */
  hint?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
  /** Spans both columns of the form's grid. */
  wide?: boolean;
};

export type TextFieldDescription = Presentation & {
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'hidden';
  required: boolean;
  minLength?: number;
  maxLength: number;
  rows?: number;
};
export type NumberFieldDescription = Presentation & { kind: 'number'; required: boolean; min: number; max: number };
export type SelectFieldDescription = Presentation & { kind: 'select'; required: true; placeholder: string; options: readonly Option[] };
export type CheckboxFieldDescription = Presentation & { kind: 'checkbox'; required: false };
/** A column the server fills rather than an input (the stored resume, the linked product): staff see it. */
export type StoredFieldDescription = Pick<Presentation, 'label' | 'staffLabel'> & { kind: 'stored'; required: false };

export type InputFieldDescription = TextFieldDescription | NumberFieldDescription | SelectFieldDescription | CheckboxFieldDescription;
export type FieldDescription = InputFieldDescription | StoredFieldDescription;

/** An input of the table: its description and the zod rule built from it. */
export type InputField<Schema extends z.ZodMiniType = z.ZodMiniType> = InputFieldDescription & { schema: Schema };
export type TableField = InputField | StoredFieldDescription;
export type FieldTable = Record<string, TableField>;

export const staffLabel = (field: Pick<Presentation, 'label' | 'staffLabel'>) => field.staffLabel ?? field.label;

type TextOptions = Omit<Presentation, 'inputMode'> & { maxLength: number; inputMode?: Presentation['inputMode'] };
/** `required` is the spec's message for a value that is missing or shorter than `minLength`. */
type Required = { required: string; minLength?: number };

function textField(kind: 'text' | 'textarea' | 'hidden', { required, minLength, ...options }: TextOptions & Partial<Required> & { rows?: number }) {
  const rule = { label: staffLabel(options), max: options.maxLength, multiline: kind === 'textarea' };
  return {
    ...options,
    kind,
    required: required !== undefined,
    ...(minLength === undefined ? {} : { minLength }),
    schema: required === undefined ? optionalText(rule) : requiredText({ ...rule, min: minLength, message: required }),
  };
}

type RequiredTextField<K extends TextFieldDescription['kind']> = TextFieldDescription & { kind: K; schema: ReturnType<typeof requiredText> };
type OptionalTextField<K extends TextFieldDescription['kind']> = TextFieldDescription & { kind: K; schema: ReturnType<typeof optionalText> };

/** One line of text: control characters and runs of spaces are cleaned away. */
export function text(options: TextOptions & Required): RequiredTextField<'text'>;
export function text(options: TextOptions): OptionalTextField<'text'>;
export function text(options: TextOptions & Partial<Required>) {
  return textField('text', options);
}

/** Several lines of text: line breaks are kept. */
export function textarea(options: TextOptions & Required & { rows?: number }): RequiredTextField<'textarea'>;
export function textarea(options: TextOptions & { rows?: number }): OptionalTextField<'textarea'>;
export function textarea(options: TextOptions & Partial<Required> & { rows?: number }) {
  return textField('textarea', options);
}

/** A value the page sets for the visitor (the product of Get Notified). */
export function hidden(options: Pick<Presentation, 'label'> & Required & { maxLength: number }): RequiredTextField<'hidden'> {
  return textField('hidden', options) as RequiredTextField<'hidden'>;
}

export function email(options: Partial<Omit<Presentation, 'inputMode'>> = {}): TextFieldDescription & { kind: 'email'; schema: ReturnType<typeof emailField> } {
  return { label: 'Email', autoComplete: 'email', ...options, kind: 'email', required: true, maxLength: EMAIL_MAX_LENGTH, schema: emailField() };
}

/** A phone number: required ones are checked for digits and separators (`required` is the spec's message). */
export function phone(options: Presentation & { required: string }): TextFieldDescription & { kind: 'tel'; schema: ReturnType<typeof phoneField> };
export function phone(options: Presentation): OptionalTextField<'tel'>;
export function phone({ required, ...options }: Presentation & { required?: string }): TextFieldDescription & { schema: z.ZodMiniType } {
  return {
    autoComplete: 'tel',
    ...options,
    kind: 'tel',
    required: required !== undefined,
    maxLength: PHONE_MAX_LENGTH,
    schema: required === undefined ? optionalText({ label: staffLabel(options), max: PHONE_MAX_LENGTH }) : phoneField(required),
  };
}

/** A required choice from one of the option lists of lib/domain/options.ts, offered in list order. */
export function select<const T extends readonly [string, ...string[]]>({
  values,
  labels,
  required,
  ...options
}: Presentation & { values: T; labels: Record<T[number], string>; required: string; placeholder: string }): SelectFieldDescription & {
  schema: ReturnType<typeof choice<T>>;
} {
  const entries = values.map((value: T[number]) => ({ value, label: labels[value] }));
  return { ...options, kind: 'select', required: true, options: entries, schema: choice(values, required) };
}

type IntegerOptions = Presentation & { min: number; max: number; messages: { min: string; max: string } };

/**
 * A whole number, read as parseInt reads it. Required ones default to 0 (spec §5); `optional`
 * ones are null when left empty.
 */
export function integer(options: IntegerOptions & { optional: true }): NumberFieldDescription & { schema: ReturnType<typeof optionalIntegerField> };
export function integer(options: IntegerOptions & { optional?: false }): NumberFieldDescription & { schema: ReturnType<typeof integerField> };
export function integer({ messages, optional = false, ...options }: IntegerOptions & { optional?: boolean }): NumberFieldDescription & { schema: z.ZodMiniType } {
  const rule = z.int().check(z.minimum(options.min, messages.min), z.maximum(options.max, messages.max));
  return { ...options, kind: 'number', required: !optional, schema: optional ? optionalIntegerField(rule) : integerField(rule) };
}

export function checkbox(options: Presentation): CheckboxFieldDescription & { schema: ReturnType<typeof checkboxField> } {
  return { ...options, kind: 'checkbox', required: false, schema: checkboxField() };
}

export function stored(options: Pick<Presentation, 'label' | 'staffLabel'>): StoredFieldDescription {
  return { ...options, kind: 'stored', required: false };
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type MergedTable<I> = { [K in keyof I & string]: Extract<I[K], TableField> };
/** Every field of a form, whatever its section. */
export type FieldsOf<Sections extends Record<string, FieldTable>> = MergedTable<UnionToIntersection<Sections[keyof Sections]>>;
type ShapeOf<Fields> = {
  [K in keyof Fields as Fields[K] extends { schema: z.ZodMiniType } ? K : never]: Fields[K] extends { schema: infer S extends z.ZodMiniType } ? S : never;
};

export type NamedField<Name extends string = string> = FieldDescription & { name: Name };

/**
 * One form's description. The name and schema parameters follow from the fields; `FormDescription`
 * with no argument is "any form" (what the back office and the shell accept).
 */
export type FormDescription<
  Fields extends FieldTable = FieldTable,
  Name extends string = keyof Fields & string,
  Schema extends z.ZodMiniObject = string extends Name ? z.ZodMiniObject : z.ZodMiniObject<ShapeOf<Fields>>,
> = {
  /** In form order: the form's fieldsets, the e-mail's sections. */
  sections: readonly { title: string; fields: readonly NamedField<Name>[] }[];
  fields: Fields;
  schema: Schema;
};

/**
 * A form from its field table, written section by section in the order the form shows them.
 * Field names are the entity's column names (and the inputs' `name`s).
 */
export function defineForm<Sections extends Record<string, FieldTable>>(table: Sections): FormDescription<FieldsOf<Sections>> {
  const sections = Object.entries(table).map(([title, fields]) => ({
    title,
    fields: Object.entries(fields).map(([name, { schema: _schema, ...field }]: [string, TableField & { schema?: unknown }]) => ({ ...field, name })),
  }));
  const fields: FieldTable = Object.assign({}, ...Object.values(table));
  const shape = Object.fromEntries(Object.entries(fields).flatMap(([name, field]) => ('schema' in field ? [[name, field.schema]] : [])));
  return { sections, fields, schema: z.object(shape) } as unknown as FormDescription<FieldsOf<Sections>>;
}

/** The inputs, in form order. */
export function inputFields<Fields extends FieldTable>(form: FormDescription<Fields>) {
  return form.sections.flatMap((section) => section.fields.filter((field): field is NamedField<keyof Fields & string> & InputFieldDescription => field.kind !== 'stored'));
}

/**
 * What the inputs hold when the form opens and after a successful submission: empty, except
 * required numbers (0, spec §5), checkboxes (unticked) and what the page prefills.
 */
export function formDefaults<Fields extends FieldTable>(form: FormDescription<Fields>, prefilled: Partial<Record<keyof Fields, string>> = {}) {
  const defaults: Record<string, string | boolean> = {};
  for (const field of inputFields(form)) {
    defaults[field.name] = prefilled[field.name] ?? (field.kind === 'checkbox' ? false : field.kind === 'number' && field.required ? '0' : '');
  }
  return defaults;
}
