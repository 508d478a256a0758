import { useEffect, type RefObject } from 'react';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';

/** After each answer of a back office editor: focus the first invalid field, or else the answer's message. */
export function useFocusAfterAnswer(state: AdminFormState<unknown>, formRef: RefObject<HTMLFormElement | null>, messageRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (state.status === 'idle') return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? messageRef.current)?.focus();
  }, [state, formRef, messageRef]);
}
