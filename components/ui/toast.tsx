'use client';

import { Toaster as Sonner, toast } from 'sonner';
import { provideToastRegion } from '@/components/ui/toaster';

function SonnerRegion() {
  return <Sonner richColors closeButton position="top-center" duration={5000} />;
}

// Importing `toast` from here puts sonner's region into the layout (components/ui/toaster.tsx).
provideToastRegion(SonnerRegion);

export { toast };
