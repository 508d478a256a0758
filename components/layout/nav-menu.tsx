'use client';

import { useEffect, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useHydrated } from '@/components/forms/use-hydrated';
import { buttonVariants } from '@/components/ui/button-variants';
import type { NavLink } from '@/lib/navigation';

/**
 * A header menu as a disclosure (WAI-ARIA's navigation pattern): a button that shows or hides a
 * list of links (rendered once opened). Enter, Space or a click opens it; the
 * down and up arrows open it on the first or last link and move between links, Home and End jump
 * to the ends; Escape closes it and returns to the button. Leaving it (a click or Tab elsewhere)
 * or following a link closes it too.
 * In the served HTML (without JavaScript, or before it runs) it is a <details> holding its links,
 * which the browser opens and closes by itself; the scripts replace it with the button.
 */
export function NavMenu({ label, links, lastLink }: { label: string; links: NavLink[]; lastLink?: NavLink }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
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
  const chevron = <span className="icon-chevron-down nav-menu-chevron" />;

  if (!hydrated) {
    return (
      // One header menu open at a time, as with the scripts (details sharing a name).
      <details name="site-nav-menu" className="relative">
        <summary className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'menu-summary' })}>
          {label}
          {chevron}
        </summary>
        <div className="nav-menu-panel">
          <MenuList links={links} lastLink={lastLink} />
        </div>
      </details>
    );
  }

  return (
    <div
      ref={root}
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
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'aria-expanded:bg-muted' })}
      >
        {label}
        {chevron}
      </button>
      <div ref={panel} id={panelId} hidden={!open} className="nav-menu-panel">
        {open && <MenuList links={links} lastLink={lastLink} />}
      </div>
    </div>
  );
}

function MenuList({ links, lastLink }: { links: NavLink[]; lastLink?: NavLink }) {
  return (
    <>
      <MenuLinks links={links} />
      {lastLink && (
        <>
          <hr className="my-1 border-border" />
          <MenuLinks links={[lastLink]} className="font-semibold" />
        </>
      )}
    </>
  );
}

function MenuLinks({ links, className = '' }: { links: NavLink[]; className?: string }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={className ? `nav-menu-link ${className}` : 'nav-menu-link'}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
