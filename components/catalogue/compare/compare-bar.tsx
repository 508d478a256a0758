'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { compareBoxes, compareBoxOf, COMPARE_FORM_ID } from '@/components/catalogue/compare/compare-checkbox';
import { buttonVariants } from '@/components/ui/button-variants';
import { compareHref, MAX_COMPARED_PRODUCTS } from '@/lib/domain/compare';

const LIMIT_NOTICE = `Up to ${MAX_COMPARED_PRODUCTS} products can be compared at a time.`;

/**
 * The compare bar at the foot of the screen, which CompareTray loads on the first tick: counts the
 * ticks (up to four; a fifth is refused with a message), opens /compare?ids=a,b,c in the order they
 * were ticked, and keeps them ticked while filters draw the cards anew. Its buttons are plain
 * elements with the Button's classes and CSS icons. `announce` fills the tray's status line.
 */
export function CompareBar({ announce }: { announce: (text: string) => void }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // The ticked products' ids, in the order ticked; null until the bar has read the ticks made while it loaded
  const [picked, setPicked] = useState<string[] | null>(null);
  const [notice, setNotice] = useState('');
  const current = useRef<string[]>([]);
  current.current = picked ?? [];

  // A layout effect: the ticks are read and the listener attached in one go, so no tick falls between.
  useLayoutEffect(() => {
    const ticked = [...compareBoxes()].filter((box) => box.checked).map((box) => box.value);
    setPicked(ticked.slice(0, MAX_COMPARED_PRODUCTS));
    if (ticked.length > MAX_COMPARED_PRODUCTS) setNotice(LIMIT_NOTICE);

    const onChange = (event: Event) => {
      const box = compareBoxOf(event.target);
      if (!box) return;
      const list = current.current;
      if (!box.checked) {
        setPicked(list.filter((id) => id !== box.value));
        setNotice('');
      } else if (list.length >= MAX_COMPARED_PRODUCTS) {
        box.checked = false;
        setNotice(LIMIT_NOTICE);
      } else if (!list.includes(box.value)) {
        setPicked([...list, box.value]);
      }
    };
    const form = document.getElementById(COMPARE_FORM_ID);
    const onSubmit = (event: Event) => {
      event.preventDefault();
      router.push(compareHref(current.current));
    };
    document.addEventListener('change', onChange);
    form?.addEventListener('submit', onSubmit);
    return () => {
      document.removeEventListener('change', onChange);
      form?.removeEventListener('submit', onSubmit);
    };
  }, [router]);

  // Cards drawn anew (the filters changed the list) show the ticks kept here.
  useEffect(() => {
    if (picked) for (const box of compareBoxes()) box.checked = picked.includes(box.value);
  }, [picked, pathname, searchParams]);

  useEffect(() => {
    const count = picked?.length ?? 0;
    announce(notice || (count > 0 ? `${count} of ${MAX_COMPARED_PRODUCTS} products selected to compare` : ''));
  }, [announce, notice, picked]);

  if (!picked || (picked.length === 0 && !notice)) return null;
  return (
    <div
      role="region"
      aria-label="Products to compare"
      className="fixed right-24 bottom-4 left-4 z-40 flex flex-wrap items-center gap-2 rounded-lg border bg-background p-3 shadow-xl sm:left-auto sm:w-[28rem]"
    >
      {/* Room for the count on one line; on a narrow phone the buttons wrap below it. */}
      <p className="min-w-32 flex-1 text-sm">
        <span className="font-semibold whitespace-nowrap">
          {picked.length} of {MAX_COMPARED_PRODUCTS} selected
        </span>
        {notice && <span className="block text-destructive">{notice}</span>}
      </p>
      <button type="submit" className={buttonVariants({ variant: 'accent', size: 'sm' })} disabled={picked.length < 2}>
        <span className="icon-git-compare-arrows" />
        Compare
      </button>
      <button
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        onClick={() => {
          setPicked([]);
          setNotice('');
        }}
      >
        <span className="icon-x" />
        Clear
      </button>
    </div>
  );
}
