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
    <section aria-labelledby="intro-heading" className="section-band [--estimated-height:54rem]">
      <div className="container-page intro-grid">
        <div>
          <h2 id="intro-heading" className="section-title">
            Everything that goes into a sound weld
          </h2>
          <div className="section-rule" />
          <p className="section-lead mt-6">
            {site.name} makes the consumables and machines that Indian industry welds with: electrodes for every steel from mild to
            creep-resisting, MIG, TIG and submerged arc wires with matching fluxes, inverter welding equipment, and the abrasives that
            prepare and finish every joint.
          </p>
          <p className="section-lead">
            Fabricators, EPC contractors, shipyards, railway workshops and OEMs choose us for consistent quality, honest technical
            advice and deliveries they can plan around.
          </p>
        </div>
        <dl className="fact-grid">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
