// Writes the site's web fonts to app/fonts/ from the npm packages (scripts/site-fonts.ts says how
// they are cut). Run it after @fontsource-variable/inter or oswald is updated:
//
//   npm run fonts
import fs from 'node:fs';
import path from 'node:path';
import { cutFont, fontsDir, siteFonts, sourceOf } from './site-fonts';

for (const font of siteFonts) {
  const source = fs.readFileSync(sourceOf(font));
  const cut = await cutFont(source);
  fs.writeFileSync(path.join(fontsDir, font.file), cut);
  console.log(`app/fonts/${font.file}: ${source.length} -> ${cut.length} bytes`);
}
