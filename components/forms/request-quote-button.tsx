'use client';

import { useEffect, useState } from 'react';
import { FileText } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { QuoteForm, quotePagePath } from '@/components/forms/quote-form';
import { useHydrated } from '@/components/forms/use-hydrated';
import { rememberVisitUtm } from '@/components/forms/visit-utm';

export type RequestQuoteButtonProps = {
  /** Prefills the quote's product_category as 'category - product name' (spec §3). */
  categoryLabel: string;
  productName: string;
  productId?: string;
  label?: string;
  variant?: ButtonProps['variant'];
  className?: string;
};

/** Opens on the visitor's name rather than on the read-only product line. */
export function focusFirstEditableField(event: Event) {
  const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([readonly]):not([tabindex="-1"]), select, textarea',
  );
  if (field) {
    event.preventDefault();
    field.focus();
  }
}

/**
 * Request Quote on product cards, the product page and PPE's Pre-Order Quote: opens the quote
 * dialog prefilled with the product. Before JavaScript runs (or without it) it is a link to the
 * same form on its own page.
 */
export function RequestQuoteButton({ categoryLabel, productName, productId, label = 'Request Quote', variant = 'accent', className }: RequestQuoteButtonProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const productCategory = `${categoryLabel} - ${productName}`;
  useEffect(rememberVisitUtm, []);

  if (!hydrated) {
    return (
      <Button asChild variant={variant} className={className}>
        <a href={quotePagePath(productCategory, productId)} aria-label={`${label}: ${productName}`}>
          <FileText aria-hidden="true" />
          {label}
        </a>
      </Button>
    );
  }
  return (
    <>
      <Button type="button" variant={variant} className={className} aria-label={`${label}: ${productName}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FileText aria-hidden="true" />
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl" onOpenAutoFocus={focusFirstEditableField}>
          <DialogHeader>
            <DialogTitle>Request a Quote</DialogTitle>
            <DialogDescription>
              Tell us what you need for <span className="font-semibold text-foreground">{productName}</span> and our sales team will send prices and availability.
            </DialogDescription>
          </DialogHeader>
          <QuoteForm productCategory={productCategory} productId={productId} onSuccess={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
