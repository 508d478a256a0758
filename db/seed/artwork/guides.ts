/**
 * Writes the downloadable selection guides (public/guides/<category_key>.pdf) from the seed data,
 * one per category that has a download_guide_url. Standard PDF fonts only (WinAnsi text).
 *
 * Run: npx tsx db/seed/artwork/guides.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';

import type { SeedCategory, SeedProduct } from '../types';
import { A4, DARK, drawBand, drawFooters, GREY, M, ORANGE, PALE, startDocument, wrap } from './pdf-text';
import { isApprovalCurrent } from '../../../lib/domain/classification';
import { categories } from '../data/categories';
import { abrasives } from '../data/products/abrasives';
import { equipment } from '../data/products/equipment';
import { ppe } from '../data/products/ppe';
import { weldingElectrodes } from '../data/products/welding-electrodes';
import { wiresFlux } from '../data/products/wires-flux';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PUBLIC = join(ROOT, 'public');

const ALL: SeedProduct[] = [...weldingElectrodes, ...wiresFlux, ...equipment, ...abrasives, ...ppe];

const CONTACT = 'Enquiries: visit /inquiry on our website';
/** The guides' edition: approvals in force on this day are listed. */
const GUIDE_DATE = '2026-11-01';

const INTRO: Record<string, string> = {
  'welding-electrodes':
    'This guide lists our covered electrodes for manual metal arc welding, from general-purpose rutile grades to low hydrogen, creep-resisting, stainless, cast iron and hardfacing electrodes. For each grade you will find its classifications, the positions it can weld in, the sizes we make and where it is typically used. Low hydrogen and alloyed grades must be stored dry and re-baked as shown on the packet before use. Values are typical; the batch test certificate is the controlling document.',
  'wires-flux':
    'This guide covers our solid MIG/MAG and TIG wires, flux-cored wires, submerged arc wires and agglomerated SAW fluxes. Each entry shows the classifications, available diameters or flux grain size, pack sizes and typical uses. Mechanical properties depend on shielding gas, wire-flux combination and welding parameters, so qualify your procedure with the exact combination you will use in production.',
  equipment:
    'This catalogue summarises our welding and cutting equipment: inverter MMA, MIG/MAG and TIG welders, submerged arc systems, plasma cutters, wire feeders and electrode ovens. Duty cycles are stated at 40 °C ambient as per IEC 60974-1. Our service engineers can help you size the right machine for your input supply and workload.',
  abrasives:
    'This guide lists our grinding discs, cutting discs, flap and fibre discs, wire brushes, mounted points and chop-saw wheels for weld preparation and finishing. Always check that the maximum speed marked on the product is equal to or higher than the no-load speed of the machine, use the correct guard, and never use a product after its expiry date.',
};

const TIPS: Record<string, string[]> = {
  'welding-electrodes': [
    'Match the weld metal to the base metal: E7018 for C-Mn steels, E8018-B2 for 1¼Cr-½Mo (P11), E9018-B3 for 2¼Cr-1Mo (P22), 308L/316L for matching stainless, 309L for stainless to carbon steel.',
    'Where impact toughness below -30 °C is required, choose E7018-1.',
    'Re-bake low hydrogen electrodes at 300 - 350 °C for 2 hours and hold them at 120 - 150 °C; do not re-bake cellulosic electrodes.',
    'Ask for batch test certificates (EN 10204 3.1) for IBR, RDSO and classed work.',
  ],
  'wires-flux': [
    'Use Ar + 18 - 20% CO2 with ER70S-6 for low spatter and spray transfer; 100% CO2 gives deeper penetration at lower cost.',
    'Choose E71T-1C flux-cored wire for high-current vertical and overhead welding on plate.',
    'Use the high-basicity FB-25 flux for multi-pass welds needing toughness at -40 °C; AB-16 for general structural work.',
    'Re-dry SAW flux at 300 - 350 °C for 2 hours if it has been exposed to humid air.',
  ],
  equipment: [
    'Check the input supply at your site: single-phase 230 V models suit maintenance and site work; three-phase 415 V models suit production.',
    'Size the machine on duty cycle, not only maximum current: a 350 A machine at 60% suits most 1.2 mm MIG work.',
    'Keep low hydrogen electrodes in a baking oven and portable holding ovens at the work station.',
    'Specify VRD for MMA machines used in confined or damp spaces.',
  ],
  abrasives: [
    'Use Type 27 depressed centre discs for grinding and Type 41 flat discs for cutting only.',
    'Use Inox grades (Fe, S, Cl free) on stainless steel to prevent later rust staining.',
    'Never fit a larger disc on a smaller, faster grinder; keep the guard in place.',
    'Store abrasives flat and dry in their original packing; discard discs past their expiry date.',
  ],
};

// ---------------------------------------------------------------- product rows

function rows(p: SeedProduct): [string, string][] {
  const spec = p.specifications;
  const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : typeof v === 'string' ? v : '');
  const classification = Object.entries(p.classification)
    .map(([k, v]) => (p.category === 'equipment' || p.category === 'abrasives' ? k : `${k}: ${v}`))
    .join('; ');
  const out: [string, string][] = [['Classification', classification]];
  const approvals = (p.approvals ?? []).filter((approval) => isApprovalCurrent(approval, GUIDE_DATE));
  if (approvals.length > 0) out.push(['Approvals', approvals.map((approval) => `${approval.body} (${approval.certificate_number})`).join(', ')]);
  switch (p.category) {
    case 'welding-electrodes':
      out.push(['Positions', p.welding_positions.join(', ')]);
      out.push(['Sizes', list(spec.diameters)]);
      if (spec.Polarity) out.push(['Current', list(spec.Polarity)]);
      break;
    case 'wires-flux':
      if (spec.diameters) out.push(['Diameters', list(spec.diameters)]);
      if (spec.mesh_size) out.push(['Grain size', list(spec.mesh_size)]);
      if (spec.spool_weights) out.push(['Packs', list(spec.spool_weights)]);
      if (spec['Shielding gas']) out.push(['Shielding gas', list(spec['Shielding gas'])]);
      if (spec['Flux type']) out.push(['Flux type', list(spec['Flux type'])]);
      break;
    case 'equipment':
      for (const k of ['Input supply', 'Output current range', 'Duty cycle', 'Capacity', 'Temperature range', 'Wire feed speed', 'Weight']) {
        if (spec[k]) out.push([k, list(spec[k])]);
      }
      break;
    default:
      for (const k of ['Size', 'Grit', 'Abrasive', 'Wire', 'Max speed']) if (spec[k]) out.push([k, list(spec[k])]);
  }
  out.push(['Typical applications', p.applications.slice(0, 4).join(', ')]);
  return out;
}

// ---------------------------------------------------------------- document

async function buildGuide(cat: SeedCategory, products: SeedProduct[]): Promise<Uint8Array> {
  const title = cat.download_guide_text?.replace(/^Download\s+/i, '') ?? `${cat.name} Guide`;
  const { doc, font, bold, clean } = await startDocument({
    title,
    subject: cat.hero_subtitle,
    author: 'Technical Team',
    creator: 'db/seed/artwork/guides.ts',
    date: GUIDE_DATE,
  });

  const width = A4.w - M.left - M.right;
  let page: PDFPage = doc.addPage([A4.w, A4.h]);
  let y = 0;

  const header = (first: boolean) => {
    const h = first ? 120 : 44;
    drawBand(page, h);
    if (first) {
      page.drawText(clean(title), { x: M.left, y: A4.h - 62, size: 24, font: bold, color: rgb(1, 1, 1) });
      page.drawText(clean(`${cat.name}  |  ${products.length} products`), { x: M.left, y: A4.h - 90, size: 11, font, color: ORANGE });
    } else {
      page.drawText(clean(title), { x: M.left, y: A4.h - 28, size: 11, font: bold, color: rgb(1, 1, 1) });
    }
    y = A4.h - h - 34;
  };
  const newPage = () => {
    page = doc.addPage([A4.w, A4.h]);
    header(false);
  };
  const ensure = (needed: number) => {
    if (y - needed < M.bottom) newPage();
  };
  const paragraph = (s: string, size = 10, f = font, color = DARK, indent = 0) => {
    for (const line of wrap(clean(s), f, size, width - indent)) {
      ensure(size + 4);
      page.drawText(line, { x: M.left + indent, y, size, font: f, color });
      y -= size + 4;
    }
  };

  header(true);
  paragraph(INTRO[cat.category_key] ?? cat.description, 10.5);
  y -= 14;

  for (const p of products) {
    const lines = rows(p).map(([k, v]) => {
      const keyText = clean(`${k}: `);
      const keyW = bold.widthOfTextAtSize(keyText, 9);
      return { keyText, keyW, wrapped: wrap(clean(v), font, 9, width - 12 - keyW) };
    });
    const needed = 34 + lines.reduce((n, l) => n + l.wrapped.length * 12, 0);
    ensure(needed);
    page.drawRectangle({ x: M.left, y: y - 6, width, height: 22, color: PALE });
    page.drawRectangle({ x: M.left, y: y - 6, width: 4, height: 22, color: ORANGE });
    page.drawText(clean(p.name), { x: M.left + 10, y: y + 1, size: 11.5, font: bold, color: DARK });
    y -= 26;
    for (const l of lines) {
      page.drawText(l.keyText, { x: M.left + 10, y, size: 9, font: bold, color: GREY });
      l.wrapped.forEach((t, i) => {
        page.drawText(t, { x: M.left + 10 + l.keyW, y, size: 9, font, color: DARK });
        if (i < l.wrapped.length - 1) y -= 12;
      });
      y -= 12;
    }
    y -= 12;
  }

  const tips = TIPS[cat.category_key];
  if (tips) {
    ensure(40 + tips.length * 28);
    y -= 6;
    page.drawText('Selection tips', { x: M.left, y, size: 14, font: bold, color: DARK });
    y -= 20;
    tips.forEach((t, i) => {
      paragraph(`${i + 1}.  ${t}`, 10, font, DARK, 6);
      y -= 4;
    });
  }

  drawFooters(doc, { text: CONTACT, font: bold, numberFont: font, size: 9 });
  return doc.save({ useObjectStreams: true });
}

async function main() {
  for (const cat of categories) {
    if (!cat.download_guide_url) continue;
    const products = ALL.filter((p) => p.category === cat.category_key && p.is_available && !p.is_upcoming);
    const bytes = await buildGuide(cat, products);
    const file = join(PUBLIC, cat.download_guide_url.replace(/^\//, ''));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    const doc = await PDFDocument.load(bytes);
    console.log(`${cat.download_guide_url}: ${doc.getPageCount()} pages, ${bytes.length} bytes, ${products.length} products`);
    if (doc.getPageCount() < 2 || doc.getPageCount() > 4) console.warn(`  page count outside 2-4 for ${cat.category_key}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
