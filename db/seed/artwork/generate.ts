/**
 * Writes the seed artwork: original technical illustrations drawn with SVG primitives only
 * (no fonts loaded, no bitmaps, no external references), viewBox 0 0 800 600.
 *
 *   public/images/products/<id>/<n>.svg   every image of every seed product
 *   db/seed/data/news/images/<id>.svg     every seed article (served while published)
 *   public/images/categories/<key>.svg    every category
 *   public/placeholder.svg                neutral grey product placeholder
 *
 * Run: npx tsx db/seed/artwork/generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { SeedProduct } from '../types';
import { categories } from '../data/categories';
import { articles } from '../data/news';
import { abrasives } from '../data/products/abrasives';
import { equipment } from '../data/products/equipment';
import { ppe } from '../data/products/ppe';
import { weldingElectrodes } from '../data/products/welding-electrodes';
import { wiresFlux } from '../data/products/wires-flux';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PUBLIC = join(ROOT, 'public');
const ARTICLE_IMAGES = join(ROOT, 'db', 'seed', 'data', 'news', 'images');

export const allProducts: SeedProduct[] = [...weldingElectrodes, ...wiresFlux, ...equipment, ...abrasives, ...ppe];

// ---------------------------------------------------------------- palette & helpers

const C = {
  dark: '#1f2933',
  dark2: '#323f4b',
  dark3: '#3e4c59',
  mid: '#52606d',
  grey: '#7b8794',
  light: '#9aa5b1',
  pale: '#cbd2d9',
  paler: '#e4e7eb',
  bg: '#f5f7fa',
  orange: '#f97316',
  orangeDark: '#c2410c',
  copper: '#b87333',
  copperDark: '#8a5426',
  red: '#dc2626',
  blue: '#2563eb',
};
const FONT = 'font-family="sans-serif"';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r1 = (n: number) => Math.round(n * 10) / 10;

function text(x: number, y: number, s: string, size: number, fill: string, extra = ''): string {
  return `<text x="${r1(x)}" y="${r1(y)}" ${FONT} font-size="${size}" fill="${fill}" ${extra}>${esc(s)}</text>`;
}

/** Deterministic pseudo-random numbers so every run writes identical files. */
function rng(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

function shade(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(f < 0 ? v * (1 + f) : v + (255 - v) * f)));
  const r = ch(n >> 16), g = ch((n >> 8) & 255), b = ch(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const DEFS = `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f7fa"/><stop offset="1" stop-color="#d9e0e7"/></linearGradient><linearGradient id="st" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e4e7eb"/><stop offset=".45" stop-color="#9aa5b1"/><stop offset="1" stop-color="#52606d"/></linearGradient><linearGradient id="sh" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#52606d"/><stop offset=".35" stop-color="#cbd2d9"/><stop offset="1" stop-color="#3e4c59"/></linearGradient><pattern id="gr" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#cbd2d9" stroke-width=".6"/></pattern></defs>`;

/** Common frame: background grid, code badge, view caption, product name, orange foot stripe. */
function frame(o: { code: string; caption: string; name?: string; body: string; label: string; grid?: boolean }): string {
  const size = o.code.length > 10 ? 24 : 30;
  const w = Math.round(o.code.length * size * 0.7 + 36);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${esc(o.label)}">`,
    DEFS,
    `<rect width="800" height="600" fill="url(#bg)"/>`,
    o.grid === false ? '' : `<rect width="800" height="600" fill="url(#gr)" opacity=".55"/>`,
    o.body,
    `<rect x="24" y="24" width="${w}" height="54" rx="6" fill="${C.dark}"/><rect x="24" y="24" width="8" height="54" rx="3" fill="${C.orange}"/>`,
    text(44, 62, o.code, size, C.orange, 'font-weight="700"'),
    text(776, 50, o.caption.toUpperCase(), 15, C.mid, 'text-anchor="end" font-weight="700" letter-spacing="2"'),
    o.name ? text(24, 574, o.name.length > 70 ? `${o.name.slice(0, 68)}…` : o.name, 16, C.dark3) : '',
    `<rect y="590" width="800" height="10" fill="${C.orange}"/><rect y="586" width="800" height="4" fill="${C.dark}"/>`,
    '</svg>',
  ].join('');
}

const shadow = (cx: number, cy: number, rx: number, ry = 14) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${C.dark}" opacity=".14"/>`;

/** Box in simple oblique projection; `front` is drawn in the front face's coordinates. */
function box(x: number, y: number, w: number, h: number, d: number, fill: string, front = ''): string {
  const dy = d * 0.55;
  return (
    `<path d="M${x} ${y}l${d} ${-dy}h${w}l${-d} ${dy}z" fill="${shade(fill, 0.25)}" stroke="${C.dark}" stroke-width="2"/>` +
    `<path d="M${x + w} ${y}l${d} ${-dy}v${h}l${-d} ${dy}z" fill="${shade(fill, -0.25)}" stroke="${C.dark}" stroke-width="2"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" stroke="${C.dark}" stroke-width="2"/>` +
    front
  );
}

function cylinder(x: number, y: number, w: number, h: number, fill: string, band = ''): string {
  const ry = w * 0.16;
  return (
    `<path d="M${x} ${y}v${h}a${w / 2} ${ry} 0 0 0 ${w} 0v${-h}" fill="${fill}" stroke="${C.dark}" stroke-width="2"/>` +
    band +
    `<ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2}" ry="${ry}" fill="${shade(fill, 0.3)}" stroke="${C.dark}" stroke-width="2"/>`
  );
}

function label(x: number, y: number, w: number, lines: string[], size = 18): string {
  const h = lines.length * (size + 8) + 14;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#fff" stroke="${C.dark}" stroke-width="1.5"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="8" fill="${C.orange}"/>` +
    lines.map((l, i) => text(x + w / 2, y + 12 + (i + 1) * (size + 6), l, i === 0 ? size : size - 4, C.dark, `text-anchor="middle"${i === 0 ? ' font-weight="700"' : ''}`)).join('')
  );
}

function callout(x1: number, y1: number, x2: number, y2: number, s: string, anchor: 'start' | 'end' = 'start'): string {
  return (
    `<path d="M${x1} ${y1}L${x2} ${y2}h${anchor === 'start' ? 40 : -40}" fill="none" stroke="${C.dark}" stroke-width="1.5"/><circle cx="${x1}" cy="${y1}" r="4" fill="${C.orange}"/>` +
    text(x2 + (anchor === 'start' ? 46 : -46), y2 + 6, s, 17, C.dark, `text-anchor="${anchor}"`)
  );
}

// ---------------------------------------------------------------- colour lookups

const COLOURS: Record<string, string> = {
  red: C.red, blue: C.blue, green: '#16a34a', yellow: '#eab308', orange: C.orange, brown: '#92400e', white: '#ffffff',
  silver: '#cbd2d9', black: '#111827', grey: '#9aa5b1', 'light grey': '#cbd2d9', 'off-white': '#efe9dc',
  'dark grey / black': '#3e4c59', 'light blue': '#7dd3fc', 'dark blue': '#1e3a8a', 'natural tan': '#c08a52',
};
const colourOf = (s: string | undefined, fallback: string) => (s ? COLOURS[s.trim().toLowerCase()] ?? fallback : fallback);
const tipColours = (s: string | undefined) =>
  !s || /none/i.test(s) ? [] : s.split(/\s+and\s+/i).map((c) => colourOf(c, C.orange));

// ---------------------------------------------------------------- short codes

const CODE: Record<string, string> = {
  'hardfacing-600-electrode': 'HF600',
  'fb-25-basic-saw-flux': 'FB-25',
  'ab-16-neutral-saw-flux': 'AB-16',
  'mma-200-inverter-welder': 'ARC 200i',
  'mig-350-inverter-welder': 'MIG 350',
  'mig-500-inverter-welder': 'MIG 500',
  'tig-315-acdc-welder': 'TIG 315 AC/DC',
  'saw-1000-tractor': 'SAW 1000',
  'plasma-cutter-100a': 'CUT 100',
  'electrode-drying-oven-50kg': 'DRY 50',
  'electrode-drying-oven-10kg': 'DRY 10',
  'portable-holding-oven-5kg': 'QUIVER 5',
  'wire-feeder-4-roll': 'WF-4',
  'grinding-disc-100mm': '100 A24R',
  'grinding-disc-125mm': '125 A24R INOX',
  'grinding-disc-180mm': '180 ZA24R',
  'cutting-disc-inox-1mm': '125 x 1.0 INOX',
  'cutting-disc-107mm-steel': '107 x 1.2',
  'zirconia-flap-disc': 'FLAP Z60',
  'fibre-disc-125mm': 'FIBRE P36',
  'knotted-wire-cup-brush': 'CUP 100',
  'mounted-points-set': 'POINTS x10',
  'chop-saw-cut-off-wheel-355mm': '355 A30R',
  'auto-darkening-welding-helmet': 'ADF 9-13',
  'leather-welding-gloves': 'EN 12477 A',
  'fr-welding-jacket': 'EN ISO 11611',
  'welding-safety-shoes': 'S3 HRO',
  'welding-fume-respirator': 'FFP2',
  'leather-welding-apron': 'APRON',
};

export function shortCode(p: SeedProduct): string {
  if (CODE[p.id]) return CODE[p.id];
  const aws = Object.entries(p.classification).find(([k]) => k.startsWith('AWS'))?.[1];
  if (aws) return aws.split(/\s+/)[0];
  return p.id.split('-')[0].toUpperCase();
}

// ---------------------------------------------------------------- electrodes

function rod(x: number, y: number, len: number, t: number, coat: string, tips: string[]): string {
  const bare = len * 0.1;
  let s = `<rect x="${x}" y="${y + t * 0.28}" width="${bare + 6}" height="${t * 0.44}" rx="2" fill="url(#st)" stroke="${C.dark3}"/>`;
  s += `<rect x="${x + bare}" y="${y}" width="${len - bare}" height="${t}" rx="${t / 2}" fill="${coat}" stroke="${shade(coat, -0.45)}" stroke-width="1.5"/>`;
  s += `<rect x="${x + bare + 6}" y="${y + t * 0.2}" width="${len - bare - 20}" height="${t * 0.16}" rx="2" fill="#fff" opacity=".35"/>`;
  tips.forEach((c, i) => {
    s += `<rect x="${x + len - 16 - i * 12}" y="${y}" width="11" height="${t}" fill="${c}" stroke="${C.dark3}" stroke-width=".8"/>`;
  });
  return s;
}

function electrodeArt(p: SeedProduct, n: number): string {
  const coat = colourOf(p.identification['Coating colour'], C.light);
  const tips = tipColours(p.identification['Tip colour']);
  const code = shortCode(p);
  const diameters = (p.specifications.diameters as string[] | undefined) ?? [];
  if (n === 1) {
    let b = shadow(400, 430, 300, 20) + `<g transform="rotate(-14 400 300)">`;
    for (let i = 0; i < 9; i++) b += rod(110 + (i % 3) * 14, 190 + i * 24, 560, 20, coat, tips);
    b += `<rect x="330" y="180" width="26" height="240" rx="4" fill="${C.orange}" stroke="${C.orangeDark}"/>`;
    b += text(470, 205, p.identification.Imprint ?? code, 15, C.dark, 'font-weight="700"');
    b += '</g>';
    return frame({ code, caption: 'Electrodes', name: p.name, body: b, label: p.images[0]?.alt ?? p.name });
  }
  if (n === 2) {
    const vac = /^yes/i.test(p.packing_parameters['Vacuum packed'] ?? '');
    const d = diameters[1] ?? diameters[0] ?? '';
    let b = shadow(400, 470, 300);
    b += box(420, 210, 250, 250, 70, shade(C.pale, 0.1), label(450, 260, 190, ['VAJRA', code, 'CARTON'], 22));
    if (vac) {
      b += `<path d="M130 190q10-20 30-18h200q22-2 26 20l8 250q2 24-24 26H130q-24 0-22-24z" fill="#9aa5b1" stroke="${C.dark}" stroke-width="2"/>`;
      b += `<path d="M150 200l-6 250M370 200l6 250M175 195v260M345 195v260" stroke="#e4e7eb" stroke-width="2" opacity=".6"/>`;
      b += label(160, 250, 200, ['VAJRA ' + code, d, 'VACUUM PACKED'], 20);
    } else {
      b += box(120, 230, 260, 210, 50, C.orange, label(150, 270, 200, ['VAJRA ' + code, d, 'BATCH 24B-117'], 20));
      b += `<g transform="rotate(-6 250 215)">${rod(170, 200, 220, 14, coat, tips)}${rod(180, 180, 220, 14, coat, tips)}</g>`;
    }
    return frame({ code, caption: 'Packing', name: p.name, body: b, label: p.images[1]?.alt ?? p.name });
  }
  // n === 3: coating close-up with a cross-section
  const rand = rng(p.id);
  let b = shadow(360, 440, 260, 16);
  b += `<rect x="80" y="300" width="70" height="44" rx="3" fill="url(#st)" stroke="${C.dark3}"/>`;
  b += `<rect x="140" y="270" width="480" height="104" rx="52" fill="${coat}" stroke="${shade(coat, -0.45)}" stroke-width="2"/>`;
  for (let i = 0; i < 70; i++) {
    const x = 170 + rand() * 420, y = 285 + rand() * 74;
    b += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(1 + rand() * 2.4)}" fill="${shade(coat, rand() > 0.5 ? -0.3 : 0.4)}"/>`;
  }
  tips.forEach((c, i) => (b += `<rect x="${590 - i * 22}" y="270" width="20" height="104" fill="${c}" stroke="${C.dark3}" opacity=".95"/>`));
  b += `<circle cx="660" cy="190" r="70" fill="${coat}" stroke="${C.dark}" stroke-width="2"/><circle cx="660" cy="190" r="38" fill="url(#st)" stroke="${C.dark3}"/>`;
  b += callout(660, 190, 560, 120, 'Core wire', 'end');
  b += callout(300, 300, 260, 200, 'Flux coating', 'start');
  b += text(306, 226, (p.identification['Coating type'] ?? '').slice(0, 36), 15, C.mid);
  b += callout(110, 320, 90, 420, 'Bare grip end', 'start');
  b += text(660, 290, diameters[1] ? `Ø ${diameters[1].split(' x ')[0]} mm` : '', 17, C.dark, 'text-anchor="middle" font-weight="700"');
  return frame({ code, caption: 'Coating detail', name: p.name, body: b, label: p.images[2]?.alt ?? p.name });
}

// ---------------------------------------------------------------- wires & flux

function spool(cx: number, cy: number, r: number, wire: string, flange = C.dark): string {
  let s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${flange}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="${wire}"/>`;
  for (let i = 0; i < 8; i++) s += `<circle cx="${cx}" cy="${cy}" r="${r1(r * (0.44 + i * 0.06))}" fill="none" stroke="${shade(wire, -0.3)}" stroke-width="1.2"/>`;
  for (let i = 0; i < 4; i++) {
    s += `<rect x="${cx - r * 0.07}" y="${cy - r}" width="${r * 0.14}" height="${r}" fill="${flange}" transform="rotate(${45 + i * 90} ${cx} ${cy})"/>`;
  }
  s += `<circle cx="${cx}" cy="${cy}" r="${r * 0.38}" fill="${flange}" stroke="${C.dark3}" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${r * 0.17}" fill="${C.paler}"/>`;
  s += `<circle cx="${cx + r * 0.27}" cy="${cy}" r="${r * 0.045}" fill="${C.paler}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="none" stroke="${C.orange}" stroke-width="3"/>`;
  return s;
}

function bag(x: number, y: number, w: number, h: number, code: string, fill = '#e8e2d0'): string {
  return (
    `<path d="M${x} ${y + 24}q${w / 2}-30 ${w} 0l12 ${h - 48}q${-w / 2 - 12} 34 ${-w - 24} 0z" fill="${fill}" stroke="${C.dark}" stroke-width="2"/>` +
    `<path d="M${x + 6} ${y + 30}q${w / 2 - 6}-26 ${w - 12} 0" fill="none" stroke="${C.dark3}" stroke-width="2" stroke-dasharray="6 5"/>` +
    `<rect x="${x - 4}" y="${y + h * 0.32}" width="${w + 8}" height="16" fill="${C.orange}"/>` +
    label(x + w * 0.12, y + h * 0.45, w * 0.76, ['VAJRA', code, '25 kg'], 20)
  );
}

function wireColour(p: SeedProduct): string {
  if (/aluminium/i.test(p.subcategory)) return '#d5dbe1';
  if (/stainless/i.test(p.subcategory)) return '#b6c0ca';
  if (/self-shielded/i.test(p.name)) return '#5b6670';
  if (/flux cored/i.test(p.subcategory)) return '#8794a1';
  return C.copper;
}

function wireArt(p: SeedProduct, n: number): string {
  const code = shortCode(p);
  const alt = p.images[n - 1]?.alt ?? p.name;
  const sub = p.subcategory;
  const wire = wireColour(p);
  let b = '';
  let caption = '';
  if (/flux$/i.test(sub)) {
    if (n === 1) {
      caption = 'Flux bag';
      b = shadow(400, 500, 200) + bag(270, 130, 260, 370, code);
    } else if (n === 2) {
      caption = 'Palletised';
      b = shadow(400, 500, 320) + `<rect x="110" y="450" width="580" height="34" fill="#a16207" stroke="${C.dark}" stroke-width="2"/>`;
      for (let row = 0; row < 3; row++) for (let col = 0; col < 4; col++) {
        b += `<rect x="${120 + col * 142}" y="${352 - row * 100}" width="134" height="96" rx="18" fill="#e8e2d0" stroke="${C.dark}" stroke-width="2"/><rect x="${120 + col * 142}" y="${392 - row * 100}" width="134" height="12" fill="${C.orange}"/>`;
      }
      b += `<path d="M104 150h592v300H104z" fill="#fff" opacity=".12" stroke="${C.grey}" stroke-dasharray="8 6"/>`;
    } else {
      caption = 'Granules';
      const rand = rng(p.id);
      const base = /FB/.test(code) ? '#b8bec6' : '#a08d74';
      b = `<circle cx="400" cy="310" r="210" fill="${shade(base, 0.5)}" stroke="${C.dark}" stroke-width="3"/>`;
      for (let i = 0; i < 100; i++) {
        const a = rand() * Math.PI * 2, d = Math.sqrt(rand()) * 190;
        b += `<circle cx="${r1(400 + Math.cos(a) * d)}" cy="${r1(310 + Math.sin(a) * d)}" r="${r1(4 + rand() * 9)}" fill="${shade(base, rand() * 0.5 - 0.25)}"/>`;
      }
      b += `<path d="M560 450l70 70" stroke="${C.dark}" stroke-width="14" stroke-linecap="round"/>`;
      b += text(400, 548, String(p.specifications.mesh_size ?? ''), 18, C.dark, 'text-anchor="middle" font-weight="700"');
    }
    return frame({ code, caption, name: p.name, body: b, label: alt });
  }
  if (/TIG/i.test(sub)) {
    if (n === 1) {
      caption = 'Filler rods';
      b = shadow(400, 440, 300) + '<g transform="rotate(-10 400 300)">';
      for (let i = 0; i < 12; i++) b += `<rect x="${90 + (i % 4) * 8}" y="${210 + i * 14}" width="600" height="7" rx="3" fill="${C.copper}" stroke="${C.copperDark}"/>`;
      b += `<rect x="360" y="200" width="24" height="190" rx="3" fill="${C.orange}"/></g>`;
    } else if (n === 2) {
      caption = 'Packing';
      b = shadow(400, 420, 320) + `<rect x="90" y="300" width="620" height="90" rx="10" fill="#dfe5eb" stroke="${C.dark}" stroke-width="2" opacity=".9"/>`;
      for (let i = 0; i < 6; i++) b += `<rect x="110" y="${316 + i * 10}" width="580" height="5" fill="${C.copper}"/>`;
      b += `<rect x="70" y="292" width="40" height="106" rx="8" fill="${C.orange}" stroke="${C.dark}" stroke-width="2"/><rect x="690" y="292" width="40" height="106" rx="8" fill="${C.orange}" stroke="${C.dark}" stroke-width="2"/>`;
      b += label(290, 150, 220, ['VAJRA ' + code, '5 kg  ·  1000 mm'], 20);
    } else {
      caption = 'Stamped end';
      b = shadow(400, 420, 280) + `<rect x="90" y="280" width="420" height="40" rx="6" fill="${C.copper}" stroke="${C.copperDark}" stroke-width="2"/>`;
      b += `<path d="M510 280h150l30 20-30 20H510z" fill="${shade(C.copper, 0.15)}" stroke="${C.copperDark}" stroke-width="2"/>`;
      b += text(585, 307, code, 20, C.dark, 'text-anchor="middle" font-weight="700"');
      b += callout(585, 320, 520, 420, 'Hard-stamped classification', 'end');
    }
    return frame({ code, caption, name: p.name, body: b, label: alt });
  }
  const saw = /submerged/i.test(sub);
  if (n === 1) {
    caption = saw ? 'Wire coil' : 'Spool';
    b = shadow(400, 530, 200, 16) + spool(400, 310, 210, wire, saw ? C.mid : C.dark);
    if (saw) for (let i = 0; i < 8; i++) b += `<rect x="396" y="100" width="8" height="210" fill="${C.grey}" transform="rotate(${i * 45 + 22} 400 310)"/>`;
    const tw = code.length * 15 + 30;
    b += `<rect x="${400 - tw / 2}" y="432" width="${tw}" height="40" rx="6" fill="#fff" stroke="${C.dark}" stroke-width="2"/><rect x="${400 - tw / 2}" y="432" width="${tw}" height="7" rx="3" fill="${C.orange}"/>` + text(400, 464, code, 22, C.dark, 'text-anchor="middle" font-weight="700"');
  } else if (n === 2) {
    caption = 'Packing';
    const drum = ((p.specifications.spool_weights as string[] | undefined) ?? []).some((s) => /drum/i.test(s));
    b = shadow(400, 470, 320);
    b += box(110, 230, 250, 230, 80, shade(C.pale, 0.1), label(135, 270, 200, ['VAJRA', code, String((p.specifications.spool_weights as string[])[0] ?? '')], 20));
    if (drum) b += cylinder(480, 170, 200, 290, C.dark2, `<rect x="480" y="280" width="200" height="46" fill="${C.orange}"/>`) + text(580, 312, code, 22, C.dark, 'text-anchor="middle" font-weight="700"');
    else b += spool(580, 330, 120, wire);
  } else {
    caption = 'Detail';
    if (/flux cored/i.test(sub)) {
      const rand = rng(p.id);
      b = `<circle cx="400" cy="300" r="200" fill="url(#sh)" stroke="${C.dark}" stroke-width="3"/><circle cx="400" cy="300" r="150" fill="#6b5a45"/>`;
      for (let i = 0; i < 110; i++) {
        const a = rand() * Math.PI * 2, d = Math.sqrt(rand()) * 140;
        b += `<circle cx="${r1(400 + Math.cos(a) * d)}" cy="${r1(300 + Math.sin(a) * d)}" r="${r1(3 + rand() * 6)}" fill="${shade('#a08d74', rand() * 0.6 - 0.3)}"/>`;
      }
      b += callout(560, 180, 610, 120, 'Steel sheath', 'start') + callout(360, 300, 200, 500, 'Flux core', 'end');
    } else if (saw) {
      b = `<rect x="80" y="390" width="640" height="90" fill="url(#st)" stroke="${C.dark}" stroke-width="2"/><path d="M80 390h640" stroke="${C.dark}" stroke-width="3"/>`;
      b += `<path d="M200 392q120-70 240 0z" fill="#b8a88f" stroke="${C.dark3}"/><rect x="300" y="120" width="40" height="200" fill="${C.dark2}"/><rect x="313" y="300" width="14" height="60" fill="${wire}"/>`;
      b += `<path d="M440 392h280v10H440z" fill="${C.orangeDark}"/><path d="M440 392q140-18 280 0" fill="none" stroke="${C.mid}" stroke-width="6"/>`;
      b += callout(320, 200, 420, 160, 'Wire feed', 'start') + callout(250, 375, 160, 300, 'Flux blanket', 'end') + callout(600, 390, 640, 320, 'Slag over weld', 'start');
    } else {
      const ring = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="15" fill="${wire}" stroke="${shade(wire, -0.4)}" stroke-width="2"/><circle cx="${x - 5}" cy="${y - 5}" r="4" fill="#fff" opacity=".45"/>`;
      b += `<defs><pattern id="lw" x="130" y="153" width="36" height="64" patternUnits="userSpaceOnUse">${ring(18, 16)}${ring(36, 48)}${ring(0, 48)}</pattern></defs>`;
      b += `<rect x="130" y="153" width="540" height="192" fill="url(#lw)"/><rect x="120" y="345" width="560" height="20" fill="${C.dark}"/>` + text(400, 420, 'Precision layer winding, cross-section', 20, C.dark, 'text-anchor="middle"');
    }
  }
  return frame({ code, caption, name: p.name, body: b, label: alt });
}

// ---------------------------------------------------------------- equipment

function knob(cx: number, cy: number, r: number, angle: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r + 6}" fill="none" stroke="${C.light}" stroke-width="2" stroke-dasharray="3 5"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#111827" stroke="${C.grey}" stroke-width="2"/><path d="M${cx} ${cy}v${-r + 4}" stroke="${C.orange}" stroke-width="4" stroke-linecap="round" transform="rotate(${angle} ${cx} ${cy})"/>`;
}

function machine(x: number, y: number, w: number, h: number, code: string, display: string, knobs: number, sockets: number): string {
  let s = `<path d="M${x + w * 0.25} ${y}v-34h${w * 0.5}v34" fill="none" stroke="${C.dark}" stroke-width="12" stroke-linejoin="round"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${C.dark}"/><rect x="${x + 18}" y="${y + 18}" width="${w - 36}" height="${h - 36}" rx="8" fill="${C.dark2}"/>`;
  s += `<rect x="${x + 18}" y="${y + 18}" width="${w - 36}" height="10" fill="${C.orange}"/>`;
  s += `<rect x="${x + 40}" y="${y + 48}" width="150" height="58" rx="4" fill="#0b1215" stroke="${C.grey}"/>` + text(x + 115, y + 90, display, 32, C.orange, 'text-anchor="middle" font-weight="700"');
  s += text(x + w - 40, y + 78, 'VAJRA', 26, C.paler, 'text-anchor="end" font-weight="700" letter-spacing="3"') + text(x + w - 40, y + 100, code, 15, C.orange, 'text-anchor="end"');
  for (let i = 0; i < knobs; i++) s += knob(x + 80 + i * ((w - 160) / Math.max(1, knobs - 1 || 1)), y + h * 0.5 + 10, 24, -60 + i * 50);
  for (let i = 0; i < sockets; i++) s += `<circle cx="${x + w / 2 + (i - (sockets - 1) / 2) * 90}" cy="${y + h - 70}" r="22" fill="#111827" stroke="${C.light}" stroke-width="3"/><circle cx="${x + w / 2 + (i - (sockets - 1) / 2) * 90}" cy="${y + h - 70}" r="8" fill="${C.grey}"/>`;
  for (let i = 0; i < 5; i++) s += `<rect x="${x + 40}" y="${y + h - 110 + i * 12}" width="70" height="5" rx="2" fill="#111827"/><rect x="${x + w - 110}" y="${y + h - 110 + i * 12}" width="70" height="5" rx="2" fill="#111827"/>`;
  s += `<rect x="${x + 20}" y="${y + h}" width="40" height="12" rx="3" fill="#111827"/><rect x="${x + w - 60}" y="${y + h}" width="40" height="12" rx="3" fill="#111827"/>`;
  return s;
}

function oven(x: number, y: number, w: number, h: number, code: string): string {
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${C.dark}"/><rect x="${x + 16}" y="${y + 70}" width="${w - 32}" height="${h - 90}" rx="6" fill="${C.dark2}" stroke="${C.grey}" stroke-width="2"/>`;
  s += `<rect x="${x + 16}" y="${y + 14}" width="${w - 32}" height="44" rx="4" fill="${C.dark3}"/><rect x="${x + 28}" y="${y + 22}" width="110" height="28" rx="3" fill="#0b1215"/>` + text(x + 83, y + 43, '350 °C', 20, C.orange, 'text-anchor="middle" font-weight="700"');
  s += `<circle cx="${x + w - 50}" cy="${y + 36}" r="12" fill="${C.red}"/><circle cx="${x + w - 90}" cy="${y + 36}" r="12" fill="#16a34a"/>`;
  s += `<rect x="${x + w - 48}" y="${y + 120}" width="14" height="${h - 200}" rx="7" fill="${C.light}"/>`;
  s += text(x + w / 2, y + h / 2 + 40, 'VAJRA ' + code, 26, C.paler, 'text-anchor="middle" font-weight="700"');
  s += `<rect x="${x + 16}" y="${y + 70}" width="${w - 32}" height="10" fill="${C.orange}"/>`;
  s += `<rect x="${x + 20}" y="${y + h}" width="30" height="22" fill="#111827"/><rect x="${x + w - 50}" y="${y + h}" width="30" height="22" fill="#111827"/>`;
  return s;
}

function quiver(x: number, y: number, code: string): string {
  return (
    cylinder(x, y, 150, 330, C.orange, `<rect x="${x}" y="${y + 250}" width="150" height="30" fill="${C.dark}"/>`) +
    `<ellipse cx="${x + 75}" cy="${y - 8}" rx="78" ry="26" fill="${C.dark}"/><rect x="${x + 60}" y="${y - 40}" width="30" height="24" rx="6" fill="${C.dark3}"/>` +
    `<path d="M${x} ${y + 40}q-60 120 0 240" fill="none" stroke="${C.dark}" stroke-width="8"/>` +
    text(x + 75, y + 150, code, 20, C.dark, 'text-anchor="middle" font-weight="700" transform="rotate(-90 ' + (x + 75) + ' ' + (y + 150) + ')"')
  );
}

function driveRolls(cx: number, cy: number): string {
  let s = `<rect x="${cx - 260}" y="${cy - 150}" width="520" height="300" rx="12" fill="${C.dark2}"/>`;
  s += `<path d="M${cx - 300} ${cy}h600" stroke="${C.copper}" stroke-width="6"/>`;
  for (const dx of [-110, 110]) for (const dy of [-62, 62]) {
    s += `<circle cx="${cx + dx}" cy="${cy + dy}" r="58" fill="url(#sh)" stroke="${C.dark}" stroke-width="3"/><circle cx="${cx + dx}" cy="${cy + dy}" r="58" fill="none" stroke="${C.dark}" stroke-width="8" stroke-dasharray="4 6"/><circle cx="${cx + dx}" cy="${cy + dy}" r="14" fill="${C.dark}"/>`;
  }
  s += `<rect x="${cx - 200}" y="${cy - 140}" width="40" height="70" rx="6" fill="${C.orange}"/><rect x="${cx + 160}" y="${cy - 140}" width="40" height="70" rx="6" fill="${C.orange}"/>`;
  return s;
}

function plasmaParts(): string {
  let s = `<rect x="110" y="280" width="90" height="40" rx="6" fill="${C.copper}" stroke="${C.dark}" stroke-width="2"/><rect x="200" y="292" width="20" height="16" fill="#e4e7eb" stroke="${C.dark}"/>`;
  s += `<rect x="270" y="260" width="80" height="80" rx="10" fill="#e8e2d0" stroke="${C.dark}" stroke-width="2"/><path d="M282 280h56M282 300h56M282 320h56" stroke="${C.mid}" stroke-width="4"/>`;
  s += `<path d="M400 250h110l40 50-40 50H400z" fill="${C.copper}" stroke="${C.dark}" stroke-width="2"/><circle cx="545" cy="300" r="6" fill="${C.dark}"/>`;
  s += `<path d="M590 240h90l40 60-40 60h-90z" fill="${C.dark3}" stroke="${C.dark}" stroke-width="2"/>`;
  s += text(155, 380, 'Electrode', 16, C.dark, 'text-anchor="middle"') + text(310, 380, 'Swirl ring', 16, C.dark, 'text-anchor="middle"') + text(475, 380, 'Nozzle', 16, C.dark, 'text-anchor="middle"') + text(650, 390, 'Shield cup', 16, C.dark, 'text-anchor="middle"');
  return s;
}

function sawTractor(): string {
  let s = `<rect x="60" y="440" width="680" height="40" fill="url(#st)" stroke="${C.dark}" stroke-width="2"/>`;
  s += `<rect x="180" y="330" width="320" height="80" rx="10" fill="${C.dark}"/><circle cx="230" cy="420" r="26" fill="#111827"/><circle cx="450" cy="420" r="26" fill="#111827"/>`;
  s += `<rect x="300" y="160" width="24" height="180" fill="${C.dark3}"/>` + spool(312, 170, 80, C.copper, C.dark3);
  s += `<path d="M520 150h100l-30 110h-40z" fill="${C.orange}" stroke="${C.dark}" stroke-width="2"/><path d="M570 260v150" stroke="${C.dark3}" stroke-width="10"/><path d="M530 440q40-40 80 0z" fill="#b8a88f"/>`;
  s += `<rect x="200" y="350" width="110" height="40" rx="4" fill="#0b1215"/>` + text(255, 378, '0.8 m/min', 15, C.orange, 'text-anchor="middle"');
  return s;
}

function equipmentArt(p: SeedProduct, n: number): string {
  const code = shortCode(p);
  const alt = p.images[n - 1]?.alt ?? p.name;
  const sub = p.subcategory;
  let b = '';
  let caption = '';
  const amps = (p.specifications['Output current range'] ?? '').toString().match(/(\d+)\s*A\b/g)?.pop()?.replace(/\s*A/, '') ?? '';
  if (n === 2) {
    caption = 'Shipping carton';
    b = shadow(400, 480, 300) + box(170, 210, 380, 270, 110, '#c9a36b', label(230, 250, 260, ['VAJRA', code, (p.packing_parameters['Shipping weight'] ?? '').match(/^[\d.,]+\s*kg/)?.[0] ?? ''], 22));
    b += `<path d="M210 400v-40l-12 14m12-14 12 14M250 400v-40l-12 14m12-14 12 14" fill="none" stroke="${C.dark}" stroke-width="4"/>` + text(230, 440, 'THIS SIDE UP', 14, C.dark, 'text-anchor="middle" font-weight="700"');
    return frame({ code, caption, name: p.name, body: b, label: alt });
  }
  if (/oven/i.test(sub)) {
    if (p.id.startsWith('portable')) {
      caption = n === 1 ? 'Portable oven' : 'Lid open';
      b = shadow(400, 520, 120) + quiver(325, 170, code);
      if (n === 3) {
        for (let i = 0; i < 6; i++) b += `<rect x="${338 + i * 20}" y="70" width="12" height="130" rx="6" fill="${C.pale}" stroke="${C.mid}"/><rect x="${341 + i * 20}" y="60" width="6" height="16" fill="url(#st)"/>`;
        b += `<ellipse cx="520" cy="150" rx="70" ry="24" fill="${C.dark}" transform="rotate(-30 520 150)"/>`;
      }
    } else {
      caption = n === 1 ? 'Oven front' : 'Trays';
      b = shadow(400, 530, 230) + oven(230, 110, 340, 400, code);
      if (n === 3) {
        b = shadow(400, 530, 230) + `<rect x="200" y="110" width="400" height="400" rx="10" fill="${C.dark}"/><rect x="220" y="130" width="360" height="360" fill="${C.dark3}"/>`;
        for (let t = 0; t < 4; t++) {
          b += `<rect x="230" y="${210 + t * 80}" width="340" height="8" fill="${C.light}"/>`;
          for (let i = 0; i < 16; i++) b += `<rect x="${238 + i * 20}" y="${194 + t * 80}" width="16" height="16" rx="8" fill="${C.pale}" stroke="${C.mid}"/>`;
        }
      }
    }
    return frame({ code, caption, name: p.name, body: b, label: alt });
  }
  if (/feeder/i.test(sub)) {
    if (n === 1) {
      caption = 'Wire feeder';
      b = shadow(400, 500, 280) + `<rect x="140" y="200" width="520" height="280" rx="12" fill="${C.dark}"/><rect x="160" y="220" width="300" height="240" rx="8" fill="${C.dark3}"/>` + spool(310, 340, 105, C.copper);
      b += `<rect x="480" y="220" width="160" height="240" rx="8" fill="${C.dark2}"/>` + knob(560, 300, 24, 30) + knob(560, 390, 18, -40) + `<rect x="140" y="200" width="520" height="10" fill="${C.orange}"/>`;
      b += `<path d="M280 200v-40h240v40" fill="none" stroke="${C.dark}" stroke-width="12"/>`;
    } else {
      caption = 'Drive rolls';
      b = driveRolls(400, 320);
    }
    return frame({ code, caption, name: p.name, body: b, label: alt });
  }
  if (n === 1) {
    caption = 'Front view';
    const knobs = /TIG/.test(sub) ? 4 : /MIG/.test(sub) ? 3 : /Submerged/.test(sub) ? 3 : 2;
    const sockets = /Plasma/.test(sub) ? 1 : 2;
    const w = /Submerged|500/.test(p.id) ? 460 : 400;
    const feeder = /MIG/.test(sub) ? `<rect x="230" y="62" width="340" height="70" rx="8" fill="${C.dark3}"/><circle cx="300" cy="97" r="24" fill="${C.copper}"/><rect x="360" y="84" width="180" height="26" rx="4" fill="${C.dark2}"/>` : '';
    b = shadow(400, 528, w / 2 + 40) + feeder + machine(400 - w / 2, 170, w, 340, code, `${amps} A`, knobs, sockets);
    return frame({ code, caption, name: p.name, body: b, label: alt });
  }
  caption = 'Detail';
  if (/Plasma/.test(sub)) b = plasmaParts();
  else if (/Submerged/.test(sub)) b = sawTractor();
  else if (/MIG/.test(sub) && p.id.includes('350')) b = driveRolls(400, 320);
  else {
    b = `<rect x="120" y="120" width="560" height="380" rx="12" fill="${C.dark2}"/><rect x="150" y="150" width="240" height="90" rx="6" fill="#0b1215" stroke="${C.grey}"/>` + text(270, 212, `${amps} A`, 52, C.orange, 'text-anchor="middle" font-weight="700"');
    b += knob(540, 200, 56, 40);
    const labels = /TIG/.test(sub) ? ['AC BAL', 'AC Hz', 'PULSE', 'DOWN'] : /MIG/.test(sub) ? ['WIRE', 'VOLT', 'INDUCT', '2T/4T'] : ['HOT ST', 'ARC F', 'VRD', 'TIG'];
    labels.forEach((l, i) => (b += knob(200 + i * 130, 370, 30, -80 + i * 45) + text(200 + i * 130, 440, l, 15, C.paler, 'text-anchor="middle"')));
  }
  return frame({ code, caption, name: p.name, body: b, label: alt });
}

// ---------------------------------------------------------------- abrasives

function disc(cx: number, cy: number, r: number, seed: string, o: { inox?: boolean; thin?: boolean; code: string; rpm?: string; dots?: number }): string {
  const rand = rng(seed);
  let s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${o.thin ? '#4a525a' : C.dark3}" stroke="${C.dark}" stroke-width="3"/>`;
  for (let i = 0; i < (o.dots ?? 60); i++) {
    const a = rand() * Math.PI * 2, d = r * (0.6 + rand() * 0.38);
    s += `<circle cx="${r1(cx + Math.cos(a) * d)}" cy="${r1(cy + Math.sin(a) * d)}" r="${r1(1 + rand() * 2)}" fill="${C.light}" opacity=".6"/>`;
  }
  s += `<circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="${o.inox ? C.blue : C.orange}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.4}" fill="${C.dark}"/>`;
  s += `<rect x="${cx - r * 0.5}" y="${cy - r * 0.5}" width="${r}" height="${r * 0.08}" fill="${C.red}"/>`;
  s += text(cx, cy - r * 0.22, 'VAJRA', r * 0.13, '#fff', 'text-anchor="middle" font-weight="700"');
  if (o.rpm) s += text(cx, cy + r * 0.32, o.rpm, r * 0.075, '#fff', 'text-anchor="middle"');
  s += `<circle cx="${cx}" cy="${cy}" r="${r * 0.17}" fill="url(#st)" stroke="${C.dark}" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="${r * 0.1}" fill="${C.bg}" stroke="${C.dark}"/>`;
  return s;
}

function flapDisc(cx: number, cy: number, r: number): string {
  let s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.dark}"/><g stroke="#3f2d1d">`;
  const flap = `M${cx} ${r1(cy - r * 0.42)}l${r1(r * 0.12)} ${r1(-r * 0.56)}h${r1(r * 0.22)}l${r1(-r * 0.2)} ${r1(r * 0.56)}z`;
  for (let i = 0; i < 30; i++) {
    s += `<path d="${flap}" fill="${i % 2 ? '#7c5a3a' : '#8d6e4f'}" transform="rotate(${i * 12} ${cx} ${cy})"/>`;
  }
  s += '</g>';
  s += `<circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="${C.orange}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="${C.bg}" stroke="${C.dark}" stroke-width="2"/>`;
  s += text(cx, cy - r * 0.18, 'Z60', r * 0.14, C.dark, 'text-anchor="middle" font-weight="700"');
  return s;
}

function fibreDisc(cx: number, cy: number, r: number, seed: string): string {
  const rand = rng(seed);
  let s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#7a4f2a" stroke="${C.dark}" stroke-width="3"/>`;
  for (let i = 0; i < 70; i++) {
    const a = rand() * Math.PI * 2, d = r * (0.3 + rand() * 0.68);
    s += `<circle cx="${r1(cx + Math.cos(a) * d)}" cy="${r1(cy + Math.sin(a) * d)}" r="${r1(1.5 + rand() * 2)}" fill="#b07a48"/>`;
  }
  const pts: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8, d = i % 2 ? r * 0.1 : r * 0.16;
    pts.push(`${r1(cx + Math.cos(a) * d)},${r1(cy + Math.sin(a) * d)}`);
  }
  return s + `<polygon points="${pts.join(' ')}" fill="${C.bg}" stroke="${C.dark}" stroke-width="2"/>`;
}

function cupBrush(cx: number, cy: number): string {
  let s = `<path d="M${cx - 60} ${cy - 150}h120v40h-120z" fill="url(#st)" stroke="${C.dark}" stroke-width="2"/><path d="M${cx - 90} ${cy - 110}h180l30 90h-240z" fill="${C.dark3}" stroke="${C.dark}" stroke-width="2"/>`;
  for (let i = 0; i < 13; i++) {
    const x = cx - 120 + i * 20;
    s += `<path d="M${x} ${cy - 20}q${(i - 6) * 3} 60 ${(i - 6) * 10} 120M${x + 6} ${cy - 20}q${(i - 6) * 3} 60 ${(i - 6) * 10 + 6} 120" stroke="${C.light}" stroke-width="3" fill="none"/>`;
  }
  return s + text(cx, cy - 124, 'M14', 18, C.dark, 'text-anchor="middle" font-weight="700"');
}

function grinderInUse(seed: string, stainless = false): string {
  const rand = rng(seed);
  let s = `<rect x="80" y="420" width="640" height="70" fill="${stainless ? '#dfe5eb' : 'url(#st)'}" stroke="${C.dark}" stroke-width="2"/><path d="M200 420q100-24 420 0" fill="none" stroke="${C.mid}" stroke-width="12"/>`;
  s += `<g transform="rotate(-24 400 300)"><rect x="380" y="250" width="300" height="80" rx="36" fill="${C.dark}"/><rect x="560" y="262" width="120" height="56" rx="26" fill="${C.orange}"/><rect x="320" y="240" width="90" height="100" rx="14" fill="${C.dark3}"/><ellipse cx="330" cy="350" rx="120" ry="24" fill="${C.dark3}" stroke="${C.dark}" stroke-width="2"/></g>`;
  for (let i = 0; i < 16; i++) {
    const a = Math.PI * (0.95 + rand() * 0.5), l = 60 + rand() * 120;
    s += `<path d="M300 418l${r1(Math.cos(a) * l)} ${r1(Math.sin(a) * l * 0.6)}" stroke="${rand() > 0.5 ? C.orange : '#facc15'}" stroke-width="3" stroke-linecap="round"/>`;
  }
  return s;
}

function chopSaw(): string {
  let s = `<rect x="120" y="430" width="560" height="50" rx="6" fill="${C.dark}"/><rect x="160" y="400" width="480" height="30" fill="${C.dark3}"/>`;
  s += `<rect x="420" y="360" width="220" height="40" fill="url(#st)" stroke="${C.dark}"/><path d="M560 420l-40-260h40l60 250z" fill="${C.dark2}"/>`;
  s += disc(360, 260, 150, 'chop', { code: '355', rpm: '4,300 rpm' });
  s += `<path d="M210 260a150 150 0 0 1 300 0z" fill="${C.orange}" opacity=".9" stroke="${C.dark}" stroke-width="2"/>`;
  return s;
}

function mountedPoints(): string {
  const shapes = [
    `<rect x="-22" y="-60" width="44" height="60" rx="4"/>`,
    `<path d="M-24 0L0-70 24 0z"/>`,
    `<circle cx="0" cy="-26" r="26"/>`,
    `<path d="M-24 0q0-50 24-72q24 22 24 72z"/>`,
    `<rect x="-14" y="-70" width="28" height="70" rx="14"/>`,
  ];
  return shapes
    .map((sh, i) => {
      const x = 160 + i * 120;
      return `<rect x="${x - 4}" y="300" width="8" height="160" fill="url(#sh)" stroke="${C.dark}"/><g transform="translate(${x} 302)" fill="${i % 2 ? '#f4b6c2' : '#f5f5f4'}" stroke="${C.dark}" stroke-width="2">${sh}</g>`;
    })
    .join('');
}

function abrasiveArt(p: SeedProduct, n: number): string {
  const code = shortCode(p);
  const alt = p.images[n - 1]?.alt ?? p.name;
  const sub = p.subcategory;
  const inox = /inox/i.test(code) || /Inox/.test(String(p.specifications.Grit ?? ''));
  const rpm = String(p.specifications['Max speed'] ?? '').split('/')[0].trim();
  let b = '';
  let caption = '';
  if (n === 1) {
    caption = 'Product';
    if (/Flap/.test(sub)) b = flapDisc(400, 310, 220);
    else if (/Fibre/.test(sub)) b = fibreDisc(400, 310, 220, p.id);
    else if (/Brush/.test(sub)) b = cupBrush(400, 330);
    else if (/Mounted/.test(sub)) b = mountedPoints();
    else b = disc(400, 310, 220, p.id, { inox, thin: /Cutting/.test(sub), code, rpm: rpm.includes('rpm') ? rpm : '' });
    return frame({ code, caption, name: p.name, body: shadow(400, 545, 220, 12) + b, label: alt });
  }
  if (n === 2) {
    caption = 'Packing';
    if (/Brush/.test(sub)) {
      b = `<rect x="250" y="90" width="300" height="440" rx="10" fill="${C.orange}" stroke="${C.dark}" stroke-width="2"/><circle cx="400" cy="120" r="14" fill="${C.bg}"/>` + `<g transform="translate(0 40) scale(1)">${cupBrush(400, 320)}</g>` + text(400, 510, 'VAJRA BRUSH', 22, C.dark, 'text-anchor="middle" font-weight="700"');
    } else if (/Mounted/.test(sub)) {
      b = box(160, 260, 480, 160, 60, C.dark2, '') + `<g transform="translate(0 -10) scale(1)">${mountedPoints()}</g>`.replace(/y="300"/g, 'y="330"').replace(/height="160"/g, 'height="60"');
      b += label(290, 440, 220, ['VAJRA POINT', '10 pcs · 6 mm shank'], 18);
    } else {
      b = shadow(400, 480, 300);
      for (let i = 0; i < 6; i++) b += `<ellipse cx="250" cy="${430 - i * 16}" rx="150" ry="50" fill="${i === 5 ? C.orange : C.dark3}" stroke="${C.dark}" stroke-width="2"/>`;
      b += `<ellipse cx="250" cy="350" rx="22" ry="8" fill="${C.bg}"/>`;
      b += box(440, 230, 220, 220, 60, C.orange, label(460, 270, 180, ['VAJRA', code, (p.packing_parameters['Inner box'] ?? '').replace(/ discs?$/, ' pcs')], 18));
    }
    return frame({ code, caption, name: p.name, body: b, label: alt });
  }
  caption = 'Detail';
  if (p.id === 'grinding-disc-100mm') {
    b = `<path d="M100 330h220l30-40h100l30 40h220v28H480l-30-40h-100l-30 40H100z" fill="${C.dark3}" stroke="${C.dark}" stroke-width="2"/>`;
    b += `<path d="M100 337h215M485 337h215M100 350h215M485 350h215" stroke="${C.light}" stroke-width="2" stroke-dasharray="8 4"/>`;
    b += callout(200, 344, 160, 440, 'Fibre-glass reinforcement', 'start') + callout(400, 300, 430, 200, 'Depressed centre (Type 27)', 'start');
  } else if (/Brush/.test(sub)) {
    b = `<rect x="80" y="360" width="640" height="120" rx="60" fill="url(#st)" stroke="${C.dark}" stroke-width="2"/><rect x="380" y="350" width="40" height="140" fill="${C.mid}"/>` + `<g transform="rotate(180 400 330) translate(0 40)">${cupBrush(400, 330)}</g>`;
  } else if (p.id.startsWith('chop')) b = chopSaw();
  else b = grinderInUse(p.id, inox);
  return frame({ code, caption, name: p.name, body: b, label: alt });
}

// ---------------------------------------------------------------- PPE

function helmet(): string {
  return (
    `<path d="M240 440q-30-230 160-280q190 50 160 280q-160 50-320 0z" fill="${C.dark}" stroke="#111827" stroke-width="3"/>` +
    `<path d="M270 420q150 30 260 0" fill="none" stroke="${C.orange}" stroke-width="10"/>` +
    `<rect x="320" y="250" width="160" height="90" rx="8" fill="#17332b" stroke="${C.grey}" stroke-width="4"/><path d="M335 265l40 60M360 262l30 45" stroke="#fff" stroke-width="4" opacity=".25"/>` +
    `<circle cx="250" cy="300" r="20" fill="${C.dark3}" stroke="${C.grey}" stroke-width="3"/>`
  );
}

function glove(x: number, y: number, mirror: boolean, fill = '#c08a52'): string {
  const t = mirror ? `translate(${x + 200} ${y}) scale(-1 1)` : `translate(${x} ${y})`;
  return (
    `<g transform="${t}" fill="${fill}" stroke="#5b3a1a" stroke-width="2.5">` +
    `<rect x="42" y="30" width="28" height="110" rx="14"/><rect x="74" y="14" width="28" height="126" rx="14"/><rect x="106" y="20" width="28" height="120" rx="14"/><rect x="138" y="44" width="26" height="100" rx="13"/>` +
    `<rect x="2" y="130" width="34" height="95" rx="17" transform="rotate(-35 20 178)"/>` +
    `<rect x="40" y="110" width="126" height="130" rx="26"/><path d="M32 230h150l22 140H10z" fill="${C.orange}"/><path d="M60 160h80" stroke-dasharray="6 5"/></g>`
  );
}

function jacket(): string {
  return (
    `<path d="M330 110l70 20 70-20 90 40 80 210-50 20-50-130v230H260V240l-50 130-50-20 80-210z" fill="#1e3a8a" stroke="#0f1d45" stroke-width="3"/>` +
    `<path d="M330 110l70 40 70-40-10-24-60 22-60-22z" fill="#172554" stroke="#0f1d45" stroke-width="2"/><path d="M400 150v320" stroke="#0f1d45" stroke-width="3"/>` +
    [190, 250, 310, 370, 430].map((y) => `<circle cx="400" cy="${y}" r="6" fill="${C.pale}"/>`).join('') +
    `<path d="M260 400h280M170 330l40 16M630 330l-40 16" stroke="${C.orange}" stroke-width="16"/>`
  );
}

function shoe(): string {
  return (
    `<path d="M160 400V250q0-30 30-34l110-10q30 0 42 24l40 70q20 30 90 34l120 10q50 6 50 46v10z" fill="#111827" stroke="${C.dark}" stroke-width="3"/>` +
    `<path d="M150 400h500v30q0 14-14 14H164q-14 0-14-14z" fill="${C.dark3}"/><path d="M170 430h470" stroke="${C.light}" stroke-width="6" stroke-dasharray="18 10"/>` +
    `<rect x="300" y="280" width="60" height="22" rx="4" fill="${C.light}" transform="rotate(-30 330 290)"/><path d="M160 300h14v60h-14z" fill="${C.orange}"/><path d="M520 360q80 4 120 40" fill="none" stroke="${C.grey}" stroke-width="3" stroke-dasharray="6 4"/>`
  );
}

function respirator(): string {
  return (
    `<path d="M150 300q250-190 500 0" fill="none" stroke="${C.grey}" stroke-width="8"/><path d="M170 360q230-120 460 0" fill="none" stroke="${C.grey}" stroke-width="8"/>` +
    `<ellipse cx="400" cy="320" rx="160" ry="140" fill="#4b5563" stroke="${C.dark}" stroke-width="3"/><ellipse cx="400" cy="320" rx="120" ry="100" fill="none" stroke="${C.grey}" stroke-width="2" stroke-dasharray="6 6"/>` +
    `<circle cx="400" cy="340" r="46" fill="${C.orange}" stroke="${C.dark}" stroke-width="3"/><path d="M372 330h56M372 346h56M380 362h40" stroke="${C.dark}" stroke-width="4"/><path d="M330 210q70-30 140 0" stroke="${C.pale}" stroke-width="8" fill="none"/>`
  );
}

function apron(): string {
  return (
    `<path d="M320 150h160v60q80 10 100 60l-20 260H240l-20-260q20-50 100-60z" fill="#c08a52" stroke="#5b3a1a" stroke-width="3"/>` +
    `<path d="M320 150q-40-60 0-100M480 150q40-60 0-100M240 280l-80 40M560 280l80 40" stroke="${C.dark}" stroke-width="10" fill="none"/>` +
    `<path d="M250 500h300" stroke="#5b3a1a" stroke-width="2" stroke-dasharray="6 5"/><rect x="330" y="170" width="140" height="16" fill="${C.orange}"/>`
  );
}

function ppeArt(p: SeedProduct, n: number): string {
  const code = shortCode(p);
  const alt = p.images[n - 1]?.alt ?? p.name;
  const launch = p.launch_date ? `COMING ${p.launch_date.slice(0, 4)}` : 'COMING SOON';
  const ribbon = `<path d="M560 90h220v44H560l18-22z" fill="${C.orange}"/>` + text(672, 119, launch, 18, '#fff', 'text-anchor="middle" font-weight="700"');
  let b = '';
  if (p.id.includes('helmet')) {
    b = n === 1 ? helmet() : `<rect x="180" y="160" width="440" height="300" rx="14" fill="${C.dark}"/><rect x="220" y="200" width="240" height="130" rx="6" fill="#17332b" stroke="${C.grey}" stroke-width="3"/><rect x="480" y="200" width="110" height="34" fill="#1e3a8a"/>` + knob(520, 300, 26, 30) + knob(300, 400, 22, -30) + knob(420, 400, 22, 60) + text(300, 450, 'SHADE 9-13', 14, C.paler, 'text-anchor="middle"') + text(420, 450, 'DELAY', 14, C.paler, 'text-anchor="middle"');
  } else if (p.id.includes('gloves')) {
    b = n === 1 ? glove(170, 120, false) + glove(430, 120, true) : `<g transform="translate(-280 -180) scale(1.8)">${glove(300, 120, false)}</g>`;
  } else if (p.id.includes('jacket')) {
    b = n === 1 ? jacket() : `<g transform="translate(-400 -100) scale(2)">${jacket()}</g>`;
  } else if (p.id.includes('shoes')) {
    b = n === 1 ? shoe() : `<rect x="120" y="200" width="560" height="220" rx="100" fill="${C.dark3}"/>` + Array.from({ length: 9 }, (_, i) => `<path d="M${180 + i * 50} 240l20 70-20 70" fill="none" stroke="${C.light}" stroke-width="10"/>`).join('') + `<path d="M560 200q110 0 120 110" fill="none" stroke="${C.orange}" stroke-width="14"/>`;
  } else if (p.id.includes('respirator')) {
    b = n === 1 ? respirator() : helmet().replace('<rect x="320"', '<rect opacity=".3" x="320"') + `<g transform="translate(210 190) scale(.45)">${respirator()}</g>`;
  } else {
    b = n === 1 ? apron() : `<g transform="translate(-200 -60) scale(1.5)">${apron()}</g>`;
  }
  if (n === 2) {
    b = `<defs><clipPath id="cz"><rect x="60" y="96" width="680" height="450" rx="18"/></clipPath></defs><rect x="60" y="96" width="680" height="450" rx="18" fill="${C.paler}"/><g clip-path="url(#cz)">${b}</g><rect x="60" y="96" width="680" height="450" rx="18" fill="none" stroke="${C.mid}" stroke-width="3"/>`;
    return frame({ code, caption: 'Detail', name: p.name, body: b + ribbon, label: alt });
  }
  return frame({ code, caption: 'Product', name: p.name, body: shadow(400, 530, 220, 12) + b + ribbon, label: alt });
}

// ---------------------------------------------------------------- products dispatcher

export function productSvg(p: SeedProduct, n: number): string {
  switch (p.category) {
    case 'welding-electrodes':
      return electrodeArt(p, n);
    case 'wires-flux':
      return wireArt(p, n);
    case 'equipment':
      return equipmentArt(p, n);
    case 'abrasives':
      return abrasiveArt(p, n);
    default:
      return ppeArt(p, n);
  }
}

// ---------------------------------------------------------------- categories, news, placeholder

function categorySvg(key: string, name: string): string {
  let b = '';
  if (key === 'welding-electrodes') {
    b = '<g transform="rotate(-14 400 300)">';
    const tips = [[C.red], [C.blue], ['#16a34a'], ['#eab308'], [C.orange], ['#ffffff'], [C.blue, '#ffffff']];
    tips.forEach((t, i) => (b += rod(110 + (i % 2) * 20, 190 + i * 30, 560, 22, i === 3 ? '#8d6e4f' : C.pale, t)));
    b += '</g>';
  } else if (key === 'wires-flux') b = spool(300, 310, 190, C.copper) + bag(510, 150, 190, 320, 'FLUX');
  else if (key === 'equipment') b = machine(200, 170, 400, 340, 'MIG 350', '350 A', 3, 2);
  else if (key === 'abrasives') b = disc(300, 320, 190, 'cat', { code: 'DISC', rpm: '12,250 rpm', dots: 20 }) + flapDisc(600, 250, 120);
  else b = `<g transform="translate(-90 0)">${helmet()}</g>` + glove(500, 170, true);
  return frame({ code: name.toUpperCase(), caption: 'Category', body: shadow(400, 540, 260, 12) + b, label: `${name} category illustration` });
}

function newsSvg(a: { id: string; title: string; category: string }): string {
  const id = a.id;
  let b = '';
  if (/ibr|boiler/.test(id)) {
    b = `<rect x="140" y="130" width="520" height="110" rx="55" fill="url(#st)" stroke="${C.dark}" stroke-width="3"/>`;
    for (let i = 0; i < 12; i++) b += `<rect x="${180 + i * 38}" y="240" width="16" height="260" fill="${i % 2 ? C.mid : C.grey}" stroke="${C.dark}"/><circle cx="${188 + i * 38}" cy="${300 + (i % 3) * 60}" r="9" fill="none" stroke="${C.orange}" stroke-width="4"/>`;
    b += `<rect x="140" y="500" width="520" height="40" rx="20" fill="url(#st)" stroke="${C.dark}" stroke-width="3"/>`;
  } else if (/rebak|stor/.test(id)) {
    b = oven(260, 120, 280, 360, 'DRY 50') + quiver(600, 210, 'Q5');
  } else if (/abrasive|safety/.test(id)) {
    b = disc(300, 320, 180, id, { code: 'DISC', rpm: '12,250 rpm' }) + `<path d="M600 150l150 260H450z" fill="#facc15" stroke="${C.dark}" stroke-width="6" stroke-linejoin="round"/><rect x="590" y="230" width="20" height="100" rx="6" fill="${C.dark}"/><circle cx="600" cy="370" r="13" fill="${C.dark}"/>`;
  } else if (/mig|flux-cored/.test(id)) {
    b = spool(240, 320, 160, C.copper) + spool(560, 320, 160, '#8794a1') + `<circle cx="400" cy="320" r="44" fill="${C.orange}"/>` + text(400, 333, 'VS', 34, '#fff', 'text-anchor="middle" font-weight="700"');
  } else if (/iso|bis|cert/.test(id)) {
    b = `<rect x="220" y="110" width="360" height="440" rx="6" fill="#fff" stroke="${C.dark}" stroke-width="3"/><rect x="240" y="130" width="320" height="400" fill="none" stroke="${C.orange}" stroke-width="4"/>` + text(400, 200, 'CERTIFICATE', 30, C.dark, 'text-anchor="middle" font-weight="700"') + text(400, 240, 'ISO 9001:2015', 22, C.mid, 'text-anchor="middle"');
    for (let i = 0; i < 5; i++) b += `<rect x="280" y="${280 + i * 26}" width="${240 - (i % 2) * 60}" height="8" rx="4" fill="${C.pale}"/>`;
    b += `<circle cx="470" cy="470" r="50" fill="${C.orange}" stroke="${C.orangeDark}" stroke-width="4"/><path d="M445 510l-15 60 25-15 15 25 10-60M495 510l15 60-25-15-15 25-10-60" fill="${C.orangeDark}"/><path d="M448 470l16 16 30-32" fill="none" stroke="#fff" stroke-width="8"/>`;
  } else if (/plant|expansion/.test(id)) {
    b = `<path d="M80 500V300l120-70v70l120-70v70l120-70v70h240v200z" fill="${C.dark2}" stroke="${C.dark}" stroke-width="3"/><rect x="600" y="140" width="36" height="170" fill="${C.dark3}"/>`;
    for (let i = 0; i < 4; i++) b += `<path d="M${470 + i * 60} 280l50-30h40l-50 30z" fill="#1e3a8a" stroke="${C.pale}"/>`;
    for (let i = 0; i < 8; i++) b += `<rect x="${110 + i * 70}" y="380" width="40" height="50" fill="${i % 3 ? C.orange : '#facc15'}" opacity=".85"/>`;
    b += `<rect x="60" y="500" width="680" height="16" fill="${C.mid}"/>`;
  } else {
    b = `<rect x="120" y="150" width="560" height="60" fill="${C.orange}"/>` + text(400, 192, 'VAJRA CONSUMABLES', 32, '#fff', 'text-anchor="middle" font-weight="700"') + `<rect x="130" y="210" width="540" height="300" fill="${C.paler}" stroke="${C.dark}" stroke-width="2"/><rect x="150" y="440" width="500" height="60" fill="${C.dark2}"/>` + spool(260, 340, 90, C.copper) + disc(540, 340, 90, 'expo', { code: 'DISC', dots: 15 });
  }
  const tag = a.category.toUpperCase();
  return frame({ code: tag, caption: 'News', body: shadow(400, 560, 280, 10) + b, label: a.title, grid: true });
}

function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="Product image not available"><rect width="800" height="600" fill="#e4e7eb"/><rect x="250" y="170" width="300" height="240" rx="16" fill="none" stroke="#9aa5b1" stroke-width="10"/><circle cx="330" cy="245" r="30" fill="#9aa5b1"/><path d="M260 400l90-100 60 60 50-40 80 80z" fill="#9aa5b1"/><rect x="300" y="450" width="200" height="14" rx="7" fill="#cbd2d9"/></svg>`;
}

// ---------------------------------------------------------------- main

function write(rel: string, svg: string, sizes: Map<string, number>, root = PUBLIC) {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg, 'utf8');
  sizes.set(rel, Buffer.byteLength(svg));
}

function main() {
  const sizes = new Map<string, number>();
  for (const p of allProducts) {
    p.images.forEach((img, i) => {
      const m = img.url.match(/^\/images\/products\/([a-z0-9-]+)\/(\d+)\.svg$/);
      if (!m || m[1] !== p.id) throw new Error(`Unexpected image url ${img.url} for ${p.id}`);
      write(img.url.slice(1), productSvg(p, Number(m[2]) || i + 1), sizes);
    });
  }
  // Article images are not public files: app/images/news serves each while its article is published.
  for (const a of articles) {
    const url = a.image_url ?? `/images/news/${a.id}.svg`;
    write(url.slice('/images/news/'.length), newsSvg(a), sizes, ARTICLE_IMAGES);
  }
  for (const c of categories) write(`images/categories/${c.category_key}.svg`, categorySvg(c.category_key, c.name), sizes);
  write('placeholder.svg', placeholderSvg(), sizes);

  const big = [...sizes].filter(([, s]) => s > 8 * 1024);
  const max = Math.max(...sizes.values());
  console.log(`Wrote ${sizes.size} SVG files to ${PUBLIC} (largest ${max} bytes).`);
  if (big.length) console.warn(`Over 8 KB: ${big.map(([f, s]) => `${f} (${s})`).join(', ')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
