import { logFor } from '@/lib/core/log';
import { REQUEST_ID_HEADER } from '@/lib/core/request-id';
import { safeErrorMessage } from '@/lib/core/safe-error';
import { mediaKey, parseMediaUrl } from '@/lib/media/urls';
import { getMediaStore } from '@/lib/storage';

// GET /media/<id>/<width>.webp: an image uploaded in the back office. A stored file never changes
// (a new upload gets a new id), so browsers and caches may keep it for a year without asking again.

export const dynamic = 'force-dynamic';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } });

export async function GET(request: Request, { params }: { params: Promise<{ id: string; file: string }> }): Promise<Response> {
  const { id, file } = await params;
  const media = parseMediaUrl(`/media/${id}/${file}`);
  if (!media) return notFound();
  try {
    const bytes = await getMediaStore().read(mediaKey(media.id, media.width));
    if (!bytes) return notFound();
    return new Response(new Uint8Array(bytes), {
      headers: { 'Content-Type': 'image/webp', 'Content-Length': String(bytes.byteLength), 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' },
    });
  } catch (error) {
    logFor(request.headers.get(REQUEST_ID_HEADER) ?? '').error('media read failed', { key: mediaKey(media.id, media.width), error: safeErrorMessage(error) });
    return new Response('The image could not be read. Please try again.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' } });
  }
}
