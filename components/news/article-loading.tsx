/** The article's loading state (spec §2: 'Loading article...'). */
export function ArticleLoading() {
  return (
    <div role="status" aria-live="polite" className="py-10">
      <p className="flex items-center gap-3 font-medium text-muted-foreground">
        <span className="size-5 animate-spin rounded-full border-2 border-accent border-t-transparent" aria-hidden="true" />
        Loading article...
      </p>
      <div className="mt-6 space-y-3" aria-hidden="true">
        {['w-full', 'w-11/12', 'w-4/5', 'w-full', 'w-3/4'].map((width, index) => (
          <div key={index} className={`h-4 animate-pulse rounded bg-muted ${width}`} />
        ))}
      </div>
    </div>
  );
}
