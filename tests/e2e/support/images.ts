import sharp from 'sharp';

export type TestImage = { name: string; format: 'png' | 'jpeg'; colour: { r: number; g: number; b: number } };

/** A real image file for an upload field: a 1000 × 750 plain picture in the given format. */
export const imageFile = async ({ name, format, colour }: TestImage) => ({
  name,
  mimeType: format === 'png' ? 'image/png' : 'image/jpeg',
  buffer: await sharp({ create: { width: 1000, height: 750, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer(),
});
