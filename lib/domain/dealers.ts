import { slugFromTitle } from '@/lib/domain/news';

// Dealers as the back office keeps them: how a dealer's id is made, and which map links it keeps.

/** A dealer's id (its readable key): its name and city as one slug, like konkan-weld-traders-thane. */
export function dealerSlug(name: string, city: string): string {
  return slugFromTitle(`${name} ${city}`) || 'dealer';
}

/**
 * The id to use when `base` is taken: base-2, base-3… the first one not in `taken`.
 * (The database's primary key still decides a race between two creations.)
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Only an https address may be a dealer's map link (no javascript:, data: or plain http). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}
