import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageTitle } from '@/components/admin/notice';
import { ProductImagesEditor } from '@/components/admin/product-images-editor';
import { getProductImagesForEditing } from '@/db/queries/product-images-admin';
import { requireStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Product images' };

type Props = { params: Promise<{ id: string }> };

export default async function ProductImagesPage({ params }: Props) {
  await requireStaff('content:edit');
  const { id } = await params;
  const editing = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) ? await getProductImagesForEditing(id) : null;
  if (!editing) notFound();
  const { product, images } = editing;
  const publicPath = `/product/${product.id}`;
  return (
    <>
      <PageTitle
        lead={
          <span className="flex flex-wrap items-center gap-3">
            <Link href={`/admin/products/${product.id}`} className="font-semibold text-foreground underline underline-offset-2">
              Edit the product
            </Link>
            <a href={publicPath} className="font-semibold text-foreground underline underline-offset-2">
              {publicPath}
            </a>
          </span>
        }
      >
        Images: {product.name}
      </PageTitle>
      <ProductImagesEditor productId={product.id} productName={product.name} images={images} />
    </>
  );
}
