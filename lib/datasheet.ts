import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatCalendarDate, technicalTableLabels, type TechnicalTables } from '@/lib/catalogue';

// A product datasheet as a PDF, generated from the product's own data (no template file): what a
// buyer prints and files with a quote. The standard PDF fonts carry no font file, so the PDF stays
// small; they only encode Windows-1252, so other characters are spelled out ('≤' becomes '<=').

/** A product with its technical data as ordered rows (lib/catalogue.ts technicalTables). */
export type DatasheetProduct = TechnicalTables & {
  id: string;
  name: string;
  description: string;
  subcategory: string;
  applications: string[];
  features: string[];
  welding_positions: string[];
  launch_date: string | null;
  updated_at: string;
  /** the approvals in force as rows (lib/catalogue.ts approvalRows) */
  approvalRows?: [string, string][];
};

export type DatasheetContext = {
  categoryLabel: string;
  productUrl: string;
  company: { name: string; email: string; phone: string; url: string; offices: string[] };
};

const page = { width: 595.28, height: 841.89, margin: 48 } as const; // A4
const colors = {
  steel: rgb(0.059, 0.09, 0.125),
  accent: rgb(0.76, 0.255, 0.047),
  spark: rgb(0.96, 0.62, 0.043),
  text: rgb(0.09, 0.125, 0.165),
  muted: rgb(0.29, 0.333, 0.38),
  rule: rgb(0.847, 0.867, 0.89),
  band: rgb(0.945, 0.953, 0.961),
  white: rgb(1, 1, 1),
};
const footerHeight = 40;

const fractions: Record<string, string> = { '¼': '25', '½': '5', '¾': '75' };

/** File name for a product's datasheet: its name in ASCII letters, digits and dots ('1¼Cr' is '1.25Cr'). */
export function datasheetFileName(productName: string): string {
  const base = productName
    .replace(/(\d?)([¼½¾])/g, (_, whole: string, fraction: string) => `${whole || '0'}.${fractions[fraction]}`)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  return `${base || 'Product'}-Datasheet.pdf`;
}

const spelledOut: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '≈': '~',
  '≠': '!=',
  '→': '->',
  '←': '<-',
  '−': '-',
  '‑': '-',
  '‐': '-',
  '₹': 'Rs. ',
  '√': 'sqrt',
  '∅': 'dia. ',
  'Ø': 'dia. ',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
};

/** Text the font can encode: known symbols spelled out, accents dropped, anything else as '?'. */
function encodable(font: PDFFont, charset: Set<number>, text: string): string {
  let out = '';
  for (const char of text) {
    if (charset.has(char.codePointAt(0)!)) out += char;
    else if (char in spelledOut) out += spelledOut[char];
    else {
      const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...plain].every((c) => charset.has(c.codePointAt(0)!)) && plain ? plain : '?';
    }
  }
  return out;
}

class Layout {
  private doc: PDFDocument;
  private regular: PDFFont;
  private bold: PDFFont;
  private charset: Set<number>;
  page!: PDFPage;
  y = 0;

  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont, private header: (page: PDFPage) => number) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.charset = new Set(regular.getCharacterSet());
    this.newPage();
  }

  text(value: string) {
    return encodable(this.regular, this.charset, value);
  }

  newPage() {
    this.page = this.doc.addPage([page.width, page.height]);
    this.y = this.header(this.page);
  }

  ensure(height: number) {
    if (this.y - height < page.margin + footerHeight) this.newPage();
  }

  wrap(value: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.text(value).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
        else {
          if (line) lines.push(line);
          // A single word wider than the column is cut where it must be.
          let rest = word;
          while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
            let cut = rest.length - 1;
            while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
            lines.push(rest.slice(0, cut));
            rest = rest.slice(cut);
          }
          line = rest;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  paragraph(value: string, { size = 10, bold = false, color = colors.text, x = page.margin, width = page.width - 2 * page.margin, gap = 4 } = {}) {
    const font = bold ? this.bold : this.regular;
    const leading = size * 1.35;
    for (const line of this.wrap(value, font, size, width)) {
      this.ensure(leading);
      this.page.drawText(line, { x, y: this.y - size, size, font, color });
      this.y -= leading;
    }
    this.y -= gap;
  }

  heading(value: string) {
    // Never leave a heading alone at the foot of a page.
    this.ensure(80);
    this.y -= 10;
    this.page.drawRectangle({ x: page.margin, y: this.y - 14, width: 3, height: 14, color: colors.accent });
    this.page.drawText(this.text(value.toUpperCase()), { x: page.margin + 9, y: this.y - 11.5, size: 11, font: this.bold, color: colors.steel });
    this.y -= 22;
  }

  /** A two-column table; a row never splits across pages, and a continued table repeats its header. */
  table(columns: [string, string], rows: [string, string][]) {
    const width = page.width - 2 * page.margin;
    const first = width * 0.38;
    const size = 9.5;
    const leading = size * 1.35;
    const pad = 5;
    const drawRow = (cells: [string, string], header: boolean, shaded: boolean) => {
      const font = header ? this.bold : this.regular;
      const left = this.wrap(cells[0], this.bold, size, first - 2 * pad);
      const right = this.wrap(cells[1], font, size, width - first - 2 * pad);
      const height = Math.max(left.length, right.length) * leading + 2 * pad;
      const before = this.page;
      this.ensure(height);
      // A table continued on a new page repeats its header.
      if (!header && this.page !== before) drawRow(columns, true, false);
      if (header || shaded) {
        this.page.drawRectangle({ x: page.margin, y: this.y - height, width, height, color: header ? colors.steel : colors.band });
      }
      const color = header ? colors.white : colors.text;
      left.forEach((line, index) =>
        this.page.drawText(line, { x: page.margin + pad, y: this.y - pad - size - index * leading + 1.5, size, font: this.bold, color: header ? colors.white : colors.muted }),
      );
      right.forEach((line, index) => this.page.drawText(line, { x: page.margin + first + pad, y: this.y - pad - size - index * leading + 1.5, size, font, color }));
      this.y -= height;
      this.page.drawLine({ start: { x: page.margin, y: this.y }, end: { x: page.margin + width, y: this.y }, thickness: 0.5, color: colors.rule });
    };
    this.ensure(2 * (leading + 2 * pad));
    drawRow(columns, true, false);
    rows.forEach((row, index) => drawRow(row, false, index % 2 === 1));
    this.y -= 6;
  }

  bullets(items: string[]) {
    for (const item of items) {
      const lines = this.wrap(item, this.regular, 10, page.width - 2 * page.margin - 14);
      this.ensure(lines.length * 13.5);
      this.page.drawCircle({ x: page.margin + 4, y: this.y - 6.5, size: 1.8, color: colors.accent });
      for (const line of lines) {
        this.page.drawText(line, { x: page.margin + 14, y: this.y - 10, size: 10, font: this.regular, color: colors.text });
        this.y -= 13.5;
      }
    }
    this.y -= 4;
  }
}

export async function buildDatasheet(product: DatasheetProduct, context: DatasheetContext): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { company } = context;
  const updated = new Date(product.updated_at);

  doc.setTitle(`${product.name} – Datasheet`);
  doc.setAuthor(company.name);
  doc.setSubject(`${context.categoryLabel}: ${product.subcategory}`);
  doc.setKeywords([product.name, context.categoryLabel, product.subcategory, ...product.classification.map(([, value]) => value)]);
  doc.setCreator(company.name);
  doc.setProducer(company.name);
  doc.setCreationDate(updated);
  doc.setModificationDate(updated);

  const charset = new Set(regular.getCharacterSet());
  const safe = (value: string) => encodable(regular, charset, value);
  const header = (target: PDFPage): number => {
    const bandHeight = 64;
    target.drawRectangle({ x: 0, y: page.height - bandHeight, width: page.width, height: bandHeight, color: colors.steel });
    target.drawRectangle({ x: 0, y: page.height - bandHeight - 4, width: page.width, height: 4, color: colors.spark });
    target.drawText(safe(company.name.toUpperCase()), { x: page.margin, y: page.height - 32, size: 15, font: bold, color: colors.white });
    target.drawText('PRODUCT DATASHEET', { x: page.margin, y: page.height - 48, size: 8.5, font: bold, color: colors.spark });
    const contact = safe(`${company.phone}  |  ${company.email}`);
    target.drawText(contact, { x: page.width - page.margin - regular.widthOfTextAtSize(contact, 9), y: page.height - 32, size: 9, font: regular, color: colors.white });
    const site = safe(company.url.replace(/^https?:\/\//, ''));
    target.drawText(site, { x: page.width - page.margin - regular.widthOfTextAtSize(site, 9), y: page.height - 46, size: 9, font: regular, color: colors.white });
    return page.height - bandHeight - 4 - 24;
  };

  const layout = new Layout(doc, regular, bold, header);
  layout.paragraph(`${context.categoryLabel}  /  ${product.subcategory}`.toUpperCase(), { size: 9, bold: true, color: colors.accent, gap: 2 });
  layout.paragraph(product.name, { size: 20, bold: true, color: colors.steel, gap: 6 });
  const designations = product.classification.map(([, value]) => value).slice(0, 3);
  if (designations.length > 0) layout.paragraph(designations.join('   |   '), { size: 11, bold: true, color: colors.muted, gap: 8 });
  if (product.launch_date) {
    layout.paragraph(`Upcoming product: launching ${formatCalendarDate(product.launch_date)}`, { size: 10, bold: true, color: colors.accent });
  }
  layout.paragraph(product.description, { size: 10.5, gap: 8 });

  const tableSection = (table: keyof TechnicalTables) => {
    if (product[table].length === 0) return;
    layout.heading(technicalTableLabels[table].title);
    layout.table(technicalTableLabels[table].columns, product[table]);
  };
  tableSection('classification');
  if (product.approvalRows && product.approvalRows.length > 0) {
    layout.heading('Approvals');
    layout.table(['Approval', 'Certificate'], product.approvalRows);
  }
  if (product.welding_positions.length > 0) {
    layout.heading('Welding Positions');
    layout.paragraph(product.welding_positions.join(', '));
  }
  for (const table of ['weld_metal_analysis', 'mechanical_properties', 'specifications', 'identification', 'packing_parameters'] as const) tableSection(table);
  for (const [title, items] of [
    ['Typical Applications', product.applications],
    ['Key Features', product.features],
  ] as const) {
    if (items.length === 0) continue;
    layout.heading(title);
    layout.bullets(items);
  }
  layout.heading('Contact Us');
  layout.paragraph(`For prices, test certificates and technical advice, contact ${company.name}: phone ${company.phone}, e-mail ${company.email}.`);
  for (const office of company.offices) layout.paragraph(office, { size: 9, color: colors.muted, gap: 1 });

  const pages = doc.getPages();
  const issued = formatCalendarDate(product.updated_at);
  pages.forEach((target, index) => {
    target.drawLine({ start: { x: page.margin, y: page.margin + 18 }, end: { x: page.width - page.margin, y: page.margin + 18 }, thickness: 0.5, color: colors.rule });
    const left = safe(`${product.name}  |  ${context.productUrl}`);
    const leftText = regular.widthOfTextAtSize(left, 7.5) > page.width - 2 * page.margin - 120 ? safe(context.productUrl) : left;
    target.drawText(leftText, { x: page.margin, y: page.margin + 6, size: 7.5, font: regular, color: colors.muted });
    const right = `Data as of ${issued}  |  Page ${index + 1} of ${pages.length}`;
    target.drawText(right, { x: page.width - page.margin - regular.widthOfTextAtSize(right, 7.5), y: page.margin + 6, size: 7.5, font: regular, color: colors.muted });
  });
  return doc.save({ useObjectStreams: true });
}
