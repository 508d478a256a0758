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
const png = (size: number, background?: string) => {
  const image = sharp(svg, { density: 72 * (size / 40) * 2 }).resize(size, size);
  return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer();
};

// 16, 32 and 48 pixels: a tab, a bookmark, a Windows shortcut.
fs.writeFileSync(path.join(publicDir, 'favicon.ico'), await pngToIco(await Promise.all([16, 32, 48].map((size) => png(size)))));
// iOS fills transparency with black and rounds the corners itself: the icon's own dark ground,
// square, at the 180 pixels iOS asks for.
fs.writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await png(180, '#0f1720'));
console.log('wrote public/favicon.ico and public/apple-touch-icon.png');
