import { useEffect, type ReactNode, type RefObject } from 'react';
import { Loader2 } from 'lucide-react';
import { FieldMessages } from '@/components/common/field-messages';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { cn } from '@/lib/utils';

// Pieces the back office's larger editors (articles, dealers) share: a labelled field with its
// hint and message, the save button, and where focus goes after an answer.

/** A labelled field: the input (`children`, whose id is `id`), then its hint and its message. */
export function EditorRow({ id, label, hint, error, wide = false, children }: { id: string; label: string; hint?: string; error?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('grid min-w-0 content-start gap-2', wide && 'sm:col-span-2')}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function EditorSubmit({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <div>
      <Button type="submit" variant="accent" disabled={pending} aria-disabled={pending} className="w-full sm:w-auto">
        {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}

/** After each answer: focus the first invalid field, or else the answer's message. */
export function useFocusAfterAnswer(state: AdminFormState<unknown>, formRef: RefObject<HTMLFormElement | null>, messageRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (state.status === 'idle') return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? messageRef.current)?.focus();
  }, [state, formRef, messageRef]);
}
