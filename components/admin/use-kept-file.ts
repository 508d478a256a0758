'use client';

import { useEffect, useRef, type RefObject } from 'react';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';

/**
 * Keeps a file input's chosen file through a refused save: React empties a form's uncontrolled
 * fields once its action answers, so the file is put back. A page rendered from a post made
 * without JavaScript (or before it ran) holds no file to put back: there `chooseAgain` is the
 * answer's message asking for it again.
 */
export function useKeptFile(state: AdminFormState<unknown>, input: RefObject<HTMLInputElement | null>, name: string) {
  const chosen = useRef<File | null>(null);
  // A file refused for itself (its type, its size) is not put back: another must be chosen.
  const putBack = state.status === 'error' && !state.fieldErrors[name];

  useEffect(() => {
    const file = chosen.current;
    const field = input.current;
    if (!putBack || !file || !field || (field.files?.length ?? 0) > 0) return;
    const files = new DataTransfer();
    files.items.add(file);
    field.files = files.files;
  }, [state, putBack, input]);

  return {
    /** Call with the input's file on each change. */
    remember: (file: File | null | undefined) => {
      chosen.current = file ?? null;
    },
    // Read while rendering on purpose: the message must not flash before the effect puts the file back.
    chooseAgain: putBack && chosen.current ? undefined : state.filesToChooseAgain?.[name],
  };
}
