'use client';

import { UTM_KEYS } from '@/lib/domain/lead-origin';

// The visit's utm_* parameters: taken from the address the visitor landed on and kept for the
// browser session, so a lead sent three pages later still carries its campaign.

const STORAGE_KEY = 'lead-origin-utm';

export function rememberVisitUtm(): void {
  try {
    const params = new URLSearchParams(window.location.search);
    const utm: Record<string, string> = {};
    for (const key of UTM_KEYS) {
      const value = params.get(key);
      if (value) utm[key] = value.slice(0, 200);
    }
    if (Object.keys(utm).length > 0) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(utm));
  } catch {
    // storage can be disabled; the Referer is the fallback
  }
}

export function visitUtm(): string {
  rememberVisitUtm();
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? '{}';
  } catch {
    return '{}';
  }
}
