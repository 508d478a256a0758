import { cn } from '@/lib/utils';

/** A labelled row of small chips (diameters, spool weights, abrasive specifications …). */
export function ChipList({ label, items, className, tone = 'muted' }: { label: string; items: string[]; className?: string; tone?: 'muted' | 'outline' }) {
  if (items.length === 0) return null;
  return (
    <div className={className}>
      <p className="mb-1.5 text-xs font-bold tracking-wider text-muted-foreground uppercase">{label}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label={label}>
        {items.map((item) => (
          <li
            key={item}
            className={cn(
              'rounded-md px-2 py-0.5 text-xs font-medium',
              tone === 'muted' ? 'bg-muted text-foreground' : 'border border-border bg-background text-foreground',
            )}
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
