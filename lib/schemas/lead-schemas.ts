import { careerForm } from '@/lib/schemas/career';
import { dealerForm } from '@/lib/schemas/dealer';
import { enquiryForm } from '@/lib/schemas/enquiry';
import { formSchema } from '@/lib/schemas/form-schema';
import { launchNotifyForm, newsletterForm } from '@/lib/schemas/interest';
import { quoteForm } from '@/lib/schemas/quote';

// The lead forms' zod schemas, each built from its form's description, for the server actions.
// (The browser builds the same ones from the descriptions it already has: components/forms/form-validation.ts.)

export const enquirySchema = formSchema(enquiryForm);
export const quoteSchema = formSchema(quoteForm);
export const dealerSchema = formSchema(dealerForm);
export const careerSchema = formSchema(careerForm);
export const newsletterSchema = formSchema(newsletterForm);
export const launchNotifySchema = formSchema(launchNotifyForm);
