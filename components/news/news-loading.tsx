/** The listing's loading state (spec §2: heading 'Loading News'), with card-shaped placeholders. */
export function NewsLoading({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <h2 className="mb-6 flex items-center gap-3 text-2xl font-semibold">
        <span className="size-5 animate-spin rounded-full border-2 border-accent border-t-transparent" aria-hidden="true" />
        Loading News
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-lg border">
            <div className="aspect-[4/3] animate-pulse bg-muted" />
            <div className="space-y-3 p-5">
              <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
              <div className="h-6 w-5/6 animate-pulse rounded bg-muted" />
              <div className="h-4 w-full animate-pulse rounded bg-muted" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
