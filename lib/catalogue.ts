import type { ProductSpecifications, ProductView, TechnicalRows } from '@/db/types';
import { approvalBodies, approvalBodyNames, currentApprovals, type ProductApproval } from '@/lib/domain/classification';
import { productCategoryLabels, type ProductCategoryKey } from '@/lib/domain/options';
import type { FacetSource } from '@/lib/domain/facets';

// Reading a product's free-form data the same way on cards, the product page and the datasheet.
// Technical tables are shown in the order they are stored, which is the order their editor gave
// them (db/schema.ts TechnicalRows). Pure: safe for server and client code.

/** Specification keys with a fixed meaning (db/seed/types.ts); every other key is a plain key/value. */
export const namedSpecifications = {
  diameters: 'Available Diameters',
  mesh_size: 'Mesh Size',
  spool_weights: 'Spool Weights',
} as const;
export type NamedSpecification = keyof typeof namedSpecifications;

export function specificationValues(specs: ProductSpecifications, key: NamedSpecification): string[] {
  const value: unknown = specs[key];
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]).map(String).filter(Boolean);
}

/** A table's rows as label/value pairs, in the stored order (the editor's), empty values left out. */
export function entriesOf(rows: TechnicalRows | null | undefined): [string, string][] {
  return (Array.isArray(rows) ? rows : [])
    .filter((row) => row && row.value !== null && row.value !== undefined && String(row.value).trim() !== '')
    .map((row): [string, string] => [row.key, String(row.value)]);
}

/** Label/value pairs as stored rows, in their order (the seed writes its tables this way). */
export function rowsOf(pairs: Iterable<[string, string]>): TechnicalRows {
  return Array.from(pairs, ([key, value]) => ({ key, value }));
}

/** The value of the row labelled `key`, if the table has one. */
export function rowValue(rows: TechnicalRows, key: string): string | undefined {
  return entriesOf(rows).find(([name]) => name === key)?.[1];
}

/** The specifications other than the named lists, as label/value pairs, in the stored order. */
export function otherSpecifications(specs: ProductSpecifications): [string, string][] {
  return entriesOf(specs.rows);
}

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

/** The few specifications a product card shows: the ones buyers compare first, whatever their place in the table. */
export function keySpecifications(specs: ProductSpecifications, count: number): [string, string][] {
  const order = byPatterns([
    /output current|current range|^capacity$/i,
    /duty cycle|temperature range/i,
    /input supply/i,
    /rated input|heater rating/i,
    /output voltage|open circuit/i,
    /wire (diameters|feed)|electrode range|cutting capacity|spool size/i,
  ]);
  return otherSpecifications(specs)
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => order(a.entry[0], b.entry[0]) || a.index - b.index)
    .map(({ entry }) => entry)
    .slice(0, count);
}

/** Every specification as label/value pairs, the named ones first with their labels. */
export function allSpecifications(specs: ProductSpecifications): [string, string][] {
  const named = (Object.keys(namedSpecifications) as NamedSpecification[])
    .map((key): [string, string] => [namedSpecifications[key], specificationValues(specs, key).join(', ')])
    .filter(([, value]) => value !== '');
  return [...named, ...otherSpecifications(specs)];
}

/** What the finder's facets read of a product (lib/domain/facets.ts), as the database's facet_source column gives it. */
export function facetSourceOf(product: Pick<ProductView, 'subcategory' | 'classification' | 'approvals' | 'welding_positions' | 'welding_currents' | 'coating' | 'specifications'>): FacetSource {
  const { diameters, spool_weights } = product.specifications;
  return {
    subcategory: product.subcategory,
    classification: Object.fromEntries(entriesOf(product.classification)),
    approvals: product.approvals.map(({ body, valid_until }) => ({ body, valid_until })),
    welding_positions: product.welding_positions,
    welding_currents: product.welding_currents,
    coating: product.coating,
    specifications: { ...(diameters && { diameters }), ...(spool_weights && { spool_weights }) },
  };
}

/** The main classification designation (the first standard), e.g. ['AWS/SFA 5.1', 'E7018 H4R']. */
export function primaryClassification(product: Pick<ProductView, 'classification'>): [string, string] | undefined {
  return entriesOf(product.classification)[0];
}

export function categoryLabel(category: ProductCategoryKey): string {
  return productCategoryLabels[category];
}

/** Spec §3 quote prefill: the quote dialog stores 'category - product name'. */
/** Spec §9: applications a product card shows before '+N more' (category and search cards alike). */
export const APPLICATIONS_ON_CARD = 3;

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
    identification: entriesOf(product.identification),
    weld_metal_analysis: entriesOf(product.weld_metal_analysis),
    mechanical_properties: entriesOf(product.mechanical_properties),
    classification: entriesOf(product.classification),
    packing_parameters: entriesOf(product.packing_parameters),
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

/** The labels of several products' tables, each once: the first product's order, then the labels only later ones have. */
function keyedRows(tables: [string, string][][], order?: (a: string, b: string) => number): ComparisonRow[] {
  const keys = [...new Set(tables.flatMap((table) => table.map(([key]) => key)))];
  if (order) keys.sort(order);
  return keys.map((key) => ({ label: key, values: tables.map((table) => table.find(([name]) => name === key)?.[1] ?? NONE) }));
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
  const approvals = products.map((product) => approvalRows(product.approvals, today));
  const table = (key: 'classification' | 'weld_metal_analysis' | 'mechanical_properties' | 'packing_parameters') => keyedRows(products.map((product) => entriesOf(product[key])));
  const sections: ComparisonSection[] = [
    { title: 'Overview', rows: overview },
    { title: technicalTableLabels.classification.title, rows: table('classification') },
    { title: 'Approvals', rows: keyedRows(approvals, (a, b) => approvalRank(a) - approvalRank(b)) },
    { title: technicalTableLabels.weld_metal_analysis.title, rows: table('weld_metal_analysis') },
    { title: technicalTableLabels.mechanical_properties.title, rows: table('mechanical_properties') },
    { title: technicalTableLabels.packing_parameters.title, rows: table('packing_parameters') },
  ];
  return sections.filter((section) => section.rows.length > 0);
}
