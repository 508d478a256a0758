'use client';

import { useLinkStatus } from 'next/link';

/** Shown inside a link while the page it leads to is on its way (a real loading state). */
export function LinkPending({ label }: { label: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span role="status" className="ml-2 inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
      <span className="size-3 animate-spin rounded-full border-2 border-accent border-t-transparent" aria-hidden="true" />
      {label}
    </span>
  );
}
