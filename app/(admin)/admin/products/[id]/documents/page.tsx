import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Notice, PageTitle } from '@/components/admin/notice';
import { ProductSubpageLinks } from '@/components/admin/product-subpage-links';
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
  return (
    <>
      {removal && <Notice tone="success">{productDocumentMessages.removed(removal.title)}</Notice>}
      <PageTitle lead={<ProductSubpageLinks productId={product.id} current="documents" />}>
        Documents: {product.name}
      </PageTitle>
      <ProductDocumentsEditor productId={product.id} productName={product.name} documents={documents} />
    </>
  );
}
