'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { provideToastRegion } from '@/components/ui/toaster';

// The site's toasts (spec §8): a polite live region at the top of the screen, each toast shown
// for 5 seconds (paused while pointed at or focused), closable, the newest on top and at most
// three at once. Our own rather than a library: the forms that raise toasts are the only pages
// that load this, and a library's stacking and swiping cost them more than the form itself.

type ToastKind = 'success' | 'error' | 'info';
type ToastOptions = { description?: string; duration?: number };
type ShownToast = { id: number; kind: ToastKind; title: string; description?: string; duration: number };

const DURATION_MS = 5000;
const MAX_VISIBLE = 3;

let shown: ShownToast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function show(kind: ToastKind, title: string, options: ToastOptions = {}) {
  const id = ++lastId;
  shown = [{ id, kind, title, description: options.description, duration: options.duration ?? DURATION_MS }, ...shown].slice(0, MAX_VISIBLE);
  emit();
  return id;
}

function dismiss(id?: number) {
  shown = id === undefined ? [] : shown.filter((item) => item.id !== id);
  emit();
}

/** sonner's calls as the site makes them: `toast(…)`, `toast.success(…)`, `toast.error(…)`, `toast.dismiss(id?)`. */
export const toast = Object.assign((title: string, options?: ToastOptions) => show('info', title, options), {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
  dismiss,
});

const kindClasses: Record<ToastKind, { box: string; icon: string }> = {
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: 'icon-circle-check text-emerald-700' },
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: 'icon-circle-alert text-red-700' },
  info: { box: 'border-border bg-background text-foreground', icon: 'icon-info text-muted-foreground' },
};

function Toast({ item }: { item: ShownToast }) {
  const paused = useRef(false);
  useEffect(() => {
    // Counts down only while neither pointed at nor focused, so a toast being read stays.
    let left = item.duration;
    const tick = 250;
    const timer = setInterval(() => {
      if (paused.current) return;
      left -= tick;
      if (left <= 0) dismiss(item.id);
    }, tick);
    return () => clearInterval(timer);
  }, [item.id, item.duration]);
  const pause = () => void (paused.current = true);
  const resume = () => void (paused.current = false);
  const { box, icon } = kindClasses[item.kind];
  return (
    <li
      data-toast={item.kind}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={resume}
      className={`toast-enter pointer-events-auto relative flex w-full items-start gap-2.5 rounded-lg border p-4 pr-10 text-sm shadow-lg ${box}`}
    >
      <span className={`mt-px size-4 ${icon}`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{item.title}</p>
        {item.description && <p className="mt-0.5 opacity-90">{item.description}</p>}
      </div>
      <button
        type="button"
        aria-label="Close toast"
        onClick={() => dismiss(item.id)}
        className="absolute top-2 right-2 rounded-sm p-1 opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/40"
      >
        <span className="icon-x size-4" />
      </button>
    </li>
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const noToasts: ShownToast[] = [];

function ToastRegion() {
  const items = useSyncExternalStore(subscribe, () => shown, () => noToasts);
  return (
    <section aria-label="Notifications" data-toast-region="" className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex justify-center px-4">
      <ol aria-live="polite" aria-relevant="additions text" className="flex w-full max-w-sm flex-col gap-2">
        {items.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}

// Importing `toast` from here puts the region into the layout (components/ui/toaster.tsx).
provideToastRegion(ToastRegion);
