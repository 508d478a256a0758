'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';

export default function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="container-page py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted-foreground">{error.message || 'Internal Server Error'}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Button onClick={reset} variant="accent">
          Try again
        </Button>
        <Button asChild variant="outline">
          <Link href="/">Return to Home</Link>
        </Button>
      </div>
    </section>
  );
}
