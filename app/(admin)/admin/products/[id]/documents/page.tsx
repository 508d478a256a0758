import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Notice, PageTitle } from '@/components/admin/notice';
import { ProductDocumentsEditor } from '@/components/admin/product-documents-editor';
import { findProductDocumentRemoval, getProductDocumentsForEditing } from '@/db/queries/product-documents-admin';
import { requireStaff } from '@/lib/auth/session';
import { isUuid } from '@/lib/domain/lead-workflow';
import { isSlug } from '@/lib/domain/slug';
import { productDocumentMessages } from '@/lib/schemas/product-documents';

export const metadata: Metadata = { title: 'Product documents' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ProductDocumentsPage({ params, searchParams }: Props) {
  await requireStaff('content:edit');
  const [{ id }, { removed }] = await Promise.all([params, searchParams]);
  const editing = isSlug(id) ? await getProductDocumentsForEditing(id) : null;
  if (!editing) notFound();
  const { product, documents } = editing;
  // After a removal (lib/actions/admin/product-documents.ts): named from the audit log, never from the address.
  const removal = typeof removed === 'string' && isUuid(removed) ? await findProductDocumentRemoval(product.id, removed) : null;
  const publicPath = `/product/${product.id}`;
  return (
    <>
      {removal && <Notice tone="success">{productDocumentMessages.removed(removal.title)}</Notice>}
      <PageTitle
        lead={
          <span className="flex flex-wrap items-center gap-3">
            <Link href={`/admin/products/${product.id}`} className="font-semibold text-foreground underline underline-offset-2">
              Edit the product
            </Link>
            <Link href={`/admin/products/${product.id}/images`} className="font-semibold text-foreground underline underline-offset-2">
              Images
            </Link>
            <a href={publicPath} className="font-semibold text-foreground underline underline-offset-2">
              {publicPath}
            </a>
          </span>
        }
      >
        Documents: {product.name}
      </PageTitle>
      <ProductDocumentsEditor productId={product.id} productName={product.name} documents={documents} />
    </>
  );
}
