'use client';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { QuoteForm } from '@/components/forms/quote-form';

export type QuoteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (useDialogTrigger's returnFocus). */
  onCloseAutoFocus: (event: Event) => void;
  productName: string;
  productCategory: string;
  productId?: string;
};

/** Opens on the visitor's name rather than on the read-only product line. */
function focusFirstEditableField(event: Event) {
  const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([readonly]):not([tabindex="-1"]), select, textarea',
  );
  if (field) {
    event.preventDefault();
    field.focus();
  }
}

/**
 * The quote dialog with its form: loaded by RequestQuoteButton on first use, so that catalogue
 * pages do not ship the form, its validation and the dialog to visitors who only browse.
 */
export default function QuoteDialog({ open, onOpenChange, onCloseAutoFocus, productName, productCategory, productId }: QuoteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onOpenAutoFocus={focusFirstEditableField} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Request a Quote</DialogTitle>
          <DialogDescription>
            Tell us what you need for <span className="font-semibold text-foreground">{productName}</span> and our sales team will send prices and availability.
          </DialogDescription>
        </DialogHeader>
        <QuoteForm productCategory={productCategory} productId={productId} onSuccess={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
