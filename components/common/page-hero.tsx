import { cn } from '@/lib/utils';

/** The dark steel hero band that opens most pages (styled by .page-hero-* in app/globals.css). */
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
      <div className="page-hero-glow" />
      <div className="container-page relative py-14 sm:py-20">
        {eyebrow && <p className="page-hero-eyebrow">{eyebrow}</p>}
        <h1 className="page-hero-title">{title}</h1>
        {subtitle && <p className="mt-4 max-w-3xl text-lg leading-relaxed">{subtitle}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
      <div className="hazard-stripe h-1.5" />
    </section>
  );
}
