import { env } from '@/lib/core/env';

// One source of truth for company facts shown anywhere on the site.

export const site = {
  name: env.COMPANY_NAME,
  shortName: env.COMPANY_NAME.split(' ')[0],
  tagline: 'Trusted welding partner for industries across India and beyond.',
  url: env.SITE_URL.replace(/\/$/, ''),
  email: env.COMPANY_EMAIL,
  phone: env.COMPANY_PHONE,
  phoneHref: `tel:${env.COMPANY_PHONE.replace(/[^+0-9]/g, '')}`,
  whatsappHref: `https://wa.me/${env.COMPANY_WHATSAPP}`,
  linkedinUrl: env.COMPANY_LINKEDIN_URL,
  grievanceOfficer: {
    name: env.GRIEVANCE_OFFICER_NAME,
    email: env.GRIEVANCE_OFFICER_EMAIL ?? env.COMPANY_EMAIL,
  },
  copyrightYear: 2025,
  businessHours: [
    { days: 'Monday to Friday', hours: '9:00 AM to 6:00 PM' },
    { days: 'Saturday', hours: '9:00 AM to 2:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  offices: [
    {
      kind: 'Registered & Head Office',
      city: 'Kolkata',
      address: '14 Camac Street, 5th Floor, Kolkata, West Bengal 700017',
    },
    {
      kind: 'Western Regional Office',
      city: 'Thane',
      address: 'Wagle Industrial Estate, Road No. 16, Thane West, Maharashtra 400604',
    },
  ],
  plants: [
    { kind: 'Electrode & Flux Plant', city: 'Howrah', address: 'Jalan Industrial Complex, Domjur, Howrah, West Bengal 711411' },
    { kind: 'Wire & Equipment Plant', city: 'Bhiwandi', address: 'Vadpe Village, Bhiwandi, Thane District, Maharashtra 421302' },
  ],
} as const;

export type Site = typeof site;

/** Public contact facts, safe to pass to client components. */
export const contactChannels = {
  email: site.email,
  phone: site.phone,
  phoneHref: site.phoneHref,
  whatsappHref: site.whatsappHref,
  linkedinUrl: site.linkedinUrl,
};
export type ContactChannels = typeof contactChannels;

/** A link that opens the address in a maps application (no map is embedded: nothing loads from a third party). */
export function mapUrl(label: string, address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${label}, ${address}`)}`;
}

/** Offices and plants in one list, each with its map link. */
export const locations = [...site.offices.map((place) => ({ ...place, type: 'office' as const })), ...site.plants.map((place) => ({ ...place, type: 'plant' as const }))].map(
  (place) => ({ ...place, mapHref: mapUrl(`${site.name} ${place.kind}`, place.address) }),
);
export type Location = (typeof locations)[number];

/** site.businessHours in machine-readable form (24-hour clock, IST) for structured data. */
export const openingHours = [
  { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  { dayOfWeek: ['Saturday'], opens: '09:00', closes: '14:00' },
];
