'use client';

import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';

export default function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="container-page py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted-foreground">{error.message || 'Internal Server Error'}</p>
      <div className="mt-8 flex justify-center gap-3">
        {/* buttonVariants rather than Button: this boundary ships with every page's scripts */}
        <button type="button" onClick={reset} className={buttonVariants({ variant: 'accent' })}>
          Try again
        </button>
        <Link href="/" className={buttonVariants({ variant: 'outline' })}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}
