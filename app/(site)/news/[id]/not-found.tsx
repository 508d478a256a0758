import Link from 'next/link';
import { Button } from '@/components/ui/button';

// An unknown or unpublished article (HTTP 404).
export default function ArticleNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <span className="icon-file-question size-16 text-accent" />
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">Article not found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">The article you are looking for may have been moved or is no longer published.</p>
      <Button asChild variant="industrial" className="mt-8">
        <Link href="/news">
          <span className="icon-arrow-left" />
          Back to News
        </Link>
      </Button>
    </section>
  );
}
