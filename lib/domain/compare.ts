// Comparing products side by side: which products a /compare URL names, and the URL for a set.
// Pure.

import { isSlug } from '@/lib/domain/slug';

/** Spec of the finder: up to four products side by side (more no longer fit a printed page). */
export const MAX_COMPARED_PRODUCTS = 4;

/**
 * The products of /compare?ids=a,b,c, in order, without repeats; repeated parameters
 * (?ids=a&ids=b, what the form sends without JavaScript) count too. Beyond the maximum they are
 * left out, and `dropped` says how many.
 */
export function parseComparedIds(value: string | string[] | undefined): { ids: string[]; dropped: number } {
  const all = [...new Set((Array.isArray(value) ? value : [value ?? '']).flatMap((part) => part.split(',')).map((id) => id.trim()).filter(isSlug))];
  return { ids: all.slice(0, MAX_COMPARED_PRODUCTS), dropped: Math.max(0, all.length - MAX_COMPARED_PRODUCTS) };
}

export function compareHref(ids: string[]): string {
  return ids.length > 0 ? `/compare?ids=${ids.join(',')}` : '/compare';
}
