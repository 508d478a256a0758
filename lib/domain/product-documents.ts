// A product's downloadable documents besides its generated datasheet (product_documents): what
// each may be, in the words the back office shows.

export const productDocumentKinds = ['safety-data-sheet', 'approval-certificate', 'test-certificate'] as const;
export type ProductDocumentKind = (typeof productDocumentKinds)[number];

export const productDocumentKindLabels: Record<ProductDocumentKind, string> = {
  'safety-data-sheet': 'Safety data sheet',
  'approval-certificate': 'Approval certificate',
  'test-certificate': 'Test certificate',
};
