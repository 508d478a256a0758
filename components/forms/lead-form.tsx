'use client';

import { useMemo, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { FieldsProvider, SubmitButton } from '@/components/forms/fields';
import { FormExtras } from '@/components/forms/form-extras';
import { FormFields, type FieldSlots } from '@/components/forms/form-fields';
import { FormNotice, PrivacyNote } from '@/components/forms/form-notice';
import type { DraftOptions } from '@/components/forms/use-form-draft';
import { useLeadForm, type FormAction } from '@/components/forms/use-lead-form';
import { SUBMISSION_KEY_FIELD } from '@/lib/actions/hidden-fields';
import type { FormState } from '@/lib/actions/form-state';
import { formDefaults, type FieldTable, type FormDescription } from '@/lib/schemas/form-description';

// Where a form sits decides its arrangement; everything else about the shell is the same.
const layouts = {
  /** Titled fieldsets, the button under a rule (the dealer and career pages). */
  sections: { form: 'relative grid gap-8', fields: undefined, footer: 'grid gap-4 border-t border-border pt-6', submit: undefined },
  /** Two columns, the privacy note beside the button (home and /inquiry). */
  grid: {
    form: 'relative grid gap-5',
    fields: 'grid gap-5 sm:grid-cols-2',
    footer: 'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between',
    submit: 'shrink-0',
  },
  /** Two closer columns, the privacy note above the button (the quote dialog and page). */
  dialog: { form: 'relative grid gap-5', fields: 'grid gap-4 sm:grid-cols-2', footer: undefined, submit: undefined },
  /** One field (Get Notified). */
  single: { form: 'relative grid gap-4', fields: undefined, footer: undefined, submit: undefined },
  /** The field and its button on one line, its label for screen readers (the newsletter box). */
  inline: { form: 'relative grid w-full max-w-md gap-2', fields: 'flex-1 [&_label]:sr-only', footer: undefined, submit: 'sm:w-auto' },
} as const;

/** `state`: the answer to a post made before JavaScript ran, while the page shows it. */
export type SlotStatus = { busy: boolean; state: FormState };

export type LeadFormProps<Fields extends FieldTable> = {
  form: FormDescription<Fields>;
  action: FormAction;
  /** The spec's failure message for this form (§8): shown for any failure, values kept. */
  failureMessage: string;
  /** Where the form posts before JavaScript runs: by default the page's path. */
  permalink?: string;
  /** Typed text kept in session storage until sent (a stable object: a module constant). */
  draft?: DraftOptions;
  /** The form's accessible name. */
  label: string;
  layout: keyof typeof layouts;
  submitLabel: string;
  pendingLabel: string;
  /** What the visitor's data is used for: the line before the link to the privacy notice. */
  privacyPurpose: string;
  /** Inputs the action reads besides the described fields (which page wording, which product). */
  hidden?: Record<string, string | undefined>;
  /** Start values the page supplies (a prefilled product). */
  prefilled?: Partial<Record<keyof Fields, string>>;
  readOnly?: readonly (keyof Fields & string)[];
  /** What stands in for stored fields, given the form's status (the career form's resume upload). */
  slots?: (status: SlotStatus) => FieldSlots<Fields>;
  /** Work of the form's own (an upload) that keeps the button busy as a submission does. */
  busy?: boolean;
  onSuccess?: () => void;
  onError?: (state: FormState) => void;
  beforeSubmit?: (data: FormData) => Promise<FormData | null>;
};

/**
 * The shell of every lead form: the no-JavaScript notice, hidden origin and honeypot inputs, the
 * described fields, the privacy note and the submit button, wired to its server action.
 */
export function LeadForm<Fields extends FieldTable>({
  form,
  action,
  failureMessage,
  permalink,
  draft,
  label,
  layout,
  submitLabel,
  pendingLabel,
  privacyPurpose,
  hidden = {},
  prefilled,
  readOnly,
  slots,
  busy = false,
  onSuccess,
  onError,
  beforeSubmit,
}: LeadFormProps<Fields>) {
  const defaults = useMemo(() => formDefaults(form, prefilled), [form, prefilled]);
  const path = usePathname();
  // The form's id from its name ("Enquiry form" → enquiry-form). A post made without JavaScript
  // returns to it, so the answer opens at the form's notice, not at the top of a long page.
  const anchor = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const { pageNotice, pending, submissionKey, announcement, formProps, fields } = useLeadForm({
    form: form as FormDescription,
    action,
    defaults,
    failureMessage,
    permalink: `${permalink ?? path}#${anchor}`,
    draft,
    onSuccess,
    onError,
    beforeSubmit,
  });
  const style = layouts[layout];
  const working = pending || busy;
  const described = (
    <FormFields form={form} grouped={layout === 'sections'} readOnly={readOnly} slots={slots?.({ busy: working, state: pageNotice })} />
  );
  const submit = (
    <SubmitButton pending={working} label={submitLabel} pendingLabel={pendingLabel} size={layout === 'inline' ? 'default' : 'lg'} className={style.submit} />
  );
  const privacy = <PrivacyNote purpose={privacyPurpose} />;
  return (
    <form {...formProps} id={anchor} className={`${style.form} scroll-mt-24`} aria-label={label}>
      <FormNotice state={pageNotice} failureMessage={failureMessage} />
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
      {Object.entries(hidden).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} />
      <FormExtras />
      <FieldsProvider fields={fields}>
        {layout === 'inline' ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <Wrap className={style.fields}>{described}</Wrap>
            {submit}
          </div>
        ) : (
          <Wrap className={style.fields}>{described}</Wrap>
        )}
      </FieldsProvider>
      {layout === 'inline' ? (
        privacy
      ) : (
        <Wrap className={style.footer}>
          {privacy}
          {submit}
        </Wrap>
      )}
    </form>
  );
}

/** A layout's box around some of the shell, or none where the layout has no class for it. */
function Wrap({ className, children }: { className: string | undefined; children: ReactNode }) {
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}
