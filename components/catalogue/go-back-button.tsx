'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { buttonVariants, type ButtonVariant } from '@/components/ui/button-variants';
import { cameFromThisSite } from '@/lib/browser-history';

/**
 * 'Go Back': returns to the previous page of this site when there is one, otherwise (and without
 * JavaScript) follows `fallbackHref`.
 */
export function GoBackButton({ fallbackHref, label = 'Go Back', variant = 'industrial' }: { fallbackHref: string; label?: string; variant?: ButtonVariant }) {
  const router = useRouter();
  return (
    <Link
      href={fallbackHref}
      data-history-back
      className={buttonVariants({ variant })}
      onClick={(event) => {
        if (!cameFromThisSite() || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        router.back();
      }}
    >
      <span className="icon-arrow-left" />
      {label}
    </Link>
  );
}
