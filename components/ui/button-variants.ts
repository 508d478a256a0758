import { cva } from 'class-variance-authority';

// shadcn/ui's Button with the spec's nine variants; the last three are the industrial identity.
// The classes are defined in app/globals.css (components layer): short names keep each button's
// markup small; utilities passed as className override them. Apart from the Button so that
// client islands can style a button or link without loading its Slot and tailwind-merge.
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-default',
      destructive: 'btn-destructive',
      outline: 'btn-outline',
      secondary: 'btn-secondary',
      ghost: 'btn-ghost',
      link: 'btn-link',
      industrial: 'btn-industrial',
      accent: 'btn-accent',
      hero: 'btn-hero',
    },
    size: {
      default: 'btn-size-default',
      sm: 'btn-size-sm',
      lg: 'btn-size-lg',
      icon: 'btn-size-icon',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});
