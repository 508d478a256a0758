'use client';

import type * as React from 'react';
import { clsx } from 'clsx';

/**
 * shadcn's Label as a plain <label> (Radix's Label adds only the double-click guard below, at the
 * price of its Primitive layer in every form page's script).
 */
function Label({ className, onMouseDown, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      // A component class (app/globals.css): className overrides it without class merging.
      className={clsx('field-label', className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // A double click on the label does not select its text (unless it lands in a control).
        const inControl = (event.target as HTMLElement).closest('button, input, select, textarea');
        if (!inControl && !event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}

export { Label };
