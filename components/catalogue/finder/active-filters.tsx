import Link from 'next/link';
import { facetKeys, facetLabels, facetOptionLabel, finderHref, selectionSize, type FacetSelection } from '@/lib/domain/facets';

/** How many products are shown of how many, and each ticked filter as a link that removes it. */
export function ActiveFilters({
  path,
  base,
  selection,
  shown,
  total,
  showTotal = false,
}: {
  path: string;
  base: [string, string][];
  selection: FacetSelection;
  shown: number;
  total: number;
  /** say how many there are even when nothing is ticked (a search says it in its heading) */
  showTotal?: boolean;
}) {
  const ticked = selectionSize(selection);
  const noun = (count: number) => (count === 1 ? 'product' : 'products');
  if (ticked === 0 && !showTotal) return null;
  return (
    <div className="mb-5 flex flex-wrap items-center gap-2 text-sm">
      <p className="mr-2 text-muted-foreground" data-testid="finder-count">
        {ticked > 0 ? `Showing ${shown} of ${total} ${noun(total)}` : `${total} ${noun(total)}`}
      </p>
      {facetKeys.flatMap((key) =>
        (selection[key] ?? []).map((value) => {
          const label = facetOptionLabel(key, value);
          const rest = { ...selection, [key]: (selection[key] ?? []).filter((other) => other !== value) };
          return (
            <Link
              key={`${key}:${value}`}
              href={finderHref(path, base, rest)}
              scroll={false}
              aria-label={`Remove filter ${facetLabels[key]}: ${label}`}
              className="inline-flex min-h-7 items-center gap-1 rounded-full border border-accent/40 bg-accent/5 px-2.5 font-medium hover:border-accent"
            >
              {label}
              <span className="icon-x size-3.5" />
            </Link>
          );
        }),
      )}
      {ticked > 0 && (
        <Link href={finderHref(path, base, {})} scroll={false} className="ml-1 font-semibold text-accent hover:underline">
          Clear all
        </Link>
      )}
    </div>
  );
}
