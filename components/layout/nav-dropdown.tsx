'use client';

import Link from 'next/link';
import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Button } from '@/components/ui/button';
import type { NavLink } from '@/lib/navigation';

export function NavDropdown({ label, links, allHref, allLabel }: { label: string; links: NavLink[]; allHref?: string; allLabel?: string }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="sm" className="data-[state=open]:bg-muted">
          {label}
          <ChevronDown className="size-4 transition-transform [[data-state=open]>&]:rotate-180" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 min-w-56 rounded-md border border-border bg-popover p-1.5 text-popover-foreground shadow-lg"
        >
          {links.map((link) => (
            <DropdownMenu.Item key={link.href} asChild>
              <Link
                href={link.href}
                className="block cursor-pointer rounded-sm px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted data-[highlighted]:text-accent"
              >
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          {allHref && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Item asChild>
                <Link
                  href={allHref}
                  className="block cursor-pointer rounded-sm px-3 py-2 text-sm font-semibold outline-none data-[highlighted]:bg-muted data-[highlighted]:text-accent"
                >
                  {allLabel}
                </Link>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
