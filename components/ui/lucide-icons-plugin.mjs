// Tailwind plugin (app/globals.css): `icon-<name>` draws Lucide's icon <name> as a CSS mask in
// the current text colour, e.g. <span className="icon-check size-4 text-accent" />: an empty
// element, which screen readers pass by (it needs no aria-hidden).
// Server-rendered pages use it for icons that repeat (a check per feature, an arrow per card):
// an inline <svg> is written into the HTML and again into the RSC payload every time, this is
// one short class, and the icon's outline is in the stylesheet once. The outlines come from the
// installed lucide-react, as drawn by its components (which client islands keep using).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import plugin from 'tailwindcss/plugin';

const require = createRequire(import.meta.url);
const iconsFolder = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist', 'esm', 'icons');
const names = fs
  .readdirSync(iconsFolder)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.slice(0, -'.mjs'.length));

/** The icon's <svg> as lucide-react draws it (24×24, 2px round strokes). */
function iconSvg(name) {
  const source = fs.readFileSync(path.join(iconsFolder, `${name}.mjs`), 'utf8');
  // A former name is a file that re-exports the icon under its current one.
  const alias = source.match(/export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/)?.[1];
  if (alias) return iconSvg(alias);
  const literal = source.match(/const __iconData = (\{[\s\S]*?\n\});/)?.[1];
  if (!literal) throw new Error(`lucide-icons-plugin: cannot read the outline of "${name}"`);
  // The file's own object literal (name, size, the outline's tags and attributes: nothing executable).
  const nodes = Function(`"use strict"; return (${literal});`)().node;
  const shapes = nodes
    .map(([tag, attributes]) => {
      const text = Object.entries(attributes)
        .filter(([attribute]) => attribute !== 'key')
        .map(([attribute, value]) => `${attribute}="${value}"`)
        .join(' ');
      return `<${tag} ${text}/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;
}

export default plugin(({ matchUtilities }) => {
  matchUtilities(
    {
      icon: (name) => ({
        display: 'inline-block',
        'flex-shrink': '0',
        'background-color': 'currentColor',
        // The outline is written once, in a custom property: the stylesheet's -webkit-mask-image
        // (added for older browsers) names the property instead of repeating the data URL.
        '--icon-outline': `url("data:image/svg+xml,${encodeURIComponent(iconSvg(name))}")`,
        'mask-image': 'var(--icon-outline)',
        'mask-size': '100% 100%',
        'mask-repeat': 'no-repeat',
        // Windows' high-contrast mode replaces background colours; keep the icon visible.
        '@media (forced-colors: active)': { 'background-color': 'CanvasText' },
      }),
    },
    { values: Object.fromEntries(names.map((name) => [name, name])) },
  );
});
