import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * PPE's Get Notified button and newsletter box. These placeholders render the controls; the
 * lead-capture work makes them store the e-mail and confirm.
 */
export function GetNotifiedButton({ productName }: { productId: string; productName: string }) {
  return (
    <Button variant="outline" type="button" aria-label={`Get Notified: ${productName}`}>
      <Bell aria-hidden="true" />
      Get Notified
    </Button>
  );
}

export function NewsletterSignup() {
  return (
    <form className="flex w-full max-w-md gap-2" aria-label="Newsletter">
      <label htmlFor="newsletter-email" className="sr-only">
        E-mail address
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        placeholder="Your e-mail address"
        className="h-10 flex-1 rounded-md border border-input bg-background px-3 text-sm"
      />
      <Button type="submit" variant="accent">
        Subscribe
      </Button>
    </form>
  );
}
