import Link from 'next/link';
import { Mail, MapPin, UserRoundCheck } from 'lucide-react';
import { PageHero } from '@/components/common/page-hero';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Privacy Notice',
  description: `How ${site.name} collects, uses, keeps and protects the personal data you send through this website, and how to exercise your rights under the Digital Personal Data Protection Act, 2023.`,
  path: '/privacy',
});

const lastUpdated = 'July 1, 2025';
const registeredOffice = site.offices[0];

/** What each form collects, why, and for how long (the purposes and retention of this notice). */
const forms = [
  {
    form: 'Enquiry form',
    where: 'Home page and /inquiry',
    data: 'Name, e-mail address, mobile number, industry type, product category of interest and your message.',
    purpose: 'To answer your enquiry, recommend suitable products, send prices and follow up on it.',
    retention: 'Three years from our last exchange with you, then erased.',
  },
  {
    form: 'Quote request',
    where: 'Product and category pages',
    data: 'Name, e-mail address and, if you give them, phone number, company name, quantity, specifications and message, with the product you asked about.',
    purpose: 'To prepare and send a quotation and to follow up on it.',
    retention: 'Three years from our last exchange with you. If you place an order, the order records are kept for eight years as Indian tax and company law requires.',
  },
  {
    form: 'Dealer application',
    where: '/dealers',
    data: 'Business name, contact person, e-mail address, phone number, business address, city, state and PIN code, business type, years in business, annual turnover, investment capacity, warehouse and delivery capability, current suppliers, target market and your reasons for partnering with us.',
    purpose: 'To assess your application, contact you about it and, if you are appointed, to run the dealership.',
    retention: 'Two years if you are not appointed. If you are appointed, for the term of the dealership and eight years after it ends.',
  },
  {
    form: 'Job application',
    where: '/careers',
    data: 'Full name, e-mail address, phone number, position, experience, current company and position, education, skills, location preference, availability, salary expectation, cover letter and the resume file you upload.',
    purpose: 'To consider you for the role you applied for and for similar openings, and to contact you for interviews.',
    retention: 'Twelve months from receipt, after which the application and resume are deleted. If you join us, they become part of your employee record.',
  },
];

export default function PrivacyPage() {
  const officer = site.grievanceOfficer;
  return (
    <>
      <PageHero
        eyebrow="Privacy"
        title="Privacy Notice"
        subtitle="What personal data this website collects, why we collect it, how long we keep it, and how you can exercise your rights under India's Digital Personal Data Protection Act, 2023."
      />
      <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="hidden lg:block">
          <ol className="sticky top-24 space-y-2 border-l-2 pl-4 text-sm">
            {[
              ['who-we-are', 'Who we are'],
              ['what-we-collect', 'What we collect and why'],
              ['automatic', 'Data collected automatically'],
              ['sharing', 'Who we share it with'],
              ['retention', 'How long we keep it'],
              ['security', 'How we protect it'],
              ['your-rights', 'Your rights'],
              ['grievance', 'Grievance Officer'],
              ['children', 'Children'],
              ['changes', 'Changes to this notice'],
            ].map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`} className="text-muted-foreground hover:text-accent">
                  {label}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-3xl space-y-12 leading-relaxed text-foreground/90 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-primary [&_h2]:uppercase [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
          <p className="!mt-0 text-sm text-muted-foreground">Last updated: {lastUpdated}</p>

          <section aria-labelledby="who-we-are">
            <h2 id="who-we-are">Who we are</h2>
            <p>
              This website is operated by {site.name}, a manufacturer of welding consumables and equipment with its registered office
              at {registeredOffice.address}. For the personal data you give us through this website, we are the Data Fiduciary under
              the Digital Personal Data Protection Act, 2023 (&ldquo;DPDP Act&rdquo;): we decide why and how it is processed, and we
              are responsible for it.
            </p>
            <p>
              You can browse every page of this website without telling us who you are. We only receive personal data when you choose
              to send it to us through one of our forms, by e-mail, by phone or on WhatsApp.
            </p>
          </section>

          <section aria-labelledby="what-we-collect">
            <h2 id="what-we-collect">What we collect and why</h2>
            <p>
              Each form asks only for what we need to answer you. By submitting a form you give your consent to our processing the data
              in it for the purpose stated below; we use it for no other purpose, and we never sell it.
            </p>
            <div className="mt-6 space-y-5">
              {forms.map((item) => (
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
            <p>
              With every form we also record the date and time, the page you sent it from and any campaign labels in the link you
              followed to reach us (such as utm_source). This tells us which pages and campaigns help visitors find us; it is kept with
              the form for the same period.
            </p>
            <p>
              When we receive a form, a notification e-mail carrying its contents is sent to the team that handles it. If you write to
              us by e-mail or WhatsApp, or call us, we use the details you share only to reply and to keep a record of the conversation.
            </p>
          </section>

          <section aria-labelledby="automatic">
            <h2 id="automatic">Data collected automatically</h2>
            <ul>
              <li>
                Our servers record technical data for each request, such as the IP address, the page requested, the browser type and the
                time. We use it only to keep the website secure, to prevent abuse of our forms and to fix errors, and we delete these
                logs after 90 days.
              </li>
              <li>
                We do not use advertising or analytics cookies, and we do not load trackers, fonts or scripts from other companies.
                Links to WhatsApp, LinkedIn and maps open those services, whose own privacy policies then apply.
              </li>
            </ul>
          </section>

          <section aria-labelledby="sharing">
            <h2 id="sharing">Who we share it with</h2>
            <ul>
              <li>Our own sales, technical, dealer development and human resources staff, only as far as their work requires.</li>
              <li>
                Service providers who host this website, store files and deliver e-mail for us. They act as our Data Processors under
                written contracts and may use the data only on our instructions.
              </li>
              <li>
                The authorised dealer serving your area, when you ask us to arrange supply and only with the details needed to do so.
              </li>
              <li>Courts, regulators and law enforcement agencies, where Indian law requires us to disclose it.</li>
            </ul>
          </section>

          <section aria-labelledby="retention">
            <h2 id="retention">How long we keep it</h2>
            <p>
              We keep personal data only as long as the purpose for which you gave it remains, using the periods listed for each form
              above. When that period ends, or earlier if you withdraw your consent or ask us to erase it, we delete the data and have
              our processors delete it, unless a law requires us to keep it longer (for example, tax records of an order).
            </p>
          </section>

          <section aria-labelledby="security">
            <h2 id="security">How we protect it</h2>
            <p>
              This website is served over encrypted connections. Form submissions are stored in access-controlled systems; resumes are
              kept in private storage that is never publicly reachable. Access is limited to staff who need it, and we review it
              regularly. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected as
              the DPDP Act requires.
            </p>
          </section>

          <section aria-labelledby="your-rights">
            <h2 id="your-rights">Your rights</h2>
            <p>As a Data Principal under the DPDP Act, you have the right to:</p>
            <ul>
              <li>
                <strong>Access</strong>: obtain a summary of the personal data we hold about you, what we do with it, and with whom we
                have shared it.
              </li>
              <li>
                <strong>Correction and completion</strong>: have inaccurate or incomplete data corrected, completed or updated.
              </li>
              <li>
                <strong>Erasure</strong>: have your data erased when it is no longer needed for the purpose you gave it for, unless the
                law requires us to keep it.
              </li>
              <li>
                <strong>Withdraw consent</strong> at any time, as easily as you gave it. Withdrawal does not affect processing that
                took place before it.
              </li>
              <li>
                <strong>Grievance redressal</strong>: have any complaint about how we handle your data answered by our Grievance Officer.
              </li>
              <li>
                <strong>Nominate</strong> another person to exercise these rights on your behalf in the event of your death or
                incapacity.
              </li>
            </ul>
            <p>
              To make a request, e-mail our Grievance Officer from the address you used with us (so that we can verify that the data is
              yours), saying which right you wish to exercise and which form or conversation it concerns. We acknowledge every request
              within two working days and respond within 30 days.
            </p>
          </section>

          <section aria-labelledby="grievance">
            <h2 id="grievance">Grievance Officer</h2>
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
                  {site.name}, {registeredOffice.address}
                </span>
              </p>
            </div>
            <p>
              If you are not satisfied with our response, you may complain to the Data Protection Board of India after first using
              this grievance process.
            </p>
          </section>

          <section aria-labelledby="children">
            <h2 id="children">Children</h2>
            <p>
              This website is meant for businesses and adults. We do not knowingly collect personal data of anyone under 18; if you
              believe a child has sent us personal data, please write to the Grievance Officer and we will delete it.
            </p>
          </section>

          <section aria-labelledby="changes">
            <h2 id="changes">Changes to this notice</h2>
            <p>
              We will update this notice when our practices or the law change, and show the date of the latest version at the top of
              this page. Questions about it are welcome on our <Link href="/contact" className="font-medium text-accent underline underline-offset-2">contact page</Link>.
            </p>
          </section>
        </article>
      </div>
    </>
  );
}
