/**
 * A field's hint and its message, under the input that names them in aria-describedby
 * (`<id>-hint`, `<id>-error`). Shared by the public lead forms and the back office's forms.
 */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </>
  );
}

/** The aria-describedby value naming what FieldMessages shows for the field. */
export const fieldMessagesIds = (id: string, { hint, error }: { hint?: string; error?: string }) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
