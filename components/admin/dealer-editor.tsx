'use client';

import { useRef, type ReactNode } from 'react';
import { usePageActionState } from '@/components/admin/use-page-action-state';
import { ActionOutcome } from '@/components/admin/action-form';
import { EditorRow, SaveButton } from '@/components/admin/editor-parts';
import { useFocusAfterAnswer } from '@/components/admin/use-focus-after-answer';
import { useUnsavedChangesGuard } from '@/components/admin/use-unsaved-changes';
import { FieldMessages, fieldMessagesIds } from '@/components/common/field-messages';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { initialAdminFormState, type AdminFormState } from '@/lib/actions/admin/admin-form-state';
import {
  DEALER_ADDRESS_MAX,
  DEALER_CITY_MAX,
  DEALER_EMAIL_MAX,
  DEALER_MAP_URL_MAX,
  DEALER_NAME_MAX,
  DEALER_PHONE_MAX,
  dealerCategoryOptions,
  dealerStateOptions,
} from '@/lib/schemas/dealer-admin';

// The dealer form: fields named after the dealers table's columns (lib/schemas/dealer-admin.ts
// checks them again on the server). It posts with or without JavaScript and keeps what was typed
// when the save is refused.

export type DealerEditorProps = {
  action: (state: AdminFormState, formData: FormData) => Promise<AdminFormState>;
  mode: 'create' | 'edit';
  /** The stored dealer (edit), an application's answers (create from it), or the defaults. */
  values: Record<string, string>;
  /** Inputs the editor does not change: id and version, or the application it is made from. */
  hidden: Record<string, string>;
  submitLabel: string;
};

const hints: Record<string, string> = {
  pincode: 'Six digits, like 400604. The locator lists the nearest dealers to a visitor’s PIN code.',
  phone: 'As customers should dial it, like +91 22 2582 4410.',
  map_url: 'Optional: the dealer’s place on a map, like https://maps.app.goo.gl/…; only https links. Without one, the locator links a map search for the address.',
  is_active: 'Inactive dealers stay here but are not shown on the locator.',
};

export function DealerEditor({ action, mode, values, hidden, submitLabel }: DealerEditorProps) {
  const [state, formAction, pending] = usePageActionState(action, initialAdminFormState);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useFocusAfterAnswer(state, formRef, messageRef);
  useUnsavedChangesGuard(formRef);

  // After a refused save the form shows what was sent (an unticked box sends nothing).
  const sent = state.status === 'idle' ? null : state.values;
  const valueOf = (name: string) => (sent ? (sent[name] ?? '') : (values[name] ?? ''));
  const field = (name: string) => {
    const error = state.fieldErrors[name];
    return { id: `dealer-${name}`, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': fieldMessagesIds(`dealer-${name}`, { hint: hints[name], error }) };
  };
  const key = JSON.stringify(state.values);
  const categories = new Set(valueOf('categories').split(','));
  const categoriesError = state.fieldErrors.categories;

  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-6" aria-describedby={state.message ? 'dealer-message' : undefined}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-xs sm:grid-cols-2 sm:p-6">
        <Row name="name" label="Business name" error={state.fieldErrors.name} wide>
          <Input key={key} {...field('name')} defaultValue={valueOf('name')} maxLength={DEALER_NAME_MAX} autoComplete="organization" />
        </Row>
        <Row name="address" label="Address" error={state.fieldErrors.address} wide>
          <Textarea key={key} {...field('address')} defaultValue={valueOf('address')} maxLength={DEALER_ADDRESS_MAX} rows={2} />
        </Row>
        <Row name="city" label="City" error={state.fieldErrors.city}>
          <Input key={key} {...field('city')} defaultValue={valueOf('city')} maxLength={DEALER_CITY_MAX} />
        </Row>
        <Row name="state" label="State" error={state.fieldErrors.state}>
          <NativeSelect key={key} {...field('state')} defaultValue={valueOf('state')}>
            <option value="">Choose…</option>
            {dealerStateOptions.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </Row>
        <Row name="pincode" label="Pincode" error={state.fieldErrors.pincode}>
          <Input key={key} {...field('pincode')} defaultValue={valueOf('pincode')} maxLength={7} inputMode="numeric" spellCheck={false} />
        </Row>
        <Row name="phone" label="Phone" error={state.fieldErrors.phone}>
          <Input key={key} {...field('phone')} type="tel" defaultValue={valueOf('phone')} maxLength={DEALER_PHONE_MAX} />
        </Row>
        <Row name="email" label="E-mail" error={state.fieldErrors.email}>
          <Input key={key} {...field('email')} type="email" defaultValue={valueOf('email')} maxLength={DEALER_EMAIL_MAX} autoCapitalize="none" spellCheck={false} />
        </Row>
        <Row name="map_url" label="Map link" error={state.fieldErrors.map_url}>
          <Input key={key} {...field('map_url')} type="url" defaultValue={valueOf('map_url')} maxLength={DEALER_MAP_URL_MAX} autoCapitalize="none" spellCheck={false} />
        </Row>
      </div>

      <fieldset
        className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-xs sm:p-6"
        aria-invalid={categoriesError ? true : undefined}
        aria-describedby={categoriesError ? 'dealer-categories-error' : undefined}
      >
        <legend className="px-1 font-display text-lg font-bold">Categories carried</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {dealerCategoryOptions.map(([value, label]) => (
            <div key={value} className="flex items-center gap-2">
              <Checkbox key={key} id={`dealer-categories-${value}`} name="categories" value={value} defaultChecked={categories.has(value)} />
              <Label htmlFor={`dealer-categories-${value}`}>{label}</Label>
            </div>
          ))}
        </div>
        <FieldMessages id="dealer-categories" error={categoriesError} />
      </fieldset>

      <div className="flex items-start gap-3">
        <Checkbox key={key} {...field('is_active')} defaultChecked={valueOf('is_active') === 'on' || valueOf('is_active') === 'true'} className="mt-0.5" />
        <div className="grid gap-1">
          <Label htmlFor="dealer-is_active">Active: shown on the dealer locator</Label>
          <FieldMessages id="dealer-is_active" hint={hints.is_active} error={state.fieldErrors.is_active} />
        </div>
      </div>

      <ActionOutcome id="dealer-message" state={state} messageRef={messageRef} />
      <SaveButton pending={pending} label={submitLabel} pendingLabel={mode === 'create' ? 'Creating…' : 'Saving…'} />
    </form>
  );
}

function Row({ name, ...props }: { name: string; label: string; error?: string; wide?: boolean; children: ReactNode }) {
  return <EditorRow id={`dealer-${name}`} hint={hints[name]} {...props} />;
}
