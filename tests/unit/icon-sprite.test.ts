import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import iconsPlugin, { CELL, ICON_SOURCES, artworkNamesIn, iconNamesIn, spriteCell, spriteNamesUsed, spriteSvg } from '@/components/ui/lucide-icons-plugin.mjs';

// The CSS icons (`icon-<name>`) and the coloured artwork (`artwork-<name>`) are cells of one sprite
// (components/ui/lucide-icons-plugin.mjs).
const ICON = 24;

/**
 * Where, in the sprite's units, an element showing icon `index` of `count` starts: a mask-position
 * of p% puts the image's left edge p% of (element width − image width) from the element's left.
 */
function firstUnitInView(index: number, count: number): number {
  const { size, position } = spriteCell(index, count);
  const imageWidth = (parseFloat(size) / 100) * ICON;
  return -(parseFloat(position) / 100) * (ICON - imageWidth);
}

/** The CSS the plugin writes for `classes`. */
async function compiled(classes: string[]): Promise<string> {
  const compiler = await compile('@plugin "icons";\n@tailwind utilities;', {
    loadModule: async () => ({ path: '', base: '', module: iconsPlugin }),
  });
  return compiler.build(classes);
}

describe('the icon sprite', () => {
  it('shows each icon its own cell, the sprite scaled so that one cell fills the element', () => {
    for (const count of [1, 2, 51, 120]) {
      for (let index = 0; index < count; index++) expect(firstUnitInView(index, count)).toBeCloseTo(index * CELL, 3); // a thousandth of an icon unit: far below a pixel
      expect(parseFloat(spriteCell(0, count).size) / 100).toBeCloseTo((count * CELL - (CELL - ICON)) / ICON, 6);
    }
  });

  it('draws each icon in its cell, in a sprite as wide as the cells assume', () => {
    const svg = spriteSvg(['check', 'x', 'arrow-right']);
    const width = Number(/viewBox="0 0 (\d+) 24"/.exec(svg)?.[1]);
    expect(width).toBeCloseTo((parseFloat(spriteCell(0, 3).size) / 100) * ICON, 6);
    // One path per icon, moved to its cell (tests/e2e/icon-sprite.spec.ts compares what each draws with lucide-react's SVG).
    expect([...svg.matchAll(/<path(?: transform="translate\((\d+)\)")? d="[^"]+"\/>/g)].map((match) => Number(match[1] ?? 0))).toEqual([0, CELL, 2 * CELL]);
    // Lucide's check, as lucide-react draws it, in the first cell; its x's two lines, one path.
    expect(svg).toContain('<path d="M20 6 9 17l-5-5"/>');
    expect(svg).toContain(`<path transform="translate(${CELL})" d="M18 6 6 18M0 0m6 6 12 12"/>`);
    // A mark Lucide does not ship (LinkedIn's), filled where Lucide's are stroked.
    expect(spriteSvg(['linkedin'])).toMatch(/^<svg [^>]+><path fill="#000" stroke="none" d="M4\.98 3\.5[^"]+"\/><\/svg>$/);
  });

  it('holds every icon the site names, each once: no icon class is written where the sprite is not read from', () => {
    const used = spriteNamesUsed().icons;
    expect(new Set(used).size).toBe(used.length);
    expect(used).toEqual(expect.arrayContaining(['arrow-right', 'check', 'file-text'])); // cards and lists
    const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0');
    const naming = tracked.filter((file) => file && !file.startsWith('tests/') && fs.existsSync(file) && fs.statSync(file).isFile() && iconNamesIn(fs.readFileSync(file, 'utf8')).length > 0);
    expect(naming.length).toBeGreaterThan(10);
    for (const file of naming) {
      expect(ICON_SOURCES.some((folder) => file.startsWith(`${folder}/`)), `${file} writes icon classes outside ${ICON_SOURCES.join(', ')}`).toBe(true);
      expect(used).toEqual(expect.arrayContaining(iconNamesIn(fs.readFileSync(file, 'utf8'))));
    }
  });

  it('gives a class the cell of its icon, and draws an icon the sprite lacks alone (one first written while `next dev` runs)', async () => {
    const css = await compiled(['icon-check', 'icon-anchor']);
    const rule = (name: string) => new RegExp(`\\.icon-${name} \\{([^}]*)`).exec(css)?.[1] ?? '';
    const { icons: used, artwork } = spriteNamesUsed();
    expect(used).not.toContain('anchor');
    const check = spriteCell(used.indexOf('check'), used.length + artwork.length);
    expect(rule('check')).toContain('mask-image: var(--icon-sprite);');
    expect(rule('check')).toContain(`mask-size: ${check.size};`);
    expect(rule('check')).toContain(`mask-position: ${check.position};`);
    expect(rule('anchor')).toContain('mask-image: url("data:image/svg+xml,');
    expect(rule('anchor')).toContain('mask-size: 100% 100%;');
  });

  it('draws the brand mark in the cells after the icons, in its own colours, and shows it as a background', async () => {
    const { icons, artwork } = spriteNamesUsed();
    expect(artwork).toEqual(['brand-mark', 'brand-mark-inverted']); // .logo-mark in app/globals.css
    const svg = spriteSvg(icons, artwork);
    const count = icons.length + artwork.length;
    expect(Number(/viewBox="0 0 (\d+) 24"/.exec(svg)?.[1])).toBeCloseTo((parseFloat(spriteCell(0, count).size) / 100) * ICON, 6);
    // Scaled from its 40-unit grid into the cell; the sprite's black stroke not inherited.
    const cell = (index: number) => new RegExp(`<svg x="${index * CELL}" width="24" height="24" viewBox="0 0 40 40" stroke="none">(.*?)</svg>`).exec(svg)?.[1];
    expect(cell(icons.length)).toMatch(/^<rect width="40" height="40" rx="6" fill="#0f1720"\/>.*fill="#e8ecf0"\/>$/); // dark plate, light bar
    expect(cell(icons.length + 1)).toMatch(/^<rect width="40" height="40" rx="6" fill="#e8ecf0"\/>.*fill="#0f1720"\/>$/);
    const css = await compiled(['artwork-brand-mark-inverted']);
    const inverted = spriteCell(icons.length + 1, count);
    expect(css).toContain('background-image: var(--icon-sprite);');
    expect(css).toContain(`background-size: ${inverted.size};`);
    expect(css).toContain(`background-position: ${inverted.position};`);
  });

  it('reads only the names of icons it draws from class lists', () => {
    expect(iconNamesIn(`<span className="icon-check size-4" /> [class*='icon-'] icon-<name> lucide-icons-plugin icon-not-a-lucide-icon icon-linkedin`)).toEqual(['check', 'linkedin']);
    expect(artworkNamesIn('@apply artwork-brand-mark size-9; artwork-brand artwork-brand-mark-inverted icon-brand-mark')).toEqual(['brand-mark', 'brand-mark-inverted']);
  });
});
