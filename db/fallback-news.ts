import type { Article, ArticleSummary } from '@/db/queries/news';

/**
 * The six built-in articles (spec §9). /news shows them when the database has no published
 * article, the home teaser shows the first three, and /news/fallback-N serves them without a
 * database call. Newest first, so the first three are also the "latest three".
 */
export const fallbackArticles: Article[] = [
  {
    id: 'fallback-1',
    title: 'E6013 or E7018? Choosing the Right Electrode for the Job',
    excerpt:
      'Rutile or low hydrogen? A side-by-side comparison of the two most widely used mild steel electrodes in India: strength, welding positions, storage and where each one belongs.',
    published_at: '2024-03-15T04:30:00.000Z',
    author: 'Technical Team',
    category: 'technical',
    image_url: '/images/news/fallback-1.svg',
    content: `## Two electrodes, two different jobs

Walk into any fabrication shop in India and you will find two electrodes on almost every rack: the rutile **E6013** (IS 814 ER 4211) and the low hydrogen **E7018** (IS 814 EB 5426 H3). Both weld mild steel, both come in the same diameters, and both run on the same machines. Yet they are designed for very different work, and choosing the wrong one is one of the most common causes of rejected joints we see during site visits.

## E6013: the everyday rutile electrode

E6013 has a rutile (titanium dioxide) coating that gives a soft, stable arc and a slag that peels off almost by itself.

- **Easy to strike and re-strike**, even on low open-circuit voltage transformers and small inverters.
- **All-position welding**, including vertical-down on thin sheet.
- **Smooth, finely rippled bead** with little spatter, so less grinding before painting.
- **Tolerant of surface rust and mill scale**, which suits general maintenance work.

Its limits come from the same coating. Rutile coatings hold moisture by design, so the weld metal carries more diffusible hydrogen. That is harmless on thin, low-restraint joints, but on thick or rigid sections it can lead to hydrogen cracking. Impact toughness at low temperature is also modest.

**Use E6013 for:** sheet metal, light structural work, gates and grills, furniture, tanks below 10 mm, and general repair and maintenance.

## E7018: the low hydrogen workhorse

E7018 has a basic (lime-fluorspar) coating with iron powder. The weld metal is cleaner, tougher and far lower in hydrogen.

- **Tensile strength above 490 MPa** with excellent impact toughness, typically 27 J or more at −30 °C.
- **Diffusible hydrogen below 4 ml/100 g** when the electrodes are dry (H4 grades).
- **Iron powder** in the coating raises deposition, so heavier fillets go down faster.
- **Radiographic quality** welds, which is why it is specified for code work.

The price of that performance is care. E7018 must be stored dry, re-baked when exposed (typically 350 °C for one to two hours) and kept in a holding oven or quiver at the workstation. It also needs a shorter arc and a little more welder skill.

**Use E7018 for:** structural steel above 12 mm, pressure vessels, boilers, bridges, cranes, earth-moving equipment, ship hulls, and any joint that will be radiographed or must resist fatigue or low temperatures.

## A quick comparison

- **Coating:** E6013 is rutile; E7018 is basic with iron powder.
- **Typical use:** E6013 for light fabrication; E7018 for code and structural work.
- **Hydrogen:** medium for E6013; low (H4) for E7018.
- **Storage:** E6013 needs a dry store; E7018 needs a dry store, re-baking and a holding oven.

## Three questions to ask before you choose

1. **Will the joint be inspected to a code** (IS 2062 structures, IBR, ASME, AWS D1.1)? If yes, start with a low hydrogen electrode.
2. **How thick and how restrained is the joint?** Thick sections and rigid assemblies need low hydrogen weld metal to avoid cracking.
3. **Can you keep the electrodes dry?** If there is no oven on site, plan for vacuum-packed E7018 and open only what the welder will use in a shift.

## Still unsure?

Our technical team has been helping fabricators select electrodes for decades. Send us the base metal grade, thickness and the code you work to through our enquiry page, and we will recommend the electrode, the diameter and the parameters to start with.`,
  },
  {
    id: 'fallback-2',
    title: 'Submerged Arc Welding Automation: More Metal, Fewer Repairs',
    excerpt:
      'Column-and-boom and tractor SAW systems are changing how Indian fabricators weld pressure vessels, wind towers and heavy beams. What automation delivers, and how to choose the right wire and flux combination.',
    published_at: '2024-03-08T04:30:00.000Z',
    author: 'Innovation Team',
    category: 'technology',
    image_url: '/images/news/fallback-2.svg',
    content: `## Why heavy fabricators are automating

Submerged arc welding (SAW) has been used in India for decades, but for many shops it still means a tractor pushed along a seam by an operator who adjusts the settings by feel. Rising order books for **pressure vessels, wind towers, penstocks, LPG cylinders and heavy structural beams** have changed that. Fabricators are moving to column-and-boom manipulators, rotators, seam-tracking heads and digital power sources that hold the parameters constant from the first metre to the last.

## What automation delivers

- **Deposition rates of 8 to 15 kg per hour** from a single wire, and more with twin-wire or tandem heads.
- **Consistent bead shape and penetration**, because travel speed, stick-out and voltage no longer depend on the operator's hand.
- **Lower repair rates on radiography.** Most SAW defects (slag lines, lack of fusion, porosity) come from parameter drift and poor joint tracking, both of which automation controls.
- **Better working conditions.** The arc is hidden under the flux, so there is no arc glare and very little fume, and one operator can supervise a long seam from a control pendant.

## The consumables decide the result

Automation only pays when the wire and flux are matched to the job. We supply them as tested combinations, classified together to AWS A5.17 / A5.23 and IS 3613.

1. **Wire:** EL12 / EH14 type wires (AWS EL12, EM12K, EH14) in 2.4 mm to 5.0 mm, precision layer-wound so that they feed without kinks through long conduits.
2. **Flux:** agglomerated basic fluxes for toughness at low temperature and for multi-pass thick-section work; neutral fluxes where the number of passes varies, so the weld metal chemistry stays stable.
3. **Flux care:** agglomerated flux absorbs moisture like a low hydrogen electrode coating. Re-dry it at 300 to 350 °C for two hours and recycle it through a sieve and magnetic separator to remove fines and mill scale.

## Where to start

You do not need a fully robotic line to benefit. Many of our customers begin with three steps:

1. Fit a **digital SAW power source** with parameter memory, so each procedure is recalled exactly.
2. Add a **column-and-boom with a rotator** for circumferential and longitudinal seams.
3. Add **laser or mechanical seam tracking** once volumes justify it.

## A tested procedure, not a guess

Before any new SAW installation goes into production, our application engineers help qualify the welding procedure (WPS and PQR) with the chosen wire and flux, and train operators on the machine at your plant. Ask through our enquiry page for a demonstration on your own joint.`,
  },
  {
    id: 'fallback-3',
    title: 'The Welding Safety Checklist Every Shop Floor Needs',
    excerpt:
      'Electric shock, arc radiation, fume and fire remain the big four hazards of arc welding. A practical checklist that supervisors can run before every shift.',
    published_at: '2024-03-01T04:30:00.000Z',
    author: 'Safety Team',
    category: 'safety',
    image_url: '/images/news/fallback-3.svg',
    content: `## Safety is part of the weld

Every welder knows the hazards of the job, yet most injuries we hear about in fabrication shops come from the same few causes: **electric shock, arc radiation, welding fume, fire, and burns**. None of them needs expensive equipment to prevent. They need a routine. The checklist below takes five minutes at the start of a shift and meets the spirit of the Factories Act and IS 818, the Indian code of practice for safety in welding and cutting.

## Before striking an arc

1. **Check the cables.** Welding and return leads must have no cuts, exposed copper or taped-over damage. Connectors must be tight; a loose lug heats up and can start a fire.
2. **Connect the return lead to the job**, as close to the weld as possible, never through structural steelwork, pipelines or machinery bearings.
3. **Earth the machine.** The welding power source itself must be earthed through the supply, separately from the return lead.
4. **Keep it dry.** Never weld standing on a wet floor or with wet gloves. In damp or confined places use a machine with a voltage-reducing device.
5. **Clear the area.** Remove combustibles within 11 metres, or cover them with fire-resistant blankets, and keep a charged extinguisher at hand.
6. **Check for hot work permits** wherever the plant requires them, especially near tanks, pipelines and painted surfaces.

## Protect the welder and the people nearby

- A **welding helmet with the correct shade**: shade 10 to 11 for most manual metal arc work, 12 to 13 for high-current MIG and gouging.
- **Flame-retardant clothing** with full sleeves, leather gloves and safety shoes; no synthetic fabrics, which melt onto the skin.
- **Welding screens** so that arc flash does not reach other workers. "Arc eye" happens to helpers and passers-by more often than to welders.

## Control the fume

Welding fume is a mixture of fine metal oxides. Manganese, and hexavalent chromium from stainless steel welding, are of special concern.

- Use **local exhaust ventilation** or on-torch extraction wherever possible.
- Position yourself so that the plume rises away from your face.
- In confined spaces, use forced ventilation and an approved respirator, and keep an attendant outside.

## After the shift

- Switch off and isolate machines; coil the leads so that they are not trodden on.
- Carry out a **fire watch for at least 30 minutes** after hot work near combustibles.
- Report near-misses. Every one of them is a free lesson.

## Make it a habit

Print this list, put it up beside every welding bay, and ask supervisors to initial it daily. If you would like our safety team to run a toolbox talk for your welders, get in touch through our enquiry page.`,
  },
  {
    id: 'fallback-4',
    title: 'Why Inverter Welding Machines Are Replacing Transformer Sets',
    excerpt:
      'Lighter, more efficient and far better at holding a stable arc on a fluctuating supply: what inverter technology means for Indian workshops and site crews, and what to look for when you buy.',
    published_at: '2024-02-16T04:30:00.000Z',
    author: 'Innovation Team',
    category: 'technology',
    image_url: '/images/news/fallback-4.svg',
    content: `## From copper and iron to power electronics

For generations, the welding machine in an Indian workshop was an oil-cooled or air-cooled **transformer set**: heavy, simple and almost indestructible. Inverter machines work differently. They rectify the mains supply, switch it at tens of kilohertz through IGBT transistors, and use a small high-frequency transformer to produce the welding current. The result is a machine that weighs a fraction as much and controls the arc electronically, thousands of times per second.

## What the change means on the shop floor

- **Weight:** a 400 A inverter weighs around 30 kg against 150 kg or more for a transformer of similar output, so it can be carried up a structure instead of dragging long leads.
- **Energy:** inverters run at efficiencies of 85 to 90 percent and a power factor above 0.9. On a two-shift operation the saving on the electricity bill often pays for the machine within two years.
- **Arc quality:** hot start, arc force and anti-stick functions make electrodes easier to strike and keep the arc stable, especially with low hydrogen and cellulosic electrodes.
- **Versatility:** one inverter can often weld MMA, lift-TIG and, with a wire feeder, MIG/MAG.

## Built for Indian supply conditions

Not every inverter survives a site where the supply swings between 340 V and 460 V, or where a diesel generator feeds several machines. When buying, look for:

1. **Wide input voltage tolerance** (for example ±15 percent) and protection against phase loss and surges.
2. **Duty cycle rated at 40 °C**, not at 20 °C. Indian workshops are hot, and a rating at a lower temperature overstates what the machine can deliver in May.
3. **An IP23S enclosure** and conformal-coated circuit boards to keep out dust and humidity.
4. **Generator compatibility**, confirmed by the manufacturer.
5. **Service and spares** close to where the machine works. An inverter is only as good as the support behind it.

## When a transformer still makes sense

Transformer sets remain a reasonable choice for fixed stations with stable power, very heavy AC welding, or where the operators have no access to service. For most new purchases, though, the efficiency and arc control of an inverter win.

## See it for yourself

Our equipment engineers can demonstrate our inverter MMA, TIG and MIG machines at your site with your own electrodes and joints. Request a demonstration through our enquiry page.`,
  },
  {
    id: 'fallback-5',
    title: 'From Raw Material to Radiograph: How We Test Every Electrode Batch',
    excerpt:
      'A look inside our quality laboratory: incoming material checks, coating control, chemical analysis, mechanical tests and X-ray soundness, before a single carton leaves the plant.',
    published_at: '2024-02-02T04:30:00.000Z',
    author: 'Quality Team',
    category: 'quality',
    image_url: '/images/news/fallback-5.svg',
    content: `## Quality is decided long before dispatch

An electrode is a simple-looking product: a steel core wire with a pressed coating. But its performance depends on **dozens of raw materials** (minerals, ferro-alloys, silicates and binders), each of which must be within tight limits. That is why our quality plan starts at the gate and ends only when a batch has passed its weld metal tests.

## 1. Incoming materials

- Every heat of **core wire rod** is checked for carbon, manganese, sulphur and phosphorus before drawing.
- **Minerals and ferro-alloys** are sampled from each lot and analysed for purity and particle size. Rutile, fluorspar and ferro-manganese that fall outside the specification are returned, not blended away.
- **Sodium and potassium silicate** binders are checked for viscosity and ratio, which decide coating strength and moisture resistance.

## 2. In-process control

1. **Coating concentricity** is measured on every extrusion press several times per shift. An off-centre coating makes the arc wander and the electrode burn unevenly.
2. **Coating weight and diameter** are checked against the specification for each size.
3. **Baking temperature profiles** are recorded for every batch. For low hydrogen electrodes, the final bake and the **coating moisture content** decide the hydrogen level of the weld metal.

## 3. Weld metal testing

Every batch is welded into test assemblies and examined to the relevant standard (IS 814, AWS A5.1 / A5.5, EN ISO 2560):

- **Chemical analysis** of the all-weld metal by optical emission spectrometer.
- **Tensile, yield and elongation** tests on all-weld-metal specimens.
- **Charpy V-notch impact tests** at the classification temperature, down to −50 °C for some grades.
- **Radiography** of butt welds for soundness: no porosity, slag or lack of fusion beyond the permitted limits.
- **Diffusible hydrogen** measurement for H4 and H8 grades.

## 4. Traceability

Each carton carries a **batch number** that links back to the core wire heat, the mineral lots, the press, the baking cycle and the test certificate. When a customer asks for a test certificate to EN 10204 3.1, we issue it against that batch.

## Approvals that depend on it

This discipline is what allows us to hold **BIS licences** for IS 814 electrodes, approvals from major classification societies, and acceptance by defence, railway and power sector inspectors. Customers are welcome to audit our laboratory; ask through our enquiry page.`,
  },
  {
    id: 'fallback-6',
    title: 'Greener Welding: Cutting Fume, Energy and Packaging Waste',
    excerpt:
      'Welding will always use energy and produce fume, but both can be reduced. The steps we are taking at our plants, and the choices fabricators can make on their own shop floors.',
    published_at: '2024-01-19T04:30:00.000Z',
    author: 'Sustainability Team',
    category: 'environment',
    image_url: '/images/news/fallback-6.svg',
    content: `## Welding and the environment

Welding joins the steel that builds bridges, power plants, railways and wind towers, so it is part of India's growth and its energy transition. It also consumes electricity, produces fume and generates waste: electrode stubs, slag, used flux and packaging. We believe a manufacturer of welding consumables has a responsibility to reduce that footprint, both in its own plants and through the products it makes.

## What we are changing in our plants

- **Energy:** baking ovens at our electrode plant have been fitted with better insulation and heat recovery, and rooftop solar panels now supply part of the daytime load.
- **Water:** wire drawing lubricants and cooling water are filtered and reused in closed loops.
- **Dust:** mineral handling and mixing areas run under extraction with bag filters, so that fine dust stays out of the air and goes back into the process.
- **Packaging:** cartons use recycled board, and we are moving bulk customers to **returnable steel drums and reusable spools** for wire.

## Products that reduce impact on site

1. **Higher deposition consumables** such as iron powder electrodes and flux-cored wires need fewer passes and less arc-on time per metre of weld, which means less energy and less fume.
2. **Low-fume formulations** reduce the fume generation rate without changing the weld metal properties.
3. **Inverter power sources** draw far less energy from the mains than old transformer sets.
4. **Flux recovery** in submerged arc welding lets fabricators reuse most of the unfused flux after sieving and re-drying.

## What fabricators can do today

- **Use the longest practical electrode** and burn it down to a 40 to 50 mm stub instead of discarding half.
- **Right-size the weld.** Over-welding a fillet by just 1 mm increases the weld metal needed by roughly a third.
- **Switch off idle machines** and fix leaking gas hoses and regulators.
- **Segregate waste:** electrode stubs and wire offcuts are valuable scrap steel; slag and spent flux should go to an authorised disposal agency.

## A long-term commitment

We report our progress on energy, water and waste every year, and we welcome customers who want to work with us on greener procedures. Talk to our team through our enquiry page.`,
  },
];

const byId = new Map(fallbackArticles.map((article) => [article.id, article]));

export const FALLBACK_PREFIX = 'fallback-';

export const isFallbackId = (id: string) => id.startsWith(FALLBACK_PREFIX);

/** The built-in article with this id, or null (spec §7: "nothing if unknown"). */
export function getFallbackArticle(id: string): Article | null {
  return byId.get(id) ?? null;
}

const summarise = ({ content: _content, ...summary }: Article): ArticleSummary => summary;

/** Spec §4: when no article is published, the listing shows the six built-in ones. */
export function withFallbackListing(published: ArticleSummary[]): ArticleSummary[] {
  return published.length > 0 ? published : fallbackArticles.map(summarise);
}

/** Spec §9: the home teaser falls back to the first three built-in articles. */
export function withFallbackTeaser(published: ArticleSummary[], limit = 3): ArticleSummary[] {
  return published.length > 0 ? published.slice(0, limit) : fallbackArticles.slice(0, limit).map(summarise);
}
