import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFont } from '@/scripts/site-fonts';

// The fallback faces of app/globals.css repeat the overrides next/font computes for its Arial
// fallback, on the fonts Android and Linux have instead. Computed here the way next/font computes
// them, from the font files app/fonts/index.ts loads, so a new font version cannot leave them behind.

const require = createRequire(import.meta.url);
const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file') as {
  getFallbackMetricsFromFontFile: (font: unknown, category: 'sans-serif' | 'serif') => Record<string, string>;
};

const css = fs.readFileSync(path.resolve('app/globals.css'), 'utf8');
const fontsModule = fs.readFileSync(path.resolve('app/fonts/index.ts'), 'utf8');

/** The declarations of the @font-face rule for `family` in globals.css. */
function fontFace(family: string): Record<string, string> {
  const rule = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => match[1]).find((body) => body.includes(`'${family}'`));
  if (!rule) throw new Error(`no @font-face for ${family} in app/globals.css`);
  return Object.fromEntries(
    rule
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => [declaration.slice(0, declaration.indexOf(':')).trim(), declaration.slice(declaration.indexOf(':') + 1).trim()]),
  );
}

/** The font file an export of app/fonts/index.ts loads, and the fallback families it lists. */
function fontOf(exportName: string) {
  const block = fontsModule.slice(fontsModule.indexOf(`export const ${exportName}`));
  const source = block.match(/src:\s*'([^']+)'/)![1];
  const fallback = block.match(/fallback:\s*\[([^\]]*)\]/)?.[1] ?? '';
  return { file: path.resolve('app/fonts', source), fallback };
}

describe('fallback faces for systems without Arial', () => {
  for (const [exportName, family] of [
    ['bodyFont', 'bodyFont Fallback Local'],
    ['headingFont', 'headingFont Fallback Local'],
  ] as const) {
    it(`${family}: next/font's overrides for ${exportName}, on Roboto, Liberation Sans or Arimo, listed after next/font's fallback`, () => {
      const { file, fallback } = fontOf(exportName);
      const expected = getFallbackMetricsFromFontFile(openFont(fs.readFileSync(file)), 'sans-serif');
      expect(expected.fallbackFont).toBe('Arial');
      const face = fontFace(family);
      const percent = (value: string) => Number.parseFloat(value).toFixed(2);
      expect(percent(face['ascent-override'])).toBe(percent(expected.ascentOverride));
      expect(percent(face['descent-override'])).toBe(percent(expected.descentOverride));
      expect(percent(face['line-gap-override'])).toBe(percent(expected.lineGapOverride));
      expect(percent(face['size-adjust'])).toBe(percent(expected.sizeAdjust));
      for (const local of ['Roboto', 'Liberation Sans', 'Arimo']) expect(face.src).toContain(`local('${local}')`);
      expect(fallback).toContain(`'${family}'`);
    });
  }
});
