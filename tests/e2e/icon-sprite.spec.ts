import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CELL, spriteNamesUsed, spriteSvg } from '../../components/ui/lucide-icons-plugin.mjs';

// The CSS icons are cells of one sprite in which each icon is a single path
// (components/ui/lucide-icons-plugin.mjs). Chromium draws every cell beside lucide-react's own SVG
// of the same icon: the same pixels, but for antialiasing where two of the icon's strokes cross.

const SCALE = 2; // 48 px icons
const pascalCase = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** Chromium's comparison of each icon of `sprite` (`names`, drawn from its cells) with lucide-react's own SVG of it. */
async function compareWithLucide(page: Page, sprite: string, names: string[]) {
  const icons = names.filter((name) => name !== 'linkedin'); // a glyph of ours: tests/unit/icon-sprite.test.ts
  const references = icons.map((name) => {
    const component = (lucide as unknown as Record<string, ComponentType<{ size: number; color: string }>>)[pascalCase(name)];
    expect(component, `lucide-react exports ${pascalCase(name)}`).toBeDefined();
    return renderToStaticMarkup(createElement(component, { size: 24, color: '#000' }));
  });
  const compare = fs.readFileSync(path.resolve('tests/e2e/support/compare-icons.js'), 'utf8');
  const input = { sprite, offsets: icons.map((name) => names.indexOf(name) * CELL), references, scale: SCALE };
  const cells = (await page.evaluate(`${compare}(${JSON.stringify(input)})`)) as { inked: number; apart: number }[];
  for (const [index, { inked, apart }] of cells.entries()) {
    expect(inked, icons[index]).toBeGreaterThan(100); // drawn at all
    // Pixels whose coverage differs by more than a third: a few where strokes cross, none where a stroke is missing or moved.
    expect(apart, `${icons[index]}: ${apart} of ${inked} inked pixels apart`).toBeLessThanOrEqual(Math.max(12, inked * 0.03));
  }
  return icons.length;
}

test('each icon of the sprite draws what lucide-react draws', async ({ page }) => {
  const { icons: names, artwork } = spriteNamesUsed();
  expect(await compareWithLucide(page, spriteSvg(names, artwork), names)).toBeGreaterThan(40);
});

test('every kind of shape Lucide draws is drawn as lucide-react draws it', async ({ page }) => {
  // Beyond the site's icons: polylines (inbox), polygons (navigation), ellipses (database), a rect
  // rounded by `ry` alone (arrow-down-0-1), lines (badge-info).
  const names = ['inbox', 'navigation', 'database', 'arrow-down-0-1', 'badge-info'];
  expect(await compareWithLucide(page, spriteSvg(names), names)).toBe(names.length);
});
