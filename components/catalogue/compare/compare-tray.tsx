'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { COMPARE_FORM_ID } from '@/components/catalogue/compare/compare-checkbox';
import { useHydrated } from '@/components/forms/use-hydrated';
import { buttonVariants } from '@/components/ui/button-variants';
import { compareHref, MAX_COMPARED_PRODUCTS } from '@/lib/domain/compare';

type Picked = { id: string; name: string };

const compareBoxes = () => document.querySelectorAll<HTMLInputElement>(`input[form="${COMPARE_FORM_ID}"]`);

/**
 * The compare form of a list. Without JavaScript it is a button under the list that submits the
 * ticked cards (/compare?ids=a&ids=b). With JavaScript the ticks are counted in a bar at the foot
 * of the screen (up to four; a fifth is refused with a message) that opens /compare?ids=a,b,c,
 * and they stay ticked while filters change the list. Its buttons are plain elements with the
 * Button's classes and CSS icons (no Slot, class merging or Lucide in the catalogue's JavaScript).
 */
export function CompareTray() {
  const hydrated = useHydrated();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [notice, setNotice] = useState('');
  const current = useRef(picked);
  current.current = picked;

  useEffect(() => {
    const onChange = (event: Event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || box.getAttribute('form') !== COMPARE_FORM_ID) return;
      const list = current.current;
      if (!box.checked) {
        setPicked(list.filter((item) => item.id !== box.value));
        setNotice('');
      } else if (list.length >= MAX_COMPARED_PRODUCTS) {
        box.checked = false;
        setNotice(`Up to ${MAX_COMPARED_PRODUCTS} products can be compared at a time.`);
      } else if (!list.some((item) => item.id === box.value)) {
        setPicked([...list, { id: box.value, name: box.dataset.compareName ?? box.value }]);
      }
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, []);

  // Cards drawn anew (the filters changed the list) show the ticks kept here.
  useEffect(() => {
    for (const box of compareBoxes()) box.checked = picked.some((item) => item.id === box.value);
  }, [picked, pathname, searchParams]);

  const clear = () => {
    setPicked([]);
    setNotice('');
  };

  return (
    <form
      id={COMPARE_FORM_ID}
      action="/compare"
      method="get"
      className="print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        router.push(compareHref(picked.map((item) => item.id)));
      }}
    >
      {!hydrated ? (
        <div className="mt-8 flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-4 text-sm">
          <p className="flex-1">Tick up to {MAX_COMPARED_PRODUCTS} products to see them side by side.</p>
          <button type="submit" className={buttonVariants({ variant: 'outline' })}>
            <span className="icon-git-compare-arrows" aria-hidden="true" />
            Compare selected
          </button>
        </div>
      ) : (
        (picked.length > 0 || notice) && (
          <div
            role="region"
            aria-label="Products to compare"
            className="fixed right-24 bottom-4 left-4 z-40 flex flex-wrap items-center gap-2 rounded-lg border bg-background p-3 shadow-xl sm:left-auto sm:w-[28rem]"
          >
            <p className="min-w-0 flex-1 text-sm">
              <span className="font-semibold">
                {picked.length} of {MAX_COMPARED_PRODUCTS} selected
              </span>
              {notice && <span className="block text-destructive">{notice}</span>}
            </p>
            <button type="submit" className={buttonVariants({ variant: 'accent', size: 'sm' })} disabled={picked.length < 2}>
              <span className="icon-git-compare-arrows" aria-hidden="true" />
              Compare
            </button>
            <button type="button" className={buttonVariants({ variant: 'ghost', size: 'sm' })} onClick={clear}>
              <span className="icon-x" aria-hidden="true" />
              Clear
            </button>
          </div>
        )
      )}
      <p role="status" className="sr-only">
        {notice || (picked.length > 0 ? `${picked.length} of ${MAX_COMPARED_PRODUCTS} products selected to compare` : '')}
      </p>
    </form>
  );
}
