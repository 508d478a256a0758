import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { FormDescription } from '@/lib/schemas/form-description';
import { formSchema } from '@/lib/schemas/form-schema';

// The browser's checks of a lead form: the schema the server validates with, built from the same
// description. Loaded apart from the page (components/forms/use-lead-form.ts imports it when a
// visitor starts on a form), so that zod is not in the JavaScript every form page starts with.

export function formResolver(form: FormDescription): Resolver<FieldValues> {
  return zodResolver(formSchema(form) as never) as Resolver<FieldValues>;
}
