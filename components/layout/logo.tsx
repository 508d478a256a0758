import Link from 'next/link';
import { cn } from '@/lib/utils';

/** The brand mark: an arc and spark over a steel plate, with the company's short name. */
export function Logo({ name, className, inverted = false }: { name: string; className?: string; inverted?: boolean }) {
  const [first, ...rest] = name.split(' ');
  return (
    <Link href="/" className={cn('logo', inverted && 'logo-inverted', className)} aria-label={`${name} – home`}>
      {/* The artwork is a cell of the icon sprite (.logo-mark in app/globals.css, components/ui/lucide-icons-plugin.mjs): drawn once, not in every page's HTML and RSC payload. */}
      <span className="logo-mark" />
      <span className="logo-text">
        <span className="logo-name">{first}</span>
        {/* The name as read (and as its aria-label says it) has a space between its two lines. */}
        {rest.length > 0 && ' '}
        {rest.length > 0 && <span className="logo-tagline">{rest.join(' ')}</span>}
      </span>
    </Link>
  );
}
