import * as React from 'react';
import { controlClasses } from '@/components/ui/control-classes';
import { cn } from '@/lib/utils';

function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-10 px-3 py-2 text-base placeholder:text-muted-foreground md:text-sm',
        controlClasses,
        'file:mr-3 file:h-8 file:cursor-pointer file:rounded file:border-0 file:bg-secondary file:px-3 file:text-sm file:font-semibold file:text-secondary-foreground',
        className,
      )}
      {...props}
    />
  );
}

export { Input };
