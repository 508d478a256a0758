import { site } from '@/lib/site';
import { cn } from '@/lib/utils';

/** Spec §9: Monday to Friday 9:00 AM to 6:00 PM, Saturday 9:00 AM to 2:00 PM, Sunday closed. */
export function BusinessHours({ className, headingLevel = 'h3' }: { className?: string; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div className={cn('hours-card', className)}>
      <Heading id="business-hours" className="hours-title">
        <span className="icon-clock size-5 text-accent" />
        Business Hours
      </Heading>
      <dl className="hours-list" aria-labelledby="business-hours">
        {site.businessHours.map(({ days, hours }) => (
          <div key={days}>
            <dt>{days}</dt>
            <dd className={hours === 'Closed' ? 'hours-closed' : undefined}>{hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">Indian Standard Time (IST). Closed on national holidays.</p>
    </div>
  );
}
