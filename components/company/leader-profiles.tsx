import { leaders } from '@/lib/company';

/** The four leaders with their role titles. */
export function LeaderProfiles() {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label="Leadership team">
      {leaders.map((leader) => (
        <li key={leader.name}>
          <article aria-labelledby={leaderId(leader.name)} className="flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={leader.image} alt={`Illustrated portrait of ${leader.name}`} width={400} height={400} loading="lazy" className="aspect-square w-full" />
            <div className="flex flex-1 flex-col p-6">
              <h3 id={leaderId(leader.name)} className="text-xl font-bold text-primary">
                {leader.name}
              </h3>
              <p className="mt-1 text-sm font-semibold tracking-wide text-accent uppercase">{leader.role}</p>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{leader.bio}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

const leaderId = (name: string) => `leader-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`;
