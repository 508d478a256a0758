import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutFont, drawnWeights, fontsDir, openFont, siteFonts, sourceOf } from '@/scripts/site-fonts';

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

describe('the web fonts', () => {
  for (const font of siteFonts) {
    const cut = fs.readFileSync(path.join(fontsDir, font.file));
    const source = fs.readFileSync(sourceOf(font));

    it(`app/fonts/${font.file} is what npm run fonts makes from ${font.source}, and lighter`, async () => {
      expect((await cutFont(source)).equals(cut)).toBe(true);
      expect(cut.length).toBeLessThan(source.length * 0.75);
    });

    it(`${font.file} draws every character of the site's texts that ${font.source} draws`, () => {
      const sourceCharacters = new Set(openFont(source).characterSet);
      const cutCharacters = new Set(openFont(cut).characterSet);
      const lost = new Map<string, string>();
      for (const file of siteTextFiles) {
        for (const character of fs.readFileSync(file, 'utf8')) {
          const codePoint = character.codePointAt(0)!;
          if (sourceCharacters.has(codePoint) && !cutCharacters.has(codePoint)) lost.set(character, path.relative(process.cwd(), file));
        }
      }
      expect(Object.fromEntries(lost)).toEqual({});
      // The letters of Latin-1 (é, ü, ñ ...) and the typographic punctuation stay.
      for (const character of 'AZaz09éüñßÉ–—‘’“”…•€™') expect(cutCharacters.has(character.codePointAt(0)!), character).toBe(true);
    });

    it(`${font.file} keeps the variable weight the site sets, from ${drawnWeights.min} to ${drawnWeights.max}`, () => {
      const weight = openFont(cut).variationAxes.wght;
      expect(weight).toMatchObject({ min: drawnWeights.min, max: drawnWeights.max, default: openFont(source).variationAxes.wght.default });
    });
  }

  it('app/fonts/index.ts loads these files, at these weights', () => {
    const fontsModule = fs.readFileSync(path.join(fontsDir, 'index.ts'), 'utf8');
    expect([...fontsModule.matchAll(/src:\s*'\.\/([^']+)'/g)].map(([, file]) => file)).toEqual(siteFonts.map((font) => font.file));
    expect([...fontsModule.matchAll(/weight:\s*'([^']+)'/g)].map(([, weight]) => weight)).toEqual(siteFonts.map(() => `${drawnWeights.min} ${drawnWeights.max}`));
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
