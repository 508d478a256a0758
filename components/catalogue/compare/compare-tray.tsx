'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { compareBoxOf, COMPARE_FORM_ID } from '@/components/catalogue/compare/compare-checkbox';
import { useHydrated } from '@/components/forms/use-hydrated';
import { buttonVariants } from '@/components/ui/button-variants';
import { MAX_COMPARED_PRODUCTS } from '@/lib/domain/compare';

// The bar at the foot of the screen loads on the first tick: most visitors of a list never compare.
// If it cannot load (the network is gone), the list keeps the plain Compare selected button.
const CompareBar = lazy(() =>
  import('@/components/catalogue/compare/compare-bar').then(
    (module) => ({ default: module.CompareBar }),
    () => ({ default: CompareSelected }),
  ),
);

/**
 * The compare form of a list. Without JavaScript it is a button under the list that submits the
 * ticked cards (/compare?ids=a&ids=b). With JavaScript the first tick brings the compare bar
 * (CompareBar), which counts the ticks and opens /compare?ids=a,b,c.
 */
export function CompareTray() {
  const hydrated = useHydrated();
  const [inUse, setInUse] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (inUse) return;
    const onChange = (event: Event) => {
      if (compareBoxOf(event.target)) setInUse(true);
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, [inUse]);

  return (
    <form id={COMPARE_FORM_ID} action="/compare" method="get" className="print:hidden">
      {!hydrated && <CompareSelected />}
      {inUse && (
        <Suspense>
          <CompareBar announce={setStatus} />
        </Suspense>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  );
}

/** The plain submit under the list: before JavaScript runs, without it, or when the bar cannot load. */
function CompareSelected() {
  return (
    <div className="compare-selected">
      <p className="flex-1">Tick up to {MAX_COMPARED_PRODUCTS} products to see them side by side.</p>
      <button type="submit" className={buttonVariants({ variant: 'outline' })}>
        <span className="icon-git-compare-arrows" />
        Compare selected
      </button>
    </div>
  );
}
