import { compareByNearness, nearnessOf, pincodePrefix, sharedDigits, type Nearness } from '@/lib/domain/pincode';

// The dealer locator on /dealers: a visitor types a city, a state or a PIN code (and may pick a
// state); dealers in that place are listed, or with a PIN code the nearest ones first. Pure.

export type LocatableDealer = { id: string; name: string; city: string; state: string; pincode: string };

/** With a PIN code, this many nearest dealers are shown: enough to choose, few enough to read. */
export const NEAREST_DEALERS = 6;
/** The longest text the locator acts on. */
export const MAX_LOCATOR_QUERY = 60;

export type DealerSearch = { near: string; state: string };

export type LocatedDealer<T> = { dealer: T; nearness: Nearness | null };

export type DealerSearchResult<T> =
  | { kind: 'none' }
  | { kind: 'pincode'; pincode: string; dealers: LocatedDealer<T>[] }
  | { kind: 'place'; dealers: LocatedDealer<T>[] };

/** The locator's two fields as the URL carries them (?near=400601&state=Maharashtra), trimmed and capped. */
export function parseDealerSearch(params: Record<string, string | string[] | undefined>): DealerSearch {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const clean = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, MAX_LOCATOR_QUERY);
  return { near: clean(first(params.near)), state: clean(first(params.state)) };
}

const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const byPlace = <T extends LocatableDealer>(a: T, b: T) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city) || a.name.localeCompare(b.name);

/** The states that have dealers, alphabetically, each with how many. */
export function dealerStates<T extends LocatableDealer>(dealers: T[]): { state: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const dealer of dealers) counts.set(dealer.state, (counts.get(dealer.state) ?? 0) + 1);
  return [...counts].map(([state, count]) => ({ state, count })).sort((a, b) => a.state.localeCompare(b.state));
}

/**
 * A PIN code (or its first digits) lists the nearest dealers first; other text lists the dealers
 * whose city or state contains it; a state narrows either. Nothing typed and no state: no list.
 */
export function locateDealers<T extends LocatableDealer>(dealers: T[], search: DealerSearch): DealerSearchResult<T> {
  const state = folded(search.state);
  const inState = state ? dealers.filter((dealer) => folded(dealer.state) === state) : dealers;
  const pincode = pincodePrefix(search.near);
  if (pincode) {
    const nearest = [...inState]
      .sort((a, b) => compareByNearness(pincode, a.pincode, b.pincode) || byPlace(a, b))
      .slice(0, NEAREST_DEALERS)
      .map((dealer) => ({ dealer, nearness: nearnessOf(sharedDigits(pincode, dealer.pincode)) }));
    return { kind: 'pincode', pincode, dealers: nearest };
  }
  const text = folded(search.near);
  if (!text && !state) return { kind: 'none' };
  const matching = text ? inState.filter((dealer) => folded(`${dealer.city} ${dealer.state}`).includes(text)) : inState;
  return { kind: 'place', dealers: [...matching].sort(byPlace).map((dealer) => ({ dealer, nearness: null })) };
}
