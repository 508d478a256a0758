// Writes the site's web fonts to app/fonts/ from the npm packages (scripts/site-fonts.ts says how
// they are cut). Run it after @fontsource-variable/inter or oswald is updated:
//
//   npm run fonts
import fs from 'node:fs';
import path from 'node:path';
import { charactersOf, cutFont, fileOf, fontParts, fontsDir, siteFonts, sourceOf, unicodeRangeOf } from './site-fonts';

for (const font of siteFonts) {
  const source = fs.readFileSync(sourceOf(font));
  for (const part of fontParts) {
    const cut = await cutFont(source, part);
    fs.writeFileSync(path.join(fontsDir, fileOf(font, part)), cut);
    console.log(`app/fonts/${fileOf(font, part)}: ${source.length} -> ${cut.length} bytes`);
  }
  // app/fonts/index.ts must write it out (next/font takes literals only).
  console.log(`  unicode-range of its other part: ${unicodeRangeOf(charactersOf(source, 'other'))}`);
}
