import { cva } from 'class-variance-authority';

// shadcn/ui's Button with the spec's nine variants; the last three are the industrial identity.
// Apart from the Button so that client islands can style a button or link with it without
// loading the Button's Slot and class merging (tailwind-merge) into the browser.
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-60 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90',
        outline: 'border border-input bg-background shadow-xs hover:bg-muted hover:text-foreground',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        ghost: 'hover:bg-muted hover:text-foreground',
        link: 'text-accent underline-offset-4 hover:underline',
        industrial:
          'border-b-4 border-accent bg-steel text-steel-foreground uppercase tracking-wider shadow-md hover:bg-steel/90 hover:border-spark',
        accent: 'bg-accent text-accent-foreground uppercase tracking-wide shadow-sm hover:bg-accent/90',
        hero: 'bg-accent px-8 text-base text-accent-foreground uppercase tracking-widest shadow-lg shadow-accent/30 hover:-translate-y-0.5 hover:bg-accent/90',
      },
      size: {
        default: 'h-10 px-4 py-2 has-[>svg]:px-3',
        sm: 'h-8 gap-1.5 px-3 has-[>svg]:px-2.5',
        lg: 'h-12 px-6 has-[>svg]:px-4',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
