import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormNotice } from '@/components/forms/form-notice';
import { CHECK_FIELDS_MESSAGE, initialFormState, type FormState } from '@/lib/actions/form-state';
import { rateLimitMessage } from '@/lib/rate-limit';

// The notice a post made without JavaScript gets reads as the toast would: the form's failure
// message (spec §8), the server's reason under it, or the check message alone.

const failure = 'Failed to submit enquiry. Please try again.';
const paragraphs = (state: FormState) =>
  [...renderToStaticMarkup(<FormNotice state={state} failureMessage={failure} />).matchAll(/<p[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);
const failed = (message: string): FormState => ({ ...initialFormState, status: 'error', message });

describe('FormNotice', () => {
  it('shows nothing before a post', () => {
    expect(renderToStaticMarkup(<FormNotice state={initialFormState} failureMessage={failure} />)).toBe('');
  });

  it('puts the server’s reason under the form’s failure message', () => {
    const limited = rateLimitMessage(600);
    expect(paragraphs(failed(limited))).toEqual([failure, limited]);
  });

  it('shows the failure message once when the server gave no other reason', () => {
    expect(paragraphs(failed(failure))).toEqual([failure]);
  });

  it('names fields to correct by the check message alone', () => {
    expect(paragraphs(failed(CHECK_FIELDS_MESSAGE))).toEqual([CHECK_FIELDS_MESSAGE]);
  });

  it('shows a success as it is', () => {
    expect(paragraphs({ ...initialFormState, status: 'success', message: 'Thank you!' })).toEqual(['Thank you!']);
  });
});
