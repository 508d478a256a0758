import type { SeedArticle } from '@/db/seed/types';

/** Bodies are Markdown files in db/seed/data/news/, named by contentFile. */
export const articles: SeedArticle[] = [
  {
    id: 'choosing-electrodes-for-ibr-boilers',
    title: 'Choosing the Right Electrodes for IBR Boiler and Steam Piping Work',
    excerpt:
      'Carbon steel, 1¼Cr-½Mo or 2¼Cr-1Mo? A practical guide to matching electrodes to boiler tube and pipe grades, with preheat, PWHT and documentation tips for IBR inspections.',
    contentFile: 'choosing-electrodes-for-ibr-boilers.md',
    published_at: '2025-02-18T04:30:00.000Z',
    author: 'Technical Team',
    category: 'technical',
    image_url: '/images/news/choosing-electrodes-for-ibr-boilers.svg',
    is_published: true,
  },
  {
    id: 'storing-and-rebaking-low-hydrogen-electrodes',
    title: 'Storing and Re-baking Low Hydrogen Electrodes: A Shop-Floor Guide',
    excerpt:
      'Moisture in the coating is the most common cause of hydrogen cracking. Here is how to store, hold and re-bake E7018-type electrodes so that every rod you strike is as dry as the day it was packed.',
    contentFile: 'storing-and-rebaking-low-hydrogen-electrodes.md',
    published_at: '2025-06-10T05:00:00.000Z',
    author: 'Technical Team',
    category: 'technical',
    image_url: '/images/news/storing-and-rebaking-low-hydrogen-electrodes.svg',
    is_published: true,
  },
  {
    id: 'abrasive-wheel-safety-checklist',
    title: 'Abrasive Wheel Safety: Ten Checks Before You Switch On the Grinder',
    excerpt:
      'Angle grinders cause more injuries in fabrication shops than welding itself. A ten-point checklist covering speed ratings, expiry dates, guards and the right disc for the job.',
    contentFile: 'abrasive-wheel-safety-checklist.md',
    published_at: '2025-09-16T04:30:00.000Z',
    author: 'Safety Team',
    category: 'safety',
    image_url: '/images/news/abrasive-wheel-safety-checklist.svg',
    is_published: true,
  },
  {
    id: 'mig-vs-flux-cored-for-structural-steel',
    title: 'Solid MIG Wire or Flux-Cored Wire for Structural Steel?',
    excerpt:
      'Both processes are productive, but they suit different jobs. We compare deposition, positional welding, site conditions, hydrogen and cost per metre to help fabricators choose.',
    contentFile: 'mig-vs-flux-cored-for-structural-steel.md',
    published_at: '2025-12-02T05:30:00.000Z',
    author: 'Technical Team',
    category: 'technology',
    image_url: '/images/news/mig-vs-flux-cored-for-structural-steel.svg',
    is_published: true,
  },
  {
    id: 'iso-bis-certification-renewal-2026',
    title: 'ISO 9001 Recertification and BIS Licence Renewal for Both Plants',
    excerpt:
      'Our Howrah and Bhiwandi plants have completed ISO 9001:2015 recertification audits and renewed BIS licences for IS 814 electrodes. What the certificates mean for the consumables you buy.',
    contentFile: 'iso-bis-certification-renewal-2026.md',
    published_at: '2026-03-24T06:00:00.000Z',
    author: 'Quality Team',
    category: 'quality',
    image_url: '/images/news/iso-bis-certification-renewal-2026.svg',
    is_published: true,
  },
  {
    id: 'bhiwandi-plant-expansion',
    title: 'Bhiwandi Plant Expansion Adds Flux-Cored Wire and SAW Flux Capacity',
    excerpt:
      'A new flux-cored wire line, a second layer-winding line and an agglomerated flux plant are now running at Bhiwandi, shortening lead times for customers in western and southern India.',
    contentFile: 'bhiwandi-plant-expansion.md',
    published_at: '2026-07-14T05:00:00.000Z',
    author: 'Corporate Communications',
    category: 'company',
    image_url: '/images/news/bhiwandi-plant-expansion.svg',
    is_published: true,
  },
  {
    id: 'draft-welding-expo-2026-participation',
    title: 'Meet Us at the Welding and Cutting Expo 2026',
    excerpt:
      'Our technical and sales teams will be at the expo with live demonstrations of the new inverter range and our flux-cored wires. Stall details to be confirmed.',
    contentFile: 'draft-welding-expo-2026-participation.md',
    published_at: '2026-10-20T05:00:00.000Z',
    author: 'Corporate Communications',
    category: 'company',
    image_url: '/images/news/draft-welding-expo-2026-participation.svg',
    is_published: false,
  },
];
