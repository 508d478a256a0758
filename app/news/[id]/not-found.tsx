import Link from 'next/link';
import { Button } from '@/components/ui/button';

export default function ArticleNotFound() {
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold">Article not found</h1>
      <Button asChild variant="industrial" className="mt-8">
        <Link href="/news">Back to News</Link>
      </Button>
    </section>
  );
}
