import type { ReactNode } from 'react';
import Link from 'next/link';

/** The frame of the pages used before signing in (sign-in, second factor, passwords, invitations). */
export function AuthCard({ title, lead, children, footerLink }: { title: string; lead?: ReactNode; children: ReactNode; footerLink?: { href: string; label: string } }) {
  return (
    <div className="mx-auto grid w-full max-w-md gap-6 rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold">{title}</h1>
        {lead && <div className="text-sm text-muted-foreground">{lead}</div>}
      </div>
      {children}
      {footerLink && (
        <div className="border-t border-border pt-4 text-sm">
          <Link href={footerLink.href} className="font-semibold text-accent underline underline-offset-2">
            {footerLink.label}
          </Link>
        </div>
      )}
    </div>
  );
}
