// shadcn/ui's Button with the spec's nine variants; the last three are the industrial identity.
// The classes are defined in app/globals.css (components layer), one per variant and one per size
// (`btn-<variant>`, `btn-size-<size>`): short names keep each button's markup small; utilities
// passed as className override them. Apart from the Button so that client islands can style a
// button or link without loading its Slot and tailwind-merge; a plain function rather than
// class-variance-authority, whose general machinery every page's header paid ~0.5 KiB gz for.
export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link' | 'industrial' | 'accent' | 'hero';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';
export type ButtonVariantProps = { variant?: ButtonVariant | null; size?: ButtonSize | null; className?: string };

export function buttonVariants({ variant, size, className }: ButtonVariantProps = {}) {
  const classes = `btn btn-${variant ?? 'default'} btn-size-${size ?? 'default'}`;
  return className ? `${classes} ${className}` : classes;
}
