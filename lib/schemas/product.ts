import { z } from 'zod';
import { cleanSingleLine, requiredText } from '@/lib/schemas/fields';
import { productCategoryKeys, productCategoryLabels } from '@/lib/domain/options';
import type { ProductSpecifications, TechnicalRows } from '@/lib/domain/technical-rows';
import { approvalBodies, approvalBodyNames, type ApprovalBody } from '@/lib/domain/approval-bodies';
import { coatings, isApprovalBody, weldingCurrentLabels, weldingCurrents, type ProductApproval } from '@/lib/domain/classification';

// The back office's product form, described once: the editor renders these fields and the save
// action checks them with this schema. Input names are the products columns'; a list sends one
// input per item (`applications.0`, `applications.1` …) and a technical table two per row
// (`weld_metal_analysis.0.key`, `weld_metal_analysis.0.value` …), numbered in the order shown, so
// the form posts the same with or without JavaScript. A field's message is keyed by its input's
// name. Hostile input (huge text, thousands of rows, a date that does not exist) gets a message.

export const PRODUCT_ID_MAX = 80;
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRODUCT_TEXT_MAX = 300;
export const ROW_KEY_MAX = 120;
export const ROW_VALUE_MAX = 500;
export const CERTIFICATE_NUMBER_MAX = 120;
/** Items of a list, rows of a table: more than any real product has, few enough to keep a page light. */
export const MAX_ROWS = 60;

export const productMessages = {
  id: 'Use lower-case letters, digits and single hyphens, like e7018-low-hydrogen.',
  idTaken: 'Another product already has this address. Choose another one.',
  idRedirect: (productId: string) => `This address still leads to the product “${productId}”, which used it before. Choose another one.`,
  name: 'Enter the product name.',
  description: 'Write the description.',
  category: 'Choose a category.',
  subcategory: 'Enter the subcategory, like Low Hydrogen or MIG Wire.',
  availability: 'Choose whether the product is available.',
  upcoming: 'Choose whether the product is upcoming.',
  launchDate: 'Enter the launch date as a real calendar date.',
  launchDateNeeded: 'An upcoming product needs its launch date.',
  tooManyRows: `At most ${MAX_ROWS} rows.`,
  itemTooLong: `At most ${ROW_VALUE_MAX} characters.`,
  keyTooLong: `At most ${ROW_KEY_MAX} characters.`,
  keyMissing: 'Name this row, or clear its value to remove it.',
  keyRepeated: 'This label is already in the table above.',
  approvalBody: 'Choose the approving body from the list (IBR, RDSO, BIS …).',
  certificateMissing: 'Enter the certificate number, or clear this row to remove the approval.',
  certificateTooLong: `At most ${CERTIFICATE_NUMBER_MAX} characters.`,
  validUntil: 'Enter the last valid day as a real calendar date, or leave it empty if the certificate does not lapse.',
  approvalRepeated: 'This certificate of this body is already listed above.',
  weldingCurrent: 'Choose the currents from the list.',
  coating: 'Choose a coating or flux type from the list, or none.',
  stale: 'Somebody else saved this product after you opened it, so your changes were not saved. Open the product again to see theirs, then make your changes again.',
  staleBy: (who: string) => `${who} saved this product after you opened it, so your changes were not saved. Open the product again to see theirs, then make your changes again.`,
  gone: 'This product no longer exists.',
  renamed: (id: string) => `Somebody renamed this product after you opened it: its address is now /product/${id}. Your changes were not saved. Open it again from the product list, then make your changes again.`,
} as const;

/** The ordered lists of a product (one text per item). */
export const productLists = [
  { name: 'applications', label: 'Applications', itemLabel: 'Application' },
  { name: 'features', label: 'Key features', itemLabel: 'Feature' },
  { name: 'welding_positions', label: 'Welding positions', itemLabel: 'Position' },
] as const;
export type ProductListName = (typeof productLists)[number]['name'];

/** The lists of specifications with a fixed meaning (sizes and packs: the finder's facets read them). */
export const specificationLists = [
  { name: 'diameters', label: 'Available diameters', itemLabel: 'Diameter' },
  { name: 'mesh_size', label: 'Mesh size', itemLabel: 'Mesh size' },
  { name: 'spool_weights', label: 'Spool weights', itemLabel: 'Spool weight' },
] as const;
export type SpecificationListName = (typeof specificationLists)[number]['name'];

/** The technical tables: ordered label/value rows. `specifications` is the specifications' free rows. */
export const productTables = [
  { name: 'specifications', label: 'Specifications (other rows)', columns: ['Specification', 'Value'] },
  { name: 'identification', label: 'Identification', columns: ['Item', 'Detail'] },
  { name: 'weld_metal_analysis', label: 'Weld metal analysis', columns: ['Element', 'Range %'] },
  { name: 'mechanical_properties', label: 'Mechanical properties', columns: ['Property', 'Range'] },
  { name: 'classification', label: 'Classification', columns: ['Standard', 'Designation'] },
  { name: 'packing_parameters', label: 'Packing parameters', columns: ['Size / item', 'Packing'] },
] as const;
export type ProductTableName = (typeof productTables)[number]['name'];

/**
 * A product's approvals: one row per certificate, its four inputs numbered like a table's
 * (`approvals.0.body`, `approvals.0.certificate_number` …). The site lists a lapsed approval as
 * expired and stops counting it in the finder, so a renewal is entered by updating its row.
 */
export const approvalRows = {
  name: 'approvals',
  label: 'Approvals',
  itemLabel: 'Approval',
  hint: 'Leave Valid until empty for a certificate that does not lapse. After its valid-until day the site shows an approval as expired and the finder stops counting it.',
  parts: [
    { part: 'body', label: 'Body', kind: 'select', options: approvalBodies.map((body) => [body, body === approvalBodyNames[body] ? body : `${body}: ${approvalBodyNames[body]}`] as const) },
    { part: 'certificate_number', label: 'Certificate number', maxLength: CERTIFICATE_NUMBER_MAX },
    { part: 'scope', label: 'Scope (what it covers)', maxLength: ROW_VALUE_MAX },
    { part: 'valid_until', label: 'Valid until', kind: 'date' },
  ],
} as const;

/** The currents a consumable runs on: one checkbox each, sent as a list (`welding_currents.0` …). */
export const weldingCurrentOptions = weldingCurrents.map((current) => [current, weldingCurrentLabels[current]] as const);
/** An electrode's coating, a flux-cored wire's core or a flux's type; none for solid wires and the rest. */
export const coatingOptions = [['', 'None (solid wire, other products)'] as const, ...coatings.map((coating) => [coating, coating] as const)];

export const categoryOptions = productCategoryKeys.map((value) => [value, productCategoryLabels[value]] as const);
export const availabilityOptions = [
  ['true', 'Available: offered for quotes'],
  ['false', 'Not available (upcoming or discontinued)'],
] as const;
export const upcomingOptions = [
  ['false', 'No'],
  ['true', 'Yes: launching on the date below'],
] as const;

export const productSlug = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: productMessages.id })
    .max(PRODUCT_ID_MAX, productMessages.id)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, productMessages.id),
);

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= 2000 && date.getUTCFullYear() <= 2100;
};

const scalarFields = z.object({
  id: productSlug,
  name: requiredText({ label: 'Name', max: PRODUCT_NAME_MAX, message: productMessages.name }),
  description: requiredText({ label: 'Description', max: PRODUCT_DESCRIPTION_MAX, message: productMessages.description, multiline: true }),
  category: z.enum(productCategoryKeys, { error: productMessages.category }),
  subcategory: requiredText({ label: 'Subcategory', max: PRODUCT_TEXT_MAX, message: productMessages.subcategory }),
  is_available: z.enum(['true', 'false'], { error: productMessages.availability }).transform((value) => value === 'true'),
  is_upcoming: z.enum(['true', 'false'], { error: productMessages.upcoming }).transform((value) => value === 'true'),
  launch_date: z
    .string({ error: productMessages.launchDate })
    .optional()
    .transform((value, context) => {
      const date = (value ?? '').trim();
      if (date === '') return null;
      if (!isCalendarDate(date)) context.addIssue({ code: 'custom', message: productMessages.launchDate });
      return date;
    }),
});

export type ProductFields = z.output<typeof scalarFields> &
  Record<ProductListName, string[]> & {
    specifications: ProductSpecifications;
    approvals: ProductApproval[];
    welding_currents: string[];
    coating: string | null;
  } & Record<Exclude<ProductTableName, 'specifications'>, TechnicalRows>;

type Issue = { path: string; message: string };
type Flat = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? (cleanSingleLine(value) as string) : '');

/** The numbered inputs `name.N` (or `name.N.part`), in their numbered order. */
function numbered(flat: Flat, name: string, part?: string): Map<number, string> {
  const pattern = new RegExp(`^${name}\\.(\\d{1,6})${part ? `\\.${part}` : ''}$`);
  const found = new Map<number, string>();
  for (const [key, value] of Object.entries(flat)) {
    const match = pattern.exec(key);
    if (match) found.set(Number(match[1]), text(value));
  }
  return found;
}

/** A list's items in order; empty items are dropped (clearing an item removes it). */
function readList(flat: Flat, name: string, issues: Issue[]): string[] {
  const items = [...numbered(flat, name).entries()].sort(([a], [b]) => a - b).filter(([, value]) => value !== '');
  if (items.length > MAX_ROWS) issues.push({ path: name, message: productMessages.tooManyRows });
  for (const [index, value] of items) if (value.length > ROW_VALUE_MAX) issues.push({ path: `${name}.${index}`, message: productMessages.itemTooLong });
  return items.map(([, value]) => value);
}

/** A table's rows in order; rows left empty are dropped. */
function readTable(flat: Flat, name: string, issues: Issue[]): TechnicalRows {
  const keys = numbered(flat, name, 'key');
  const values = numbered(flat, name, 'value');
  const indexes = [...new Set([...keys.keys(), ...values.keys()])].sort((a, b) => a - b);
  const rows = indexes.map((index) => ({ index, key: keys.get(index) ?? '', value: values.get(index) ?? '' })).filter((row) => row.key !== '' || row.value !== '');
  if (rows.length > MAX_ROWS) {
    issues.push({ path: name, message: productMessages.tooManyRows });
    return [];
  }
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.key === '') issues.push({ path: `${name}.${row.index}.key`, message: productMessages.keyMissing });
    else if (row.key.length > ROW_KEY_MAX) issues.push({ path: `${name}.${row.index}.key`, message: productMessages.keyTooLong });
    else if (seen.has(row.key.toLowerCase())) issues.push({ path: `${name}.${row.index}.key`, message: productMessages.keyRepeated });
    if (row.value.length > ROW_VALUE_MAX) issues.push({ path: `${name}.${row.index}.value`, message: productMessages.itemTooLong });
    seen.add(row.key.toLowerCase());
  }
  return rows.map(({ key, value }) => ({ key, value }));
}

/** The approvals in order; rows left empty are dropped, a certificate listed twice is refused. */
function readApprovals(flat: Flat, issues: Issue[]): ProductApproval[] {
  const { name } = approvalRows;
  const parts = Object.fromEntries(approvalRows.parts.map(({ part }) => [part, numbered(flat, name, part)])) as Record<keyof ProductApproval, Map<number, string>>;
  const indexes = [...new Set(Object.values(parts).flatMap((found) => [...found.keys()]))].sort((a, b) => a - b);
  const rows = indexes
    .map((index) => ({ index, body: parts.body.get(index) ?? '', certificate: parts.certificate_number.get(index) ?? '', scope: parts.scope.get(index) ?? '', validUntil: parts.valid_until.get(index) ?? '' }))
    .filter((row) => row.body !== '' || row.certificate !== '' || row.scope !== '' || row.validUntil !== '');
  if (rows.length > MAX_ROWS) {
    issues.push({ path: name, message: productMessages.tooManyRows });
    return [];
  }
  const seen = new Set<string>();
  const approvals: ProductApproval[] = [];
  for (const row of rows) {
    const at = (part: string) => `${name}.${row.index}.${part}`;
    const before = issues.length;
    const certificate = `${row.body} ${row.certificate.toLowerCase()}`;
    if (!isApprovalBody(row.body)) issues.push({ path: at('body'), message: productMessages.approvalBody });
    if (row.certificate === '') issues.push({ path: at('certificate_number'), message: productMessages.certificateMissing });
    else if (row.certificate.length > CERTIFICATE_NUMBER_MAX) issues.push({ path: at('certificate_number'), message: productMessages.certificateTooLong });
    else if (seen.has(certificate)) issues.push({ path: at('certificate_number'), message: productMessages.approvalRepeated });
    if (row.scope.length > ROW_VALUE_MAX) issues.push({ path: at('scope'), message: productMessages.itemTooLong });
    if (row.validUntil !== '' && !isCalendarDate(row.validUntil)) issues.push({ path: at('valid_until'), message: productMessages.validUntil });
    seen.add(certificate);
    if (issues.length === before) approvals.push({ body: row.body as ApprovalBody, certificate_number: row.certificate, scope: row.scope || null, valid_until: row.validUntil || null });
  }
  return approvals;
}

/** Ticked values of a fixed vocabulary sent as a list, stored in the vocabulary's order. */
function readChoices(flat: Flat, name: string, vocabulary: readonly string[], message: string, issues: Issue[]): string[] {
  const ticked = new Set(numbered(flat, name).values());
  ticked.delete('');
  if ([...ticked].some((value) => !vocabulary.includes(value))) issues.push({ path: name, message });
  return vocabulary.filter((value) => ticked.has(value));
}

/** The product form's fields from the flat form data; every problem is reported under its input's name. */
function productFields(flat: Flat, context: z.RefinementCtx): ProductFields {
  const issues: Issue[] = [];
  const scalars = scalarFields.safeParse(flat);
  if (!scalars.success) for (const issue of scalars.error.issues) issues.push({ path: String(issue.path[0] ?? 'id'), message: issue.message });
  const lists = Object.fromEntries(productLists.map(({ name }) => [name, readList(flat, name, issues)])) as Record<ProductListName, string[]>;
  const specificationValues = Object.fromEntries(
    specificationLists.map(({ name }) => [name, readList(flat, name, issues)] as const).filter(([, values]) => values.length > 0),
  ) as Partial<Record<SpecificationListName, string[]>>;
  const tables = Object.fromEntries(productTables.map(({ name }) => [name, readTable(flat, name, issues)])) as Record<ProductTableName, TechnicalRows>;
  const approvals = readApprovals(flat, issues);
  const welding_currents = readChoices(flat, 'welding_currents', weldingCurrents, productMessages.weldingCurrent, issues);
  const coating = text(flat.coating) || null;
  if (coating !== null && !(coatings as readonly string[]).includes(coating)) issues.push({ path: 'coating', message: productMessages.coating });
  if (scalars.success && scalars.data.is_upcoming && !scalars.data.launch_date) issues.push({ path: 'launch_date', message: productMessages.launchDateNeeded });
  for (const issue of issues) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  if (!scalars.success) return z.NEVER;
  const { specifications: specificationRows, ...otherTables } = tables;
  return { ...scalars.data, ...lists, ...otherTables, specifications: { ...specificationValues, rows: specificationRows }, approvals, welding_currents, coating };
}

const flatForm = z.record(z.string(), z.unknown());

export const newProductSchema = flatForm.transform(productFields);
export const productEditSchema = flatForm.transform((flat, context) => {
  const current = productSlug.safeParse(flat.current_id);
  const version = z.coerce.number().int().positive().max(2_147_483_647).safeParse(flat.version);
  const fields = productFields(flat, context);
  if (!current.success || !version.success) {
    context.addIssue({ code: 'custom', path: ['form'], message: productMessages.stale });
    return z.NEVER;
  }
  return { ...fields, current_id: current.data, version: version.data };
});

export type ProductEditInput = z.output<typeof productEditSchema>;

/** A product's stored values as the form's flat input values (the editor and the 'new from this one' copy). */
export function productFormValues(product: Omit<ProductFields, 'launch_date'> & { launch_date: string | null }): Record<string, string> {
  const values: Record<string, string> = {
    id: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    subcategory: product.subcategory,
    is_available: String(product.is_available),
    is_upcoming: String(product.is_upcoming),
    launch_date: product.launch_date ?? '',
  };
  for (const { name } of productLists) product[name].forEach((item, index) => (values[`${name}.${index}`] = item));
  for (const { name } of specificationLists) (product.specifications[name] ?? []).forEach((item, index) => (values[`${name}.${index}`] = item));
  product.approvals.forEach((approval, index) => {
    for (const { part } of approvalRows.parts) values[`${approvalRows.name}.${index}.${part}`] = approval[part] ?? '';
  });
  product.welding_currents.forEach((current, index) => (values[`welding_currents.${index}`] = current));
  values.coating = product.coating ?? '';
  for (const { name } of productTables) {
    const rows = name === 'specifications' ? (product.specifications.rows ?? []) : product[name];
    rows.forEach((row, index) => {
      values[`${name}.${index}.key`] = row.key;
      values[`${name}.${index}.value`] = String(row.value);
    });
  }
  return values;
}
