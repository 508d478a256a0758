import { storedPdfResponse } from '@/lib/media/stored-pdf';

// GET /media/documents/<id>/<product>-<kind>.pdf: a product's document (a safety data sheet, a
// certificate) uploaded in the back office, streamed from the media store. A stored document never
// changes (a replaced file gets a new id and the document links that one), so browsers and caches
// may keep it for a year without asking again.

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string; file: string }> }): Promise<Response> {
  const { id, file } = await params;
  return storedPdfResponse(request, 'documents', id, file, 'document');
}
