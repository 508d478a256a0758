// Upload rules of the back office, shared by the browser (checks on selection), the actions that
// take a file and the checks on its bytes: images (lib/media/images.ts), then PDFs (below).

/** The largest image accepted: 10 MB, 10*1024*1024 bytes (a file of exactly this size passes). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** What an image may be, read from its bytes (never its name): the formats browsers and sharp agree on. */
export const mediaInputTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type MediaInputType = (typeof mediaInputTypes)[number];

/** The input's `accept`: a hint for the file picker only; the bytes decide. */
export const MEDIA_ACCEPT = mediaInputTypes.join(',');

/** Alt text longer than this is a caption, not a description. */
export const MEDIA_ALT_MAX = 250;

export const mediaMessages = {
  invalidType: 'Choose a JPEG, PNG or WebP image. This file is not one (SVG, GIF, documents and programs are not accepted, whatever their name).',
  tooLarge: 'The image is larger than 10 MB. Choose a smaller one, or save it at a lower quality first.',
  unreadable: 'This image could not be read: it may be damaged or incomplete. Save it again and choose it once more.',
  tooManyPixels: 'This image has too many pixels to convert (more than 50 megapixels). Scale it down first.',
  altRequired: 'Describe the image in a few words for people who cannot see it (alt text).',
  altTooLong: `Keep the alt text under ${MEDIA_ALT_MAX} characters.`,
} as const;

// PDFs uploaded in the back office (a category's guide, a product's documents), checked by
// lib/media/stored-pdf.ts on their bytes.

/**
 * The largest PDF: 10 MB, 10*1024*1024 bytes (a file of exactly this size passes). Form posts are
 * capped at 11 MB for every form of the site (lib/form-post-limit.ts), so a larger PDF would need
 * that cap raised for the public forms too.
 */
export const PDF_MAX_BYTES = 10 * 1024 * 1024;
/** The input's `accept`: a hint for the file picker only; the bytes decide. */
export const PDF_ACCEPT = 'application/pdf,.pdf';

export const pdfMessages = {
  notPdf: 'Choose a PDF file. This file is not one (images, programs and other documents are not accepted, whatever their name).',
  tooLarge: 'The PDF is larger than 10 MB. Choose a smaller one, or save it with compressed images first.',
  damaged: 'This PDF looks incomplete (its end is missing). Save or export it again and choose it once more.',
} as const;
