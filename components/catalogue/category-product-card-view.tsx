'use client';

import { Activity, lazy } from 'react';
import Link from 'next/link';
import { ApprovalBadges } from '@/components/catalogue/approval-badges';
import { ChipList } from '@/components/catalogue/chip-list';
import { CompareCheckbox } from '@/components/catalogue/compare/compare-checkbox';
import { FallbackImage } from '@/components/catalogue/fallback-image';
import { RequestQuoteButton } from '@/components/forms/request-quote-button';
import { buttonVariants } from '@/components/ui/button-variants';
import type { ApprovalBody } from '@/lib/domain/approval-bodies';

// PPE's Get Notified loads only on the page that shows it (as NewsletterSignup does): the other
// categories share this code and never need it.
const GetNotifiedButton = lazy(() => import('@/components/forms/get-notified-button').then((module) => ({ default: module.GetNotifiedButton })));

/** A row of chips: its label and its items. */
export type ChipRow = [label: string, items: string[]];

/** What a card shows of the category's specifications (spec §2), worked out on the server. */
export type CardSpecifications =
  /** electrodes and wires: the main classification, then rows of chips (diameters, spools …) */
  | { stack: ChipRow[]; classification?: [standard: string, designation: string] }
  /** equipment: key/value rows */
  | { table: [label: string, value: string][] }
  /** abrasives and PPE: outlined chips */
  | { outline: ChipRow };

export type CategoryProductCardProps = {
  id: string;
  name: string;
  description: string;
  /** shown as a badge: 'Low Hydrogen' */
  subcategory: string;
  /** an upcoming product's launch date, as written on its badge: '15 February 2027' */
  launch?: string;
  /** src, and srcSet and sizes for an uploaded image */
  image: { src: string | null; srcSet?: string; sizes?: string };
  priority?: boolean;
  /** an upcoming (PPE) product: Get Notified and Pre-Order Quote */
  upcoming?: true;
  /** the approvals in force, by short name */
  approvals: ApprovalBody[];
  specifications?: CardSpecifications;
  /** the first applications, and how many more there are */
  applications: string[];
  moreApplications: number;
  features: string[];
};

/**
 * A category page's grid of products (spec §2), drawn from compact props: a client component's
 * props travel once in the page's RSC payload, where a server component's markup would travel
 * again, element by element, next to its HTML (a page has a dozen cards). What each card shows is
 * decided on the server (categoryProductCard); the category's name, which every quote prefill
 * carries, is handed over once.
 */
export function CategoryProductCards({ className, categoryLabel, cards }: { className: string; categoryLabel: string; cards: CategoryProductCardProps[] }) {
  return (
    <ul className={className}>
      {cards.map((card) => (
        <CategoryProductCard key={card.id} card={card} categoryLabel={categoryLabel} />
      ))}
    </ul>
  );
}

function CategoryProductCard({ card, categoryLabel }: { card: CategoryProductCardProps; categoryLabel: string }) {
  const href = `/product/${card.id}`;
  const quote = { categoryLabel, productName: card.name, productId: card.id };
  return (
    <li className="flex">
      <article className="product-card">
        <Link href={href} tabIndex={-1} aria-hidden="true" className="product-card-media">
          <FallbackImage {...card.image} alt="" priority={card.priority} />
        </Link>
        <div className="product-card-body">
          <div className="space-y-2">
            {/* The Badge's markup (components/ui/badge.tsx) on plain spans: its variants would cost the
                page's JavaScript more than its 15 KiB allows, for two spans. */}
            <div className="product-card-badges">
              {card.launch && (
                <span data-slot="badge" className="badge badge-spark">
                  <span className="icon-calendar-clock" />
                  {`Launching ${card.launch}`}
                </span>
              )}
              <span data-slot="badge" className="badge badge-secondary">
                {card.subcategory}
              </span>
            </div>
            <ApprovalBadges bodies={card.approvals} />
            <h3 className="product-card-title">
              <Link href={href}>{card.name}</Link>
            </h3>
            <p className="product-card-text">{card.description}</p>
          </div>

          {card.specifications && <Specifications specifications={card.specifications} />}

          {card.applications.length > 0 && (
            <div>
              <p className="list-label">Applications</p>
              <ul className="dot-list" aria-label="Applications">
                {card.applications.map((application) => (
                  <li key={application}>{application}</li>
                ))}
                {card.moreApplications > 0 && <li className="text-muted-foreground">{`+${card.moreApplications} more`}</li>}
              </ul>
            </div>
          )}

          {card.features.length > 0 && (
            <ul className="check-list product-card-features" aria-label="Features">
              {card.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}

          <div className="product-card-actions">
            {card.upcoming ? (
              <>
                {/* Not <Suspense>: see newsletter-signup.tsx (a boundary past 12.8 KB is moved to the page's end). */}
                <Activity>
                  <GetNotifiedButton productId={card.id} productName={card.name} />
                </Activity>
                <RequestQuoteButton {...quote} label="Pre-Order Quote" />
              </>
            ) : (
              <RequestQuoteButton {...quote} />
            )}
            <Link href={href} aria-label={`View Details: ${card.name}`} className={buttonVariants({ variant: 'outline', className: 'btn-arrow' })}>
              View Details
            </Link>
            <CompareCheckbox product={card} />
          </div>
        </div>
      </article>
    </li>
  );
}

function Specifications({ specifications }: { specifications: CardSpecifications }) {
  if ('table' in specifications) {
    return (
      <dl className="divide-y rounded-md border text-sm" aria-label="Specifications">
        {specifications.table.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 px-3 py-1.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  if ('outline' in specifications) return <ChipList label={specifications.outline[0]} items={specifications.outline[1]} tone="outline" />;
  const { classification, stack } = specifications;
  return (
    <div className="space-y-3">
      {classification && (
        <p className="card-classification">
          <span>{`${classification[0]}: `}</span>
          <span>{classification[1]}</span>
        </p>
      )}
      {stack.map(([label, items]) => (
        <ChipList key={label} label={label} items={items} />
      ))}
    </div>
  );
}
