'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { Menu, X } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';

/** The small-screen menu: a toggle that shows the stacked links (rendered by the server as `children`). */
export function MobileMenu({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // Any navigation closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        {open ? <X className="size-6" /> : <Menu className="size-6" />}
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background shadow-lg"
      >
        <div className="container-page flex flex-col gap-1 py-4">{children}</div>
      </nav>
    </div>
  );
}
