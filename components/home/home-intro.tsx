import { legacyFigure } from '@/lib/company';
import { site } from '@/lib/site';

export function HomeIntro() {
  // Built per render: the legacy figure moves with the calendar.
  const facts = [
    { value: legacyFigure(), label: 'Years of welding legacy' },
    { value: '2', label: 'Plants in Howrah and Bhiwandi' },
    { value: '5', label: 'Product categories' },
    { value: 'BIS · ISO 9001', label: 'Certified manufacturing' },
  ];
  return (
    <section aria-labelledby="intro-heading" className="py-16 sm:py-20">
      <div className="container-page grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="intro-heading" className="text-3xl font-bold text-primary uppercase sm:text-4xl">
            Everything that goes into a sound weld
          </h2>
          <div className="mt-3 h-1 w-16 bg-accent" aria-hidden="true" />
          <p className="mt-6 text-lg leading-relaxed text-muted-foreground">
            {site.name} makes the consumables and machines that Indian industry welds with: electrodes for every steel from mild to
            creep-resisting, MIG, TIG and submerged arc wires with matching fluxes, inverter welding equipment, and the abrasives that
            prepare and finish every joint.
          </p>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Fabricators, EPC contractors, shipyards, railway workshops and OEMs choose us for consistent quality, honest technical
            advice and deliveries they can plan around.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col gap-1 rounded-lg border-l-4 border-accent bg-muted p-5 sm:p-6">
              <dt className="text-sm font-medium text-muted-foreground">{fact.label}</dt>
              <dd className="order-first font-display text-2xl font-bold text-primary sm:text-4xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
