// The site's icon for the browsers and devices that do not take public/icon.svg: favicon.ico
// (older browsers, crawlers and feed readers ask for /favicon.ico whatever the page links) and
// apple-touch-icon.png (iPhones and iPads, for the home screen and Safari's tabs). Both are drawn
// from public/icon.svg and written to public/; run it after the icon changes:
//
//   npm run icons
import fs from 'node:fs';
import path from 'node:path';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const svg = fs.readFileSync(path.join(publicDir, 'icon.svg'));
// The icon's own ground: the fill of its first shape, a rounded square.
const ground = /<rect\b[^>]*\bfill="([^"]+)"/.exec(svg.toString())?.[1];
if (!ground) throw new Error('public/icon.svg has no <rect fill="…"> ground to put under the home screen icon');
const { width: svgWidth = 40 } = await sharp(svg).metadata();

const png = (size: number, background?: string) => {
  // Drawn at twice the size it is wanted at, then scaled down: sharper edges than drawn at size.
  const image = sharp(svg, { density: (72 * 2 * size) / svgWidth }).resize(size, size);
  return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer();
};

// 16, 32 and 48 pixels: a tab, a bookmark, a Windows shortcut.
fs.writeFileSync(path.join(publicDir, 'favicon.ico'), await pngToIco(await Promise.all([16, 32, 48].map((size) => png(size)))));
// iOS fills transparency with black and rounds the corners itself: square, on the icon's ground,
// at the 180 pixels iOS asks for.
fs.writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await png(180, ground));
console.log('wrote public/favicon.ico and public/apple-touch-icon.png');
