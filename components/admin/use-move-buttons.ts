'use client';

import { useRef, useState } from 'react';

type Direction = 'up' | 'down';

/**
 * The Move up / Move down buttons of a reorderable list (a product's images, its documents), by row
 * and direction, so that focus can go back to the moved row's button once the list is redrawn.
 */
export function useMoveButtons() {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [registry] = useState(() => ({
    /** A row's ref callback for one of its buttons. */
    register(id: string, direction: Direction, button: HTMLButtonElement | null) {
      if (button) buttons.current.set(`${id}:${direction}`, button);
      else buttons.current.delete(`${id}:${direction}`);
    },
    /** Focus on the moved row's button; at either end the pressed one is disabled, so the other takes it. */
    focus(id: string, direction: Direction) {
      const pressed = buttons.current.get(`${id}:${direction}`);
      const other = buttons.current.get(`${id}:${direction === 'up' ? 'down' : 'up'}`);
      (pressed && !pressed.disabled ? pressed : other)?.focus();
    },
  }));
  return registry;
}
