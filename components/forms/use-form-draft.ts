'use client';

import { useCallback, useEffect } from 'react';
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

/**
 * Keeps `draft.fields` of the form in session storage; `restore` puts a saved draft back (not on
 * a page rendered from a post, which has the posted values). Answers the function that drops it.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, draft: DraftOptions | undefined, restore: boolean) {
  useEffect(() => {
    if (!draft) return;
    if (restore) {
      for (const [name, value] of Object.entries(readDraft(draft.key))) {
        if (draft.fields.includes(name) && (typeof value === 'string' || typeof value === 'boolean')) {
          form.setValue(name as Path<T>, value as never, { shouldDirty: true });
        }
      }
    }
    const subscription = form.watch((values) => {
      const kept = Object.fromEntries(draft.fields.flatMap((name) => (values[name] === '' || values[name] === false || values[name] === undefined ? [] : [[name, values[name]]])));
      writeDraft(draft.key, kept);
    });
    return () => subscription.unsubscribe();
  }, [form, draft, restore]);

  return useCallback(() => {
    if (draft) writeDraft(draft.key, {});
  }, [draft]);
}
