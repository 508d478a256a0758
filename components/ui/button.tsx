import * as React from 'react';
import { Slot } from 'radix-ui';
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';

export type ButtonProps = React.ComponentProps<'button'> & Omit<ButtonVariantProps, 'className'> & { asChild?: boolean };

function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

export { Button, buttonVariants };
