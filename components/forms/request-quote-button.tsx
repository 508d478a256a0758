import Link from 'next/link';
import { Button, type ButtonProps } from '@/components/ui/button';

export type RequestQuoteButtonProps = {
  /** Prefills the quote's product_category as 'category - product name' (spec §3). */
  categoryLabel: string;
  productName: string;
  productId?: string;
  label?: string;
  variant?: ButtonProps['variant'];
  className?: string;
};

/**
 * The entry point to a quote request from a product card, the product page and PPE's
 * Pre-Order Quote. Until the quote dialog lands it leads to the enquiry page.
 */
export function RequestQuoteButton({ productName, label = 'Request Quote', variant = 'accent', className }: RequestQuoteButtonProps) {
  return (
    <Button asChild variant={variant} className={className}>
      <Link href="/inquiry" aria-label={`${label}: ${productName}`}>
        {label}
      </Link>
    </Button>
  );
}
