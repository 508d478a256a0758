import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export type IconCard = { icon: LucideIcon; title: string; text: string };

/** Three cards, each an icon, a title and a line of text: core values, dealer and career benefits. */
export function IconCards({ items, className }: { items: readonly IconCard[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6 md:grid-cols-3', className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="group rounded-lg border bg-card p-7 shadow-sm transition hover:border-accent">
          <span className="flex size-14 items-center justify-center rounded-md bg-steel text-spark transition group-hover:bg-accent group-hover:text-accent-foreground">
            <Icon className="size-7" aria-hidden="true" />
          </span>
          <h3 className="mt-5 text-2xl font-bold text-primary uppercase">{title}</h3>
          <p className="mt-3 leading-relaxed text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
