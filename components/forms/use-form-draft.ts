'use client';

import { useCallback, useEffect, type RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

// A long form's typed text, kept in the tab's session storage while the visitor writes, so that a
// reload, a crash or a trip to another page loses nothing; restored when the form opens again and
// removed once it is sent. It stays in this browser: nothing is sent anywhere before submit.

/** `key` names the draft; `fields` are the inputs it keeps. */
export type DraftOptions = { key: string; fields: readonly string[] };

const storageKey = (key: string) => `lead-draft:${key}`;

function readDraft(key: string): Record<string, unknown> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(storageKey(key)) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : {};
  } catch {
    return {}; // storage disabled or full, or a draft from another version: start empty
  }
}

function writeDraft(key: string, values: Record<string, unknown>) {
  try {
    if (Object.keys(values).length === 0) window.sessionStorage.removeItem(storageKey(key));
    else window.sessionStorage.setItem(storageKey(key), JSON.stringify(values));
  } catch {
    // a draft is a convenience: without storage the form works as before
  }
}

/** What the visitor put into the field `name` of `element` before its script ran, if anything. */
function typedBeforeHydration(element: HTMLFormElement | null, name: string, start: unknown): string | boolean | undefined {
  const input = element?.elements.namedItem(name);
  if (input instanceof HTMLInputElement && input.type === 'checkbox') return input.checked !== (start === true) ? input.checked : undefined;
  if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement || input instanceof HTMLSelectElement) {
    return input.value !== String(start ?? '') ? input.value : undefined;
  }
  return undefined;
}

/**
 * Keeps `draft.fields` of the form in session storage; `restore` puts a saved draft back (not on
 * a page rendered from a post, which has the posted values), but never over what the visitor typed
 * into `element` before the page's script ran (a slow phone). Answers the function that drops it.
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  draft: DraftOptions | undefined,
  restore: boolean,
  element: RefObject<HTMLFormElement | null>,
) {
  useEffect(() => {
    if (!draft) return;
    const keep = (values: Record<string, unknown>) =>
      writeDraft(draft.key, Object.fromEntries(draft.fields.flatMap((name) => (values[name] === '' || values[name] === false || values[name] === undefined ? [] : [[name, values[name]]]))));
    if (restore) {
      const saved = readDraft(draft.key);
      let typedAny = false;
      for (const name of draft.fields) {
        const typed = typedBeforeHydration(element.current, name, form.formState.defaultValues?.[name]);
        typedAny ||= typed !== undefined;
        const value = typed ?? saved[name];
        if (typeof value === 'string' || typeof value === 'boolean') form.setValue(name as Path<T>, value as never, { shouldDirty: true });
      }
      if (typedAny) keep(form.getValues()); // what was typed before is the draft now
    }
    const subscription = form.watch(keep);
    return () => subscription.unsubscribe();
  }, [form, draft, restore, element]);

  return useCallback(() => {
    if (draft) writeDraft(draft.key, {});
  }, [draft]);
}
