'use client';

import { lazy, Suspense, useEffect } from 'react';
import { FileText } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { quotePagePath } from '@/components/forms/form-paths';
import { useDialogTrigger } from '@/components/forms/use-dialog-trigger';
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

/**
 * Request Quote on product cards, the product page and PPE's Pre-Order Quote: opens the quote
 * dialog prefilled with the product. Before JavaScript runs (or without it) it is a link to the
 * same form on its own page.
 */
// The dialog and its form load on first use (useDialogTrigger): a page of cards costs nothing until then.
const loadQuoteDialog = () => import('@/components/forms/quote-dialog');
const QuoteDialog = lazy(loadQuoteDialog);

export function RequestQuoteButton({ categoryLabel, productName, productId, label = 'Request Quote', variant = 'accent', className }: RequestQuoteButtonProps) {
  const hydrated = useHydrated();
  const productCategory = `${categoryLabel} - ${productName}`;
  const quotePage = quotePagePath(productCategory, productId);
  const { open, setOpen, used, triggerProps } = useDialogTrigger(loadQuoteDialog, quotePage);
  useEffect(rememberVisitUtm, []);

  if (!hydrated) {
    return (
      <Button asChild variant={variant} className={className}>
        <a href={quotePage} aria-label={`${label}: ${productName}`}>
          <FileText aria-hidden="true" />
          {label}
        </a>
      </Button>
    );
  }
  return (
    <>
      <Button variant={variant} className={className} aria-label={`${label}: ${productName}`} {...triggerProps}>
        <FileText aria-hidden="true" />
        {label}
      </Button>
      {used && (
        <Suspense>
          <QuoteDialog open={open} onOpenChange={setOpen} productName={productName} productCategory={productCategory} productId={productId} />
        </Suspense>
      )}
    </>
  );
}
