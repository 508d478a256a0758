import { BadgePercent, Factory, GraduationCap, Megaphone, ShieldCheck, Users } from 'lucide-react';
import type { IconCard } from '@/components/common/icon-cards';

// The benefit cards of the Join Our Network pages (spec §2: /dealers and /careers).

/** /dealers: high profit margins, marketing support and territory protection. */
export const dealerBenefits: IconCard[] = [
  {
    icon: BadgePercent,
    title: 'High Profit Margins',
    text: 'Dealer pricing and volume incentives on electrodes, wires, flux and equipment that fabricators reorder every week.',
  },
  {
    icon: Megaphone,
    title: 'Marketing Support',
    text: 'Co-branded signage, catalogues and datasheets, demo stock, and product training for your counter and field staff.',
  },
  {
    icon: ShieldCheck,
    title: 'Territory Protection',
    text: 'A defined territory that we do not over-appoint, so the demand you build in your market stays yours.',
  },
];

/** /careers: growth and learning, innovative projects, good culture. */
export const careerBenefits: IconCard[] = [
  {
    icon: GraduationCap,
    title: 'Growth & Learning',
    text: 'Structured training on the shop floor and in the lab, certification support, and a clear path from engineer to leader.',
  },
  {
    icon: Factory,
    title: 'Innovative Projects',
    text: 'New electrode and flux formulations, welding automation and consumables for defence, railway and energy projects.',
  },
  {
    icon: Users,
    title: 'Good Culture',
    text: 'A team that shares knowledge, values safety above speed, and backs people who take ownership.',
  },
];
