import Link from 'next/link';
import { notFound } from 'next/navigation';
import { RequestQuoteButton } from '@/components/forms/request-quote-button';
import { GetNotifiedButton } from '@/components/forms/get-notified-button';
import { ApprovalBadges } from '@/components/catalogue/approval-badges';
import { Breadcrumb } from '@/components/catalogue/product-breadcrumb';
import { ProductApprovals } from '@/components/catalogue/product-approvals';
import { ProductDocuments } from '@/components/catalogue/product-documents';
import { ProductGallery } from '@/components/catalogue/product-gallery';
import { ProductJsonLd } from '@/components/catalogue/product-json-ld';
import { ProductTabs } from '@/components/catalogue/product-tabs';
import { SimilarProductsStrip } from '@/components/catalogue/similar-products-strip';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getProduct, getProductDocuments, getProductImages, listSimilarProducts } from '@/db/queries/catalogue';
import { currentApprovals, isoToday } from '@/lib/domain/classification';
import { categoryLabel, formatCalendarDate, quoteProps } from '@/lib/catalogue';
import { mediaSrcSet } from '@/lib/media/urls';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  const { id } = await params;
  const product = await getProduct(id);
  if (!product) return { title: 'Product Not Found' };
  const description = product.description.length > 160 ? `${product.description.slice(0, 157).replace(/\s+\S*$/, '')}…` : product.description;
  return pageMetadata({ title: product.name, description, path: `/product/${id}`, image: product.image_url });
}

export default async function ProductPage({ params }: Props) {
  const { id } = await params;
  const product = await getProduct(id);
  if (!product) notFound();
  const [images, similar, documents] = await Promise.all([getProductImages(id), listSimilarProducts(id), getProductDocuments(id)]);
  const gallery = images.length > 0 ? images.map((image) => ({ url: image.image_url, alt: image.alt_text, srcSet: mediaSrcSet(image.image_url), primary: image.is_primary })) : [{ url: product.image_url ?? '', alt: product.name }];
  const category = categoryLabel(product.category);
  const upcoming = product.is_upcoming && !product.is_available;
  // Kept reachable (old links, datasheets on file) but clearly marked and not offered for quotes.
  const discontinued = !product.is_available && !product.is_upcoming;

  return (
    <>
      <ProductJsonLd product={product} images={images} />
      <div className="container-page py-6 sm:py-8">
        <Breadcrumb items={[{ label: 'Products', href: '/products' }, { label: category, href: `/products/${product.category}` }, { label: product.name }]} />

        <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
          <ProductGallery images={gallery} productName={product.name} />

          <div className="space-y-6">
            <div className="space-y-3">
              <div className="flex flex-wrap gap-2">
                <Badge variant="steel">{category}</Badge>
                <Badge variant="secondary">{product.subcategory}</Badge>
                {discontinued && <Badge variant="destructive">Discontinued</Badge>}
                {upcoming && product.launch_date && (
                  <Badge variant="spark">
                    <span className="icon-calendar-clock" />
                    Launching {formatCalendarDate(product.launch_date)}
                  </Badge>
                )}
              </div>
              <h1 className="text-3xl leading-tight font-bold uppercase sm:text-4xl">{product.name}</h1>
              <ApprovalBadges bodies={currentApprovals(product.approvals, isoToday()).map((approval) => approval.body)} />
              <p className="leading-relaxed text-muted-foreground">{product.description}</p>
            </div>

            <ProductApprovals product={product} />

            {product.applications.length > 0 && (
              <div>
                <h2 className="mb-2 text-sm font-bold tracking-wider uppercase">Typical Applications</h2>
                <ul className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
                  {product.applications.map((application) => (
                    <li key={application} className="flex gap-2">
                      <span className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" aria-hidden="true" />
                      {application}
                    </li>
                  ))}
                </ul>
              </div>
            )}

            {product.welding_positions.length > 0 && (
              <div>
                <h2 className="mb-2 flex items-center gap-1.5 text-sm font-bold tracking-wider uppercase">
                  <span className="icon-move-vertical size-4 text-accent" />
                  Welding Positions
                </h2>
                <ul className="flex flex-wrap gap-2">
                  {product.welding_positions.map((position) => (
                    <li key={position} className="rounded-md border bg-card px-2.5 py-1 text-sm font-medium">
                      {position}
                    </li>
                  ))}
                </ul>
              </div>
            )}

            {discontinued && (
              <p role="note" className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm">
                This product is no longer made. Our technical team will recommend a current equivalent.
              </p>
            )}

            <div className="flex flex-wrap gap-3 border-t pt-6">
              {discontinued ? (
                <Button asChild variant="accent">
                  <Link href="/inquiry">Ask for an Equivalent</Link>
                </Button>
              ) : upcoming ? (
                <>
                  <RequestQuoteButton {...quoteProps(product)} label="Pre-Order Quote" />
                  <GetNotifiedButton productId={product.id} productName={product.name} />
                </>
              ) : (
                <RequestQuoteButton {...quoteProps(product)} />
              )}
              <Button asChild variant="industrial">
                <a href={`/product/${product.id}/datasheet`} download>
                  <span className="icon-download" />
                  Download Datasheet
                </a>
              </Button>
            </div>

            <ProductDocuments documents={documents} />
          </div>
        </div>

        <section aria-label="Technical data" className="mt-12">
          <ProductTabs product={product} />
        </section>
      </div>
      <SimilarProductsStrip products={similar} />
    </>
  );
}
