import { clsx } from 'clsx';
import Link from 'next/link';
import { CHECK_FIELDS_MESSAGE, failureReason, type FormState } from '@/lib/actions/form-state';

/**
 * The answer to a post made before JavaScript ran (or without it), written into the page it
 * rendered; it stays once the page hydrates, until the next submission. Answers given to
 * JavaScript are toasts. A failure reads as the failure toast does: the form's failure message
 * (spec §8), the server's reason under it (failureReason); fields to correct are named by the check
 * message alone, as the fields themselves are marked.
 */
export function FormNotice({ state, failureMessage, className }: { state: FormState; failureMessage: string; className?: string }) {
  if (state.status === 'idle') return null;
  const success = state.status === 'success';
  const reason = !success && state.message !== CHECK_FIELDS_MESSAGE ? failureReason(failureMessage, state.message) : undefined;
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={clsx(
        'flex items-start gap-3 rounded-md border p-4 text-sm font-medium',
        success ? 'border-emerald-700/30 bg-emerald-50 text-emerald-900' : 'border-destructive/30 bg-red-50 text-red-900',
        className,
      )}
    >
      <span className={clsx(success ? 'icon-circle-check' : 'icon-circle-alert', 'mt-0.5 size-5 shrink-0')} />
      {reason ? (
        <div>
          <p>{failureMessage}</p>
          <p className="mt-1 font-normal">{reason}</p>
        </div>
      ) : (
        <p>{state.message}</p>
      )}
    </div>
  );
}

/** The one line under each form: what we collect, why, and where the privacy notice is. */
export function PrivacyNote({ purpose, className }: { purpose: string; className?: string }) {
  return (
    <p className={clsx('text-xs leading-relaxed text-muted-foreground', className)}>
      {purpose}{' '}
      <Link href="/privacy" className="font-medium text-foreground underline underline-offset-2 hover:text-accent">
        Privacy Notice
      </Link>
    </p>
  );
}
