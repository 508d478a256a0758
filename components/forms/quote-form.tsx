'use client';

import { FieldsProvider, SubmitButton, TextAreaField, TextField } from '@/components/forms/fields';
import { FormExtras } from '@/components/forms/form-extras';
import { FormNotice, PrivacyNote } from '@/components/forms/form-notice';
import { useLeadForm } from '@/components/forms/use-lead-form';
import { submitQuote } from '@/lib/actions/submit-quote';
import { quoteSchema, type QuoteInput } from '@/lib/schemas/quote';

/**
 * The quote request. `productCategory` arrives as 'category - product name' (spec §3) and is
 * shown read-only; without it (the quote page opened on its own) the visitor names the product.
 */
export function QuoteForm({ productCategory, productId, onSuccess }: { productCategory?: string; productId?: string; onSuccess?: () => void }) {
  const defaults: QuoteInput = {
    product_category: productCategory ?? '',
    customer_name: '',
    customer_email: '',
    customer_phone: '',
    company_name: '',
    quantity: '',
    specifications: '',
    message: '',
  };
  const { state, hydrated, pending, formProps, fields } = useLeadForm({ schema: quoteSchema, action: submitQuote, defaults, onSuccess });
  return (
    <form {...formProps} className="relative grid gap-5" aria-label="Quote request form">
      <FormNotice state={state} hydrated={hydrated} />
      {productId && <input type="hidden" name="product_id" value={productId} />}
      <FormExtras />
      <FieldsProvider fields={fields}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="product_category"
            label="Product"
            required
            readOnly={Boolean(productCategory)}
            maxLength={200}
            placeholder="Product or grade you need"
            className="sm:col-span-2"
          />
          <TextField name="customer_name" label="Name" required autoComplete="name" placeholder="Your full name" maxLength={100} />
          <TextField
            name="customer_email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@company.com"
            maxLength={254}
          />
          <TextField name="customer_phone" label="Phone" type="tel" autoComplete="tel" placeholder="+91 98300 12345" maxLength={20} />
          <TextField name="company_name" label="Company" autoComplete="organization" placeholder="Company name" maxLength={150} />
          <TextField
            name="quantity"
            label="Quantity"
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="e.g. 500"
            hint="Boxes, spools or units"
            className="sm:col-span-2"
          />
          <TextAreaField
            name="specifications"
            label="Specifications"
            rows={3}
            placeholder="Size, classification, packing or certificates required"
            maxLength={2000}
            className="sm:col-span-2"
          />
          <TextAreaField name="message" label="Message" rows={3} placeholder="Delivery location, timeline, anything else" maxLength={2000} className="sm:col-span-2" />
        </div>
      </FieldsProvider>
      <PrivacyNote purpose="We use your contact details only to prepare and send this quote." />
      <SubmitButton pending={pending} label="Submit Quote Request" pendingLabel="Submitting Request..." />
    </form>
  );
}
