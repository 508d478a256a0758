import { PhoneAndEmailItems } from '@/components/layout/phone-and-email';
import { site } from '@/lib/site';

/** Direct channels beside a form, for visitors who would rather call or write. */
export function ContactAside({ heading = 'Prefer to talk?' }: { heading?: string }) {
  return (
    <section aria-label="Other ways to reach us" className="contact-aside">
      <div>
        <h2>{heading}</h2>
        <p>Call, write or message our technical sales team during business hours.</p>
      </div>
      <ul className="contact-channels">
        <PhoneAndEmailItems />
        <li>
          <span className="icon-message-circle" />
          <a href={site.whatsappHref} rel="noopener noreferrer" target="_blank">
            Chat on WhatsApp
          </a>
        </li>
        <li>
          <span className="icon-clock" />
          <dl>
            {site.businessHours.map((row) => (
              <div key={row.days} className="contents">
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </li>
      </ul>
    </section>
  );
}
