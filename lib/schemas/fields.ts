import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from '@/lib/schemas/form-description';

export { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH };

// No compiled parsers: zod would otherwise probe `new Function` in the browser, which the site's
// Content-Security-Policy forbids (and reports). Every form schema imports this module first.
z.config({ jitless: true });

// Building blocks of the form schemas, in zod/mini: the same checks as classic zod at a fifth of
// the browser's download (the public lead forms load them on a visitor's first use of a form).
// Every schema runs twice: in the browser (react-hook-form's zodResolver, over the strings the
// inputs hold) and again in the server action (over FormData), so each block accepts strings and normalises them the same way in both places.

import { cleanMultiLine, cleanSingleLine } from '@/lib/domain/plain-text';

export { cleanMultiLine, cleanSingleLine };

/** The value as the input holds it, normalised by `clean`, then checked by `schema` (classic zod's preprocess). */
function cleaned<Schema extends z.ZodMiniType>(clean: (value: unknown) => unknown, schema: Schema) {
  return z.pipe(z.transform(clean), schema);
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

// Characters that draw nothing (zero-width space and joiners, word joiner, soft hyphen, BOM…).
// They stay in what is stored (joiners shape Indic scripts) but do not count towards a required
// field's length; nor does white space at the ends (NBSP and the like included).
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * How long the value is as seen: its characters (code points, so one emoji is one, not the two
 * halves JavaScript counts) without invisible ones and surrounding white space.
 */
export function visibleLength(value: string): number {
  return [...value.replace(INVISIBLE, '').trim()].length;
}

type TextOptions = { label: string; max: number; min?: number; message?: string; multiline?: boolean };

/**
 * A required text field: at least `min` visible characters (spec message; white space and
 * invisible characters alone are not an answer), at most `max`.
 */
export function requiredText({ label, max, min = 1, message, multiline = false }: TextOptions) {
  const minMessage = message ?? `Please enter ${label.toLowerCase()}`;
  return cleaned(
    multiline ? cleanMultiLine : cleanSingleLine,
    z.string({ error: minMessage }).check(z.refine((value) => visibleLength(value) >= min, { error: minMessage, abort: true }), z.maxLength(max, tooLong(label, max))),
  );
}

/** An optional text field: empty becomes null (spec §4: empty optional values are sent as null). */
export function optionalText({ label, max, multiline = false }: Omit<TextOptions, 'min' | 'message'>) {
  return cleaned(
    (value) => {
      const text = (multiline ? cleanMultiLine : cleanSingleLine)(value);
      return text === '' || text === undefined ? null : text;
    },
    z.nullable(z.string().check(z.maxLength(max, tooLong(label, max)))),
  );
}

export const EMAIL_MESSAGE = 'Please enter a valid email address';

export const emailField = () =>
  cleaned(cleanSingleLine, z.pipe(z.string({ error: EMAIL_MESSAGE }).check(z.maxLength(EMAIL_MAX_LENGTH, EMAIL_MESSAGE)), z.email(EMAIL_MESSAGE)));

/**
 * A phone number: at least 10 characters (spec §5), at most 20, made of digits and the usual
 * separators (+, spaces, hyphens, dots, brackets: "(033) 4061 2200"), so that a name typed in the wrong box is caught.
 */
export function phoneField(message: string) {
  return cleaned(
    cleanSingleLine,
    z.string({ error: message }).check(z.minLength(10, message), z.maxLength(PHONE_MAX_LENGTH, message), z.regex(/^\+?\(?[0-9][0-9 ().-]*$/, message)),
  );
}

/** A required choice from one of the option lists of lib/domain/options.ts. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return cleaned(cleanSingleLine, z.enum(values, { error: message }));
}

/**
 * Spec §5: numeric fields default to 0 and non-numeric input becomes 0. Input is read the way
 * parseInt reads it, so a typed '12 years' is 12 and '2.5' is 2: the columns hold integers.
 */
export function toInteger(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  const parsed = Number.parseInt(String(value ?? '').trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

type IntegerRule = z.ZodMiniType<number, number>;

export function integerField<Rule extends IntegerRule>(schema: Rule) {
  return cleaned(toInteger, schema);
}

/** An optional integer: empty is null, anything else is read as an integer (non-numeric is 0). */
export function optionalIntegerField<Rule extends IntegerRule>(schema: Rule) {
  return cleaned((value) => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string' && value.trim() === '') return null;
    return toInteger(value);
  }, z.nullable(schema));
}

/** A checkbox: the browser form sends 'on' when ticked and nothing otherwise. */
export const checkboxField = () => cleaned((value) => value === true || value === 'on' || value === 'true', z.boolean());
