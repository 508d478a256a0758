import { site } from '@/lib/site';

/** Direct channels beside a form, for visitors who would rather call or write. */
export function ContactAside({ heading = 'Prefer to talk?' }: { heading?: string }) {
  return (
    <aside aria-label="Other ways to reach us" className="grid content-start gap-6 rounded-lg bg-steel p-6 text-steel-foreground sm:p-8">
      <div>
        <h2 className="text-xl font-bold text-white uppercase">{heading}</h2>
        <p className="mt-2 text-sm leading-relaxed">Call, write or message our technical sales team during business hours.</p>
      </div>
      <ul className="grid gap-4 text-sm">
        <li className="flex gap-3">
          <span className="icon-phone mt-0.5 size-5 shrink-0 text-spark" aria-hidden="true" />
          <a href={site.phoneHref} className="font-semibold text-white hover:underline">
            {site.phone}
          </a>
        </li>
        <li className="flex gap-3">
          <span className="icon-mail mt-0.5 size-5 shrink-0 text-spark" aria-hidden="true" />
          <a href={`mailto:${site.email}`} className="font-semibold break-all text-white hover:underline">
            {site.email}
          </a>
        </li>
        <li className="flex gap-3">
          <span className="icon-message-circle mt-0.5 size-5 shrink-0 text-spark" aria-hidden="true" />
          <a href={site.whatsappHref} className="font-semibold text-white hover:underline" rel="noopener noreferrer" target="_blank">
            Chat on WhatsApp
          </a>
        </li>
        <li className="flex gap-3">
          <span className="icon-clock mt-0.5 size-5 shrink-0 text-spark" aria-hidden="true" />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {site.businessHours.map((row) => (
              <div key={row.days} className="contents">
                <dt>{row.days}</dt>
                <dd className="text-white">{row.hours}</dd>
              </div>
            ))}
          </dl>
        </li>
      </ul>
    </aside>
  );
}
