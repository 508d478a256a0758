import type { ReactNode } from 'react';

/**
 * A table of back office records. On a phone it scrolls sideways inside its frame (the region is
 * focusable so that keyboard users can scroll it too), keeping real table semantics. Relative, so
 * that visually hidden text in a cell (absolutely placed) stays inside the frame rather than
 * widening the page.
 */
export function DataTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-border bg-card shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/30">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&>tr]:border-t [&>tr]:border-border [&_td]:px-4 [&_td]:py-3 [&_td]:align-top">{children}</tbody>
      </table>
    </div>
  );
}
