import { Award, Lightbulb, ShieldCheck } from 'lucide-react';
import { site } from '@/lib/site';

// The company's story, people and principles, shown on /, /about and /learn-more. Years and ages
// derive from the two dates below; the spec's own wording ('over 60 years', '46+ years') is kept
// as the spec writes it (tests/unit/company.test.ts checks that it still holds).

export const foundingYear = 1962; // the founder's first electrode workshop in Howrah: "over 60 years of legacy"
export const incorporationYear = 1979; // the company as it is today: "46+ years" on the learn-more page

/** Whole years since the founding, in the given year (by default the current one). */
export const yearsSinceFounding = (year = new Date().getFullYear()) => year - foundingYear;

/** The legacy as a figure that stays true as the years pass: '60+' from 2022 to 2031, then '70+'. */
export const legacyFigure = (year?: number) => `${Math.floor(yearsSinceFounding(year) / 10) * 10}+`;

/** /about, 'Our Legacy'. */
export const legacyStory = [
  `In ${foundingYear} our founder began making rutile electrodes by hand in a small workshop in Howrah, supplying the jute mills, foundries and engineering units along the Hooghly. Welders came back for them because they struck easily, ran smoothly and never let a joint down.`,
  'Three generations later, that reputation is still our most valuable asset. Our Howrah plant makes electrodes and submerged arc fluxes to BIS, AWS and EN ISO standards; our Bhiwandi plant draws and winds MIG, TIG and submerged arc wires and builds inverter welding equipment. Together they serve fabricators, EPC contractors, shipyards, railway workshops and OEMs across India and overseas.',
  'With over 60 years of legacy behind us, we still measure ourselves the way our founder did: by the welds our customers make.',
];

/** /learn-more, 'Company Story'. */
export const companyStory = [
  `Our story starts in ${foundingYear}, when our founder set up a hand press in a rented shed in Howrah and began making electrodes for the engineering workshops of Bengal. In ${incorporationYear} the business was incorporated as ${site.name}, moved to a modern extrusion plant and earned its first BIS licence.`,
  'As India built its railways, power stations, refineries and shipyards, we grew with them: low hydrogen and creep-resisting electrodes for boilers and pressure vessels, submerged arc fluxes for pipe mills, and qualified consumables for wagon building and naval construction. In 2011 we opened our Bhiwandi plant for welding wires, and in 2018 we began building the inverter machines that run them.',
  'Today a third generation leads the company, with the same promise our founder made to his first customers: every electrode, spool and machine will do exactly what we say it will.',
];

export const mission = [
  {
    title: 'Sound welds, first time',
    text: 'Make welding consumables and equipment that give sound, code-quality welds first time, batch after batch, to Indian and international standards.',
  },
  {
    title: 'Expertise at every joint',
    text: 'Stand beside every customer with practical technical support, from choosing the right electrode to qualifying the welding procedure on their shop floor or site.',
  },
  {
    title: 'Growth that is shared',
    text: 'Grow together with our dealers, our people and the communities around our plants through fair dealing, safe workplaces and responsible manufacturing.',
  },
];

export const vision =
  "To be India's most trusted name in welding, and the partner of choice for fabricators, builders and engineers who join the steel that carries the nation's railways, power plants, ships and bridges, at home and around the world.";

export const coreValues = [
  {
    title: 'Innovation',
    icon: Lightbulb,
    text: 'From our first rutile electrodes to flux-cored wires and inverter power sources, we keep improving what a welder holds in hand. Our laboratory develops new grades with the fabricators who use them.',
  },
  {
    title: 'Reliability',
    icon: ShieldCheck,
    text: 'Every batch is tested and traceable, every order is dispatched as promised, and every customer can reach an engineer who knows the product. Defence and railway inspectors rely on it, and so can you.',
  },
  {
    title: 'Excellence',
    icon: Award,
    text: 'We hold ourselves to the standards our customers must meet: BIS, AWS, EN ISO and the classification societies. Good enough is not a standard for a weld that carries a load.',
  },
];

export type Leader = { name: string; role: string; image: string; bio: string };

export const leaders: Leader[] = [
  {
    name: 'Arindam Sen',
    role: 'Chairman & Managing Director',
    image: '/images/leaders/arindam-sen.svg',
    bio: "The founder's grandson and a metallurgical engineer, Arindam joined the Howrah plant floor in 1991. He has led the company into wires, flux and equipment, and built the Bhiwandi plant that serves western and southern India.",
  },
  {
    name: 'Dr. Kavita Rao',
    role: 'Director, Technology & Quality',
    image: '/images/leaders/kavita-rao.svg',
    bio: 'A welding metallurgist with a doctorate in weld metal toughness, Kavita heads our research laboratory and quality system. Her team develops new grades and signs off every batch before it leaves the plant.',
  },
  {
    name: 'Sanjay Kulkarni',
    role: 'Chief Operating Officer',
    image: '/images/leaders/sanjay-kulkarni.svg',
    bio: 'Sanjay brings three decades of manufacturing experience across wire drawing, extrusion and equipment assembly. He runs both plants, our supply chain and our commitment to zero-harm workplaces.',
  },
  {
    name: 'Farah Siddiqui',
    role: 'Vice President, Sales & Dealer Network',
    image: '/images/leaders/farah-siddiqui.svg',
    bio: 'Farah built our dealer network across India and leads our project and export business. She makes sure that a fabricator in any state can get the right consumables and a technical answer within a day.',
  },
];

export const milestones = [
  { year: String(foundingYear), text: 'Our founder starts making rutile electrodes by hand in a small workshop in Howrah, selling to the engineering units along the Hooghly.' },
  { year: String(incorporationYear), text: 'The business is incorporated, moves to a modern extrusion plant and earns its first BIS licence for IS 814 electrodes.' },
  { year: '1988', text: 'Our electrodes are approved for railway wagon and coach building, the start of a relationship with Indian Railways that continues today.' },
  { year: '1996', text: 'ISO 9001 certification, and our first submerged arc fluxes for pressure vessels and pipe mills.' },
  { year: '2004', text: 'Qualified supplier to defence shipyards and ordnance factories for low hydrogen and special-purpose electrodes.' },
  { year: '2011', text: 'The Bhiwandi plant opens, producing MIG, TIG and submerged arc wires for western and southern India.' },
  { year: '2018', text: 'Launch of our inverter welding equipment range, and consumables supplied to power, refinery and infrastructure projects in the Middle East, Africa and South East Asia.' },
  { year: '2024', text: 'A full abrasives range joins the catalogue, with personal protective equipment for welders in development.' },
];

/** Spec §2: the learn-more impact figures, word for word. */
export const impactFigures = [
  { figure: '46+ years', text: `of manufacturing welding consumables since our incorporation in ${incorporationYear}.` },
  { figure: 'Global project participation', text: 'Refineries, power plants, pipelines and infrastructure projects across Asia, the Middle East and Africa.' },
  { figure: 'Trusted by Defence and Railways', text: 'Approved consumables for shipyards, ordnance factories, and wagon, coach and track welding.' },
];
