import { Mail, Phone, RotateCw, ServerCrash } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { site } from '@/lib/site';

/** What a visitor sees while the database is away (HTTP 503, see lib/service-unavailable.ts). */
export function ServiceUnavailable() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center" aria-labelledby="unavailable-heading">
      <ServerCrash className="size-16 text-accent" aria-hidden="true" />
      <h1 id="unavailable-heading" className="mt-6 text-4xl font-bold uppercase">
        Temporarily Unavailable
      </h1>
      <p className="mt-3 max-w-xl text-lg text-muted-foreground">
        We are sorry: this page cannot be shown right now. Please try again in a few minutes.
      </p>
      <p className="mt-6 text-muted-foreground">Need us now? Our sales desk is available by phone and e-mail.</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2 font-semibold">
        <li>
          <a href={site.phoneHref} className="inline-flex items-center gap-2 hover:text-accent hover:underline">
            <Phone className="size-4" aria-hidden="true" />
            {site.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:text-accent hover:underline">
            <Mail className="size-4" aria-hidden="true" />
            {site.email}
          </a>
        </li>
      </ul>
      {/* An empty href is the address the visitor asked for: the page is sent in its place. */}
      <Button asChild variant="industrial" className="mt-8">
        <a href="">
          <RotateCw aria-hidden="true" />
          Try again
        </a>
      </Button>
    </section>
  );
}
