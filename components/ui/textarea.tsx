import * as React from 'react';
import { clsx } from 'clsx';
import { controlClasses } from '@/components/ui/control-classes';

function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      // Component classes (app/globals.css): className overrides them without class merging.
      className={clsx(controlClasses, 'field-textarea', className)}
      {...props}
    />
  );
}

export { Textarea };
