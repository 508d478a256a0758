import Link from 'next/link';
import { cn } from '@/lib/utils';

/** The brand mark: an arc and spark over a steel plate, with the company's short name. */
export function Logo({ name, className, inverted = false }: { name: string; className?: string; inverted?: boolean }) {
  const [first, ...rest] = name.split(' ');
  return (
    <Link href="/" className={cn('flex items-center gap-2.5', className)} aria-label={`${name} – home`}>
      {/* The artwork lives in app/globals.css (.logo-mark): drawn once, not in every page's HTML and RSC payload. */}
      <span className={inverted ? 'logo-mark logo-mark-inverted' : 'logo-mark'} aria-hidden="true" />
      <span className="flex flex-col leading-none">
        <span className={cn('font-display text-xl font-bold uppercase tracking-wide', inverted ? 'text-white' : 'text-primary')}>
          {first}
        </span>
        {/* The name as read (and as its aria-label says it) has a space between its two lines. */}
        {rest.length > 0 && ' '}
        {rest.length > 0 && (
          <span className={cn('text-[0.65rem] font-semibold uppercase tracking-[0.2em]', inverted ? 'text-steel-foreground' : 'text-muted-foreground')}>
            {rest.join(' ')}
          </span>
        )}
      </span>
    </Link>
  );
}
