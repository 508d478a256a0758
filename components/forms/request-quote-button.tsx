'use client';

import { lazy, Suspense, useEffect } from 'react';
import { buttonVariants, type ButtonVariant } from '@/components/ui/button-variants';
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
  variant?: ButtonVariant;
  className?: string;
};

/**
 * Request Quote on product cards, the product page and PPE's Pre-Order Quote: opens the quote
 * dialog prefilled with the product. Before JavaScript runs (or without it) it is a link to the
 * same form on its own page.
 */
// The dialog and its form load on first use (useDialogTrigger): a page of cards costs nothing until then.
// Plain elements with the Button's classes and a CSS icon: the Button's Slot, class merging and
// Lucide's components would be loaded by every catalogue page for this one button.
const loadQuoteDialog = () => import('@/components/forms/quote-dialog');
const QuoteDialog = lazy(loadQuoteDialog);

export function RequestQuoteButton({ categoryLabel, productName, productId, label = 'Request Quote', variant = 'accent', className }: RequestQuoteButtonProps) {
  const hydrated = useHydrated();
  const productCategory = `${categoryLabel} - ${productName}`;
  const quotePage = quotePagePath(productCategory, productId);
  const { open, setOpen, used, returnFocus, triggerProps } = useDialogTrigger(loadQuoteDialog, quotePage);
  useEffect(rememberVisitUtm, []);

  // btn-quote draws the file icon (app/globals.css): a category page has a dozen of these buttons.
  const classes = buttonVariants({ variant, className: className ? `btn-quote ${className}` : 'btn-quote' });
  const content = label;
  if (!hydrated) {
    return (
      <a href={quotePage} aria-label={`${label}: ${productName}`} className={classes}>
        {content}
      </a>
    );
  }
  return (
    <>
      <button className={classes} aria-label={`${label}: ${productName}`} {...triggerProps}>
        {content}
      </button>
      {used && (
        <Suspense>
          <QuoteDialog open={open} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} productName={productName} productCategory={productCategory} productId={productId} />
        </Suspense>
      )}
    </>
  );
}
