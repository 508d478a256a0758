import { Factory, GraduationCap, Users } from 'lucide-react';
import { PageHero } from '@/components/common/page-hero';
import { Button } from '@/components/ui/button';
import { BenefitCards } from '@/components/forms/benefit-cards';
import { CareerForm } from '@/components/forms/career-form';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Careers',
  description: 'Grow with us: careers in production, quality, R&D, sales and more, with learning, innovative projects and a good culture.',
  path: '/careers',
});

const benefits = [
  {
    icon: GraduationCap,
    title: 'Growth & Learning',
    text: 'Structured training on the shop floor and in the lab, certification support, and a clear path from engineer to leader.',
  },
  {
    icon: Factory,
    title: 'Innovative Projects',
    text: 'New electrode and flux formulations, welding automation and consumables for defence, railway and energy projects.',
  },
  {
    icon: Users,
    title: 'Good Culture',
    text: 'A team that shares knowledge, values safety above speed, and backs people who take ownership.',
  },
];

export default function CareersPage() {
  return (
    <>
      <PageHero
        eyebrow="Join Our Network"
        title="Careers"
        subtitle="Build your career where growth and learning are part of the job, projects push welding forward, and the culture is one you will want to stay in."
      >
        <Button asChild variant="hero" size="lg">
          <a href="#career-application">Apply Today</a>
        </Button>
      </PageHero>
      <BenefitCards heading="Why work with us" benefits={benefits} />
      <div className="container-page pb-12 sm:pb-16">
        <section
          id="career-application"
          aria-labelledby="career-form-heading"
          className="mx-auto max-w-4xl scroll-mt-24 rounded-lg border border-border bg-background p-6 shadow-sm sm:p-10"
        >
          <h2 id="career-form-heading" className="text-2xl font-bold uppercase sm:text-3xl">
            Apply Now
          </h2>
          <p className="mt-2 mb-8 text-sm text-muted-foreground">
            Fields marked * are required. Tell us about yourself and attach your resume; our HR team reads every application.
          </p>
          <CareerForm />
        </section>
      </div>
    </>
  );
}
