import Link from 'next/link';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A call-to-action link styled as a button, with a trailing arrow; `onDark` suits the steel bands. */
export function CtaLink({
  href,
  children,
  arrow = true,
  onDark = false,
  variant,
  size = 'lg',
  className,
}: {
  href: string;
  children: React.ReactNode;
  arrow?: boolean;
  onDark?: boolean;
} & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  return (
    <Button asChild variant={variant} size={size} className={cn(onDark && 'btn-on-dark', className)}>
      <Link href={href}>
        {children}
        {arrow && <span className="icon-arrow-right" />}
      </Link>
    </Button>
  );
}
