import { cn } from '@/lib/utils';

/** The dark steel hero band that opens most pages. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('relative overflow-hidden bg-steel text-steel-foreground', className)}>
      <div
        className="pointer-events-none absolute inset-0 opacity-20 [background:radial-gradient(circle_at_85%_20%,var(--color-accent),transparent_45%)]"
        aria-hidden="true"
      />
      <div className="container-page relative py-14 sm:py-20">
        {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-spark">{eyebrow}</p>}
        <h1 className="max-w-4xl text-4xl font-bold text-white uppercase sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-3xl text-lg leading-relaxed">{subtitle}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
      <div className="hazard-stripe h-1.5" aria-hidden="true" />
    </section>
  );
}
