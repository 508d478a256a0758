// The public address of a stored image and its narrower variants. An image is stored as WebP at
// each width of MEDIA_WIDTHS below its own width, plus its own width capped at the largest
// (lib/media/images.ts), and its URL names the widest one: `/media/<id>/<width>.webp`. So the
// srcset follows from the URL alone, and a page needs no more than the URL it already stores.

/** The widths the pages show images at, for 1x and 2x screens: cards (~400 px) and article covers (~800 px). */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600] as const;

export const MEDIA_PATH = '/media';

/** The stored widths of an image `width` pixels wide. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]);
  return [...MEDIA_WIDTHS.filter((candidate) => candidate < largest), largest];
}

const UPLOADED_PICTURE_PATH = new RegExp(`^${MEDIA_PATH}/[^/]+/[^/]+$`);

/**
 * `/media/<id>/<file>`: the addresses the uploaded-pictures route answers (a picture, or a plain-text
 * 404 or 503), never a document, whatever the id and file name.
 */
export const isUploadedPicturePath = (pathname: string) => UPLOADED_PICTURE_PATH.test(pathname);

export const mediaKey = (id: string, width: number) => `${id}/${width}.webp`;
export const mediaUrl = (id: string, width: number) => `${MEDIA_PATH}/${mediaKey(id, width)}`;

const MEDIA_URL = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([1-9][0-9]{0,4})\.webp$/;

/** The id and width a media URL names, or null for any other URL (seed artwork, external images). */
export function parseMediaUrl(url: string): { id: string; width: number } | null {
  const match = MEDIA_URL.exec(url);
  return match ? { id: match[1], width: Number(match[2]) } : null;
}

/** The srcset of an uploaded image: every stored width; undefined for any other URL. */
export function mediaSrcSet(url: string): string | undefined {
  const media = parseMediaUrl(url);
  return media ? variantWidths(media.width).map((width) => `${mediaUrl(media.id, width)} ${width}w`).join(', ') : undefined;
}

/**
 * `src`, `srcSet` and `sizes` for an <img>: every stored width of an uploaded image, so that the
 * browser fetches the smallest one that fills the slot. Other URLs are passed through as `src`.
 */
export function responsiveImage(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = mediaSrcSet(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}
