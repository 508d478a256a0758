import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { logFor } from '@/lib/core/log';
import { REQUEST_ID_HEADER } from '@/lib/core/request-id';
import { safeErrorMessage } from '@/lib/core/safe-error';
import { MEDIA_PATH } from '@/lib/media/urls';
import { PDF_MAX_BYTES, pdfMessages } from '@/lib/schemas/media';
import { getMediaStore, type ObjectStore } from '@/lib/storage';

// A PDF chosen in the back office: a category's guide, a product's document (a safety data sheet,
// a certificate). Its type is read from its bytes (a renamed program or image is refused), its
// size capped, then it is stored in the media store (the public prefix, never beside the resumes)
// under a new id, so that a stored PDF never changes and may be cached for a year. When the save
// that links it does not happen, `discard` removes it again. Each kind has its folder, named in
// its URL: `/media/<folder>/<id>/<name>.pdf`, served by app/media/<folder>/[id]/[file].

/** The media store's PDF folders: category guides and product documents. */
export const pdfFolders = ['guides', 'documents'] as const;
export type PdfFolder = (typeof pdfFolders)[number];

export type ReceivedPdf = { url: string; bytes: number; discard: () => Promise<void> };

/** PDF readers look for the end marker within the last 1024 bytes (PDF 1.7, implementation note 18). */
const END_MARKER = Buffer.from('%%EOF');
const END_WINDOW = 1024;

/** The message for a file that is not an acceptable PDF, or null for a complete PDF. */
export async function pdfProblem(bytes: Uint8Array): Promise<string | null> {
  if (bytes.byteLength > PDF_MAX_BYTES) return pdfMessages.tooLarge;
  const detected = bytes.byteLength > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (detected?.mime !== 'application/pdf') return pdfMessages.notPdf;
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(-END_WINDOW);
  return tail.includes(END_MARKER) ? null : pdfMessages.damaged;
}

/** The file name part of a stored PDF's key: what a browser saves it under. */
const FILE_NAME = /^[a-z0-9-]{1,60}$/;
/** `/media/<folder>/<id>/<name>.pdf` */
const STORED_PDF_URL = /^\/media\/(guides|documents)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([a-z0-9-]{1,60})\.pdf$/;

export const storedPdfKey = (folder: PdfFolder, id: string, name: string) => `${folder}/${id}/${name}.pdf`;

/** A category guide's key: `guides/<id>/<category>.pdf`. */
export const guideKey = (id: string, category: string) => storedPdfKey('guides', id, category);

/** The media store key a stored PDF's URL names (a guide or a document), or null for any other URL. */
export function storedPdfKeyOfUrl(url: string): string | null {
  const match = STORED_PDF_URL.exec(url);
  return match ? storedPdfKey(match[1] as PdfFolder, match[2], match[3]) : null;
}

/** The key of `/media/<folder>/<id>/<file>` when it names a PDF of that folder, else null. */
export function storedPdfKeyOf(folder: PdfFolder, id: string, file: string): string | null {
  return storedPdfKeyOfUrl(`${MEDIA_PATH}/${folder}/${id}/${file}`);
}

/**
 * A file name from a product and a document kind (`e7018-low-hydrogen-test-certificate`), cut to
 * the 60 characters a stored PDF's name may have: the kind is kept whole.
 */
export function documentFileName(productId: string, kind: string): string {
  const room = 60 - kind.length - 1;
  const product = productId.slice(0, room).replace(/-+$/, '');
  const name = product ? `${product}-${kind}` : kind;
  return FILE_NAME.test(name) ? name : 'document';
}

/** The stored PDF, or the message for the file field. */
export async function receivePdf(file: File, folder: PdfFolder, name: string, store: ObjectStore = getMediaStore()): Promise<ReceivedPdf | { message: string }> {
  if (!FILE_NAME.test(name)) throw new Error(`not a stored PDF's name: ${name}`);
  if (file.size > PDF_MAX_BYTES) return { message: pdfMessages.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = await pdfProblem(bytes);
  if (problem) return { message: problem };
  const key = storedPdfKey(folder, randomUUID(), name);
  await store.put(key, { bytes }, 'application/pdf');
  return { url: `${MEDIA_PATH}/${key}`, bytes: bytes.byteLength, discard: () => store.delete(key) };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } });

/**
 * GET /media/<folder>/<id>/<name>.pdf: a stored PDF streamed from the media store. It never changes
 * (a new upload gets a new id and its row links that one), so browsers and caches may keep it for
 * a year without asking again. `what` names it in the 503's words ('guide', 'document').
 */
export async function storedPdfResponse(request: Request, folder: PdfFolder, id: string, file: string, what: string): Promise<Response> {
  const key = storedPdfKeyOf(folder, id, file);
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
    logFor(request.headers.get(REQUEST_ID_HEADER) ?? '').error(`${what} read failed`, { key, error: safeErrorMessage(error) });
    return new Response(`The ${what} could not be read. Please try again.`, { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' } });
  }
}
