'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import {
  addProductDocument,
  removeProductDocument,
  reorderProductDocuments,
  updateProductDocument,
  type DocumentChangeOutcome,
  type DocumentWriter,
} from '@/db/queries/product-documents-admin';
import { failed, runAdminAction, signedIn, succeeded } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { CHECK_FIELDS_MESSAGE } from '@/lib/actions/form-state';
import { clientOf, type AuthRuntime, type RequestInfo } from '@/lib/auth/runtime';
import type { StaffSession } from '@/lib/auth/session';
import { shownTitleAndKind, type ProductDocumentKind } from '@/lib/domain/product-documents';
import { releaseMedia } from '@/lib/media/lifecycle';
import { documentFileName, receivePdf, type ReceivedPdf } from '@/lib/media/stored-pdf';
import { chosenFile, keepUploadIfSaved } from '@/lib/media/upload';
import {
  productDocumentEditSchema,
  productDocumentMessages,
  productDocumentMoveSchema,
  productDocumentRemoveSchema,
  productDocumentUploadSchema,
} from '@/lib/schemas/product-documents';
import { movedOrder } from '@/lib/schemas/product-images';

// The actions of a product's documents page, each a plain form (they work without JavaScript).
// Each checks the editor's role itself; a PDF is checked and stored as a category's guide is
// (lib/media/stored-pdf.ts: its type from its bytes, at most 10 MB, in the media store), then one
// transaction writes the change with its audit entry (db/queries/product-documents-admin.ts); a
// file the change stopped using is released after it, and the page is refreshed. The public
// product page follows through the content_changes trigger on product_documents.

const documentsPath = (productId: string) => `/admin/products/${productId}/documents`;

/** The file input of the upload and edit forms. */
const FILE_FIELD = 'document_file';

type Context = { runtime: AuthRuntime; request: RequestInfo; staff: StaffSession | null };
const writerOf = ({ runtime, request, staff }: Context): DocumentWriter => ({ ...signedIn(staff), clientHash: clientOf(runtime, request).hash });

/** What the page is told when a change was not made; the list is reloaded to show why. */
function refusal(productId: string, outcome: Exclude<DocumentChangeOutcome, { outcome: 'saved' }>): AdminFormState {
  switch (outcome.outcome) {
    case 'not_found':
      return failed(productDocumentMessages.gone);
    case 'document_gone':
      revalidatePath(documentsPath(productId));
      return failed(productDocumentMessages.documentGone);
    case 'stale':
      revalidatePath(documentsPath(productId));
      return failed(outcome.savedBy ? productDocumentMessages.staleBy(outcome.savedBy) : productDocumentMessages.stale);
  }
}

/** A change made: the files it stopped using are released, and the page is refreshed. */
async function answer(productId: string, outcome: DocumentChangeOutcome, success: (saved: Extract<DocumentChangeOutcome, { outcome: 'saved' }>) => string): Promise<AdminFormState> {
  if (outcome.outcome !== 'saved') return refusal(productId, outcome);
  await releaseMedia(outcome.released);
  revalidatePath(documentsPath(productId));
  return succeeded(success(outcome));
}

/** The chosen PDF checked and stored, or the form's answer refusing it (none chosen: null). */
async function receiveDocumentFile(formData: FormData, productId: string, kind: ProductDocumentKind): Promise<ReceivedPdf | AdminFormState | null> {
  const file = chosenFile(formData.get(FILE_FIELD));
  if (!file) return null;
  const received = await receivePdf(file, 'documents', documentFileName(productId, kind));
  return 'message' in received ? failed(CHECK_FIELDS_MESSAGE, { [FILE_FIELD]: received.message }) : received;
}

const isAnswer = (value: ReceivedPdf | AdminFormState): value is AdminFormState => 'status' in value;

/**
 * An edit refused because the document changed since the page showed it: the form then holds the
 * stored value of each field this page left as it was, and what was typed in the others, so that
 * saving again keeps both people's changes (the file chosen stays chosen, as on any refusal).
 */
function staleEdit(productId: string, sent: { kind: string; title: string; shown: string }, { savedBy, document: stored }: Extract<DocumentChangeOutcome, { outcome: 'stale' }>): AdminFormState {
  revalidatePath(documentsPath(productId));
  const shown = shownTitleAndKind(sent.shown);
  const values = stored && shown ? { ...(sent.title === shown.title && { title: stored.title }), ...(sent.kind === shown.kind && { kind: stored.kind }) } : {};
  return { ...failed(savedBy ? productDocumentMessages.editStaleBy(savedBy) : productDocumentMessages.editStale), values };
}

/** A new document: its PDF, kind and title. */
export async function uploadProductDocument(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'upload-product-document',
    formData,
    schema: productDocumentUploadSchema,
    access: { permission: 'content:edit' },
    run: async ({ product_id, kind, title }, context) => {
      const received = await receiveDocumentFile(formData, product_id, kind);
      if (!received) return failed(CHECK_FIELDS_MESSAGE, { [FILE_FIELD]: productDocumentMessages.fileRequired });
      if (isAnswer(received)) return received;
      const outcome = await keepUploadIfSaved(received, () => addProductDocument(product_id, { kind, title, file: { url: received.url, bytes: received.bytes } }, writerOf(context)));
      return answer(product_id, outcome, () => productDocumentMessages.uploaded);
    },
  });
}

/** A document's title and kind, and its file when a new PDF is chosen (the old file is released). */
export async function saveProductDocument(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'save-product-document',
    formData,
    schema: productDocumentEditSchema,
    access: { permission: 'content:edit' },
    run: async ({ product_id, document_id, kind, title, shown }, context) => {
      const received = await receiveDocumentFile(formData, product_id, kind);
      if (received && isAnswer(received)) return received;
      const file = received ? { url: received.url, bytes: received.bytes } : null;
      const outcome = await keepUploadIfSaved(received, () => updateProductDocument(product_id, document_id, { kind, title, file, shown }, writerOf(context)));
      if (outcome.outcome === 'stale') return staleEdit(product_id, { kind, title, shown }, outcome);
      return answer(product_id, outcome, () => (file ? productDocumentMessages.replaced : productDocumentMessages.saved));
    },
  });
}

/** Remove, confirmed by its box. The row and its form are gone with it: the page names what was removed. */
export async function removeProductDocumentAction(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'remove-product-document',
    formData,
    schema: productDocumentRemoveSchema,
    access: { permission: 'content:edit' },
    run: async ({ product_id, document_id }, context) => {
      const outcome = await removeProductDocument(product_id, document_id, writerOf(context));
      if (outcome.outcome !== 'saved') return refusal(product_id, outcome);
      await releaseMedia(outcome.released);
      revalidatePath(documentsPath(product_id));
      redirect(`${documentsPath(product_id)}?removed=${document_id}`);
    },
  });
}

/** Move up / Move down: one place in the list the page showed. */
export async function moveProductDocument(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'move-product-document',
    formData,
    schema: productDocumentMoveSchema,
    access: { permission: 'content:edit' },
    run: async ({ product_id, document_id, direction, shown }, context) =>
      answer(product_id, await reorderProductDocuments(product_id, shown, movedOrder(shown, document_id, direction), writerOf(context)), ({ documents }) => {
        const position = documents.findIndex((document) => document.id === document_id);
        return productDocumentMessages.moved(documents[position]?.title ?? 'The document', position + 1, documents.length);
      }),
  });
}
