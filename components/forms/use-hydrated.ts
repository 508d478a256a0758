'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server HTML and while hydrating, true once JavaScript runs. Forms use it to show
 * their no-JavaScript fallbacks (in-page notices, links instead of dialogs) only when needed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
