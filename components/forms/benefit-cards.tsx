import type { LucideIcon } from 'lucide-react';

export type Benefit = { icon: LucideIcon; title: string; text: string };

/** The three benefit cards of the dealer and career pages. */
export function BenefitCards({ benefits, heading }: { benefits: Benefit[]; heading: string }) {
  return (
    <section aria-label={heading} className="container-page py-12 sm:py-16">
      <ul className="grid gap-6 md:grid-cols-3">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="group rounded-lg border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
            <span className="inline-flex size-12 items-center justify-center rounded-md bg-steel text-spark">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-bold uppercase">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
