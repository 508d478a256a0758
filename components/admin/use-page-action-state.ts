'use client';

import { useActionState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';

/**
 * React's useActionState with this page's own address as the form's permalink. Without one React
 * writes the form as `action=""`, which HTML does not allow (the W3C checker's error); with it the
 * form posts to the page's address, query included, as `action=""` did, when JavaScript is off.
 * React matches the answer of such a post to its form by the permalink, so where one page holds
 * several forms of one action (a row's controls) each names its own `anchor`: the element the
 * answer scrolls to (its message).
 */
export function usePageActionState<State, Payload>(
  action: (state: Awaited<State>, payload: Payload) => State | Promise<State>,
  initialState: Awaited<State>,
  anchor?: string,
) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const address = query ? `${pathname}?${query}` : pathname;
  return useActionState(action, initialState, anchor ? `${address}#${anchor}` : address);
}
