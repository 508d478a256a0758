import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FieldsProvider } from '@/components/forms/fields';
import { FormFields } from '@/components/forms/form-fields';
import type { LeadFormFields } from '@/components/forms/use-lead-form';
import { careerForm } from '@/lib/schemas/career';
import { dealerForm } from '@/lib/schemas/dealer';
import { enquiryForm } from '@/lib/schemas/enquiry';
import { formDefaults, inputFields, staffLabel, type FormDescription } from '@/lib/schemas/form-description';
import { formSchema } from '@/lib/schemas/form-schema';
import { launchNotifyForm, newsletterForm } from '@/lib/schemas/interest';
import { leadFieldRows, leadForms } from '@/lib/lead-forms';
import { quoteForm } from '@/lib/schemas/quote';
import { sampleCareer, sampleDealer, sampleEnquiry } from '@/tests/support/lead-samples';

// Each form's field table is its one description: the schema, the inputs, the defaults and the
// rows staff read (e-mail, lead view) all derive from it.

const forms: Record<string, FormDescription> = {
  enquiry: enquiryForm,
  quote: quoteForm,
  dealer: dealerForm,
  career: careerForm,
  newsletter: newsletterForm,
  'launch-notify': launchNotifyForm,
};

const sectionFieldNames = (form: FormDescription) => form.sections.flatMap((section) => section.fields.map((field) => field.name));

/** The inputs a form's field list renders, by name, with their attributes. */
function renderedInputs(form: FormDescription): Map<string, Record<string, string>> {
  const fields: LeadFormFields = {
    register: (name) => ({ name, onChange: async () => {}, onBlur: async () => {}, ref: () => {} }),
    errorOf: () => undefined,
    values: formDefaults(form),
    idPrefix: 'test',
  };
  const html = renderToStaticMarkup(
    <FieldsProvider fields={fields}>
      <FormFields form={form} grouped />
    </FieldsProvider>,
  );
  const inputs = new Map<string, Record<string, string>>();
  for (const [, tag, attributes] of html.matchAll(/<(input|textarea|select|button)\b([^>]*)>/g)) {
    const attrs: Record<string, string> = { tag };
    for (const [, key, value] of attributes.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)) attrs[key.toLowerCase()] = value ?? '';
    if (attrs.name) {
      expect(inputs.has(attrs.name), `${attrs.name} rendered once`).toBe(false);
      inputs.set(attrs.name, attrs);
    }
  }
  return inputs;
}

describe.each(Object.entries(forms))('the %s form', (_name, form) => {
  it('names each field once, and its schema has exactly the input fields', () => {
    const names = sectionFieldNames(form);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(form.fields).sort());
    expect(
      inputFields(form)
        .map((field) => field.name)
        .sort(),
    ).toEqual(Object.keys(formSchema(form).shape).sort());
  });

  it('renders one input per input field, with the limits of its table entry', () => {
    const inputs = renderedInputs(form);
    expect([...inputs.keys()].sort()).toEqual(
      inputFields(form)
        .map((field) => field.name)
        .sort(),
    );
    for (const field of inputFields(form)) {
      const input = inputs.get(field.name)!;
      if (field.kind === 'hidden') {
        expect(input).toMatchObject({ tag: 'input', type: 'hidden' });
        continue;
      }
      if ('maxLength' in field) expect(input.maxlength, field.name).toBe(String(field.maxLength));
      if (field.kind === 'number') expect([input.type, input.min, input.max], field.name).toEqual(['number', String(field.min), String(field.max)]);
      if (field.kind === 'select') expect(input.tag).toBe('select');
      if (field.kind === 'textarea') expect(input.tag).toBe('textarea');
      if (field.kind === 'checkbox') expect(input.type).toBe('checkbox');
      expect(input['aria-required'] === 'true', `${field.name} aria-required`).toBe(field.required);
    }
  });

  it('labels every input with its table label', () => {
    const html = renderToStaticMarkup(
      <FieldsProvider fields={{ register: (name) => ({ name, onChange: async () => {}, onBlur: async () => {}, ref: () => {} }), errorOf: () => undefined, values: {}, idPrefix: 'test' }}>
        <FormFields form={form} grouped />
      </FieldsProvider>,
    );
    for (const field of inputFields(form)) {
      if (field.kind !== 'hidden') expect(html).toContain(`for="test-${field.name}">${field.label.replace('&', '&amp;')}`);
    }
  });
});

describe('what staff read', () => {
  const record = { id: '00000000-0000-4000-8000-000000000000', created_at: new Date(), source_page: '/', utm: {} };

  it.each(Object.keys(leadForms) as (keyof typeof leadForms)[])('%s: one row per field, in form order, under its section', (kind) => {
    const form: FormDescription = leadForms[kind];
    const row = { ...record, ...Object.fromEntries(Object.keys(form.fields).map((name) => [name, null])) };
    const sections = leadFieldRows(kind, row as never);
    expect(sections.map((section) => section.section)).toEqual(form.sections.map((section) => section.title));
    expect(sections.flatMap((section) => section.rows.map((item) => item.name))).toEqual(sectionFieldNames(form));
    expect(sections.flatMap((section) => section.rows.map((item) => item.label))).toEqual(form.sections.flatMap((section) => section.fields.map(staffLabel)));
    expect(sections.flatMap((section) => section.rows).every((item) => item.value === null)).toBe(true);
  });

  it('shows choices with their label, checkboxes as Yes/No, numbers as digits, empty as null', () => {
    const dealer = leadFieldRows('dealer_application', { ...record, ...sampleDealer }).flatMap((section) => section.rows);
    const value = (name: string) => dealer.find((item) => item.name === name)?.value;
    expect(value('business_type')).toBe('Distributor (distributor)');
    expect(value('warehouse_facility')).toBe('Yes');
    expect(value('years_in_business')).toBe('12');
    expect(value('current_suppliers')).toBeNull();
    expect(dealer.find((item) => item.name === 'why_partner')?.label).toBe('Why partner with us');

    const enquiry = leadFieldRows('inquiry', { ...record, ...sampleEnquiry }).flatMap((section) => section.rows);
    expect(enquiry.find((item) => item.name === 'product_category')?.value).toBe('Welding Wires (wires)');
    const career = leadFieldRows('career_application', { ...record, ...sampleCareer, resume_url: '1700000000000-asha.pdf' }).flatMap((section) => section.rows);
    expect(career.at(-1)).toEqual({ name: 'resume_url', label: 'Resume', value: '1700000000000-asha.pdf' });
    expect(career.find((item) => item.name === 'experience_years')?.value).toBe('5');
  });
});

describe('form defaults', () => {
  it('are empty but for required numbers (0), checkboxes (unticked) and what the page prefills', () => {
    expect(formDefaults(dealerForm)).toMatchObject({ business_name: '', years_in_business: '0', warehouse_facility: false, business_type: '' });
    expect(formDefaults(quoteForm, { product_category: 'Abrasives - Cutting Disc' })).toMatchObject({ product_category: 'Abrasives - Cutting Disc', quantity: '' });
    expect(Object.keys(formDefaults(quoteForm))).not.toContain('product_id');
  });
});
