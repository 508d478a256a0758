import type { KeyboardEvent, RefObject } from 'react';

/**
 * The keydown handler of an open menu's container (the mobile menu, the floating contact): Escape
 * closes it and returns focus to the button that opened it, as the header's dropdowns do.
 */
export function closeOnEscape(open: boolean, close: () => void, toggle: RefObject<HTMLButtonElement | null>) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close();
    toggle.current?.focus();
  };
}
