// The field table every form module writes: one entry per field says what it is (kind, label,
// limits, options, the spec's messages) and how the form shows it. Everything here is plain data,
// without zod: the form renders from it alone, so a page's first JavaScript carries no zod.
// lib/schemas/form-schema.ts builds each form's zod schema from the same entries (the server
// action, and the browser once a visitor starts on a form), and the inputs (with their maxLength,
// min/max and aria-required), the defaults and what staff read (e-mail, lead view, CSV) come from it too.

/** RFC 5321 caps a mailbox at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 20;

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
  /** The spec's message for a required value that is missing, too short or (a phone) malformed. */
  requiredMessage?: string;
  minLength?: number;
  maxLength: number;
  rows?: number;
};
export type NumberFieldDescription = Presentation & {
  kind: 'number';
  required: boolean;
  min: number;
  max: number;
  /** The spec's messages below `min` and above `max`. */
  messages: { min: string; max: string };
};
export type SelectFieldDescription = Presentation & {
  kind: 'select';
  required: true;
  requiredMessage: string;
  placeholder: string;
  values: readonly [string, ...string[]];
  options: readonly Option[];
};
export type CheckboxFieldDescription = Presentation & { kind: 'checkbox'; required: false };
/** A column the server fills rather than an input (the stored resume, the linked product): staff see it. */
export type StoredFieldDescription = Pick<Presentation, 'label' | 'staffLabel'> & { kind: 'stored'; required: false };

export type InputFieldDescription = TextFieldDescription | NumberFieldDescription | SelectFieldDescription | CheckboxFieldDescription;
export type FieldDescription = InputFieldDescription | StoredFieldDescription;
export type FieldTable = Record<string, FieldDescription>;

export const staffLabel = (field: Pick<Presentation, 'label' | 'staffLabel'>) => field.staffLabel ?? field.label;

type TextOptions = Omit<Presentation, 'inputMode'> & { maxLength: number; inputMode?: Presentation['inputMode'] };
/** `required` is the spec's message for a value that is missing or shorter than `minLength`. */
type Required = { required: string; minLength?: number };

// The builders' answers keep `kind` and `required` literal: form-schema.ts reads the zod type of
// each field from them.
type TextField<K extends TextFieldDescription['kind'], R extends boolean> = TextFieldDescription & { kind: K; required: R };
/** A field built with its spec message carries it, for others to reuse (the back office's dealer form). */
type WithMessage = { requiredMessage: string };

function textField(kind: 'text' | 'textarea' | 'hidden', { required, minLength, ...options }: TextOptions & Partial<Required> & { rows?: number }) {
  return {
    ...options,
    kind,
    required: required !== undefined,
    ...(required === undefined ? {} : { requiredMessage: required }),
    ...(minLength === undefined ? {} : { minLength }),
  };
}

/** One line of text: control characters and runs of spaces are cleaned away. */
export function text(options: TextOptions & Required): TextField<'text', true> & WithMessage;
export function text(options: TextOptions): TextField<'text', false>;
export function text(options: TextOptions & Partial<Required>) {
  return textField('text', options);
}

/** Several lines of text: line breaks are kept. */
export function textarea(options: TextOptions & Required & { rows?: number }): TextField<'textarea', true> & WithMessage;
export function textarea(options: TextOptions & { rows?: number }): TextField<'textarea', false>;
export function textarea(options: TextOptions & Partial<Required> & { rows?: number }) {
  return textField('textarea', options);
}

/** A value the page sets for the visitor (the product of Get Notified). */
export function hidden(options: Pick<Presentation, 'label'> & Required & { maxLength: number }): TextField<'hidden', true> {
  return textField('hidden', options) as TextField<'hidden', true>;
}

export function email(options: Partial<Omit<Presentation, 'inputMode'>> = {}): TextField<'email', true> {
  return { label: 'Email', autoComplete: 'email', ...options, kind: 'email', required: true, maxLength: EMAIL_MAX_LENGTH };
}

/** A phone number: required ones are checked for digits and separators (`required` is the spec's message). */
export function phone(options: Presentation & { required: string }): TextField<'tel', true> & WithMessage;
export function phone(options: Presentation): TextField<'tel', false>;
export function phone({ required, ...options }: Presentation & { required?: string }): TextFieldDescription {
  return {
    autoComplete: 'tel',
    ...options,
    kind: 'tel',
    required: required !== undefined,
    ...(required === undefined ? {} : { requiredMessage: required }),
    maxLength: PHONE_MAX_LENGTH,
  };
}

/** A required choice from one of the option lists of lib/domain/options.ts, offered in list order. */
export function select<const T extends readonly [string, ...string[]]>({
  values,
  labels,
  required,
  ...options
}: Presentation & { values: T; labels: Record<T[number], string>; required: string; placeholder: string }): SelectFieldDescription & { values: T } {
  const entries = values.map((value: T[number]) => ({ value, label: labels[value] }));
  return { ...options, kind: 'select', required: true, requiredMessage: required, values, options: entries };
}

type IntegerOptions = Presentation & { min: number; max: number; messages: { min: string; max: string } };

/**
 * A whole number, read as parseInt reads it. Required ones default to 0 (spec §5); `optional`
 * ones are null when left empty.
 */
export function integer(options: IntegerOptions & { optional: true }): NumberFieldDescription & { required: false };
export function integer(options: IntegerOptions & { optional?: false }): NumberFieldDescription & { required: true };
export function integer({ optional = false, ...options }: IntegerOptions & { optional?: boolean }): NumberFieldDescription {
  return { ...options, kind: 'number', required: !optional };
}

export function checkbox(options: Presentation): CheckboxFieldDescription {
  return { ...options, kind: 'checkbox', required: false };
}

export function stored(options: Pick<Presentation, 'label' | 'staffLabel'>): StoredFieldDescription {
  return { ...options, kind: 'stored', required: false };
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type MergedTable<I> = { [K in keyof I & string]: Extract<I[K], FieldDescription> };
/** Every field of a form, whatever its section. */
export type FieldsOf<Sections extends Record<string, FieldTable>> = MergedTable<UnionToIntersection<Sections[keyof Sections]>>;

export type NamedField<Name extends string = string> = FieldDescription & { name: Name };

/**
 * One form's description. The name parameter follows from the fields; `FormDescription` with no
 * argument is "any form" (what the back office and the shell accept).
 */
export type FormDescription<Fields extends FieldTable = FieldTable, Name extends string = keyof Fields & string> = {
  /** In form order: the form's fieldsets, the e-mail's sections. */
  sections: readonly { title: string; fields: readonly NamedField<Name>[] }[];
  fields: Fields;
};

/**
 * A form from its field table, written section by section in the order the form shows them.
 * Field names are the entity's column names (and the inputs' `name`s).
 */
export function defineForm<Sections extends Record<string, FieldTable>>(table: Sections): FormDescription<FieldsOf<Sections>> {
  const sections = Object.entries(table).map(([title, fields]) => ({
    title,
    fields: Object.entries(fields).map(([name, field]) => ({ ...field, name })),
  }));
  const fields: FieldTable = Object.assign({}, ...Object.values(table));
  return { sections, fields } as unknown as FormDescription<FieldsOf<Sections>>;
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
