// The welding trade's vocabulary for choosing a consumable: approval bodies, welding currents,
// coatings, and how classification designations ('E7018 H4R', 'ER70S-6') are written and typed.
// Pure: the schema, the seed, the finder, search and the pages all read it.

export { approvalBodies, approvalBodyNames, type ApprovalBody } from '@/lib/domain/approval-bodies';
import { approvalBodies, type ApprovalBody } from '@/lib/domain/approval-bodies';

/** One approval of a product: who granted it, the certificate, what it covers and until when. */
export type ProductApproval = {
  body: ApprovalBody;
  certificate_number: string;
  /** what the approval covers, e.g. 'Grade 3Y H5' or 'IRS M-28, Class II' */
  scope: string | null;
  /** ISO date (YYYY-MM-DD) the certificate is valid until; null when it does not lapse */
  valid_until: string | null;
};

export const isApprovalBody = (value: string): value is ApprovalBody => (approvalBodies as readonly string[]).includes(value);

/** An approval counts until the end of its last valid day; `today` is an ISO date (YYYY-MM-DD). */
export function isApprovalCurrent(approval: Pick<ProductApproval, 'valid_until'>, today: string): boolean {
  return approval.valid_until === null || approval.valid_until >= today;
}

/** The approvals that hold today, in the vocabulary's order. */
export function currentApprovals<T extends Pick<ProductApproval, 'body' | 'valid_until'>>(approvals: T[], today: string): T[] {
  return approvals
    .filter((approval) => isApprovalCurrent(approval, today))
    .sort((a, b) => approvalBodies.indexOf(a.body) - approvalBodies.indexOf(b.body));
}

/** Today's date as the approvals' validity is written (UTC, so every server agrees). */
export const isoToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The welding current a consumable runs on: alternating, or direct with the electrode positive or negative. */
export const weldingCurrents = ['AC', 'DC+', 'DC-'] as const;
export type WeldingCurrent = (typeof weldingCurrents)[number];
export const weldingCurrentLabels: Record<WeldingCurrent, string> = {
  AC: 'AC',
  'DC+': 'DC+ (electrode positive)',
  'DC-': 'DC− (electrode negative)',
};

/** The welding positions in the order codes list them (flat first, overhead last). */
export const weldingPositions = ['Flat', 'Horizontal', 'Vertical-up', 'Vertical-down', 'Overhead'] as const;

/**
 * An electrode's coating, a flux-cored wire's core or a submerged-arc flux's type: what decides
 * how it runs and where it may be used.
 */
export const coatings = [
  'Rutile',
  'Basic',
  'Cellulosic',
  'Rutile-basic',
  'Basic-rutile',
  'Graphite-basic',
  'Rutile flux core',
  'Self-shielded flux core',
  'Fluoride-basic flux',
  'Aluminate-basic flux',
] as const;
export type Coating = (typeof coatings)[number];

/**
 * A designation reduced to its letters and digits, lower-cased: 'E 7018', 'e-7018' and 'E7018'
 * are all 'e7018', and 'ER70S6' is 'ER70S-6'. Search compares designations this way.
 */
export function compactDesignation(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The designations written in one classification value: 'F7A4-EM12K / F7P4-EM12K' holds two. */
export function designationsOf(value: string): string[] {
  return value
    .split(/\s+\/\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The class without its diffusible-hydrogen designator, as buyers name it: 'E7018 H4R' is an
 * E7018, 'E7018-1 H4R' an E7018-1, 'E71T-1C H8' an E71T-1C.
 */
export function baseDesignation(designation: string): string {
  return designation.replace(/\s+H\d{1,2}R?$/i, '').trim();
}

/**
 * The order engineers read standards in: AWS, IS, EN ISO, EN, DIN, IEC, then anything else
 * (marks and approvals) in the order given.
 */
const standardFamilies = [/^(AWS|SFA|ASME)/i, /^IS\b/i, /^(EN ISO|ISO)\b/i, /^EN\b/i, /^DIN\b/i, /^IEC\b/i, /^BIS\b/i];
export function standardRank(standard: string): number {
  const index = standardFamilies.findIndex((pattern) => pattern.test(standard));
  return index === -1 ? standardFamilies.length : index;
}

/** AWS designations are the ones buyers search and filter by ('AWS/SFA 5.1', 'AWS A5.18'). */
export const isAwsStandard = (standard: string): boolean => /^(AWS|SFA)\b/i.test(standard.trim());

/** The AWS classes of a product, hydrogen designators dropped: { 'AWS/SFA 5.1': 'E7018-1 H4R' } gives ['E7018-1']. */
export function awsClasses(classification: Record<string, string>): string[] {
  const classes = Object.entries(classification)
    .filter(([standard]) => isAwsStandard(standard))
    .flatMap(([, value]) => designationsOf(value).map(baseDesignation));
  return [...new Set(classes)];
}

/**
 * What a compacted query may name exactly: itself, and for a bare AWS electrode number ('7018')
 * the electrode it stands for ('e7018'), as buyers say "seventy-eighteen" for an E7018.
 */
export function designationCandidates(compact: string): string[] {
  if (!compact) return [];
  return /^\d{4,5}$/.test(compact) ? [compact, `e${compact}`] : [compact];
}

/** Every way a classification value is matched exactly: each designation and its base, compacted. */
export function compactDesignationsOf(value: string): string[] {
  return [...new Set(designationsOf(value).flatMap((designation) => [compactDesignation(designation), compactDesignation(baseDesignation(designation))]))];
}
