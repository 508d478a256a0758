import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A message at the top of a page (a redirect's reason, a finished step). */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'success' | 'warning'; children: ReactNode }) {
  return (
    <div
      role="status"
      className={cn(
        'rounded-md border px-4 py-3 text-sm',
        tone === 'success' && 'border-emerald-700/30 bg-emerald-50 text-emerald-900',
        tone === 'warning' && 'border-amber-700/40 bg-amber-50 text-amber-950',
        tone === 'info' && 'border-border bg-muted text-foreground',
      )}
    >
      {children}
    </div>
  );
}

/** A titled block of a back office page. */
export function AdminSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-xs sm:p-6">
      <div className="grid gap-1">
        <h2 id={id} className="font-display text-xl font-bold">
          {title}
        </h2>
        {description && <div className="text-sm text-muted-foreground">{description}</div>}
      </div>
      {children}
    </section>
  );
}

export function PageTitle({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h1 className="font-display text-3xl font-bold">{children}</h1>
      {lead && <p className="text-muted-foreground">{lead}</p>}
    </div>
  );
}
