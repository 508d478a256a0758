import type { KeyboardEvent } from 'react';

/**
 * The keydown handler of an open menu's container (the mobile menu, the floating contact): Escape
 * closes it and returns focus to its toggle (the container's button with aria-expanded), as the
 * header's dropdowns do.
 */
export function closeOnEscape(open: boolean, close: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close();
    event.currentTarget.querySelector<HTMLElement>('[aria-expanded]')?.focus();
  };
}
