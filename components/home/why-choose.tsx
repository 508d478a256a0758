import { SectionHeading } from '@/components/company/section-heading';
import { site } from '@/lib/site';

const reasons = [
  {
    title: 'Quality',
    icon: 'icon-shield-check',
    points: ['Every batch tested for chemistry, strength and radiographic soundness', 'BIS-licensed, ISO 9001 certified plants', 'Batch traceability and EN 10204 test certificates'],
  },
  {
    title: 'Innovation',
    icon: 'icon-lightbulb',
    points: ['In-house laboratory developing new grades with fabricators', 'Flux-cored wires, SAW combinations and inverter machines', 'Moisture-resistant, vacuum-packed low hydrogen electrodes'],
  },
  {
    title: 'Support',
    icon: 'icon-headset',
    points: ['Application engineers for procedure qualification on site', 'Dealers and stock points across India', 'Operator training and equipment service after the sale'],
  },
];

export function WhyChoose() {
  return (
    // Its accent glow is drawn by the stylesheet (.why-choose::before).
    <section aria-labelledby="why-heading" className="why-choose section-band">
      <div className="container-page relative">
        <SectionHeading id="why-heading" eyebrow="The Difference" title={`Why Choose ${site.shortName}`} align="center" inverted>
          <p>Three promises we have kept to welders for over six decades.</p>
        </SectionHeading>
        <ul className="reason-grid">
          {reasons.map(({ title, icon, points }) => (
            <li key={title}>
              <span className="reason-icon">
                <span className={icon} />
              </span>
              <h3>{title}</h3>
              <ul className="spark-list reason-points">
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
