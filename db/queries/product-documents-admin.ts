import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { auditLog, productDocuments, products } from '@/db/schema';
import { lastActorOn, recordAudit } from '@/db/queries/audit';
import type { ArticleWriter } from '@/db/queries/news-admin';
import type { AuditAction } from '@/lib/domain/audit';
import { documentAsShown, productDocumentKindLabels, type ProductDocumentKind } from '@/lib/domain/product-documents';

// The back office's side of a product's documents (product_documents: safety data sheets,
// approval and test certificates), in the order the product page lists them. A document's file is
// a PDF uploaded here (/media/documents/…, in the media store) or a file of the site (the seed's
// /documents/…, in public/), which can be retitled, reordered, removed or replaced by an upload
// like any other. Every change is one transaction, holding the product row's lock (so two
// editors' changes to one product queue), with its audit entry; a move made on a list that has
// changed since the page showed it is refused. The public product page sees a change through the
// content_changes trigger on product_documents (migration 0011).

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type AdminProductDocument = {
  id: string;
  kind: ProductDocumentKind;
  title: string;
  file_url: string;
  file_size_bytes: number | null;
  display_order: number;
  /** Uploaded in the back office (served from the media store), as opposed to a file of the site. */
  uploaded: boolean;
};
export type ProductDocumentsForEditing = { product: { id: string; name: string }; documents: AdminProductDocument[] };

export type DocumentWriter = ArticleWriter;

/** A PDF stored for a document (lib/media/stored-pdf.ts): its URL and size. */
export type StoredDocumentFile = { url: string; bytes: number };

export type DocumentChangeOutcome =
  | { outcome: 'saved'; documents: AdminProductDocument[]; /** File URLs the change stopped using (lib/media/lifecycle.ts releases them). */ released: string[] }
  | { outcome: 'not_found' }
  | { outcome: 'document_gone' }
  /** `document`: an edited document as it is stored now, for the refused form to start from. */
  | { outcome: 'stale'; savedBy: string | null; document?: AdminProductDocument };

/** Uploaded in the back office (served by app/media/documents), as opposed to the seed's files in public/. */
const isUploaded = (url: string) => url.startsWith('/media/documents/');

/** The product page's order (db/queries/catalogue.ts): display order, then title; then id, so that equal rows keep one order. */
async function selectDocuments(handle: Database | Tx, productId: string): Promise<AdminProductDocument[]> {
  const rows = await handle
    .select({
      id: productDocuments.id,
      kind: productDocuments.kind,
      title: productDocuments.title,
      file_url: productDocuments.file_url,
      file_size_bytes: productDocuments.file_size_bytes,
      display_order: productDocuments.display_order,
    })
    .from(productDocuments)
    .where(eq(productDocuments.product_id, productId))
    .orderBy(asc(productDocuments.display_order), asc(productDocuments.title), asc(productDocuments.id));
  return rows.map((row) => ({ ...row, uploaded: isUploaded(row.file_url) }));
}

/** A product's documents as the editor sees them, or null for an unknown product. */
export async function getProductDocumentsForEditing(productId: string, db?: Database): Promise<ProductDocumentsForEditing | null> {
  const handle = db ?? (await getDb());
  const [product] = await handle.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) return null;
  return { product, documents: await selectDocuments(handle, productId) };
}

/** Orders 0..n-1 as listed (the seed leaves every order at 0, listed by title). */
async function settle(tx: Tx, productId: string): Promise<AdminProductDocument[]> {
  const documents = await selectDocuments(tx, productId);
  for (const [order, document] of documents.entries()) {
    if (document.display_order === order) continue;
    await tx.update(productDocuments).set({ display_order: order }).where(eq(productDocuments.id, document.id));
    document.display_order = order;
  }
  return documents;
}

type Change = (
  tx: Tx,
  documents: AdminProductDocument[],
) => Promise<{ refused: Exclude<DocumentChangeOutcome, { outcome: 'saved' }> } | { action: AuditAction; details: Record<string, string | number>; released?: string[] }>;

/** One change: the product locked, the change, the order settled and the audit entry, together. */
async function changeDocuments(productId: string, writer: DocumentWriter, db: Database | undefined, change: Change): Promise<DocumentChangeOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, productId)).for('update').limit(1);
    if (!product) return { outcome: 'not_found' };
    const result = await change(tx, await selectDocuments(tx, productId));
    if ('refused' in result) return result.refused;
    const documents = await settle(tx, productId);
    await recordAudit(
      { action: result.action, actor: writer, subject: { type: 'product', id: productId, label: product.name }, details: result.details, clientHash: writer.clientHash },
      tx as unknown as Database,
    );
    return { outcome: 'saved', documents, released: result.released ?? [] };
  });
}

/** A change refused because the documents changed since the page showed them, naming who changed them last. */
const staleDocuments = async (tx: Tx, productId: string): Promise<Extract<DocumentChangeOutcome, { outcome: 'stale' }>> => ({
  outcome: 'stale',
  savedBy: await lastActorOn({ type: 'product', id: productId }, 'product_document', tx as unknown as Database),
});

const findDocument = (documents: AdminProductDocument[], documentId: string) => documents.find((document) => document.id === documentId);

/** Adds an uploaded PDF at the end of the product's documents. */
export function addProductDocument(
  productId: string,
  fields: { kind: ProductDocumentKind; title: string; file: StoredDocumentFile },
  writer: DocumentWriter,
  db?: Database,
): Promise<DocumentChangeOutcome> {
  return changeDocuments(productId, writer, db, async (tx, documents) => {
    await tx.insert(productDocuments).values({
      product_id: productId,
      kind: fields.kind,
      title: fields.title,
      file_url: fields.file.url,
      file_size_bytes: fields.file.bytes,
      display_order: documents.length,
    });
    return { action: 'product_document_added', details: { title: fields.title, kind: productDocumentKindLabels[fields.kind], position: documents.length + 1 } };
  });
}

/**
 * A document's title and kind, and its file when `file` is given (a new upload replaces the one
 * it had, which is released: the seed's files in public/ stay where they are). `shown` is the
 * document as the editor's page showed it (documentAsShown): when it has changed since, nothing
 * is written and 'stale' names who changed the documents last.
 */
export function updateProductDocument(
  productId: string,
  documentId: string,
  fields: { kind: ProductDocumentKind; title: string; file?: StoredDocumentFile | null; shown: string },
  writer: DocumentWriter,
  db?: Database,
): Promise<DocumentChangeOutcome> {
  return changeDocuments(productId, writer, db, async (tx, documents) => {
    const document = findDocument(documents, documentId);
    if (!document) return { refused: { outcome: 'document_gone' } };
    if (documentAsShown(document) !== fields.shown) return { refused: { ...(await staleDocuments(tx, productId)), document } };
    const changed = [document.title !== fields.title && 'title', document.kind !== fields.kind && 'kind', fields.file && 'file'].filter((field): field is string => !!field);
    await tx
      .update(productDocuments)
      .set({ kind: fields.kind, title: fields.title, ...(fields.file ? { file_url: fields.file.url, file_size_bytes: fields.file.bytes } : {}) })
      .where(and(eq(productDocuments.id, documentId), eq(productDocuments.product_id, productId)));
    return {
      action: 'product_document_edited',
      details: { title: fields.title, changed: changed.join(', ') || 'nothing', ...(document.title !== fields.title ? { was: document.title } : {}) },
      released: fields.file && fields.file.url !== document.file_url ? [document.file_url] : [],
    };
  });
}

export function removeProductDocument(productId: string, documentId: string, writer: DocumentWriter, db?: Database): Promise<DocumentChangeOutcome> {
  return changeDocuments(productId, writer, db, async (tx, documents) => {
    const document = findDocument(documents, documentId);
    if (!document) return { refused: { outcome: 'document_gone' } };
    await tx.delete(productDocuments).where(and(eq(productDocuments.id, documentId), eq(productDocuments.product_id, productId)));
    return {
      action: 'product_document_removed',
      details: { title: document.title, kind: productDocumentKindLabels[document.kind], position: document.display_order + 1, document_id: document.id },
      released: [document.file_url],
    };
  });
}

/**
 * The title of a document of this product removed in the back office, as the audit log recorded
 * it (the row itself is gone): the documents page names it after the removal. Null when the log has none.
 */
export async function findProductDocumentRemoval(productId: string, documentId: string, db?: Database): Promise<{ title: string } | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'product_document_removed'),
        eq(auditLog.subject_type, 'product'),
        eq(auditLog.subject_id, productId),
        sql`${auditLog.details} ->> 'document_id' = ${documentId}`,
      ),
    )
    .orderBy(desc(auditLog.created_at))
    .limit(1);
  return row && typeof row.details.title === 'string' ? { title: row.details.title } : null;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * Puts the documents in `order` (every document id once). `shown` is the order the editor's page
 * showed: when the stored list differs (a document added, removed or moved since), nothing is
 * written and 'stale' names who changed them last.
 */
export function reorderProductDocuments(productId: string, shown: string[], order: string[], writer: DocumentWriter, db?: Database): Promise<DocumentChangeOutcome> {
  return changeDocuments(productId, writer, db, async (tx, documents) => {
    const stored = documents.map((document) => document.id);
    if (!sameList(stored, shown) || !sameList([...order].sort(), [...stored].sort())) {
      return { refused: await staleDocuments(tx, productId) };
    }
    for (const [position, id] of order.entries()) await tx.update(productDocuments).set({ display_order: position }).where(eq(productDocuments.id, id));
    return { action: 'product_documents_reordered', details: { order: order.map((id) => stored.indexOf(id) + 1).join(', ') } };
  });
}
