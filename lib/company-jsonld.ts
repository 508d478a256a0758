import { foundingYear } from '@/lib/company';
import { absoluteUrl } from '@/lib/seo';
import { locations, openingHours, site } from '@/lib/site';

/** Organization structured data for the home page: name, contacts, offices and plants. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: site.url,
    logo: absoluteUrl('/icon.svg'),
    description: site.tagline,
    foundingDate: String(foundingYear),
    email: site.email,
    telephone: site.phone,
    sameAs: [site.linkedinUrl],
    address: postalAddress(locations[0].address),
    // Each office and plant by name and address (no map link: it is only the address again, as a
    // search, and it would be the longest text of the home page's data, sent twice).
    location: locations.map((place) => ({
      '@type': 'Place',
      name: `${site.name} ${place.kind}, ${place.city}`,
      address: postalAddress(place.address),
    })),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: site.email,
        telephone: site.phone,
        areaServed: 'IN',
        availableLanguage: ['en', 'hi', 'bn', 'mr'],
        hoursAvailable: openingHours.map((spec) => ({ '@type': 'OpeningHoursSpecification', ...spec })),
      },
    ],
  };
}

/** "14 Camac Street, 5th Floor, Kolkata, West Bengal 700017" → schema.org PostalAddress. */
function postalAddress(address: string) {
  const match = address.match(/^(.*),\s*([^,]+),\s*([A-Za-z ]+?)\s+(\d{6})$/);
  if (!match) return { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'IN' };
  const [, street, locality, region, pin] = match;
  return { '@type': 'PostalAddress', streetAddress: street, addressLocality: locality, addressRegion: region, postalCode: pin, addressCountry: 'IN' };
}

/** The WebSite entry for the home page: the site's name, its publisher, and its product search. */
export function websiteJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.url}/#website`,
    name: site.name,
    url: `${site.url}/`,
    inLanguage: 'en-IN',
    publisher: { '@id': `${site.url}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
