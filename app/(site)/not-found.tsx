import Link from 'next/link';
import { Button } from '@/components/ui/button';

// Spec §2 catch-all: any unknown path shows 'Coming Soon' (with HTTP status 404).
export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <span className="icon-construction size-16 text-accent" />
      <h1 className="mt-6 text-4xl font-bold uppercase">Coming Soon</h1>
      <p className="mt-3 text-lg text-muted-foreground">This page is under development</p>
      <Button asChild variant="industrial" className="mt-8">
        <Link href="/">Return to Home</Link>
      </Button>
    </section>
  );
}
