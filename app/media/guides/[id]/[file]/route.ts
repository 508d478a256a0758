import { storedPdfResponse } from '@/lib/media/stored-pdf';

// GET /media/guides/<id>/<category>.pdf: a category guide uploaded in the back office, streamed
// from the media store. A stored guide never changes (a new upload gets a new id and the category
// links that one), so browsers and caches may keep it for a year without asking again.

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string; file: string }> }): Promise<Response> {
  const { id, file } = await params;
  return storedPdfResponse(request, 'guides', id, file, 'guide');
}
