// A product's downloadable documents besides its generated datasheet (product_documents): what
// each may be, in the words the back office shows.

export const productDocumentKinds = ['safety-data-sheet', 'approval-certificate', 'test-certificate'] as const;
export type ProductDocumentKind = (typeof productDocumentKinds)[number];

/**
 * A document as a page showed it (title, kind and file): its edit form sends this back, and a save
 * made on a document somebody has changed since is refused rather than undoing their change. JSON,
 * not lines: a form's post turns a line break into CR LF.
 */
export const documentAsShown = (document: { title: string; kind: string; file_url: string }): string => JSON.stringify([document.title, document.kind, document.file_url]);

/** The title and kind a form's `documentAsShown` holds; null when it holds something else. */
export function shownTitleAndKind(shown: string): { title: string; kind: string } | null {
  try {
    const [title, kind] = JSON.parse(shown) as unknown[];
    return typeof title === 'string' && typeof kind === 'string' ? { title, kind } : null;
  } catch {
    return null;
  }
}

export const productDocumentKindLabels: Record<ProductDocumentKind, string> = {
  'safety-data-sheet': 'Safety data sheet',
  'approval-certificate': 'Approval certificate',
  'test-certificate': 'Test certificate',
};
