// subset-font ships no types; the part scripts/site-fonts.ts calls.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; variationAxes?: Record<string, number | { min: number; max: number; default?: number }>; keepFeatures?: string[] },
  ): Promise<Buffer>;
}
