import * as React from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';

// shadcn/ui's Badge, with the industrial palette's accent and steel variants. The classes are in
// app/globals.css (components layer), as the Button's are: short in every page's markup.
export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'accent' | 'steel' | 'spark' | 'destructive';
const badgeVariants = ({ variant }: { variant?: BadgeVariant | null } = {}) => `badge badge-${variant ?? 'default'}`;

function Badge({ className, variant, asChild = false, ...props }: React.ComponentProps<'span'> & { variant?: BadgeVariant | null; asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

export { Badge, badgeVariants };
