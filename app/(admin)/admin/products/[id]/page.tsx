import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { ActionForm } from '@/components/admin/action-form';
import { Notice, PageTitle } from '@/components/admin/notice';
import { ProductEditor } from '@/components/admin/product-editor';
import { Badge } from '@/components/ui/badge';
import { getProductRedirect } from '@/db/queries/product-redirects';
import { getProductForEditing } from '@/db/queries/products-admin';
import { saveCatalogueProduct } from '@/lib/actions/admin/save-product';
import { setCatalogueProductDiscontinued } from '@/lib/actions/admin/set-product-discontinued';
import { requireStaff } from '@/lib/auth/session';
import { productStatus, productStatusLabels } from '@/lib/domain/product-status';
import { productFormValues, productSlug } from '@/lib/schemas/product';

export const metadata: Metadata = { title: 'Edit product' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const linkClass = 'font-semibold text-foreground underline underline-offset-2';

export default async function EditProductPage({ params, searchParams }: Props) {
  await requireStaff('content:edit');
  const [{ id }, { saved }] = await Promise.all([params, searchParams]);
  const slug = productSlug.safeParse(id);
  if (!slug.success) notFound();
  const product = await getProductForEditing(slug.data);
  if (!product) {
    // An old address of a renamed product (a bookmark, another tab): its page now.
    const renamed = await getProductRedirect(slug.data);
    if (renamed) redirect(`/admin/products/${renamed}`);
    notFound();
  }
  const status = productStatus(product);
  const values = { ...productFormValues(product), current_id: product.id, version: String(product.version) };
  const discontinued = status === 'discontinued';
  return (
    <>
      {saved && <Notice tone="success">Saved. The site shows the change within seconds.</Notice>}
      <PageTitle
        lead={
          <span className="flex flex-wrap items-center gap-3">
            <Badge variant={discontinued ? 'destructive' : status === 'upcoming' ? 'spark' : 'secondary'}>{productStatusLabels[status]}</Badge>
            <Link href={`/product/${product.id}`} className={linkClass}>
              View on the site
            </Link>
            <Link href={`/admin/products/${product.id}/images`} className={linkClass}>
              Images
            </Link>
            <Link href={`/admin/products/${product.id}/documents`} className={linkClass}>
              Documents
            </Link>
            <Link href={`/admin/products/new?from=${product.id}`} className={linkClass}>
              New from this one
            </Link>
          </span>
        }
      >
        {product.name}
      </PageTitle>
      <ProductEditor key={product.version} action={saveCatalogueProduct} mode="edit" values={values} />
      <section aria-labelledby="product-availability-title" className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-xs sm:p-6">
        <h2 id="product-availability-title" className="font-display text-lg font-bold">
          {discontinued ? 'Restore' : 'Discontinue'}
        </h2>
        <p className="text-sm text-muted-foreground">
          {discontinued
            ? 'Makes the product available again: offered for quotes and listed on its category page.'
            : 'Takes the product off sale: its page stays reachable (old links, datasheets on file), marked Discontinued and without quotes.'}
        </p>
        <ActionForm
          key={product.version}
          action={setCatalogueProductDiscontinued}
          id="product-availability"
          fields={[]}
          hidden={{ id: product.id, version: String(product.version), discontinued: String(!discontinued) }}
          submitLabel={discontinued ? 'Restore product' : 'Discontinue product'}
          pendingLabel={discontinued ? 'Restoring…' : 'Discontinuing…'}
          variant={discontinued ? 'accent' : 'destructive'}
          refuseWhileUnsaved={`Save them with Save product first, or undo them, then ${discontinued ? 'restore' : 'discontinue'} the product.`}
        />
      </section>
    </>
  );
}
