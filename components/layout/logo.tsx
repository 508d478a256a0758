import Link from 'next/link';
import { cn } from '@/lib/utils';

/** The brand mark: an arc and spark over a steel plate, with the company's short name. */
export function Logo({ name, className, inverted = false }: { name: string; className?: string; inverted?: boolean }) {
  const [first, ...rest] = name.split(' ');
  return (
    <Link href="/" className={cn('flex items-center gap-2.5', className)} aria-label={`${name} – home`}>
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true">
        <rect width="40" height="40" rx="6" fill={inverted ? '#e8ecf0' : '#0f1720'} />
        <path d="M8 28 Q20 6 32 28" fill="none" stroke="#c2410c" strokeWidth="4" strokeLinecap="round" />
        <circle cx="20" cy="17" r="3.5" fill="#f59e0b" />
        <rect x="7" y="30" width="26" height="3" rx="1.5" fill={inverted ? '#0f1720' : '#e8ecf0'} />
      </svg>
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
