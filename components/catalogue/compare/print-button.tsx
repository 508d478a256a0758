'use client';

import { Printer } from 'lucide-react';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog; without JavaScript it is not shown (the browser's own Print works). */
export function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Button type="button" variant="outline" onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden="true" />
      Print
    </Button>
  );
}
