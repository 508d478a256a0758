import {
  approvalBodies,
  approvalBodyNames,
  awsClasses,
  coatings,
  currentApprovals,
  isApprovalBody,
  standardRank,
  weldingCurrentLabels,
  weldingCurrents,
  weldingPositions,
  type ProductApproval,
} from '@/lib/domain/classification';

// The product finder: the facets a buyer narrows a list by (approval, class, standard, position,
// current, diameter, pack, coating, type), read from a product's structured fields, and how a
// selection kept in the URL filters a list and counts what each further choice would leave.
// Within one facet the ticked values are alternatives (IBR or RDSO); across facets they combine
// (IBR and 3.15 mm). Pure: pages, queries and tests share it.

export const facetKeys = ['approval', 'class', 'standard', 'position', 'current', 'diameter', 'pack', 'coating', 'type'] as const;
export type FacetKey = (typeof facetKeys)[number];

export const facetLabels: Record<FacetKey, string> = {
  approval: 'Approval',
  class: 'AWS class',
  standard: 'Standard',
  position: 'Welding position',
  current: 'Current',
  diameter: 'Diameter',
  pack: 'Spool / pack',
  coating: 'Coating / flux type',
  type: 'Type',
};

/** A product's values, per facet. */
export type FacetValues = Record<FacetKey, string[]>;

/** The structured fields facets are read from (a product, or its facet_source column). */
export type FacetSource = {
  subcategory: string;
  classification: Record<string, string>;
  approvals: Pick<ProductApproval, 'body' | 'valid_until'>[];
  welding_positions: string[];
  welding_currents: string[];
  coating: string | null;
  specifications: Record<string, string | string[]>;
};

/** A product with nothing to filter by. */
export const emptyFacetSource: FacetSource = {
  subcategory: '',
  classification: {},
  approvals: [],
  welding_positions: [],
  welding_currents: [],
  coating: null,
  specifications: {},
};

const listOf = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** '3.15 x 350 mm' and '1.2 mm' are sized by their diameter: '3.15', '1.2'. */
export function diameterOf(size: string): string | null {
  return size.match(/^\s*(\d+(?:\.\d+)?)\s*(?:x|mm)/i)?.[1] ?? null;
}

/** '15 kg (D300)', '250 kg drum' and '5 kg tube (1000 mm rods)' are packs of '15 kg', '250 kg', '5 kg'. */
export function packOf(pack: string): string | null {
  const match = pack.match(/^\s*(\d+(?:\.\d+)?)\s*kg\b/i);
  return match ? `${match[1]} kg` : null;
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/** What a product offers per facet; approvals only while they hold on `today` (YYYY-MM-DD). */
export function productFacetValues(product: FacetSource, today: string): FacetValues {
  const specs = product.specifications ?? {};
  return {
    approval: currentApprovals(product.approvals ?? [], today).map((approval) => approval.body),
    class: awsClasses(product.classification ?? {}),
    standard: Object.keys(product.classification ?? {}),
    position: unique(product.welding_positions ?? []),
    current: unique(product.welding_currents ?? []),
    diameter: unique(listOf(specs.diameters).map(diameterOf)),
    pack: unique(listOf(specs.spool_weights).map(packOf)),
    coating: product.coating ? [product.coating] : [],
    type: product.subcategory ? [product.subcategory] : [],
  };
}

/** The ticked values per facet, as the URL carries them (?approval=IBR&diameter=3.15). */
export type FacetSelection = Partial<Record<FacetKey, string[]>>;

/** Longest value and most values per facet taken from a URL: more cannot be a real choice. */
const MAX_VALUE_LENGTH = 80;
const MAX_VALUES_PER_FACET = 30;

export function parseFacetSelection(params: Record<string, string | string[] | undefined>): FacetSelection {
  const selection: FacetSelection = {};
  for (const key of facetKeys) {
    const values = unique(
      listOf(params[key])
        .map((value) => value.trim())
        .filter((value) => value.length <= MAX_VALUE_LENGTH),
    ).slice(0, MAX_VALUES_PER_FACET);
    if (values.length > 0) selection[key] = values;
  }
  return selection;
}

export const selectionSize = (selection: FacetSelection): number => facetKeys.reduce((total, key) => total + (selection[key]?.length ?? 0), 0);

/** The selection as URL parameters, in facet order (so equal selections give equal URLs). */
export function facetSearchParams(selection: FacetSelection): [string, string][] {
  return facetKeys.flatMap((key) => (selection[key] ?? []).map((value): [string, string] => [key, value]));
}

/** A link to `path` with `base` parameters (the search text) and a selection. */
export function finderHref(path: string, base: [string, string][], selection: FacetSelection): string {
  const query = new URLSearchParams([...base, ...facetSearchParams(selection)]).toString();
  return query ? `${path}?${query}` : path;
}

export type FacetOption = { value: string; label: string; count: number; selected: boolean };
export type Facet = { key: FacetKey; label: string; options: FacetOption[] };

function matchesFacet(values: FacetValues, key: FacetKey, chosen: string[] | undefined): boolean {
  return !chosen || chosen.length === 0 || chosen.some((value) => values[key].includes(value));
}

const fixedOrders: Partial<Record<FacetKey, readonly string[]>> = {
  approval: approvalBodies,
  position: weldingPositions,
  current: weldingCurrents,
  coating: coatings,
};

const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareValues(key: FacetKey, a: string, b: string): number {
  const order = fixedOrders[key];
  if (order) {
    const rank = (value: string) => (order.includes(value) ? order.indexOf(value) : order.length);
    return rank(a) - rank(b) || natural.compare(a, b);
  }
  if (key === 'diameter' || key === 'pack') return parseFloat(a) - parseFloat(b) || natural.compare(a, b);
  if (key === 'standard') return standardRank(a) - standardRank(b) || natural.compare(a, b);
  return natural.compare(a, b);
}

export function facetOptionLabel(key: FacetKey, value: string): string {
  if (key === 'diameter') return `${value} mm`;
  if (key === 'current' && (weldingCurrents as readonly string[]).includes(value)) return weldingCurrentLabels[value as keyof typeof weldingCurrentLabels];
  return value;
}

/** The longer name of an option, for a tooltip or a screen reader, where it has one. */
export function facetOptionTitle(key: FacetKey, value: string): string | undefined {
  return key === 'approval' && isApprovalBody(value) ? approvalBodyNames[value] : undefined;
}

export type FinderResult<T> = {
  /** the items every ticked facet allows, in their original order */
  items: T[];
  /** the facets worth showing for this list, each option with the count it would leave */
  facets: Facet[];
  /** how many items (products, when an item stands for several) there were before facets narrowed them */
  total: number;
};

/**
 * Filters `items` by the selection and counts, for every option, how many items would be left
 * if it were ticked as well (its own facet's other ticks set aside, since those are alternatives).
 * A facet with a single option that every item has cannot narrow anything and is left out,
 * unless something in it is ticked. An item may stand for several products that share their
 * values (`weightOf` says how many): counts and the total are in products.
 */
export function applyFacets<T>(items: T[], valuesOf: (item: T) => FacetValues, selection: FacetSelection, weightOf: (item: T) => number = () => 1): FinderResult<T> {
  const ticked = facetKeys.filter((key) => (selection[key]?.length ?? 0) > 0);
  // One pass over the items (a search may bring thousands): per facet, the values present in
  // order of first appearance, how many items have any, and the counts each option would leave.
  const present = new Map<FacetKey, Set<string>>(facetKeys.map((key) => [key, new Set()]));
  const counts = new Map<FacetKey, Map<string, number>>(facetKeys.map((key) => [key, new Map()]));
  const itemsWithValues = new Map<FacetKey, number>(facetKeys.map((key) => [key, 0]));
  const kept: T[] = [];
  let total = 0;
  for (const item of items) {
    const values = valuesOf(item);
    const weight = weightOf(item);
    total += weight;
    // Which ticked facets the item fails: it counts for a facet's options when it fails no other.
    const fails = ticked.filter((key) => !matchesFacet(values, key, selection[key]));
    if (fails.length === 0) kept.push(item);
    for (const key of facetKeys) {
      const own = values[key];
      if (own.length === 0) continue;
      itemsWithValues.set(key, itemsWithValues.get(key)! + weight);
      const seen = present.get(key)!;
      for (const value of own) seen.add(value);
      if (fails.length === 0 || (fails.length === 1 && fails[0] === key)) {
        const tally = counts.get(key)!;
        for (const value of own) tally.set(value, (tally.get(value) ?? 0) + weight);
      }
    }
  }
  const facets: Facet[] = [];
  for (const key of facetKeys) {
    const chosen = selection[key] ?? [];
    const values = present.get(key)!;
    if (values.size === 0 && chosen.length === 0) continue;
    const everyItemHasIt = values.size === 1 && itemsWithValues.get(key) === total;
    if (everyItemHasIt && chosen.length === 0) continue;
    const tally = counts.get(key)!;
    const options = [...new Set([...values, ...chosen])].sort((a, b) => compareValues(key, a, b));
    facets.push({
      key,
      label: facetLabels[key],
      options: options.map((value) => ({ value, label: facetOptionLabel(key, value), count: tally.get(value) ?? 0, selected: chosen.includes(value) })),
    });
  }
  return { items: kept, facets, total };
}
