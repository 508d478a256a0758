import { logFor } from '@/lib/core/log';
import { REQUEST_ID_HEADER } from '@/lib/core/request-id';
import { safeErrorMessage } from '@/lib/core/safe-error';
import { guideKeyOfUrl } from '@/lib/media/guide-pdf';
import { getMediaStore } from '@/lib/storage';

// GET /media/guides/<id>/<category>.pdf: a category guide uploaded in the back office, streamed
// from the media store. A stored guide never changes (a new upload gets a new id and the category
// links that one), so browsers and caches may keep it for a year without asking again.

export const dynamic = 'force-dynamic';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } });

export async function GET(request: Request, { params }: { params: Promise<{ id: string; file: string }> }): Promise<Response> {
  const { id, file } = await params;
  const key = guideKeyOfUrl(`/media/guides/${id}/${file}`);
  if (!key) return notFound();
  try {
    const stored = await getMediaStore().openRead(key);
    if (!stored) return notFound();
    return new Response(stored.body, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(stored.size),
        'Content-Disposition': `inline; filename="${file}"`,
        'Cache-Control': IMMUTABLE,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    logFor(request.headers.get(REQUEST_ID_HEADER) ?? '').error('guide read failed', { key, error: safeErrorMessage(error) });
    return new Response('The guide could not be read. Please try again.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' } });
  }
}
