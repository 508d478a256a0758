import * as React from 'react';

// shadcn/ui's Skeleton. `className` adds sizes (appended, not merged: it also renders in client
// islands, which should not load class merging).
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="skeleton" className={`animate-pulse rounded-md bg-muted ${className ?? ''}`} {...props} />;
}

export { Skeleton };
