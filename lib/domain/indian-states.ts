// India's 28 states and 8 union territories, as the dealer records name them (the locator groups
// and filters dealers by these names). Delhi is the National Capital Territory's everyday name.

export const indianStates = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof indianStates)[number];

const folded = (text: string) => text.normalize('NFKC').toLowerCase().replace(/&/g, 'and').replace(/[^a-z]+/g, '');

/** The listed state a visitor typed ('tamil nadu', 'TAMILNADU', 'Jammu & Kashmir'), or null. */
export function matchIndianState(typed: string): IndianState | null {
  const key = folded(typed);
  if (!key) return null;
  if (key === 'newdelhi' || key === 'nctofdelhi') return 'Delhi';
  return indianStates.find((state) => folded(state) === key) ?? null;
}
