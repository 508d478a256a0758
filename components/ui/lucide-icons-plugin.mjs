// Tailwind plugin (app/globals.css): `icon-<name>` draws Lucide's icon <name> as a CSS mask in
// the current text colour, e.g. <span className="icon-check size-4 text-accent" />: an empty
// element, which screen readers pass by (it needs no aria-hidden).
// Server-rendered pages use it for icons that repeat (a check per feature, an arrow per card):
// an inline <svg> is written into the HTML and again into the RSC payload every time, this is
// one short class, and the icon's outline is in the stylesheet once. The outlines come from the
// installed lucide-react, as drawn by its components (which client islands keep using), and
// from `glyphs` below for the marks Lucide does not ship.
//
// All the icons the site names are drawn side by side in one SVG (a sprite, in the stylesheet
// once); each class shows its own cell of it. A browser builds a small document for every SVG
// image it shows: one per icon cost a phone about a tenth of a page's main-thread work (style
// recalculation, bench/main-thread.ts); one for them all costs that of a single icon. The site's
// coloured artwork (`artwork-<name>`, the brand mark) is drawn in the same sprite for the same
// reason, and shown as a background instead of a mask.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import plugin from 'tailwindcss/plugin';

const require = createRequire(import.meta.url);
const iconsFolder = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist', 'esm', 'icons');
/**
 * Marks Lucide does not ship (it no longer has brand marks), filled rather than stroked, on its
 * 24×24 grid, as path data: LinkedIn's "in". An icon-<name> class draws them like Lucide's.
 */
const glyphs = {
  linkedin: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.83v1.54h.05c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13V21h-4v-4.99c0-1.19-.02-2.72-1.66-2.72-1.66 0-1.91 1.3-1.91 2.64V21h-4z',
};
const drawableNames = new Set([
  ...fs
    .readdirSync(iconsFolder)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => file.slice(0, -'.mjs'.length)),
  ...Object.keys(glyphs),
]);

/**
 * The brand mark (components/layout/logo.tsx) on its 40×40 grid: an arc and spark over a steel
 * plate, a bar of `bar` colour under them. In the sprite it is no SVG image of its own: each such
 * image cost the first style pass of every page 2-19 ms unthrottled (Chromium builds its document
 * there, before the first paint; six traced loads of the product page), three of them at the time.
 */
const brandMark = (plate, bar) =>
  `<rect width="40" height="40" rx="6" fill="${plate}"/><path d="M8 28 Q20 6 32 28" fill="none" stroke="#c2410c" stroke-width="4" stroke-linecap="round"/><circle cx="20" cy="17" r="3.5" fill="#f59e0b"/><rect x="7" y="30" width="26" height="3" rx="1.5" fill="${bar}"/>`;
/** Coloured artwork, `artwork-<name>`: its own colours on its own grid (`size` units square), no stroke unless it says so. */
const artwork = {
  'brand-mark': { size: 40, shapes: brandMark('#0f1720', '#e8ecf0') },
  'brand-mark-inverted': { size: 40, shapes: brandMark('#e8ecf0', '#0f1720') },
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the site's markup and styles live: the sprite holds every icon named there. */
export const ICON_SOURCES = ['app', 'components', 'lib', 'content', 'emails'];
const SOURCE_FILE = /\.(tsx?|mjs|css|mdx?)$/;
/** `prefix-<name>` classes written in `text`, by name. */
const classNamesIn = (prefix, text) => [...text.matchAll(new RegExp(`(?<![\\w-])${prefix}-([a-z0-9]+(?:-[a-z0-9]+)*)`, 'g'))].map((match) => match[1]);

/** The names of icons this plugin draws (Lucide's and the glyphs) among the `icon-<name>` classes written in `text`. */
export function iconNamesIn(text) {
  return classNamesIn('icon', text).filter((name) => drawableNames.has(name));
}

/** The names of artwork this plugin draws among the `artwork-<name>` classes written in `text`. */
export function artworkNamesIn(text) {
  return classNamesIn('artwork', text).filter((name) => Object.hasOwn(artwork, name));
}

/**
 * The icons and the artwork the site's sources name, each sorted (the sprite's order: icons, then
 * artwork), from one reading of the sources.
 */
export function spriteNamesUsed() {
  const icons = new Set();
  const pictures = new Set();
  const visit = (folder) => {
    if (!fs.existsSync(folder)) return;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (SOURCE_FILE.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const name of iconNamesIn(text)) icons.add(name);
        for (const name of artworkNamesIn(text)) pictures.add(name);
      }
    }
  };
  for (const folder of ICON_SOURCES) visit(path.join(root, folder));
  return { icons: [...icons].sort(), artwork: [...pictures].sort() };
}

const number = (value) => Number(Number(value).toFixed(4));

/**
 * Each of Lucide's shapes as the path it draws (SVG defines a circle, a rect, a line and a
 * polygon as such paths), so that an icon is one element however many shapes it has; with the
 * attributes each reads.
 */
const ellipsePath = ({ cx, cy, rx, ry }) => {
  const [x, y, width, height] = [cx, cy, rx, ry].map(number);
  const half = (sign) => `a${width} ${height} 0 1 0 ${number(sign * 2 * width)} 0`;
  return `M${number(x - width)} ${y}${half(1)}${half(-1)}z`;
};
const shapes = {
  // A path opening with a relative move starts from the origin; so it does after `M0 0`.
  path: { attributes: ['d'], draw: ({ d }) => (/^m/.test(d) ? `M0 0${d}` : d) },
  circle: { attributes: ['cx', 'cy', 'r'], draw: ({ cx, cy, r }) => ellipsePath({ cx, cy, rx: r, ry: r }) },
  ellipse: { attributes: ['cx', 'cy', 'rx', 'ry'], draw: ellipsePath },
  rect: {
    attributes: ['x', 'y', 'width', 'height', 'rx', 'ry'],
    draw: ({ x, y, width, height, rx, ry }) => {
      const [left, top, w, h] = [x, y, width, height].map(number);
      // One corner radius given stands for both (SVG's rule), each at most half the side.
      const rX = Math.min(number(rx ?? ry ?? 0), w / 2);
      const rY = Math.min(number(ry ?? rx ?? 0), h / 2);
      if (rX === 0 || rY === 0) return `M${left} ${top}h${w}v${h}h${-w}z`;
      const corner = (dx, dy) => `a${rX} ${rY} 0 0 1 ${dx} ${dy}`;
      return `M${number(left + rX)} ${top}h${number(w - 2 * rX)}${corner(rX, rY)}v${number(h - 2 * rY)}${corner(-rX, rY)}h${number(2 * rX - w)}${corner(-rX, -rY)}v${number(2 * rY - h)}${corner(rX, -rY)}z`;
    },
  },
  line: { attributes: ['x1', 'y1', 'x2', 'y2'], draw: ({ x1, y1, x2, y2 }) => `M${x1} ${y1}L${x2} ${y2}` },
  polyline: { attributes: ['points'], draw: ({ points }) => `M${points.trim()}` },
  polygon: { attributes: ['points'], draw: ({ points }) => `M${points.trim()}z` },
};

/** The icon's outline as lucide-react draws it (24×24, 2px round strokes), as one path's data; or a glyph's. */
function iconPathData(name) {
  if (Object.hasOwn(glyphs, name)) return glyphs[name];
  const source = fs.readFileSync(path.join(iconsFolder, `${name}.mjs`), 'utf8');
  // A former name is a file that re-exports the icon under its current one.
  const alias = source.match(/export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/)?.[1];
  if (alias) return iconPathData(alias);
  const literal = source.match(/const __iconData = (\{[\s\S]*?\n\});/)?.[1];
  if (!literal) throw new Error(`lucide-icons-plugin: cannot read the outline of "${name}"`);
  // The file's own object literal (name, size, the outline's tags and attributes: nothing executable).
  const nodes = Function(`"use strict"; return (${literal});`)().node;
  return nodes
    .map(([tag, attributes]) => {
      const { key: _key, ...geometry } = attributes;
      const shape = Object.hasOwn(shapes, tag) ? shapes[tag] : undefined;
      const unknown = Object.keys(geometry).filter((attribute) => !shape?.attributes.includes(attribute));
      if (!shape || unknown.length > 0) throw new Error(`lucide-icons-plugin: "${name}" has a <${tag}> with ${unknown.join(', ') || 'a shape'} this plugin does not draw`);
      return shape.draw(geometry);
    })
    .join('');
}

/** The icon `name` as one path, `x` units right of the sprite's origin: stroked as Lucide's, or filled (a glyph). */
const iconElement = (name, x) => {
  const paint = Object.hasOwn(glyphs, name) ? ' fill="#000" stroke="none"' : '';
  return `<path${paint}${x ? ` transform="translate(${x})"` : ''} d="${iconPathData(name)}"/>`;
};

/**
 * Cells are 36 units apart (an icon is 24): at the sizes icons are drawn (12, 14, 16, 18, 20 and
 * 24 px) every cell starts on a whole pixel, and the 12 units between icons keep a neighbour's
 * stroke out of view when the sprite is scaled.
 */
export const CELL = 36;
const ICON = 24;

/** The width, in icon units, of a sprite of `count` icons. */
const spriteWidth = (count) => count * CELL - (CELL - ICON);

/** An SVG of `width` × 24 units holding `content`, drawn as lucide-react draws its icons (2px round strokes). */
const outlineSvg = (width, content) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${ICON}" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${content}</svg>`;

const svgUrl = (svg) => `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;

/** Artwork's shapes in a 24×24 viewport at `x` (scaled from its own grid). */
const artworkCell = (name, x) => {
  const { size, shapes } = artwork[name];
  return `<svg x="${x}" width="${ICON}" height="${ICON}" viewBox="0 0 ${size} ${size}" stroke="none">${shapes}</svg>`;
};

/**
 * The sprite: each icon one path, `CELL` apart, then each piece of artwork in a 24×24 viewport.
 * A browser styles and lays out every element of an SVG image before drawing it, as part of the
 * page's first style pass: one element per icon, not one per shape and another to place them
 * (52 icons of 159 shapes at the time: 223 elements before, 63 now, and 12.7 KB in the
 * stylesheet instead of 16.9).
 */
export function spriteSvg(names, artworkNames = []) {
  const icons = names.map((name, index) => iconElement(name, index * CELL));
  const pictures = artworkNames.map((name, index) => artworkCell(name, (names.length + index) * CELL));
  return outlineSvg(spriteWidth(names.length + artworkNames.length), [...icons, ...pictures].join(''));
}

/**
 * Where the icon at `index` of `count` is, as mask-size and mask-position: the sprite scaled so
 * that one icon fills the element, moved so that this icon's cell is the part in view (a
 * position's percentage places that fraction of the sprite's overhang left of the element).
 */
export function spriteCell(index, count) {
  const width = spriteWidth(count);
  const percent = (value) => `${Number(value.toFixed(6))}%`;
  return {
    size: `${percent((width / ICON) * 100)} 100%`,
    position: `${count > 1 ? percent(((index * CELL) / (width - ICON)) * 100) : '0%'} 0%`,
  };
}

/**
 * A mask or background layer (`kind`) showing `cell` of the sprite, or, for a name the sprite lacks
 * (one first written while `next dev` runs), `alone`: an SVG of its own filling the element.
 */
const spriteLayer = (kind, cell, alone) => ({
  [`${kind}-repeat`]: 'no-repeat',
  ...(cell
    ? { [`${kind}-image`]: 'var(--icon-sprite)', [`${kind}-size`]: cell.size, [`${kind}-position`]: cell.position }
    : { [`${kind}-image`]: svgUrl(alone()), [`${kind}-size`]: '100% 100%' }),
});

export default plugin(({ addBase, matchUtilities }) => {
  // Read once per full build. An icon first written while `next dev` runs is not in this sprite
  // until the next full build; it is drawn alone meanwhile, so it never goes missing.
  const { icons: names, artwork: artworkNames } = spriteNamesUsed();
  const count = names.length + artworkNames.length;
  const cells = new Map(names.map((name, index) => [name, spriteCell(index, count)]));
  const artworkCells = new Map(artworkNames.map((name, index) => [name, spriteCell(names.length + index, count)]));
  addBase({ ':root': { '--icon-sprite': svgUrl(spriteSvg(names, artworkNames)) } });
  matchUtilities(
    { artwork: (name) => spriteLayer('background', artworkCells.get(name), () => outlineSvg(ICON, artworkCell(name, 0))) },
    { values: Object.fromEntries(Object.keys(artwork).map((name) => [name, name])) },
  );
  matchUtilities(
    {
      icon: (name) => ({
        display: 'inline-block',
        'flex-shrink': '0',
        'background-color': 'currentColor',
        ...spriteLayer('mask', cells.get(name), () => outlineSvg(ICON, iconElement(name, 0))),
        // Windows' high-contrast mode replaces background colours; keep the icon visible.
        '@media (forced-colors: active)': { 'background-color': 'CanvasText' },
      }),
    },
    { values: Object.fromEntries([...drawableNames].map((name) => [name, name])) },
  );
});
