import { BusinessHours } from '@/components/company/business-hours';
import { LocationCard } from '@/components/company/location-card';
import { SectionHeading } from '@/components/company/section-heading';
import { locations } from '@/lib/site';

/** Offices (Kolkata, Thane), plants (Howrah, Bhiwandi) and business hours. */
export function OfficeLocations({ className }: { className?: string }) {
  const offices = locations.filter((place) => place.type === 'office');
  const plants = locations.filter((place) => place.type === 'plant');
  return (
    <section aria-labelledby="locations-heading" className={className ?? 'section-band bg-muted [--estimated-height:92rem]'}>
      <div className="container-page">
        <SectionHeading id="locations-heading" eyebrow="Visit Us" title="Offices & Plants">
          <p>Meet our sales and technical teams in Kolkata and Thane, or see our consumables being made in Howrah and Bhiwandi.</p>
        </SectionHeading>
        <div className="locations-grid">
          <div className="space-y-8">
            <div>
              <h3 className="location-group-title">Offices</h3>
              <ul className="location-list" aria-label="Offices">
                {offices.map((location) => (
                  <LocationCard key={location.city} location={location} />
                ))}
              </ul>
            </div>
            <div>
              <h3 className="location-group-title">Manufacturing Plants</h3>
              <ul className="location-list" aria-label="Manufacturing plants">
                {plants.map((location) => (
                  <LocationCard key={location.city} location={location} />
                ))}
              </ul>
            </div>
          </div>
          <BusinessHours className="self-start lg:sticky lg:top-24" />
        </div>
      </div>
    </section>
  );
}
