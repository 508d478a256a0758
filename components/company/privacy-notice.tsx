import Link from 'next/link';
import type { ComponentProps } from 'react';
import { Mail, MapPin, UserRoundCheck } from 'lucide-react';
import { ProseParts } from '@/components/common/prose';
import { privacyFormNotices } from '@/content/privacy-forms';
import { readDocument } from '@/lib/content';
import type { MarkdownComponents } from '@/lib/markdown';
import { site } from '@/lib/site';

const linkClass = 'font-medium text-accent underline underline-offset-2';

// Paragraphs and lists take their spacing from the notice's classes below.
const noticeComponents: MarkdownComponents = {
  a: ({ href = '', children }: ComponentProps<'a'>) =>
    href.startsWith('/') ? (
      <Link href={href} className={linkClass}>
        {children}
      </Link>
    ) : (
      <a href={href} className={linkClass}>
        {children}
      </a>
    ),
};

const preambleComponents: MarkdownComponents = {
  p: (props: ComponentProps<'p'>) => <p className="!mt-0 text-sm text-muted-foreground" {...props} />,
};

/** The privacy notice (content/privacy.md): its sections, with a list of them to jump to. */
export function PrivacyNotice() {
  const notice = readDocument('privacy');
  const blocks = { forms: <FormDataCards />, 'grievance-contact': <GrievanceContact /> };
  return (
    <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="On this page" className="hidden lg:block">
        <ol className="sticky top-24 space-y-2 border-l-2 pl-4 text-sm">
          {notice.sections.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${id}`} className="text-muted-foreground hover:text-accent">
                {title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="max-w-3xl space-y-12 leading-relaxed text-foreground/90 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-primary [&_h2]:uppercase [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        <ProseParts parts={notice.preamble} components={preambleComponents} />
        {notice.sections.map(({ id, title, parts }) => (
          <section key={id} aria-labelledby={id}>
            <h2 id={id}>{title}</h2>
            <ProseParts parts={parts} components={noticeComponents} blocks={blocks} />
          </section>
        ))}
      </div>
    </div>
  );
}

function FormDataCards() {
  return (
    <div className="mt-6 space-y-5">
      {privacyFormNotices.map((item) => (
        <div key={item.form} className="rounded-lg border bg-card p-5 shadow-sm">
          <h3 className="text-lg font-bold text-primary">
            {item.form} <span className="text-sm font-medium text-muted-foreground">({item.where})</span>
          </h3>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold">Data collected</dt>
            <dd>{item.data}</dd>
            <dt className="font-semibold">Purpose</dt>
            <dd>{item.purpose}</dd>
            <dt className="font-semibold">Kept for</dt>
            <dd>{item.retention}</dd>
          </dl>
        </div>
      ))}
    </div>
  );
}

/** The Grievance Officer's name and e-mail (GRIEVANCE_OFFICER_* settings) and the registered office. */
function GrievanceContact() {
  const officer = site.grievanceOfficer;
  return (
    <div className="mt-4 rounded-lg border-l-4 border-accent bg-muted p-6">
      <p className="!mt-0 flex items-center gap-2 font-semibold text-primary">
        <UserRoundCheck className="size-5 text-accent" aria-hidden="true" />
        {officer.name}
      </p>
      <p className="!mt-3 flex items-center gap-2">
        <Mail className="size-4 shrink-0 text-accent" aria-hidden="true" />
        <a href={`mailto:${officer.email}`} className="font-medium text-accent underline underline-offset-2 hover:no-underline">
          {officer.email}
        </a>
      </p>
      <p className="!mt-3 flex items-start gap-2">
        <MapPin className="mt-1 size-4 shrink-0 text-accent" aria-hidden="true" />
        <span>
          {site.name}, {site.offices[0].address}
        </span>
      </p>
    </div>
  );
}
