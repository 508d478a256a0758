import { Factory, GraduationCap, Users } from 'lucide-react';
import { PageHero } from '@/components/common/page-hero';
import { Button } from '@/components/ui/button';
import { BenefitCards } from '@/components/forms/benefit-cards';
import { CareerForm } from '@/components/forms/career-form';
import { FormPanel } from '@/components/forms/form-panel';
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
        <FormPanel
          id="career-application"
          title="Apply Now"
          intro="Fields marked * are required. Tell us about yourself and attach your resume; our HR team reads every application."
          className="mx-auto max-w-4xl"
        >
          <CareerForm />
        </FormPanel>
      </div>
    </>
  );
}
