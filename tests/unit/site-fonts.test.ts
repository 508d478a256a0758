import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { charactersOf, cutFont, drawnWeights, fileOf, fontParts, fontsDir, openFont, siteFonts, sourceOf, unicodeRangeOf } from '@/scripts/site-fonts';

// The fonts pages load are the npm packages' Latin files cut to what the site draws
// (scripts/site-fonts.ts). These tests keep the cut honest: nothing the site writes or sets loses
// its face, and the files in app/fonts/ are what `npm run fonts` makes from the installed packages.

const filesUnder = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file));

/** The site's own texts: the seeded catalogue, dealers and news, content/, and what pages and components write. */
const siteTextFiles = ['db/seed/data', 'content', 'app', 'components', 'lib', 'emails']
  .flatMap((dir) => filesUnder(path.resolve(dir)))
  .filter((file) => /\.(ts|tsx|md|mdx)$/.test(file));

// Tailwind's weight utilities and the weights its theme gives them (font-bold: 700 ...).
const tailwindTheme = fs.readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');
const tailwindWeights = Object.fromEntries([...tailwindTheme.matchAll(/--font-weight-([a-z]+):\s*(\d+);/g)].map(([, name, weight]) => [name, Number(weight)]));

const fontsModule = fs.readFileSync(path.join(fontsDir, 'index.ts'), 'utf8');

/** The options of the localFont call of app/fonts/index.ts that loads `file`. */
function loaderOf(file: string): string {
  const call = fontsModule.split('localFont(').find((part) => part.includes(`src: './${file}'`));
  if (!call) throw new Error(`app/fonts/index.ts loads no ${file}`);
  return call.slice(0, call.indexOf('});'));
}

describe('the web fonts', () => {
  for (const font of siteFonts) {
    const source = fs.readFileSync(sourceOf(font));
    const cuts = Object.fromEntries(fontParts.map((part) => [part, fs.readFileSync(path.join(fontsDir, fileOf(font, part)))]));

    it(`app/fonts/ holds what npm run fonts makes from ${font.source}: the common part at most 60 % of it`, async () => {
      for (const part of fontParts) expect((await cutFont(source, part)).equals(cuts[part]), fileOf(font, part)).toBe(true);
      expect(cuts.common.length).toBeLessThan(source.length * 0.6);
    });

    it(`its two parts draw every character of the site's texts that ${font.source} draws, and never the same one`, () => {
      const sourceCharacters = new Set(openFont(source).characterSet);
      const [common, other] = fontParts.map((part) => new Set(openFont(cuts[part]).characterSet));
      const lost = new Map<string, string>();
      for (const file of siteTextFiles) {
        for (const character of fs.readFileSync(file, 'utf8')) {
          const codePoint = character.codePointAt(0)!;
          if (sourceCharacters.has(codePoint) && !common.has(codePoint) && !other.has(codePoint)) lost.set(character, path.relative(process.cwd(), file));
        }
      }
      expect(Object.fromEntries(lost)).toEqual({});
      // What the catalogue's pages draw (where the font has it) is in the common part: they fetch no other.
      const drawn = (characters: string) => [...characters].filter((character) => sourceCharacters.has(character.codePointAt(0)!));
      for (const character of drawn('AZaz09 °±¼½¾×÷Ø−≤≥–—‘’“”…•€™©®')) expect(common.has(character.codePointAt(0)!), character).toBe(true);
      // The letters of Latin-1 and beyond (é, ü, ñ, ß ...) are in the other.
      for (const character of drawn('éüñßÉŒ¿§')) expect(other.has(character.codePointAt(0)!), character).toBe(true);
      // (Both map the controls and U+FFFF, which draw nothing.)
      expect([...other].filter((codePoint) => common.has(codePoint) && codePoint > 0x20 && codePoint < 0xfff0).map((codePoint) => String.fromCodePoint(codePoint))).toEqual([]);
    });

    it(`both parts keep the variable weight the site sets, from ${drawnWeights.min} to ${drawnWeights.max}`, () => {
      for (const part of fontParts) {
        expect(openFont(cuts[part]).variationAxes.wght, part).toMatchObject({ min: drawnWeights.min, max: drawnWeights.max, default: openFont(source).variationAxes.wght.default });
      }
    });

    it(`app/fonts/index.ts loads both parts at these weights, the other one only for its characters`, () => {
      for (const part of fontParts) expect(loaderOf(fileOf(font, part))).toContain(`weight: '${drawnWeights.min} ${drawnWeights.max}'`);
      const common = loaderOf(fileOf(font, 'common'));
      expect(common).not.toContain('preload: false');
      expect(common).not.toContain('unicode-range');
      const other = loaderOf(fileOf(font, 'other'));
      expect(other).toContain('preload: false');
      expect(other).toContain(`{ prop: 'unicode-range', value: '${unicodeRangeOf(charactersOf(source, 'other'))}' }`);
    });
  }

  it('app/fonts/index.ts loads these files and no other, each at these weights', () => {
    expect([...fontsModule.matchAll(/src:\s*'\.\/([^']+)'/g)].map(([, file]) => file).sort()).toEqual(siteFonts.flatMap((font) => fontParts.map((part) => fileOf(font, part))).sort());
    expect([...fontsModule.matchAll(/weight:\s*'([^']+)'/g)].map(([, weight]) => weight)).toEqual(siteFonts.flatMap(() => fontParts.map(() => `${drawnWeights.min} ${drawnWeights.max}`)));
  });

  it(`every weight class in the site's code lies within ${drawnWeights.min}-${drawnWeights.max}`, () => {
    const used = new Map<string, string>();
    for (const file of siteTextFiles.concat(filesUnder(path.resolve('app')).filter((file) => file.endsWith('.css')))) {
      for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g)) {
        used.set(name, path.relative(process.cwd(), file));
      }
    }
    expect(used.size).toBeGreaterThan(0);
    for (const [name, file] of used) {
      expect(tailwindWeights[name], `font-${name} in ${file}`).toBeGreaterThanOrEqual(drawnWeights.min);
      expect(tailwindWeights[name], `font-${name} in ${file}`).toBeLessThanOrEqual(drawnWeights.max);
    }
  });
});
