import { describe, expect, it } from 'vitest';
import { seedProducts, storedTables } from '@/db/seed/seed';
import { approvalRows, technicalTables } from '@/lib/catalogue';
import { buildDatasheet, datasheetFileName, type DatasheetContext } from '@/lib/datasheet';
import { pdfText } from '@/tests/support/pdf-text';

const context: DatasheetContext = {
  categoryLabel: 'Welding Electrodes',
  productUrl: 'https://www.example.in/product/e7018-low-hydrogen',
  company: { name: 'Arcstar Welding Industries', email: 'sales@example.in', phone: '+91 33 4061 2200', url: 'https://www.example.in', offices: ['Head Office: Kolkata'] },
};

function datasheetInput(id: string) {
  const seed = seedProducts.find((product) => product.id === id)!;
  return { ...seed, ...technicalTables(storedTables(seed)), updated_at: '2026-01-15T10:00:00.000Z' };
}

describe('product datasheet PDF', () => {
  it('carries the product name, classification, chemistry, mechanical properties, positions, packing and contacts', async () => {
    const product = datasheetInput('e7018-low-hydrogen');
    const bytes = await buildDatasheet(product, context);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { text } = await pdfText(bytes);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Vajra 7018 Low Hydrogen Iron Powder Electrode');
    expect(flat).toContain('E7018 H4R');
    expect(flat).toContain('EB 5426 H3 JX');
    expect(flat).toContain('Weld Metal Chemical Analysis'.toUpperCase());
    expect(flat).toContain('Tensile strength (MPa)');
    expect(flat).toContain('Vertical-up');
    expect(flat).toContain('Vacuum packed');
    expect(flat).toContain('sales@example.in');
    expect(flat).toContain('+91 33 4061 2200');
    // Characters the standard fonts cannot encode are spelled out, not dropped.
    expect(flat).toContain('<= 0.015');
  });

  it('lists the approvals in force with their certificates', async () => {
    const product = { ...datasheetInput('e7018-low-hydrogen'), approvalRows: approvalRows(seedProducts.find((item) => item.id === 'e7018-low-hydrogen')!.approvals!, '2026-11-01') };
    const flat = (await pdfText(await buildDatasheet(product, context))).text.replace(/\s+/g, ' ');
    expect(flat).toContain('APPROVALS');
    expect(flat).toContain('Certificate CBB/WC/2024/1187');
    expect(flat).toContain('valid until 31 March 2027');
    expect(flat).toContain('RDSO/M&C/WC/M-28/2025/0342');
  });

  it('flows onto more pages when the data is long, numbering them', async () => {
    const product = datasheetInput('e7018-low-hydrogen');
    const long = { ...product, applications: Array.from({ length: 120 }, (_, index) => `Application number ${index + 1}`) };
    const { pages, text } = await pdfText(await buildDatasheet(long, context));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Application number 120');
  });

  it('announces the launch date of an upcoming product', async () => {
    const product = datasheetInput('auto-darkening-welding-helmet');
    const { text } = await pdfText(await buildDatasheet(product, { ...context, categoryLabel: 'PPE' }));
    expect(text).toContain('launching 15 February 2027');
  });

  it('is named after the product', () => {
    expect(datasheetFileName('Vajra 7018 Low Hydrogen Iron Powder Electrode')).toBe('Vajra-7018-Low-Hydrogen-Iron-Powder-Electrode-Datasheet.pdf');
    expect(datasheetFileName('Vajra 8018-B2 1¼Cr-½Mo')).toBe('Vajra-8018-B2-1.25Cr-0.5Mo-Datasheet.pdf');
    expect(datasheetFileName('???')).toBe('Product-Datasheet.pdf');
  });
});
