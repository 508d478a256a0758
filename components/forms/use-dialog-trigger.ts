'use client';

import { useRef, useState, type MouseEvent } from 'react';

/**
 * A button that opens a dialog whose code loads on first use: `load` starts when a visitor
 * reaches for the button (pointer over it, focus) or at the latest on the click, and the dialog
 * opens once it is there (`used` says when to mount it; it then stays mounted, to close and
 * reopen). If the code cannot be fetched (the network is gone), the click goes to `fallbackHref`,
 * the same form on its own page, rather than failing the page.
 */
export function useDialogTrigger(load: () => Promise<unknown>, fallbackHref: string) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const preload = () => void load();
  return {
    open,
    setOpen,
    used,
    /**
     * The dialog's onCloseAutoFocus: focus goes back to the button that opened it. Radix returns
     * it to its own DialogTrigger only; opened from here, it would drop to the page.
     */
    returnFocus: (event: Event) => {
      event.preventDefault();
      trigger.current?.focus();
    },
    triggerProps: {
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        trigger.current = event.currentTarget;
        load().then(
          () => {
            setUsed(true);
            setOpen(true);
          },
          () => window.location.assign(fallbackHref),
        );
      },
    },
  };
}
