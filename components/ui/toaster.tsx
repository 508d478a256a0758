'use client';

import { useSyncExternalStore, type ComponentType } from 'react';

// The toast region (spec §8) sits in every page's layout, but its code comes only with the
// pages whose forms raise toasts: components/ui/toast.tsx, which those forms import, hands its
// region over here when it loads. Nothing is fetched later, so a toast shows even when the
// network is gone by then (the forms' failure toasts).

let region: ComponentType | null = null;
const listeners = new Set<() => void>();

/** Called once by components/ui/toast.tsx as it loads. */
export function provideToastRegion(component: ComponentType) {
  region = component;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function Toaster() {
  const Region = useSyncExternalStore(subscribe, () => region, () => null);
  return Region ? <Region /> : null;
}
