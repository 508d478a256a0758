import type { Metadata } from 'next';
import { PageHero } from '@/components/common/page-hero';
import { QuoteForm } from '@/components/forms/quote-form';
import { getProduct } from '@/db/queries/catalogue';
import { productCategoryLabels } from '@/lib/domain/options';
import { cleanSingleLine } from '@/lib/schemas/fields';

// The quote form as a page: where Request Quote leads before JavaScript runs (or without it).
// ?product=<id> names a catalogue product; ?item=<text> a product named by its card.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Named after the product it asks about, so that each quote page's title says which. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { productName } = await describeProduct(await searchParams);
  return {
    title: productName ? `Request a Quote: ${productName}` : 'Request a Quote',
    description: 'Ask for prices and availability of a welding product.',
    robots: { index: false, follow: true },
  };
}

async function describeProduct(params: Awaited<Props['searchParams']>) {
  const product = await getProduct(params.product);
  if (product) return { productId: product.id, productName: product.name, productCategory: `${productCategoryLabels[product.category]} - ${product.name}` };
  const item = cleanSingleLine(typeof params.item === 'string' ? params.item : '');
  if (typeof item === 'string' && item.length >= 2) return { productId: undefined, productName: item, productCategory: item.slice(0, 200) };
  return { productId: undefined, productName: undefined, productCategory: undefined };
}

export default async function QuotePage({ searchParams }: Props) {
  const { productId, productName, productCategory } = await describeProduct(await searchParams);
  return (
    <>
      <PageHero
        eyebrow="Request Quote"
        title="Request a Quote"
        subtitle={productName ? `Prices and availability for ${productName}.` : 'Tell us which product you need and our sales team will send prices and availability.'}
      />
      <div className="container-page py-12 sm:py-16">
        <section aria-label="Quote request" className="mx-auto max-w-3xl rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
          <QuoteForm productCategory={productCategory} productId={productId} />
        </section>
      </div>
    </>
  );
}
