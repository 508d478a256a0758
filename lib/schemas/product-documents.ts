import { z } from 'zod';
import { productDocumentKinds } from '@/lib/domain/product-documents';
import { requiredText } from '@/lib/schemas/fields';
import { pdfMessages } from '@/lib/schemas/media';

// The forms of a product's documents page (/admin/products/<id>/documents): upload, edit (title,
// kind and a replacement file), move and remove. The PDF itself is read by the action
// (lib/media/stored-pdf.ts checks its bytes, as for a category's guide). `shown` is the list's
// order as the page showed it (document ids, comma-separated): a move is refused when the stored
// list no longer matches it.

/** A document's title as the product page lists it ('Safety Data Sheet (SDS)'). */
export const PRODUCT_DOCUMENT_TITLE_MAX = 120;

export const productDocumentMessages = {
  gone: 'This product no longer exists.',
  documentGone: 'This document has been removed in the meantime. The list below shows the documents as they are now.',
  stale: 'Somebody else changed the documents of this product after you opened this page, so the new order was not saved. The list below shows their changes; move the document again.',
  staleBy: (who: string) =>
    `${who} changed the documents of this product after you opened this page, so the new order was not saved. The list below shows their changes; move the document again.`,
  editStale:
    'Somebody else changed this document after you opened this page, so your changes were not saved. The form now holds their changes and yours: check it, then save again.',
  editStaleBy: (who: string) =>
    `${who} changed this document after you opened this page, so your changes were not saved. The form now holds their changes and yours: check it, then save again.`,
  titleRequired: 'Enter the document’s title, as the product page lists it (for example “Safety Data Sheet (SDS)”).',
  kindRequired: 'Choose what the document is: a safety data sheet, an approval certificate or a test certificate.',
  fileRequired: 'Choose the PDF to upload.',
  notPdf: pdfMessages.notPdf,
  tooLarge: pdfMessages.tooLarge,
  damaged: pdfMessages.damaged,
  confirmRemoval: 'Tick the box to confirm the removal.',
  uploaded: 'Document uploaded. The product page lists it within seconds.',
  saved: 'Document saved.',
  replaced: 'Document saved with its new file. The product page links the new file within seconds.',
  removed: (title: string) => `${title} is removed: the product page no longer lists it.`,
  moved: (title: string, position: number, total: number) => `${title} moved to position ${position} of ${total}.`,
} as const;

const productId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(120);
const documentId = z.uuid();
const idList = z
  .string()
  .max(40 * 200)
  .transform((value) => (value === '' ? [] : value.split(',')))
  .pipe(z.array(documentId));

const kind = z.enum(productDocumentKinds, { error: productDocumentMessages.kindRequired });
const title = requiredText({ label: 'Title', max: PRODUCT_DOCUMENT_TITLE_MAX, message: productDocumentMessages.titleRequired });

export const productDocumentUploadSchema = z.object({ product_id: productId, kind, title });
/** `shown`: the document as the page showed it (documentAsShown). */
export const productDocumentEditSchema = z.object({ product_id: productId, document_id: documentId, kind, title, shown: z.string().max(2000) });
/** Removing cannot be undone (an uploaded file goes with it), so a box confirms it. */
export const productDocumentRemoveSchema = z.object({ product_id: productId, document_id: documentId, confirm: z.literal('on', { error: productDocumentMessages.confirmRemoval }) });
export const productDocumentMoveSchema = z.object({ product_id: productId, document_id: documentId, direction: z.enum(['up', 'down']), shown: idList });
