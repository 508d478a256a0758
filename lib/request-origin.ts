import { UTM_KEYS, type LeadOrigin, type Utm } from '@/lib/domain/lead-origin';
import { cleanSingleLine } from '@/lib/schemas/fields';

// Where a lead came from (lib/domain/lead-origin.ts), read from a submission. The form sends
// both in hidden fields (filled in the browser, see components/forms/visit-utm.ts); without
// JavaScript the Referer header stands in for them.

const MAX_PATH = 500;
const MAX_UTM_VALUE = 200;

/** Keeps only the utm_* keys we know, as short single-line strings. */
export function pickUtm(source: URLSearchParams | Record<string, unknown>): Utm {
  const get = (key: string) => (source instanceof URLSearchParams ? source.get(key) : source[key]);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = cleanSingleLine(get(key));
    if (typeof value === 'string' && value !== '') utm[key] = value.slice(0, MAX_UTM_VALUE);
  }
  return utm;
}

/** A same-site path (with its query minus utm_*), or null for anything else. */
export function normalisePagePath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(trimmed, 'http://site.invalid');
  } catch {
    return null;
  }
  for (const key of [...url.searchParams.keys()]) if (key.startsWith('utm_')) url.searchParams.delete(key);
  const path = cleanSingleLine(url.pathname + url.search) as string;
  return path.slice(0, MAX_PATH);
}

function parseUtmField(raw: unknown): Utm {
  if (typeof raw !== 'string' || raw === '' || raw.length > 4000) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? pickUtm(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The origin of a submission: the hidden fields when the browser filled them, else the Referer
 * (only when it points at this site: `host` is the request's own host).
 */
export function resolveLeadOrigin(fields: { source_page?: unknown; utm?: unknown }, referer: string | null, host: string | null): LeadOrigin {
  const fromForm = normalisePagePath(fields.source_page);
  if (fromForm) return { source_page: fromForm, utm: parseUtmField(fields.utm) };
  if (referer && host) {
    try {
      const url = new URL(referer);
      if (url.host === host) return { source_page: normalisePagePath(url.pathname + url.search), utm: pickUtm(url.searchParams) };
    } catch {
      // an unparsable Referer is no origin
    }
  }
  return { source_page: null, utm: {} };
}
