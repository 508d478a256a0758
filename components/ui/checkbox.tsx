import * as React from 'react';
import { clsx } from 'clsx';

/** A native checkbox in the site's colours: it submits with the form, with or without JavaScript. */
function Checkbox({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      // A component class (app/globals.css): className overrides it without class merging.
      className={clsx('checkbox', className)}
      {...props}
    />
  );
}

export { Checkbox };
