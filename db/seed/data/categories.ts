import type { SeedCategory } from '@/db/seed/types';

export const categories: SeedCategory[] = [
  {
    category_key: 'welding-electrodes',
    name: 'Welding Electrodes',
    hero_title: 'Welding Electrodes',
    hero_subtitle:
      'Rutile, low hydrogen, cellulosic, creep-resisting, stainless, cast iron and hardfacing electrodes, made at our Howrah plant to AWS, IS 814 and EN ISO standards.',
    description:
      'From everyday E6013 to IBR-approved Cr-Mo grades, every batch of our electrodes is tested for chemistry, mechanical properties and radiographic soundness before dispatch. Low hydrogen grades are vacuum packed so they reach your site as dry as they left the oven.',
    download_guide_text: 'Download Electrode Selection Guide',
    download_guide_url: '/guides/welding-electrodes.pdf',
    display_order: 1,
  },
  {
    category_key: 'wires-flux',
    name: 'Wires & Flux',
    hero_title: 'Welding Wires & Flux',
    hero_subtitle:
      'Solid MIG and TIG wires, flux-cored wires, submerged arc wires and agglomerated fluxes for productive semi-automatic and automatic welding.',
    description:
      'Our Bhiwandi wire plant layer-winds copper-coated, stainless and aluminium wires for smooth feeding in manual torches and robots alike. Submerged arc wires and fluxes are supplied as tested combinations for pressure vessels, pipe mills and heavy structures.',
    download_guide_text: 'Download Wire & Flux Selection Guide',
    download_guide_url: '/guides/wires-flux.pdf',
    display_order: 2,
  },
  {
    category_key: 'equipment',
    name: 'Equipment',
    hero_title: 'Welding & Cutting Equipment',
    hero_subtitle:
      'Inverter MMA, MIG/MAG and TIG welders, submerged arc tractors, plasma cutters, wire feeders and electrode ovens, backed by service engineers across India.',
    description:
      'Our machines are built for Indian conditions: wide input voltage tolerance, 40 °C duty-cycle ratings and IP23S enclosures for dusty shop floors. Every machine is supported with spares, operator training and on-site commissioning.',
    download_guide_text: 'Download Equipment Catalogue',
    download_guide_url: '/guides/equipment.pdf',
    display_order: 3,
  },
  {
    category_key: 'abrasives',
    name: 'Abrasives',
    hero_title: 'Grinding & Cutting Abrasives',
    hero_subtitle:
      'Depressed centre grinding discs, thin cutting discs, flap discs, fibre discs, wire brushes, mounted points and chop-saw wheels for weld preparation and finishing.',
    description:
      'Our bonded abrasives are made to EN 12413 with double fibre-glass reinforcement and every disc carries its maximum speed and expiry date. Contamination-free Inox grades protect stainless steel surfaces from rust staining.',
    download_guide_text: 'Download Abrasives Selection Guide',
    download_guide_url: '/guides/abrasives.pdf',
    display_order: 4,
  },
  {
    category_key: 'ppe',
    name: 'PPE',
    hero_title: 'Personal Protective Equipment',
    hero_subtitle:
      'A complete range of welder protection is coming in 2027: auto-darkening helmets, welding gloves, flame-retardant clothing, safety shoes and respirators.',
    description:
      'Our upcoming PPE range is being developed with the same attention to standards as our consumables, certified to EN and IS norms for welding. Register your interest to be notified at launch and to request pre-order quotes.',
    download_guide_text: null,
    download_guide_url: null,
    display_order: 5,
  },
];
