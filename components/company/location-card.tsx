import type { Location } from '@/lib/site';

/** An office or plant with its address and a link that opens it in a maps application. */
export function LocationCard({ location }: { location: Location }) {
  return (
    <li className="location-card">
      <div className="location-head">
        <span className="location-icon">
          <span className={`${location.type === 'office' ? 'icon-building-2' : 'icon-factory'} size-5`} />
        </span>
        <div>
          <h4>{location.city}</h4>
          <p>{location.kind}</p>
        </div>
      </div>
      <address className="location-address">
        <span className="icon-map-pin mt-0.5 size-4" />
        {location.address}
      </address>
      <a href={location.mapHref} target="_blank" rel="noopener noreferrer" className="card-cta">
        View {location.city} on Map
        <span className="icon-external-link size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </li>
  );
}
