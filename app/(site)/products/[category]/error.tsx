'use client';

import { useParams, useRouter } from 'next/navigation';
import { startTransition } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { categoryErrorHint, categoryErrorTitle } from '@/components/catalogue/category-texts';

/** Spec §2: a category whose products cannot be loaded (the answer is a 500, never cached). */
export default function CategoryError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { category } = useParams<{ category: string }>();
  const router = useRouter();
  return (
    <section className="container-page flex flex-col items-center py-24 text-center" role="alert">
      <span className="icon-alert-triangle size-14 text-destructive" />
      <h1 className="mt-6 text-3xl font-bold uppercase sm:text-4xl">{categoryErrorTitle(category)}</h1>
      <p className="mt-3 text-muted-foreground">{categoryErrorHint}</p>
      <button
        type="button"
        className={buttonVariants({ variant: 'accent', className: 'mt-8' })}
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      >
        <span className="icon-rotate-cw" />
        Try again
      </button>
    </section>
  );
}
