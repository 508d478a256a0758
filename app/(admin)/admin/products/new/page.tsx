import type { Metadata } from 'next';
import { PageTitle } from '@/components/admin/notice';
import { ProductEditor } from '@/components/admin/product-editor';
import { freeCopySlug, getProductForEditing } from '@/db/queries/products-admin';
import { createCatalogueProduct } from '@/lib/actions/admin/save-product';
import { requireStaff } from '@/lib/auth/session';
import { productFormValues, productSlug } from '@/lib/schemas/product';

export const metadata: Metadata = { title: 'New product' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A new product; with ?from=<id>, 'new from this one': the form starts as a copy of that product, under a free slug. */
export default async function NewProductPage({ searchParams }: Props) {
  await requireStaff('content:edit');
  const { from } = await searchParams;
  const sourceId = productSlug.safeParse(from);
  const source = sourceId.success ? await getProductForEditing(sourceId.data) : null;
  const values: Record<string, string> = source ? { ...productFormValues(source), id: await freeCopySlug(source.id) } : { is_available: 'true', is_upcoming: 'false' };
  return (
    <>
      <PageTitle lead={source ? `A copy of ${source.name}: change what differs, then create it. Images and documents are not copied.` : 'It appears on the site as soon as it is created.'}>
        {source ? 'New product from this one' : 'New product'}
      </PageTitle>
      <ProductEditor action={createCatalogueProduct} mode="create" values={values} />
    </>
  );
}
