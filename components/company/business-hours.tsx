import { site } from '@/lib/site';
import { cn } from '@/lib/utils';

/** Spec §9: Monday to Friday 9:00 AM to 6:00 PM, Saturday 9:00 AM to 2:00 PM, Sunday closed. */
export function BusinessHours({ className, headingLevel = 'h3' }: { className?: string; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div className={cn('rounded-lg border bg-card p-6', className)}>
      <Heading id="business-hours" className="flex items-center gap-2 text-lg font-bold text-primary uppercase">
        <span className="icon-clock size-5 text-accent" aria-hidden="true" />
        Business Hours
      </Heading>
      <dl className="mt-4 divide-y text-sm" aria-labelledby="business-hours">
        {site.businessHours.map(({ days, hours }) => (
          <div key={days} className="flex justify-between gap-4 py-2.5">
            <dt className="font-medium">{days}</dt>
            <dd className={hours === 'Closed' ? 'font-semibold text-accent' : 'text-muted-foreground'}>{hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">Indian Standard Time (IST). Closed on national holidays.</p>
    </div>
  );
}
