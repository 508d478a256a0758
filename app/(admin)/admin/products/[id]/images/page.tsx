import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageTitle } from '@/components/admin/notice';
import { ProductSubpageLinks } from '@/components/admin/product-subpage-links';
import { ProductImagesEditor } from '@/components/admin/product-images-editor';
import { getProductImagesForEditing } from '@/db/queries/product-images-admin';
import { requireStaff } from '@/lib/auth/session';
import { isSlug } from '@/lib/domain/slug';

export const metadata: Metadata = { title: 'Product images' };

type Props = { params: Promise<{ id: string }> };

export default async function ProductImagesPage({ params }: Props) {
  await requireStaff('content:edit');
  const { id } = await params;
  const editing = isSlug(id) ? await getProductImagesForEditing(id) : null;
  if (!editing) notFound();
  const { product, images } = editing;
  return (
    <>
      <PageTitle lead={<ProductSubpageLinks productId={product.id} current="images" />}>
        Images: {product.name}
      </PageTitle>
      <ProductImagesEditor productId={product.id} productName={product.name} images={images} />
    </>
  );
}
