import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { FieldMessages } from '@/components/common/field-messages';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

// Pieces the back office's content editors (articles, products, dealers) share: a labelled field with its
// hint and message, the options of a native select, and the save button.

/** A labelled field with its hint and message under it (the input's id is `id`). */
export function EditorRow({ id, label, hint, error, wide = false, children }: { id: string; label: string; hint?: string; error?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('grid min-w-0 content-start gap-2', wide && 'sm:col-span-2')}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** The `<option>`s of a list of [value, label] pairs. */
export function SelectOptions({ options }: { options: readonly (readonly [string, string])[] }) {
  return options.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

/** The editor's submit button, which says it is saving while the action runs. */
export function SaveButton({ pending, label, pendingLabel = 'Saving…' }: { pending: boolean; label: string; pendingLabel?: string }) {
  return (
    <div>
      <Button type="submit" variant="accent" disabled={pending} aria-disabled={pending} className="w-full sm:w-auto">
        {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
