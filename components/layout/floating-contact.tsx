'use client';

import { useEffect, useRef, useState } from 'react';
import { closeOnEscape, toggleMenu } from '@/components/layout/menu-toggle';
import type { ContactChannels } from '@/lib/site';

/**
 * The floating contact menu: WhatsApp, e-mail, phone and the professional network page. It is a
 * landmark of its own (complementary), so its links are never content outside every landmark.
 */
export function FloatingContact({ channels }: { channels: ContactChannels }) {
  const [open, setOpen] = useState(false);
  const [watchingFocus, setWatchingFocus] = useState(false);
  const widget = useRef<HTMLElement>(null);

  // Browsers scroll a focused element only just into view, which can leave it under this button:
  // move it clear (scrollIntoView keeps the page's scroll-padding-bottom free, see globals.css).
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      const cover = widget.current?.lastElementChild?.getBoundingClientRect();
      if (!(target instanceof Element) || !cover || widget.current?.contains(target)) return;
      const box = target.getBoundingClientRect();
      if (box.left < cover.right && box.right > cover.left && box.top < cover.bottom && box.bottom > cover.top) target.scrollIntoView({ block: 'nearest' });
    };
    document.addEventListener('focusin', onFocus);
    setWatchingFocus(true);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  const items = [
    { href: channels.whatsappHref, label: 'Chat on WhatsApp', icon: <span className="icon-message-circle size-4" />, external: true, color: 'bg-[#128c4a]' },
    { href: `mailto:${channels.email}`, label: `E-mail ${channels.email}`, icon: <span className="icon-mail size-4" />, external: false, color: 'bg-primary' },
    { href: channels.phoneHref, label: `Call ${channels.phone}`, icon: <span className="icon-phone size-4" />, external: false, color: 'bg-accent' },
    { href: channels.linkedinUrl, label: 'Follow us on LinkedIn', icon: <span className="icon-linkedin size-4" />, external: true, color: 'bg-[#0a66c2]' },
  ];

  return (
    <aside
      ref={widget}
      aria-label="Contact options"
      data-watching-focus={watchingFocus || undefined}
      className="floating-contact"
      onKeyDown={closeOnEscape(open, () => setOpen(false))}
    >
      {open && (
        <ul id="floating-contact-menu" aria-label="Contact us">
          {items.map(({ href, label, icon, external, color }) => (
            <li key={href}>
              <a
                href={href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="floating-contact-link"
              >
                {label}
                <span className={color}>{icon}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {/* Until the page's scripts run (or without them) the button submits its form: the contact page. */}
      <form action="/contact">
        <button
          onClick={toggleMenu(setOpen)}
          aria-expanded={open}
          // Names the list only while it is in the page.
          aria-controls={open ? 'floating-contact-menu' : undefined}
          aria-label={open ? 'Close contact options' : 'Contact us'}
          className="floating-contact-toggle"
        >
          <span className={`${open ? 'icon-x' : 'icon-message-circle'} size-6`} />
        </button>
      </form>
    </aside>
  );
}
