import * as React from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

// shadcn/ui's Spinner: announced to screen readers by its label.
function Spinner({ className, label = 'Loading', ...props }: React.ComponentProps<'svg'> & { label?: string }) {
  return <Loader2 role="status" aria-label={label} className={cn('size-4 animate-spin', className)} {...props} />;
}

export { Spinner };
