import type { ProductSpecifications, ProductView, TechnicalData } from '@/db/types';
import { approvalBodies, approvalBodyNames, currentApprovals, standardRank, type ProductApproval } from '@/lib/domain/classification';
import { productCategoryLabels, type ProductCategoryKey } from '@/lib/domain/options';

// Reading a product's free-form data the same way on cards, the product page and the datasheet.
// Pure: safe for server and client code.

/** Specification keys with a fixed meaning (db/seed/types.ts); every other key is a plain key/value. */
export const namedSpecifications = {
  diameters: 'Available Diameters',
  mesh_size: 'Mesh Size',
  spool_weights: 'Spool Weights',
} as const;
export type NamedSpecification = keyof typeof namedSpecifications;

export function specificationValues(specs: ProductSpecifications, key: string): string[] {
  const value = specs[key];
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value.filter(Boolean) : [value];
}

export function entriesOf(data: TechnicalData | null | undefined): [string, string][] {
  return Object.entries(data ?? {})
    .filter(([, value]) => value !== null && value !== undefined && String(value).trim() !== '')
    .map(([key, value]): [string, string] => [key, String(value)]);
}

// PostgreSQL's jsonb keeps an object's keys sorted by length, not in the order they were written,
// so technical tables are put back into the order a welding engineer reads them.

type KeyOrder = (a: string, b: string) => number;

/** By the first pattern each key matches; keys matching none go last. */
const byPatterns =
  (patterns: RegExp[]): KeyOrder =>
  (a, b) => {
    const rank = (key: string) => {
      const index = patterns.findIndex((pattern) => pattern.test(key));
      return index === -1 ? patterns.length : index;
    };
    return rank(a) - rank(b);
  };

const elementOrder = ['C', 'Mn', 'Si', 'S', 'P', 'Cr', 'Ni', 'Mo', 'V', 'Cu', 'Nb', 'Ti', 'W', 'Co', 'N', 'Al', 'Mg', 'Zr', 'Zn', 'Fe'];
const byElement: KeyOrder = (a, b) => {
  const rank = (key: string) => (elementOrder.includes(key) ? elementOrder.indexOf(key) : elementOrder.length);
  return rank(a) - rank(b);
};

/** Sizes ('3.15 x 350 mm', '5 kg (D200)') by their numbers, smallest first; other notes after them. */
const bySize: KeyOrder = (a, b) => {
  const numbers = (key: string) => (/^\d/.test(key) ? (key.match(/\d+(\.\d+)?/g) ?? []).map(Number) : null);
  const [x, y] = [numbers(a), numbers(b)];
  if (!x || !y) return (x ? 0 : 1) - (y ? 0 : 1);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
};

function sortEntries(entries: [string, string][], order: KeyOrder): [string, string][] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => order(a.entry[0], b.entry[0]) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** Standards first (AWS, IS, EN ISO, EN, DIN, IEC), then approvals. */
export const classificationEntries = (data: TechnicalData) => sortEntries(entriesOf(data), (a, b) => standardRank(a) - standardRank(b));
/** The usual order of a weld metal analysis: C, Mn, Si, S, P, then alloying elements. */
export const analysisEntries = (data: TechnicalData) => sortEntries(entriesOf(data), byElement);
/** Condition, then yield, tensile, elongation, impact, hardness. */
export const mechanicalEntries = (data: TechnicalData) =>
  sortEntries(entriesOf(data), byPatterns([/condition/i, /yield|proof/i, /tensile/i, /elongation/i, /reduction/i, /impact|charpy/i, /hardness/i]));
/** Sizes smallest first, then cartons, pallets and other notes. */
export const packingEntries = (data: TechnicalData) => sortEntries(entriesOf(data), bySize);
export const identificationEntries = (data: TechnicalData) => entriesOf(data);

/** The specifications other than the named ones, as label/value pairs; dimensions and weight last. */
export function otherSpecifications(specs: ProductSpecifications): [string, string][] {
  const entries = Object.entries(specs)
    .filter(([key]) => !(key in namedSpecifications))
    .map(([key, value]): [string, string] => [key, Array.isArray(value) ? value.join(', ') : String(value)])
    .filter(([, value]) => value !== '');
  return sortEntries(entries, byPatterns([/^(?!(internal dimensions|dimensions|weight)$)/i]));
}

/** The few specifications a product card shows, the ones buyers compare first. */
export function keySpecifications(specs: ProductSpecifications, count: number): [string, string][] {
  const order = byPatterns([
    /output current|current range|^capacity$/i,
    /duty cycle|temperature range/i,
    /input supply/i,
    /rated input|heater rating/i,
    /output voltage|open circuit/i,
    /wire (diameters|feed)|electrode range|cutting capacity|spool size/i,
  ]);
  return sortEntries(otherSpecifications(specs), order).slice(0, count);
}

/** Every specification as label/value pairs, the named ones first with their labels. */
export function allSpecifications(specs: ProductSpecifications): [string, string][] {
  const named = (Object.keys(namedSpecifications) as NamedSpecification[])
    .map((key): [string, string] => [namedSpecifications[key], specificationValues(specs, key).join(', ')])
    .filter(([, value]) => value !== '');
  return [...named, ...otherSpecifications(specs)];
}

/** The main classification designation (the first standard), e.g. ['AWS/SFA 5.1', 'E7018 H4R']. */
export function primaryClassification(product: Pick<ProductView, 'classification'>): [string, string] | undefined {
  return classificationEntries(product.classification)[0];
}

export function categoryLabel(category: ProductCategoryKey): string {
  return productCategoryLabels[category];
}

/** Spec §3 quote prefill: the quote dialog stores 'category - product name'. */
export function quoteProps(product: Pick<ProductView, 'id' | 'name' | 'category'>) {
  return { categoryLabel: categoryLabel(product.category), productName: product.name, productId: product.id };
}

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2027-02-15' (or a full ISO time) -> '15 February 2027', read in UTC so no time zone shifts the day. */
export function formatCalendarDate(isoDate: string): string {
  return longDate.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate));
}

export type TechnicalTables = Record<
  'specifications' | 'identification' | 'weld_metal_analysis' | 'mechanical_properties' | 'classification' | 'packing_parameters',
  [string, string][]
>;

/** Title and column headings of each technical table, the same on the product page and the datasheet. */
export const technicalTableLabels: Record<keyof TechnicalTables, { title: string; columns: [string, string] }> = {
  classification: { title: 'Classification', columns: ['Standard', 'Designation'] },
  weld_metal_analysis: { title: 'Weld Metal Chemical Analysis', columns: ['Element', 'Range %'] },
  mechanical_properties: { title: 'Mechanical Properties', columns: ['Property', 'Range'] },
  specifications: { title: 'Specifications', columns: ['Specification', 'Value'] },
  identification: { title: 'Identification', columns: ['Item', 'Detail'] },
  packing_parameters: { title: 'Packing', columns: ['Size / item', 'Packing'] },
};

/** A product's technical data as ordered label/value rows: the tabs and the datasheet show the same. */
export function technicalTables(product: Pick<ProductView, keyof TechnicalTables>): TechnicalTables {
  return {
    specifications: allSpecifications(product.specifications),
    identification: identificationEntries(product.identification),
    weld_metal_analysis: analysisEntries(product.weld_metal_analysis),
    mechanical_properties: mechanicalEntries(product.mechanical_properties),
    classification: classificationEntries(product.classification),
    packing_parameters: packingEntries(product.packing_parameters),
  };
}

/** The approvals in force on `today` as rows: the body, then certificate, scope and validity. */
export function approvalRows(approvals: ProductApproval[], today: string): [string, string][] {
  return currentApprovals(approvals, today).map((approval) => [
    approvalBodyNames[approval.body] === approval.body ? approval.body : `${approval.body}: ${approvalBodyNames[approval.body]}`,
    [
      `Certificate ${approval.certificate_number}`,
      approval.scope,
      approval.valid_until ? `valid until ${formatCalendarDate(approval.valid_until)}` : null,
    ]
      .filter(Boolean)
      .join('; '),
  ]);
}

/** One row of a comparison: a property and each product's value ('—' where it has none). */
export type ComparisonRow = { label: string; values: string[] };
export type ComparisonSection = { title: string; rows: ComparisonRow[] };

const NONE = '—';
/** Approval rows are labelled 'IBR: Indian Boiler Regulations …': ordered by the body's place in the vocabulary. */
const approvalRank = (label: string) => approvalBodies.indexOf(label.split(':')[0] as (typeof approvalBodies)[number]);

/** The keys of several products' tables, in the table's own order, each once. */
function unionOfKeys(tables: TechnicalData[], order: (data: TechnicalData) => [string, string][]): string[] {
  const keys = new Set(tables.flatMap((table) => entriesOf(table).map(([key]) => key)));
  return order(Object.fromEntries([...keys].map((key) => [key, key]))).map(([key]) => key);
}

function keyedRows(tables: TechnicalData[], order: (data: TechnicalData) => [string, string][]): ComparisonRow[] {
  return unionOfKeys(tables, order).map((key) => ({ label: key, values: tables.map((table) => entriesOf(table).find(([name]) => name === key)?.[1] ?? NONE) }));
}

/**
 * Products side by side: what they are, their classification, approvals in force, weld metal
 * chemistry, mechanical properties and packing; each section only when a product has data for it.
 */
export function comparisonSections(
  products: Pick<ProductView, 'category' | 'subcategory' | 'welding_positions' | 'welding_currents' | 'coating' | 'specifications' | 'classification' | 'approvals' | 'weld_metal_analysis' | 'mechanical_properties' | 'packing_parameters'>[],
  today: string,
): ComparisonSection[] {
  const joined = (values: string[]) => (values.length > 0 ? values.join(', ') : NONE);
  const overview: ComparisonRow[] = [
    { label: 'Category', values: products.map((product) => categoryLabel(product.category)) },
    { label: 'Type', values: products.map((product) => product.subcategory) },
    { label: 'Welding positions', values: products.map((product) => joined(product.welding_positions)) },
    { label: 'Current', values: products.map((product) => joined(product.welding_currents)) },
    { label: 'Coating / flux type', values: products.map((product) => product.coating ?? NONE) },
    { label: namedSpecifications.diameters, values: products.map((product) => joined(specificationValues(product.specifications, 'diameters'))) },
    { label: namedSpecifications.spool_weights, values: products.map((product) => joined(specificationValues(product.specifications, 'spool_weights'))) },
  ].filter((row) => row.values.some((value) => value !== NONE));
  const approvals = products.map((product) => Object.fromEntries(approvalRows(product.approvals, today)));
  const sections: ComparisonSection[] = [
    { title: 'Overview', rows: overview },
    { title: technicalTableLabels.classification.title, rows: keyedRows(products.map((product) => product.classification), classificationEntries) },
    { title: 'Approvals', rows: keyedRows(approvals, (data) => entriesOf(data).sort(([a], [b]) => approvalRank(a) - approvalRank(b))) },
    { title: technicalTableLabels.weld_metal_analysis.title, rows: keyedRows(products.map((product) => product.weld_metal_analysis), analysisEntries) },
    { title: technicalTableLabels.mechanical_properties.title, rows: keyedRows(products.map((product) => product.mechanical_properties), mechanicalEntries) },
    { title: technicalTableLabels.packing_parameters.title, rows: keyedRows(products.map((product) => product.packing_parameters), packingEntries) },
  ];
  return sections.filter((section) => section.rows.length > 0);
}
