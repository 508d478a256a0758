import type { SeedProduct } from '@/db/seed/types';

/** PPE is not launched yet: 1 = product view, 2 = detail. */
function ppeImages(id: string, main: string, detail: string) {
  return [
    { url: `/images/products/${id}/1.svg`, alt: main },
    { url: `/images/products/${id}/2.svg`, alt: detail },
  ];
}

export const ppe: SeedProduct[] = [
  {
    id: 'auto-darkening-welding-helmet',
    name: 'Vajra Shield ADF 9-13 Auto-Darkening Welding Helmet',
    description:
      'Lightweight auto-darkening helmet with a true-colour filter that switches from shade 4 to a selectable shade 9 – 13 in 1/25,000 s. Four independent arc sensors and a grinding mode make it suitable for MMA, MIG and TIG down to 5 A.',
    category: 'ppe',
    subcategory: 'Head & Face Protection',
    applications: [
      'MMA, MIG and TIG welding',
      'Grinding (shade 4 mode)',
      'Structural steel fabrication',
      'Shipbuilding',
    ],
    features: [
      'Optical class 1/1/1/2',
      'Four arc sensors',
      'Variable shade 9 – 13 with grinding mode',
      'Solar-assisted with replaceable CR2450 battery',
      'Ratchet headgear with sweatband',
    ],
    welding_positions: [],
    specifications: {
      'Viewing area': '100 x 62 mm',
      'Light state': 'Shade 4',
      'Dark state': 'Shade 9 – 13, variable',
      'Switching time': '1/25,000 s',
      'Delay (dark to light)': '0.1 – 1.0 s, adjustable',
      'Sensitivity': 'Adjustable, TIG rated ≥ 5 A',
      'UV/IR protection': 'Up to shade 16 at all times',
      Weight: '480 g',
    },
    identification: {
      'Shell colour': 'Black with orange trim',
      'Shell material': 'High-impact nylon',
    },
    weld_metal_analysis: {},
    mechanical_properties: {},
    classification: {
      'EN 379': '4/9-13 1/1/1/2',
      'EN 175': 'B (medium energy impact)',
      'IS 1179': 'Eye and face protection during welding',
      CE: 'Category II',
    },
    packing_parameters: {
      'Unit packing': 'Helmet with 5 spare outer lenses in printed carton',
      Carton: '10 helmets',
    },
    is_available: false,
    is_upcoming: true,
    launch_date: '2027-02-15',
    images: ppeImages(
      'auto-darkening-welding-helmet',
      'Vajra Shield auto-darkening welding helmet, three-quarter view',
      'Auto-darkening filter cartridge with shade and delay knobs',
    ),
  },
  {
    id: 'leather-welding-gloves',
    name: 'Vajra Grip Split Leather Welding Gauntlets',
    description:
      'Heavy cowhide split leather gauntlets with a 15 cm cuff and Kevlar-stitched seams for MMA and MIG welding. Cotton fleece lining and a reinforced palm patch handle hot workpieces and spatter.',
    category: 'ppe',
    subcategory: 'Hand Protection',
    applications: [
      'MMA, MIG and TIG welding',
      'Handling hot workpieces',
      'Structural steel fabrication',
      'Shipbuilding',
    ],
    features: [
      'Kevlar-stitched seams',
      'Cotton fleece lining',
      'Reinforced palm and thumb',
      '15 cm protective cuff',
    ],
    welding_positions: [],
    specifications: {
      Material: 'Cowhide split leather, 1.2 – 1.4 mm',
      Lining: 'Cotton fleece',
      Length: '35 cm',
      Sizes: '9 (L), 10 (XL)',
    },
    identification: {
      Colour: 'Natural tan with orange cuff binding',
    },
    weld_metal_analysis: {},
    mechanical_properties: {},
    classification: {
      'EN 12477': 'Type A',
      'EN 388': '3122X',
      'EN 407': '413X4X',
      CE: 'Category II',
    },
    packing_parameters: {
      'Unit packing': '1 pair with hang tag',
      Carton: '120 pairs (12 bundles of 10)',
    },
    is_available: false,
    is_upcoming: true,
    launch_date: '2027-03-01',
    images: ppeImages(
      'leather-welding-gloves',
      'Pair of Vajra Grip split leather welding gauntlets',
      'Close-up of Kevlar-stitched seams and reinforced palm',
    ),
  },
  {
    id: 'fr-welding-jacket',
    name: 'Vajra Guard FR Cotton Welding Jacket',
    description:
      'Flame-retardant treated 100% cotton jacket for welders, keeping its protection for at least 50 industrial washes. Concealed press studs, a stand-up collar and no outside pockets stop spatter from lodging in the garment.',
    category: 'ppe',
    subcategory: 'Body Protection',
    applications: [
      'MMA, MIG and TIG welding',
      'Gas cutting and grinding',
      'Shipbuilding',
      'Boilers and power plants',
    ],
    features: [
      'Durable flame-retardant treatment (50 washes)',
      'Concealed press studs',
      'Stand-up collar and adjustable cuffs',
      'Breathable cotton for Indian summers',
    ],
    welding_positions: [],
    specifications: {
      Fabric: '100% cotton, FR treated, 380 g/m²',
      Sizes: 'S to 3XL',
      Closure: 'Concealed press studs',
    },
    identification: {
      Colour: 'Navy blue with orange reflective tape option',
    },
    weld_metal_analysis: {},
    mechanical_properties: {},
    classification: {
      'EN ISO 11611': 'Class 2, A1+A2',
      'EN ISO 11612': 'A1 B1 C1 E2 F1',
      CE: 'Category II',
    },
    packing_parameters: {
      'Unit packing': 'Folded in poly bag',
      Carton: '25 jackets',
    },
    is_available: false,
    is_upcoming: true,
    launch_date: '2027-04-01',
    images: ppeImages(
      'fr-welding-jacket',
      'Vajra Guard flame-retardant welding jacket, front view',
      'Stand-up collar and concealed press-stud closure of the jacket',
    ),
  },
  {
    id: 'welding-safety-shoes',
    name: 'Vajra Step Welder Safety Shoes',
    description:
      'Leather safety shoes with a 200 J steel toe cap, a quick-release closure and a heat-resistant nitrile sole for welding bays. The closed tongue and smooth upper shed molten spatter.',
    category: 'ppe',
    subcategory: 'Foot Protection',
    applications: [
      'MMA, MIG and TIG welding',
      'Gas cutting and grinding',
      'Steel plants and foundries',
      'Shipbuilding',
    ],
    features: [
      '200 J steel toe cap',
      'Heat-resistant nitrile rubber sole (HRO)',
      'Quick-release buckle closure',
      'Anti-static and oil resistant',
    ],
    welding_positions: [],
    specifications: {
      Upper: 'Full-grain leather, 2.0 mm',
      Sole: 'Dual-density PU / nitrile rubber, HRO 300 °C',
      'Toe protection': 'Steel toe cap, 200 J',
      Sizes: 'UK 6 to 11',
    },
    identification: {
      Colour: 'Black with orange heel tab',
    },
    weld_metal_analysis: {},
    mechanical_properties: {},
    classification: {
      'EN ISO 20345': 'S3 HRO SRC',
      'EN ISO 20349-2': 'WG (welding)',
      'IS 15298 (Part 2)': 'Safety footwear',
    },
    packing_parameters: {
      'Unit packing': '1 pair in printed shoe box',
      Carton: '10 pairs',
    },
    is_available: false,
    is_upcoming: true,
    launch_date: '2027-05-15',
    images: ppeImages(
      'welding-safety-shoes',
      'Vajra Step welder safety shoe, side view',
      'Heat-resistant sole tread and steel toe cap section',
    ),
  },
  {
    id: 'welding-fume-respirator',
    name: 'Vajra Breathe FFP2 Welding Fume Respirator',
    description:
      'Cup-shaped FFP2 respirator with an activated carbon layer against welding fume, ozone nuisance odours and metal particulates. An exhalation valve keeps the inside of the helmet cool and reduces lens fogging.',
    category: 'ppe',
    subcategory: 'Respiratory Protection',
    applications: [
      'MMA, MIG and TIG welding',
      'Gas cutting and grinding',
      'Stainless steel fabrication',
      'Shipbuilding',
    ],
    features: [
      'Activated carbon layer for fume odours',
      'Exhalation valve for cool breathing',
      'Fits under welding helmets',
      'Dolomite clogging tested (D)',
    ],
    welding_positions: [],
    specifications: {
      'Protection class': 'FFP2 (filtering efficiency ≥ 94%)',
      'Assigned protection factor': '10',
      Style: 'Moulded cup with exhalation valve',
      'Use': 'Single shift (NR)',
    },
    identification: {
      Colour: 'Dark grey with orange valve cover',
    },
    weld_metal_analysis: {},
    mechanical_properties: {},
    classification: {
      'EN 149': 'FFP2 NR D',
      'IS 9473': 'FFP2S',
      CE: 'Category III',
    },
    packing_parameters: {
      'Unit packing': 'Box of 10 respirators',
      Carton: '24 boxes (240 pieces)',
    },
    is_available: false,
    is_upcoming: true,
    launch_date: '2027-06-01',
    images: ppeImages(
      'welding-fume-respirator',
      'Vajra Breathe FFP2 welding respirator with exhalation valve',
      'Respirator worn under a welding helmet, side view',
    ),
  },
  {
    id: 'leather-welding-apron',
    name: 'Vajra Guard Leather Welding Apron',
    description:
      'Full-length chrome-tanned split leather bib apron for heavy spatter work such as overhead MMA, gouging and hardfacing. Cross-back straps spread the weight across the shoulders for all-day comfort.',
    category: 'ppe',
    subcategory: 'Body Protection',
    applications: [
      'MMA, MIG and TIG welding',
      'Gas cutting and grinding',
      'Steel plants and foundries',
      'Boilers and power plants',
    ],
    features: [
      'Chrome-tanned split leather',
      'Cross-back straps',
      'Kevlar-stitched seams',
      'Full-length cover to below the knee',
    ],
    welding_positions: [],
    specifications: {
      Material: 'Split leather, 1.2 – 1.4 mm',
      Size: '60 x 105 cm',
      Straps: 'Cross-back, adjustable buckle',
    },
    identification: {
      Colour: 'Natural tan',
    },
    weld_metal_analysis: {},
    mechanical_properties: {},
    classification: {
      'EN ISO 11611': 'Class 2, A1',
      CE: 'Category II',
    },
    packing_parameters: {
      'Unit packing': 'Folded in poly bag',
      Carton: '20 aprons',
    },
    is_available: false,
    is_upcoming: true,
    launch_date: '2027-04-01',
    images: ppeImages(
      'leather-welding-apron',
      'Vajra Guard leather welding apron, front view',
      'Cross-back strap arrangement of the leather apron',
    ),
  },
];
