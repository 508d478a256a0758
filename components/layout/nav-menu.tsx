'use client';

import { useEffect, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { toggleMenu } from '@/components/layout/menu-toggle';
import { buttonVariants } from '@/components/ui/button-variants';
import type { NavLink } from '@/lib/navigation';

/**
 * A header menu as a disclosure (WAI-ARIA's navigation pattern): a button that shows or hides a
 * list of links (rendered once opened: the page's HTML stays lean). Enter, Space or a click opens it; the
 * down and up arrows open it on the first or last link and move between links, Home and End jump
 * to the ends; Escape closes it and returns to the button. Leaving it (a click or Tab elsewhere)
 * or following a link closes it too.
 * Until the page's scripts run (or without them) the button submits its form, a plain GET to
 * `fallbackHref`: a page that lists the menu's links, so a tap is never lost.
 */
export function NavMenu({ label, links, lastLink, fallbackHref }: { label: string; links: NavLink[]; lastLink?: NavLink; fallbackHref: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const shownLinks = () => [...(panel.current?.querySelectorAll('a') ?? [])];
  const focusLink = (pick: (all: HTMLAnchorElement[], current: number) => number) => {
    const all = shownLinks();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    all[(pick(all, current) + all.length) % all.length]?.focus();
  };
  const openAt = (at: 'first' | 'last') => {
    setOpen(true);
    // The list is shown on this render; focus after it.
    requestAnimationFrame(() => focusLink((all) => (at === 'first' ? 0 : all.length - 1)));
  };

  return (
    <form
      ref={root}
      action={fallbackHref}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          button.current?.focus();
          return;
        }
        const inList = event.target !== button.current;
        const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
        if (move !== undefined) {
          event.preventDefault();
          if (!inList) openAt(move === 1 ? 'first' : 'last');
          else focusLink((_, current) => current + move);
        } else if (inList && (event.key === 'Home' || event.key === 'End')) {
          event.preventDefault();
          focusLink((all) => (event.key === 'Home' ? 0 : all.length - 1));
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) setOpen(false);
      }}
      onClick={(event) => {
        if ((event.target as Element).closest('a')) setOpen(false);
      }}
    >
      <button
        ref={button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggleMenu(setOpen)}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'aria-expanded:bg-muted' })}
      >
        {label}
        <span className="icon-chevron-down nav-menu-chevron" />
      </button>
      <div ref={panel} id={panelId} hidden={!open} className="nav-menu-panel">
        {open && (
          <>
            <MenuLinks links={links} />
            {lastLink && (
              <>
                <hr className="my-1 border-border" />
                <MenuLinks links={[lastLink]} className="font-semibold" />
              </>
            )}
          </>
        )}
      </div>
    </form>
  );
}

function MenuLinks({ links, className = '' }: { links: NavLink[]; className?: string }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className={`nav-menu-link ${className}`}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
