import type { Dispatch, KeyboardEvent, MouseEvent, SetStateAction } from 'react';

/**
 * The click handler of a header or contact menu's toggle. The toggle is a submit button whose form
 * leads, without JavaScript or before the page's scripts run, to a page listing the menu's links;
 * once they run, a click opens or closes the menu instead.
 */
export function toggleMenu(setOpen: Dispatch<SetStateAction<boolean>>) {
  return (event: MouseEvent) => {
    event.preventDefault();
    setOpen((open) => !open);
  };
}

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
