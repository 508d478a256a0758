'use client';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LaunchNotifyForm } from '@/components/forms/ppe-interest';

export type NotifyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (useDialogTrigger's returnFocus). */
  onCloseAutoFocus: (event: Event) => void;
  productId: string;
  productName: string;
  onSubscribed: () => void;
};

/** The Get Notified dialog with its form: loaded by GetNotifiedButton on first use. */
export default function NotifyDialog({ open, onOpenChange, onCloseAutoFocus, productId, productName, onSubscribed }: NotifyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Get Notified</DialogTitle>
          <DialogDescription>
            We&apos;ll e-mail you once when <span className="font-semibold text-foreground">{productName}</span> launches.
          </DialogDescription>
        </DialogHeader>
        <LaunchNotifyForm
          productId={productId}
          onSuccess={() => {
            onSubscribed();
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
