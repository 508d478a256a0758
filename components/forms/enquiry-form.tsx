'use client';

import { FieldsProvider, optionEntries, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/forms/fields';
import { FormExtras } from '@/components/forms/form-extras';
import { FormNotice, PrivacyNote } from '@/components/forms/form-notice';
import { useLeadForm } from '@/components/forms/use-lead-form';
import { submitEnquiry } from '@/lib/actions/submit-enquiry';
import { industryTypeLabels, industryTypes, inquiryProductCategories, inquiryProductCategoryLabels } from '@/lib/domain/options';
import { enquirySchema, type EnquiryInput, type EnquirySurface } from '@/lib/schemas/enquiry';

const defaults: EnquiryInput = { name: '', email: '', mobile: '', industry_type: '', product_category: '', message: '' };
const industryOptions = optionEntries(industryTypes, industryTypeLabels);
const categoryOptions = optionEntries(inquiryProductCategories, inquiryProductCategoryLabels);

/** The enquiry form of the home page (`home`) and of /inquiry (`inquiry-page`). */
export function EnquiryForm({ surface, submitLabel }: { surface: EnquirySurface; submitLabel: string }) {
  const { state, hydrated, pending, formProps, fields } = useLeadForm({ schema: enquirySchema, action: submitEnquiry, defaults });
  return (
    <form {...formProps} className="relative grid gap-5" aria-label={surface === 'home' ? 'Enquiry form' : 'Inquiry form'}>
      <FormNotice state={state} hydrated={hydrated} />
      <input type="hidden" name="surface" value={surface} />
      <FormExtras />
      <FieldsProvider fields={fields}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="name" label="Name" required autoComplete="name" placeholder="Your full name" maxLength={100} />
          <TextField name="email" label="Email" type="email" required autoComplete="email" placeholder="you@company.com" maxLength={254} />
          <TextField
            name="mobile"
            label="Mobile"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            placeholder="+91 98300 12345"
            maxLength={20}
          />
          <SelectField name="industry_type" label="Industry type" required placeholder="Select industry type" options={industryOptions} />
          <SelectField
            name="product_category"
            label="Product category"
            required
            placeholder="Select product category"
            options={categoryOptions}
            className="sm:col-span-2"
          />
          <TextAreaField
            name="message"
            label="Message"
            placeholder="Grades, sizes, quantities or the job you are welding"
            maxLength={2000}
            className="sm:col-span-2"
          />
        </div>
      </FieldsProvider>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PrivacyNote purpose="We use your name, e-mail and mobile only to answer this enquiry." />
        <SubmitButton pending={pending} label={submitLabel} pendingLabel="Submitting..." className="shrink-0" />
      </div>
    </form>
  );
}
