import * as React from 'react';
import { controlClasses } from '@/components/ui/control-classes';
import { clsx } from 'clsx';

function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      // Component classes (app/globals.css): className overrides them without class merging.
      className={clsx(controlClasses, 'field-input', className)}
      {...props}
    />
  );
}

export { Input };
