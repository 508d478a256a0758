import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/common/page-hero';
import { LaunchNotifyForm } from '@/components/forms/ppe-interest';
import { getProduct } from '@/db/queries/catalogue';

// PPE's Get Notified as a page: where the button leads before JavaScript runs (or without it).
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Named after the product, so that each page's title says which launch it is about. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const product = await getProduct((await searchParams).product);
  return {
    title: product ? `Get Notified: ${product.name}` : 'Get Notified',
    description: 'Hear when an upcoming product launches.',
    robots: { index: false, follow: true },
  };
}

export default async function NotifyPage({ searchParams }: Props) {
  const product = await getProduct((await searchParams).product);
  if (!product) notFound();
  return (
    <>
      <PageHero eyebrow="Coming Soon" title="Get Notified" subtitle={`We'll e-mail you once when ${product.name} launches.`} />
      <div className="container-page py-12 sm:py-16">
        <section aria-label="Get notified" className="mx-auto max-w-xl rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
          <LaunchNotifyForm productId={product.id} />
        </section>
      </div>
    </>
  );
}
