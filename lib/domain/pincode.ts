// Indian PIN codes and how near two of them are. The digits narrow from the left: the first is
// the postal zone, the first two the sub-zone (a circle, roughly a state), the first three the
// sorting district. Sharing more leading digits means nearer, which is close enough to put the
// nearest dealers first without a map of coordinates.

/** A complete PIN code: six digits, the first not zero. */
export const isPincode = (text: string): boolean => /^[1-9]\d{5}$/.test(text);

/** The PIN code, or the start of one (at least two digits), that a visitor typed; spaces are ignored ('400 601'). */
export function pincodePrefix(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  return /^[1-9]\d{1,5}$/.test(digits) ? digits : null;
}

/** How many leading digits `pincode` shares with `prefix` (0–6). */
export function sharedDigits(prefix: string, pincode: string): number {
  let shared = 0;
  while (shared < prefix.length && shared < pincode.length && prefix[shared] === pincode[shared]) shared++;
  return shared;
}

/**
 * Orders PIN codes nearest to `prefix` first: most shared leading digits, then (a rough second
 * measure within one area) the smallest numeric difference over the digits typed.
 */
export function compareByNearness(prefix: string, a: string, b: string): number {
  const shared = sharedDigits(prefix, b) - sharedDigits(prefix, a);
  if (shared !== 0) return shared;
  const gap = (pincode: string) => Math.abs(Number(pincode.slice(0, prefix.length)) - Number(prefix));
  return gap(a) - gap(b);
}

export type Nearness = 'same-pincode' | 'same-district' | 'same-region' | 'same-zone' | 'farther';

/** What sharing `digits` leading digits means, in words a visitor reads next to a dealer. */
export function nearnessOf(digits: number): Nearness {
  if (digits >= 6) return 'same-pincode';
  if (digits >= 3) return 'same-district';
  if (digits === 2) return 'same-region';
  if (digits === 1) return 'same-zone';
  return 'farther';
}

export const nearnessLabels: Record<Nearness, string> = {
  'same-pincode': 'Same PIN code',
  'same-district': 'Same postal district',
  'same-region': 'Same postal region',
  'same-zone': 'Same postal zone',
  farther: 'Farther away',
};
