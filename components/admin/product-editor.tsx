'use client';

import { useRef, useState, type ReactNode } from 'react';
import { usePageActionState } from '@/components/admin/use-page-action-state';
import { ActionOutcome } from '@/components/admin/action-form';
import { OrderedRows } from '@/components/admin/ordered-rows';
import { EditorRow, SaveButton, SelectOptions } from '@/components/admin/editor-parts';
import { useFocusAfterAnswer } from '@/components/admin/use-focus-after-answer';
import { useUnsavedChangesGuard } from '@/components/admin/use-unsaved-changes';
import { FieldMessages, fieldMessagesIds } from '@/components/common/field-messages';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { initialAdminFormState, type AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { isoToday } from '@/lib/domain/classification';
import { slugFromTitle } from '@/lib/domain/news';
import {
  approvalRows,
  availabilityOptions,
  categoryOptions,
  coatingOptions,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_ID_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_TEXT_MAX,
  productLists,
  productTables,
  ROW_KEY_MAX,
  ROW_VALUE_MAX,
  specificationLists,
  upcomingOptions,
  weldingCurrentOptions,
} from '@/lib/schemas/product';

// The product form: fields named after the products columns (lib/schemas/product.ts describes
// them), the lists, technical tables and approvals as ordered rows (components/admin/ordered-rows.tsx). It
// posts with or without JavaScript and keeps what was typed when the save is refused.

export type ProductEditorProps = {
  action: (state: AdminFormState, formData: FormData) => Promise<AdminFormState>;
  mode: 'create' | 'edit';
  /** The stored product's flat values (edit, or the copy of 'new from this one'), or a new one's defaults. */
  values: Record<string, string>;
};

const hints: Record<string, string> = {
  id: 'The address /product/…: made from the name; lower-case letters, digits and hyphens.',
  launch_date: 'Required for an upcoming product: the product page shows it.',
  is_available: 'Not available and not upcoming means discontinued: the page stays, marked, without quotes.',
  welding_currents: 'The finder’s Current filter counts these.',
  coating: 'The finder’s Coating filter counts this.',
};
/** Says which stored approvals have lapsed: the site shows them as expired and the finder no longer counts them. */
const lapsedNote = ({ valid_until }: Record<string, string>) =>
  valid_until && valid_until < isoToday() ? 'Lapsed: the site shows this approval as expired and the finder no longer counts it. Enter the renewed certificate’s date.' : undefined;
const renameHint = 'Changing it moves the product to the new address; the old one keeps redirecting here.';

export function ProductEditor({ action, mode, values }: ProductEditorProps) {
  const [state, formAction, pending] = usePageActionState(action, initialAdminFormState as AdminFormState);
  const [idTouched, setIdTouched] = useState(mode === 'edit' || Boolean(values.id));
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const idRef = useRef<HTMLInputElement>(null);

  useFocusAfterAnswer(state, formRef, messageRef);
  useUnsavedChangesGuard(formRef);

  // A refused save refills the form from what was sent.
  const current = state.status === 'error' ? state.values : values;
  const valueOf = (name: string) => current[name] ?? '';
  const errorOf = (name: string) => state.fieldErrors[name];
  const hintOf = (name: string) => (name === 'id' && mode === 'edit' ? renameHint : hints[name]);
  const field = (name: string) => {
    const id = `product-${name}`;
    const error = errorOf(name);
    return { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': fieldMessagesIds(id, { hint: hintOf(name), error }) };
  };
  const key = JSON.stringify(state.values);
  const tickedCurrents = new Set(Object.entries(current).flatMap(([name, value]) => (/^welding_currents\.\d+$/.test(name) ? [value] : [])));
  const rowProps = { values: current, errors: state.fieldErrors, maxLength: { key: ROW_KEY_MAX, value: ROW_VALUE_MAX } };

  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-6" aria-describedby={state.message ? 'product-message' : undefined}>
      {mode === 'edit' && (
        <>
          <input type="hidden" name="current_id" value={values.current_id} />
          <input type="hidden" name="version" value={values.version} />
        </>
      )}
      <Section title="Product">
        <Row name="name" label="Name" error={errorOf('name')} hint={hintOf('name')}>
          <Input
            key={key}
            {...field('name')}
            defaultValue={valueOf('name')}
            maxLength={PRODUCT_NAME_MAX}
            onChange={(event) => {
              if (!idTouched && idRef.current) idRef.current.value = slugFromTitle(event.target.value);
            }}
          />
        </Row>
        <Row name="id" label="Address (/product/…)" error={errorOf('id')} hint={hintOf('id')}>
          <Input key={key} ref={idRef} {...field('id')} defaultValue={valueOf('id')} maxLength={PRODUCT_ID_MAX} spellCheck={false} autoCapitalize="none" onChange={() => setIdTouched(true)} />
        </Row>
        <Row name="category" label="Category" error={errorOf('category')}>
          <NativeSelect key={key} {...field('category')} defaultValue={valueOf('category')}>
            {!valueOf('category') && <option value="">Choose…</option>}
            <SelectOptions options={categoryOptions} />
          </NativeSelect>
        </Row>
        <Row name="subcategory" label="Subcategory" error={errorOf('subcategory')}>
          <Input key={key} {...field('subcategory')} defaultValue={valueOf('subcategory')} maxLength={PRODUCT_TEXT_MAX} />
        </Row>
        <Row name="description" label="Description" error={errorOf('description')} wide>
          <Textarea key={key} {...field('description')} defaultValue={valueOf('description')} maxLength={PRODUCT_DESCRIPTION_MAX} rows={5} />
        </Row>
      </Section>

      <Section title="Availability">
        <Row name="is_available" label="Available" error={errorOf('is_available')} hint={hintOf('is_available')}>
          <NativeSelect key={key} {...field('is_available')} defaultValue={valueOf('is_available') || 'true'}>
            <SelectOptions options={availabilityOptions} />
          </NativeSelect>
        </Row>
        <Row name="is_upcoming" label="Upcoming" error={errorOf('is_upcoming')}>
          <NativeSelect key={key} {...field('is_upcoming')} defaultValue={valueOf('is_upcoming') || 'false'}>
            <SelectOptions options={upcomingOptions} />
          </NativeSelect>
        </Row>
        <Row name="launch_date" label="Launch date" error={errorOf('launch_date')} hint={hintOf('launch_date')}>
          <Input key={key} {...field('launch_date')} type="date" defaultValue={valueOf('launch_date')} />
        </Row>
      </Section>

      <Section title="Approvals">
        <div className="sm:col-span-2">
          <OrderedRows key={key} {...approvalRows} {...rowProps} note={lapsedNote} />
        </div>
      </Section>

      <Section title="Lists">
        {productLists.map((list) => (
          <div key={list.name} className="sm:col-span-2">
            <OrderedRows key={key} {...list} {...rowProps} />
          </div>
        ))}
      </Section>

      <Section title="Specifications">
        <fieldset className="grid content-start gap-2" aria-describedby={fieldMessagesIds('product-welding_currents', { hint: hintOf('welding_currents'), error: errorOf('welding_currents') })}>
          <legend className="mb-1 text-sm font-semibold">Welding currents</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {weldingCurrentOptions.map(([option, optionLabel], index) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <Checkbox key={key} name={`welding_currents.${index}`} value={option} defaultChecked={tickedCurrents.has(option)} />
                {optionLabel}
              </label>
            ))}
          </div>
          <FieldMessages id="product-welding_currents" hint={hintOf('welding_currents')} error={errorOf('welding_currents')} />
        </fieldset>
        <Row name="coating" label="Coating or flux type" error={errorOf('coating')} hint={hintOf('coating')}>
          <NativeSelect key={key} {...field('coating')} defaultValue={valueOf('coating')}>
            {/* A stored value the list lacks stays shown (the save then says to choose one) rather than silently becoming None. */}
            <SelectOptions options={coatingOptions.some(([value]) => value === valueOf('coating')) ? coatingOptions : [...coatingOptions, [valueOf('coating'), valueOf('coating')]]} />
          </NativeSelect>
        </Row>
        {specificationLists.map((list) => (
          <div key={list.name} className="sm:col-span-2">
            <OrderedRows key={key} {...list} {...rowProps} />
          </div>
        ))}
      </Section>

      <Section title="Technical tables">
        {productTables.map((table) => (
          <div key={table.name} className="sm:col-span-2">
            <OrderedRows key={key} name={table.name} label={table.label} itemLabel={table.columns[0]} columns={table.columns} {...rowProps} />
          </div>
        ))}
      </Section>

      <ActionOutcome id="product-message" state={state} messageRef={messageRef} />
      <SaveButton pending={pending} label={mode === 'create' ? 'Create product' : 'Save product'} />
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-xs sm:grid-cols-2 sm:p-6">
      <legend className="px-1 font-display text-lg font-bold">{title}</legend>
      {children}
    </fieldset>
  );
}

function Row({ name, ...props }: { name: string; label: string; error?: string; hint?: string; wide?: boolean; children: ReactNode }) {
  return <EditorRow id={`product-${name}`} {...props} />;
}
