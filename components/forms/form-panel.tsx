import { cn } from '@/lib/utils';

/** The white card a page's form sits in, with its heading and a line of guidance. */
export function FormPanel({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('scroll-mt-24 rounded-lg border border-border bg-background p-6 shadow-sm sm:p-10', className)}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold uppercase sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 mb-8 text-sm text-muted-foreground">{intro}</p>
      {children}
    </section>
  );
}
