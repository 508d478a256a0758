// A module of its own, importing nothing: the client FallbackImage uses it too, and a page's
// script budget (tests/e2e/page-weight.spec.ts) has no room for the rest of lib/media.

/**
 * `loading` and `fetchPriority` for an <img>: the picture that is a page's largest paint on a
 * phone's first screen (`priority`) is fetched at once and first; any other waits to be near.
 */
export function imageLoading(priority: boolean): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  return priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
}
