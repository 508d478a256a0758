import fs from 'node:fs/promises';
import path from 'node:path';
import { isDatabaseDown, isDatabaseUnavailableError } from '@/lib/core/connection-health';
import { isPublishedArticleImage } from '@/db/queries/news';

// Article images, served only while their article is published: a draft's picture must not be
// public before the article is. They live with the articles' content, outside public/ (the
// built-in fallback articles' images are public files and never reach this route).
const ARTICLE_IMAGES = path.join(process.cwd(), 'db', 'seed', 'data', 'news', 'images');
const FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.svg$/;

const notFound = () => new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!FILE_NAME.test(file)) return notFound();
  let published: boolean;
  try {
    published = await isPublishedArticleImage(`/images/news/${file}`);
  } catch (error) {
    if (!isDatabaseDown() && !isDatabaseUnavailableError(error)) throw error;
    return new Response('Service Unavailable\n', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '10', 'Cache-Control': 'no-store' } });
  }
  if (!published) return notFound();
  const bytes = await fs.readFile(path.join(ARTICLE_IMAGES, file)).catch(() => null);
  if (!bytes) return notFound();
  // Kept by browsers as long as page data is cached (spec §9), so unpublishing takes effect as fast.
  return new Response(bytes, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=300' } });
}
