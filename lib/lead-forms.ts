import type { LeadKind, LeadRecord } from '@/db/types';
import { careerForm } from '@/lib/schemas/career';
import { dealerForm } from '@/lib/schemas/dealer';
import { enquiryForm } from '@/lib/schemas/enquiry';
import type { FieldDescription, FormDescription } from '@/lib/schemas/form-description';
import { staffLabel } from '@/lib/schemas/form-description';
import { quoteForm } from '@/lib/schemas/quote';

// The lead forms as staff read them (a service: it joins the form descriptions of lib/schemas to
// the stored rows of db/types). Contract, for the notification e-mail, the back office's
// lead view and its CSV export alike:
// - `leadForms[kind]` is the form's description (lib/schemas/<form>.ts), keyed by the lead kinds of
//   `LeadRecord['kind']`: its sections in form order, each field's name (the column), labels and kind.
// - `leadFieldRows(kind, row)` turns a stored row into those sections, each field once, in form
//   order, labelled for staff and valued as text: a choice as 'Label (value)', a checkbox as
//   Yes/No, a number as its digits, and anything empty as null ('not provided' is the reader's
//   wording). Identity and origin columns (id, created_at, source_page, utm) are not fields.
// The type check below fails when a lead table has a column no field describes, or a field has
// no column, so a new field cannot miss the e-mail or the lead view.

export const leadForms = {
  inquiry: enquiryForm,
  quote_request: quoteForm,
  dealer_application: dealerForm,
  career_application: careerForm,
} as const satisfies Record<LeadKind, FormDescription>;

export type LeadRow<K extends LeadKind> = Extract<LeadRecord, { kind: K }>['lead'];

/** `contact`: how the value is reached (an e-mail address or a phone number), for a link to it. */
export type LeadFieldRow = { name: string; label: string; value: string | null; contact?: 'email' | 'tel' };
export type LeadFieldSection = { section: string; rows: LeadFieldRow[] };

/** A stored value as staff read it. */
export function staffValue(field: FieldDescription, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (field.kind === 'checkbox') return value ? 'Yes' : 'No';
  const text = String(value);
  if (text === '') return null;
  if (field.kind === 'select') return `${field.options.find((option) => option.value === text)?.label ?? text} (${text})`;
  return text;
}

export function leadFieldRows<K extends LeadKind>(kind: K, row: LeadRow<K>): LeadFieldSection[] {
  const values: Record<string, unknown> = row;
  return leadForms[kind].sections.map((section) => ({
    section: section.title,
    rows: section.fields.map((field) => ({ name: field.name, label: staffLabel(field), value: staffValue(field, values[field.name]), ...(field.kind === 'email' || field.kind === 'tel' ? { contact: field.kind } : {}) })),
  }));
}

/** Columns of every lead table that are the record's, not the visitor's answers. */
type RecordColumns = 'id' | 'created_at' | 'source_page' | 'utm';
type FieldName<K extends LeadKind> = keyof (typeof leadForms)[K]['fields'];
type ColumnCheck<K extends LeadKind> = [Exclude<keyof LeadRow<K>, FieldName<K> | RecordColumns>, Exclude<FieldName<K>, keyof LeadRow<K>>] extends [never, never]
  ? true
  : { columnsWithoutField: Exclude<keyof LeadRow<K>, FieldName<K> | RecordColumns>; fieldsWithoutColumn: Exclude<FieldName<K>, keyof LeadRow<K>> };

({ inquiry: true, quote_request: true, dealer_application: true, career_application: true }) satisfies { [K in LeadKind]: ColumnCheck<K> };
