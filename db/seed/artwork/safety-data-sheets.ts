/**
 * Writes a safety data sheet (the 16 sections of ISO 11014 / GHS) for every welding electrode,
 * wire and flux of the seed catalogue to public/documents/sds/<product id>.pdf, and the list of
 * them to db/seed/data/product-documents.ts, which the seed turns into product documents.
 * Compositions are the typical ranges of each family of consumable, not a batch analysis.
 * Standard PDF fonts only (WinAnsi text).
 *
 * Run: npx tsx db/seed/artwork/safety-data-sheets.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';

import type { SeedProduct, SeedProductDocument } from '../types';
import { A4, DARK, drawBand, drawFooters, GREY, M, ORANGE, PALE, startDocument, wrap } from './pdf-text';
import { weldingElectrodes } from '../data/products/welding-electrodes';
import { wiresFlux } from '../data/products/wires-flux';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const MANIFEST = join(ROOT, 'db', 'seed', 'data', 'product-documents.ts');


const ISSUED = '2026-01-15';
const REVISION = '1.0';
const COMPANY = 'Arcstar Welding Industries, 14 Camac Street, 5th Floor, Kolkata, West Bengal 700017, India';
const EMERGENCY_PHONE = '+91 33 4061 2299 (24 h, plant safety desk, Howrah)';

type Ingredient = [name: string, cas: string, range: string];

/** Typical make-up of each family of consumable, by weight of the product as sold. */
const compositions: Record<string, Ingredient[]> = {
  rutile: [
    ['Iron (core wire)', '7439-89-6', '60 - 80%'],
    ['Titanium dioxide', '13463-67-7', '5 - 15%'],
    ['Mica', '12001-26-2', '1 - 5%'],
    ['Calcium carbonate', '471-34-1', '1 - 5%'],
    ['Ferromanganese', '12604-53-4', '1 - 5%'],
    ['Cellulose', '9004-34-6', '1 - 5%'],
    ['Potassium / sodium silicate (binder)', '1312-76-1', '1 - 5%'],
  ],
  basic: [
    ['Iron (core wire and iron powder)', '7439-89-6', '60 - 80%'],
    ['Calcium carbonate', '471-34-1', '5 - 15%'],
    ['Calcium fluoride (fluorspar)', '7789-75-5', '5 - 10%'],
    ['Ferromanganese', '12604-53-4', '1 - 5%'],
    ['Ferrosilicon', '8049-17-0', '1 - 5%'],
    ['Potassium silicate (binder)', '1312-76-1', '1 - 5%'],
  ],
  'basic-cr-mo': [
    ['Iron (core wire and iron powder)', '7439-89-6', '55 - 75%'],
    ['Calcium carbonate', '471-34-1', '5 - 15%'],
    ['Calcium fluoride (fluorspar)', '7789-75-5', '5 - 10%'],
    ['Chromium (as ferrochromium)', '7440-47-3', '1 - 5%'],
    ['Molybdenum (as ferromolybdenum)', '7439-98-7', '0.5 - 2%'],
    ['Ferromanganese', '12604-53-4', '1 - 5%'],
    ['Potassium silicate (binder)', '1312-76-1', '1 - 5%'],
  ],
  cellulosic: [
    ['Iron (core wire)', '7439-89-6', '65 - 85%'],
    ['Cellulose', '9004-34-6', '5 - 15%'],
    ['Titanium dioxide', '13463-67-7', '1 - 10%'],
    ['Ferromanganese', '12604-53-4', '1 - 5%'],
    ['Sodium silicate (binder)', '1344-09-8', '1 - 5%'],
    ['Magnesium silicate', '14807-96-6', '1 - 5%'],
  ],
  'stainless-electrode': [
    ['Iron', '7439-89-6', '35 - 55%'],
    ['Chromium', '7440-47-3', '15 - 25%'],
    ['Nickel', '7440-02-0', '8 - 15%'],
    ['Titanium dioxide', '13463-67-7', '5 - 15%'],
    ['Calcium carbonate', '471-34-1', '1 - 5%'],
    ['Calcium fluoride (fluorspar)', '7789-75-5', '1 - 5%'],
    ['Manganese', '7439-96-5', '0.5 - 2.5%'],
    ['Molybdenum (316L grades only)', '7439-98-7', '0 - 3%'],
    ['Potassium silicate (binder)', '1312-76-1', '1 - 5%'],
  ],
  'cast-iron': [
    ['Nickel (core wire)', '7440-02-0', '75 - 90%'],
    ['Graphite', '7782-42-5', '1 - 5%'],
    ['Calcium carbonate', '471-34-1', '1 - 5%'],
    ['Calcium fluoride (fluorspar)', '7789-75-5', '1 - 5%'],
    ['Iron', '7439-89-6', '1 - 5%'],
    ['Potassium silicate (binder)', '1312-76-1', '1 - 5%'],
  ],
  hardfacing: [
    ['Iron', '7439-89-6', '50 - 70%'],
    ['Chromium (as ferrochromium)', '7440-47-3', '5 - 12%'],
    ['Graphite', '7782-42-5', '1 - 5%'],
    ['Calcium carbonate', '471-34-1', '5 - 10%'],
    ['Titanium dioxide', '13463-67-7', '1 - 5%'],
    ['Ferromanganese', '12604-53-4', '1 - 5%'],
    ['Potassium silicate (binder)', '1312-76-1', '1 - 5%'],
  ],
  'solid-steel-wire': [
    ['Iron', '7439-89-6', '> 95%'],
    ['Manganese', '7439-96-5', '0.9 - 2.0%'],
    ['Silicon', '7440-21-3', '0.4 - 1.2%'],
    ['Copper (surface coating)', '7440-50-8', '< 0.5%'],
    ['Titanium, zirconium, aluminium (deoxidisers, where present)', '7440-32-6', '< 0.5%'],
  ],
  'stainless-wire': [
    ['Iron', '7439-89-6', '55 - 70%'],
    ['Chromium', '7440-47-3', '18 - 21%'],
    ['Nickel', '7440-02-0', '9 - 14%'],
    ['Molybdenum (316LSi only)', '7439-98-7', '0 - 3%'],
    ['Manganese', '7439-96-5', '1 - 2.5%'],
    ['Silicon', '7440-21-3', '0.65 - 1.0%'],
  ],
  'aluminium-wire': [
    ['Aluminium', '7429-90-5', '92 - 95%'],
    ['Silicon (ER4043)', '7440-21-3', '0 - 6%'],
    ['Magnesium (ER5356)', '7439-95-4', '0 - 5.5%'],
    ['Manganese, chromium, titanium', '7439-96-5', '< 0.5%'],
  ],
  'flux-cored-wire': [
    ['Iron (sheath and powder)', '7439-89-6', '75 - 90%'],
    ['Titanium dioxide (rutile grades)', '13463-67-7', '0 - 10%'],
    ['Aluminium and magnesium (self-shielded grades)', '7429-90-5', '0 - 5%'],
    ['Ferromanganese', '12604-53-4', '1 - 5%'],
    ['Ferrosilicon', '8049-17-0', '1 - 3%'],
    ['Fluorides (as calcium / lithium fluoride)', '7789-75-5', '0 - 3%'],
  ],
  'saw-wire': [
    ['Iron', '7439-89-6', '> 97%'],
    ['Manganese', '7439-96-5', '0.3 - 2.0%'],
    ['Silicon', '7440-21-3', '0.05 - 0.35%'],
    ['Copper (surface coating)', '7440-50-8', '< 0.35%'],
  ],
  'saw-flux': [
    ['Magnesium oxide', '1309-48-4', '15 - 35%'],
    ['Aluminium oxide', '1344-28-1', '15 - 35%'],
    ['Calcium fluoride (fluorspar)', '7789-75-5', '10 - 30%'],
    ['Silicon dioxide (bound in silicates)', '7631-86-9', '10 - 20%'],
    ['Manganese oxide', '1344-43-0', '0 - 10%'],
    ['Sodium / potassium silicate (binder)', '1344-09-8', '1 - 5%'],
  ],
};

function familyOf(p: SeedProduct): keyof typeof compositions {
  if (p.subcategory === 'Submerged Arc Flux') return 'saw-flux';
  if (p.subcategory === 'Submerged Arc Wire') return 'saw-wire';
  if (p.subcategory === 'Flux Cored Wire') return 'flux-cored-wire';
  if (p.subcategory === 'Aluminium Wire') return 'aluminium-wire';
  if (p.subcategory === 'Stainless Steel Wire') return 'stainless-wire';
  if (p.category === 'wires-flux') return 'solid-steel-wire';
  if (p.subcategory === 'Stainless Steel') return 'stainless-electrode';
  if (p.subcategory === 'Cast Iron') return 'cast-iron';
  if (p.subcategory === 'Hardfacing') return 'hardfacing';
  if (p.subcategory.startsWith('Low Alloy')) return 'basic-cr-mo';
  if (p.coating === 'Cellulosic') return 'cellulosic';
  if (p.coating === 'Rutile') return 'rutile';
  return 'basic';
}

const isFlux = (p: SeedProduct) => p.subcategory === 'Submerged Arc Flux';
const containsCrNi = (p: SeedProduct) => ['stainless-electrode', 'stainless-wire', 'cast-iron'].includes(familyOf(p));

/** The sixteen sections, in order: heading and paragraphs (a paragraph of [label, text] is a row). */
function sections(p: SeedProduct): [string, (string | [string, string])[]][] {
  const use = isFlux(p) ? 'Agglomerated flux for submerged arc welding.' : `Filler metal for arc welding (${p.subcategory}).`;
  const standards = Object.entries(p.classification)
    .map(([standard, designation]) => `${standard}: ${designation}`)
    .join('; ');
  const fumeMetals = containsCrNi(p)
    ? 'Welding fume from this product contains manganese, chromium (partly as hexavalent chromium compounds) and nickel compounds. Hexavalent chromium and nickel compounds are known human carcinogens (IARC Group 1).'
    : 'Welding fume from this product contains iron oxide and manganese compounds; fluoride-bearing products also give off fluorides.';
  return [
    [
      '1. Identification',
      [
        ['Product name', p.name],
        ['Classification', standards],
        ['Recommended use', use],
        ['Supplier', COMPANY],
        ['Contact', 'sales@arcstarwelding.in, +91 33 4061 2200'],
        ['Emergency telephone', EMERGENCY_PHONE],
      ],
    ],
    [
      '2. Hazard identification',
      [
        isFlux(p)
          ? 'As supplied the flux is a stable granular solid and is not classified as hazardous. Dust from handling may irritate eyes and airways.'
          : 'As supplied the product is a solid metal article and is not classified as hazardous.',
        `Hazards arise in use: welding fume and gases, arc radiation, electric shock, heat and spatter. ${fumeMetals} Overexposure to manganese fume can harm the nervous system.`,
      ],
    ],
    [
      '3. Composition / information on ingredients',
      [...compositions[familyOf(p)].map(([name, cas, range]): [string, string] => [name, `CAS ${cas}, ${range}`])],
    ],
    [
      '4. First-aid measures',
      [
        ['Inhalation of fume', 'Move to fresh air; if breathing is difficult give oxygen and get medical help.'],
        ['Eyes (arc flash, dust)', 'Rinse with clean water for 15 minutes; for arc flash, cold compresses and an eye specialist.'],
        ['Skin (burns, shock)', 'Cool burns with water; for electric shock switch off the supply before touching the person, then give first aid.'],
      ],
    ],
    ['5. Fire-fighting measures', ['The product does not burn. Use an extinguisher suited to the surroundings. Welding sparks can ignite combustible material nearby: keep a fire watch.']],
    ['6. Accidental release measures', [isFlux(p) ? 'Sweep or vacuum spilled flux; avoid raising dust. Return clean flux to a closed container.' : 'Pick up spilled product; no special measures.']],
    [
      '7. Handling and storage',
      [
        p.category === 'welding-electrodes'
          ? 'Store in the original packing in a dry room (below 60% relative humidity, 15 - 30 °C). Re-bake low hydrogen electrodes as printed on the packet before use.'
          : 'Store in the original packing in a dry, covered store away from condensation and chemicals.',
        'Handle cartons and spools with care: they are heavy. Wear gloves when handling wire ends.',
      ],
    ],
    [
      '8. Exposure controls / personal protection',
      [
        ['Exposure limits', `Welding fume (total): 5 mg/m³ (8 h TWA, as general guidance). Manganese: 0.02 mg/m³ respirable (ACGIH TLV).${containsCrNi(p) ? ' Chromium(VI): 0.0002 mg/m³ inhalable (ACGIH TLV). Nickel: 0.1 mg/m³ inhalable, soluble compounds.' : ''}`],
        ['Ventilation', 'Local exhaust ventilation at the arc, enough to keep fume below the limits in the breathing zone.'],
        ['Respiratory protection', 'Where ventilation is not enough: a particle respirator (FFP2/FFP3, IS 9473) or a powered air-purifying respirator.'],
        ['Eyes and face', 'Welding helmet with filter shade 10 - 13 (EN 169 / EN 379); safety glasses underneath.'],
        ['Skin', 'Leather welding gloves (EN 12477), flame-retardant clothing (EN ISO 11611), safety footwear.'],
      ],
    ],
    [
      '9. Physical and chemical properties',
      [
        [
          'Appearance',
          isFlux(p) ? 'Grey granules' : p.category === 'welding-electrodes' ? 'Coated metal rods' : 'Metal wire on spools, coils or in drums',
        ],
        ['Odour', 'None'],
        ['Melting range', isFlux(p) ? 'approx. 1200 - 1400 °C' : familyOf(p) === 'aluminium-wire' ? 'approx. 575 - 640 °C' : 'approx. 1400 - 1500 °C'],
        ['Solubility in water', 'Insoluble'],
      ],
    ],
    ['10. Stability and reactivity', ['Stable as supplied. Contact with strong acids may release hydrogen or, from fluoride-bearing coatings, hydrogen fluoride.']],
    [
      '11. Toxicological information',
      [
        'Short-term overexposure to welding fume may cause metal fume fever, and irritation of eyes, nose and throat. Long-term overexposure may cause lung damage (siderosis, pneumoconiosis) and, from manganese, neurological effects.',
        'IARC classifies welding fume as carcinogenic to humans (Group 1).',
      ],
    ],
    ['12. Ecological information', ['No effects expected from the product as supplied. Keep slag and dust out of drains and watercourses.']],
    ['13. Disposal considerations', ['Dispose of stubs, slag and waste product as industrial waste under local rules; metal scrap may be recycled.']],
    ['14. Transport information', ['Not regulated as dangerous goods for road, rail, sea or air transport.']],
    [
      '15. Regulatory information',
      [
        'Follow the Factories Act, 1948 and the state factory rules on welding fume and personal protection; IS 818 (safety and health requirements in electric and gas welding and cutting operations).',
      ],
    ],
    [
      '16. Other information',
      [
        `Revision ${REVISION}, issued ${ISSUED}. The composition ranges are typical of the product family; the batch test certificate gives the actual analysis. Read this sheet together with the product datasheet and the warning label on the packing.`,
      ],
    ],
  ];
}

async function buildSds(p: SeedProduct): Promise<Uint8Array> {
  const { doc, font, bold, clean } = await startDocument({
    title: `Safety Data Sheet: ${p.name}`,
    subject: 'Safety data sheet (ISO 11014 / GHS format)',
    author: 'Arcstar Welding Industries, Health, Safety and Environment',
    creator: 'db/seed/artwork/safety-data-sheets.ts',
    date: ISSUED,
  });

  const width = A4.w - M.left - M.right;
  let page: PDFPage = doc.addPage([A4.w, A4.h]);
  let y = 0;

  const header = (first: boolean) => {
    const h = first ? 104 : 44;
    drawBand(page, h);
    if (first) {
      page.drawText('SAFETY DATA SHEET', { x: M.left, y: A4.h - 44, size: 11, font: bold, color: ORANGE });
      const title = wrap(clean(p.name), bold, 18, width);
      title.slice(0, 2).forEach((line, index) => page.drawText(line, { x: M.left, y: A4.h - 68 - index * 20, size: 18, font: bold, color: rgb(1, 1, 1) }));
    } else {
      page.drawText(clean(`Safety Data Sheet: ${p.name}`), { x: M.left, y: A4.h - 28, size: 10, font: bold, color: rgb(1, 1, 1) });
    }
    y = A4.h - h - 30;
  };
  const ensure = (needed: number) => {
    if (y - needed < M.bottom) {
      page = doc.addPage([A4.w, A4.h]);
      header(false);
    }
  };

  header(true);
  for (const [heading, paragraphs] of sections(p)) {
    ensure(40);
    page.drawRectangle({ x: M.left, y: y - 5, width, height: 19, color: PALE });
    page.drawRectangle({ x: M.left, y: y - 5, width: 4, height: 19, color: ORANGE });
    page.drawText(clean(heading), { x: M.left + 10, y: y + 1, size: 10.5, font: bold, color: DARK });
    y -= 22;
    for (const paragraph of paragraphs) {
      if (typeof paragraph === 'string') {
        for (const line of wrap(clean(paragraph), font, 9, width - 10)) {
          ensure(12);
          page.drawText(line, { x: M.left + 10, y, size: 9, font, color: DARK });
          y -= 12;
        }
      } else {
        const label = clean(`${paragraph[0]}: `);
        const labelWidth = Math.min(bold.widthOfTextAtSize(label, 9), 170);
        const lines = wrap(clean(paragraph[1]), font, 9, width - 10 - labelWidth);
        ensure(lines.length * 12);
        page.drawText(label, { x: M.left + 10, y, size: 9, font: bold, color: GREY });
        lines.forEach((line, index) => page.drawText(line, { x: M.left + 10 + labelWidth, y: y - index * 12, size: 9, font, color: DARK }));
        y -= lines.length * 12;
      }
      y -= 3;
    }
    y -= 8;
  }

  drawFooters(doc, { text: clean(`Revision ${REVISION}, ${ISSUED}  |  Emergency: ${EMERGENCY_PHONE}`), font, numberFont: font, size: 8 });
  return doc.save({ useObjectStreams: true });
}

async function main() {
  const manifest: SeedProductDocument[] = [];
  for (const product of [...weldingElectrodes, ...wiresFlux]) {
    const bytes = await buildSds(product);
    const fileUrl = `/documents/sds/${product.id}.pdf`;
    const file = join(ROOT, 'public', fileUrl.slice(1));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    manifest.push({ product_id: product.id, kind: 'safety-data-sheet', title: 'Safety Data Sheet (SDS)', file_url: fileUrl, file_size_bytes: bytes.length });
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    console.log(`${fileUrl}: ${pages} pages, ${bytes.length} bytes`);
  }
  writeFileSync(
    MANIFEST,
    `// Written by db/seed/artwork/safety-data-sheets.ts: do not edit by hand.\nimport type { SeedProductDocument } from '@/db/seed/types';\n\nexport const productDocuments: SeedProductDocument[] = ${JSON.stringify(manifest, null, 2)};\n`,
  );
  console.log(`${manifest.length} safety data sheets listed in ${MANIFEST.slice(ROOT.length + 1)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
