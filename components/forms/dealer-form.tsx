'use client';

import { CheckboxField, FieldsProvider, FormSection, optionEntries, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/forms/fields';
import { FormExtras } from '@/components/forms/form-extras';
import { FormNotice, PrivacyNote } from '@/components/forms/form-notice';
import { useLeadForm } from '@/components/forms/use-lead-form';
import { submitDealerApplication } from '@/lib/actions/submit-dealer-application';
import { annualTurnoverLabels, annualTurnovers, businessTypeLabels, businessTypes, investmentCapacities, investmentCapacityLabels } from '@/lib/domain/options';
import { dealerSchema, type DealerInput } from '@/lib/schemas/dealer';

const defaults: DealerInput = {
  business_name: '',
  contact_person: '',
  email: '',
  phone: '',
  business_address: '',
  city: '',
  state: '',
  pincode: '',
  business_type: '',
  years_in_business: '0',
  current_suppliers: '',
  annual_turnover: '',
  target_market: '',
  warehouse_facility: false,
  delivery_capability: '',
  investment_capacity: '',
  why_partner: '',
  additional_info: '',
};

const businessTypeOptions = optionEntries(businessTypes, businessTypeLabels);
const turnoverOptions = optionEntries(annualTurnovers, annualTurnoverLabels);
const investmentOptions = optionEntries(investmentCapacities, investmentCapacityLabels);

export function DealerForm() {
  const { state, hydrated, pending, formProps, fields } = useLeadForm({ schema: dealerSchema, action: submitDealerApplication, defaults });
  return (
    <form {...formProps} className="relative grid gap-8" aria-label="Dealer application form">
      <FormNotice state={state} hydrated={hydrated} />
      <FormExtras />
      <FieldsProvider fields={fields}>
        <FormSection title="Business Information">
          <TextField name="business_name" label="Business name" required autoComplete="organization" maxLength={150} />
          <TextField name="contact_person" label="Contact person" required autoComplete="name" maxLength={100} />
          <TextField name="email" label="Email" type="email" required autoComplete="email" placeholder="you@company.com" maxLength={254} />
          <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" placeholder="+91 98300 12345" maxLength={20} />
        </FormSection>
        <FormSection title="Location Details">
          <TextAreaField
            name="business_address"
            label="Business address"
            required
            rows={2}
            placeholder="Shop or office, street, area"
            maxLength={500}
            className="sm:col-span-2"
          />
          <TextField name="city" label="City" required autoComplete="address-level2" maxLength={100} />
          <TextField name="state" label="State" required autoComplete="address-level1" maxLength={100} />
          <TextField name="pincode" label="Pincode" required autoComplete="postal-code" inputMode="numeric" placeholder="700017" maxLength={10} />
        </FormSection>
        <FormSection title="Business Details">
          <SelectField name="business_type" label="Business type" required placeholder="Select business type" options={businessTypeOptions} />
          <TextField name="years_in_business" label="Years in business" type="number" inputMode="numeric" min={0} required />
          <SelectField
            name="annual_turnover"
            label="Annual turnover"
            required
            placeholder="Select annual turnover"
            options={turnoverOptions}
            hint="Indian rupees (1 Crore = 100 Lakh)"
          />
          <SelectField
            name="investment_capacity"
            label="Investment capacity"
            required
            placeholder="Select investment capacity"
            options={investmentOptions}
            hint="What you can invest in stock and set-up"
          />
          <TextField name="current_suppliers" label="Current suppliers" placeholder="Brands you stock today" maxLength={500} />
          <TextField name="target_market" label="Target market" placeholder="Industries or areas you serve" maxLength={500} />
          <TextField name="delivery_capability" label="Delivery capability" placeholder="Vehicles, delivery radius" maxLength={500} className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <CheckboxField name="warehouse_facility" label="We have a warehouse facility" description="Covered storage for electrodes and wire (dry, off the floor)." />
          </div>
        </FormSection>
        <FormSection title="Additional Information">
          <TextAreaField
            name="why_partner"
            label="Why do you want to partner with us?"
            required
            rows={5}
            hint="At least 50 characters."
            maxLength={3000}
            className="sm:col-span-2"
          />
          <TextAreaField name="additional_info" label="Additional information" rows={3} maxLength={3000} className="sm:col-span-2" />
        </FormSection>
      </FieldsProvider>
      <div className="grid gap-4 border-t border-border pt-6">
        <PrivacyNote purpose="We use these business and contact details only to assess your dealership application and contact you about it." />
        <SubmitButton pending={pending} label="Submit Application" pendingLabel="Submitting Application..." />
      </div>
    </form>
  );
}
