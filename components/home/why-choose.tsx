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
    <section aria-labelledby="why-heading" className="relative overflow-hidden bg-steel py-16 text-steel-foreground sm:py-20">
      <div className="pointer-events-none absolute inset-0 opacity-30 [background:radial-gradient(circle_at_90%_10%,var(--color-accent),transparent_40%)]" aria-hidden="true" />
      <div className="container-page relative">
        <SectionHeading id="why-heading" eyebrow="The Difference" title={`Why Choose ${site.shortName}`} align="center" inverted>
          <p>Three promises we have kept to welders for over six decades.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {reasons.map(({ title, icon, points }) => (
            <li key={title} className="rounded-lg border border-white/10 bg-white/5 p-7 backdrop-blur">
              <span className="flex size-14 items-center justify-center rounded-md bg-accent text-accent-foreground">
                <span className={`${icon} size-7`} aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-2xl font-bold text-white uppercase">{title}</h3>
              <ul className="spark-list mt-4 space-y-3 text-sm leading-relaxed">
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
