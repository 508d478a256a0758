// A product's downloadable documents besides its generated datasheet (product_documents): what
// each may be, in the words the back office shows.

export const productDocumentKinds = ['safety-data-sheet', 'approval-certificate', 'test-certificate'] as const;
export type ProductDocumentKind = (typeof productDocumentKinds)[number];

/**
 * A document as a page showed it (title, kind and file): its edit form sends this back, and a save
 * made on a document somebody has changed since is refused rather than undoing their change.
 */
export const documentAsShown = (document: { title: string; kind: string; file_url: string }): string => `${document.title}\n${document.kind}\n${document.file_url}`;

export const productDocumentKindLabels: Record<ProductDocumentKind, string> = {
  'safety-data-sheet': 'Safety data sheet',
  'approval-certificate': 'Approval certificate',
  'test-certificate': 'Test certificate',
};
