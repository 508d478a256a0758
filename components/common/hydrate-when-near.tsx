'use client';

import { Activity, lazy, useEffect, useRef, type ComponentType } from 'react';

// Far down a page, a client island's code is bytes a phone fetches while it is still drawing the
// first screen. An island made with hydrateWhenNear is rendered on the server as any other (its
// HTML is in the page, and a form in it posts without JavaScript), but the browser fetches its code
// only once the page has loaded, when it is idle, and hydrates the island when it comes within a
// screen of the viewport, or when the visitor reaches into it first (a tap, a focus, a keystroke).
// Until then React leaves its server HTML as it is, and hydrates it in place: nothing is drawn
// again and nothing typed is lost.
//
// Its boundary is an <Activity>, not <Suspense>: React's server rendering moves a large Suspense
// boundary's HTML to the end of the page, to be put in place by an inline script (without
// JavaScript a form there would not be seen); an Activity's HTML stays where it is, and hydration
// leaves a dehydrated Activity waiting as it would a Suspense boundary.

const marker = 'data-hydrate-when-near';
/** What counts as reaching into the island before it has come near the screen (a tab to it, a tap). */
const reachingIn = ['focusin', 'pointerdown', 'input'] as const;

/** Calls `near` once `box` is within a screen of the viewport or is reached into; answers how to stop watching. */
function watchUntilNear(box: HTMLElement, near: () => void): () => void {
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reached(), { rootMargin: '100% 0px' });
  function stop() {
    observer.disconnect();
    for (const type of reachingIn) box.removeEventListener(type, reached, true);
  }
  function reached() {
    stop();
    near();
  }
  observer.observe(box);
  for (const type of reachingIn) box.addEventListener(type, reached, true);
  return stop;
}

/** Fetches the island's code once the page has loaded and the browser is idle: there when it is wanted. */
function prefetchWhenIdle(load: () => Promise<unknown>) {
  // A failure here is met again, and handled, when the island is wanted.
  const prefetch = () => void load().catch(() => {});
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(prefetch, { timeout: 5000 }) : setTimeout(prefetch, 200));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** An island's lazy component, and the gate its code waits behind (one per page load: its code is fetched once). */
function deferredIsland<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>) {
  let open!: () => void;
  const near = new Promise<void>((resolve) => (open = resolve));
  const Component = lazy(() =>
    near
      .then(load)
      // Code that cannot be fetched (the network dropped) leaves the server HTML in place for good:
      // a form there still posts as without JavaScript, where a rejection would fail the page.
      .catch(() => new Promise<never>(() => {}))
      .then((component) => ({ default: component })),
  );
  return {
    Component,
    /**
     * Only a page being hydrated has the island's server HTML to keep. On the server, and when a
     * client-side navigation renders the island afresh (its place is not in the document yet),
     * the code is wanted now.
     */
    openUnlessHydrating() {
      const hydrating = typeof document !== 'undefined' && document.querySelector(`[${marker}="${name}"]`) !== null;
      if (!hydrating || typeof IntersectionObserver === 'undefined') open();
    },
    /** On a hydrated page: fetches the code when idle, and opens the gate when the island nears the screen. */
    watch(box: HTMLElement) {
      prefetchWhenIdle(load);
      return watchUntilNear(box, open);
    },
  };
}

/**
 * A client component whose code is fetched when its place in the page comes near the screen.
 * `name` marks its place (one per page); `load` imports the component (a dynamic import, so
 * that its code is a chunk of its own).
 */
export function hydrateWhenNear<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>) {
  const island = deferredIsland(name, load);
  function HydratedWhenNear(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    island.openUnlessHydrating();
    useEffect(() => island.watch(box.current!), []);
    return (
      <div ref={box} {...{ [marker]: name }}>
        <Activity>
          <island.Component {...props} />
        </Activity>
      </div>
    );
  }
  return HydratedWhenNear;
}
