import * as React from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

// shadcn/ui's Badge, with the industrial palette's accent and steel variants. The classes are in
// app/globals.css (components layer), as the Button's are: short in every page's markup.
const badgeVariants = cva('badge', {
  variants: {
    variant: {
      default: 'badge-default',
      secondary: 'badge-secondary',
      outline: 'badge-outline',
      accent: 'badge-accent',
      steel: 'badge-steel',
      spark: 'badge-spark',
      destructive: 'badge-destructive',
    },
  },
  defaultVariants: { variant: 'default' },
});

function Badge({ className, variant, asChild = false, ...props }: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

export { Badge, badgeVariants };
