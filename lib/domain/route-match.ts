// Addresses written as the app's folders name them ('/admin/news/[id]'), matched against a path
// segment by segment, each segment decoded first, as Next's router matches them.

export type RouteMatch<Route extends string> = { route: Route; params: string[] };

/**
 * A matcher for these routes: the first that matches a path, with its dynamic segments (as a
 * page's params have them); list a fixed segment ('/admin/news/new') before a dynamic one there.
 */
export function routeMatcher<Route extends string>(routes: readonly Route[]): (pathname: string) => RouteMatch<Route> | null {
  const patterns = routes.map((route) => ({ route, segments: route.split('/').slice(1) }));
  return (pathname) => {
    const segments = pathname.split('/').slice(1).map(decodeSegment);
    for (const { route, segments: pattern } of patterns) {
      if (pattern.length !== segments.length) continue;
      const params: string[] = [];
      const matches = pattern.every((part, index) => {
        if (!part.startsWith('[')) return part === segments[index];
        params.push(segments[index]);
        return segments[index] !== '';
      });
      if (matches) return { route, params };
    }
    return null;
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // proxy.ts refuses an undecodable path before it asks
  }
}
