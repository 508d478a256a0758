'use client';

import Link from 'next/link';
import { ApprovalBadges } from '@/components/catalogue/approval-badges';
import { CompareCheckbox } from '@/components/catalogue/compare/compare-checkbox';
import { FallbackImage } from '@/components/catalogue/fallback-image';
import type { ApprovalBody } from '@/lib/domain/approval-bodies';

export type SearchProductCardProps = {
  id: string;
  name: string;
  description: string;
  /** the category badge's text: 'ELECTRODES' */
  badge: string;
  /** src, and srcSet and sizes for an uploaded image; none when the product has no image */
  image?: { src: string | null; srcSet?: string; sizes?: string };
  /** the approvals in force, by short name */
  approvals: ApprovalBody[];
  /** the first applications, and how many more there are */
  applications: string[];
  moreApplications: number;
  similar: [id: string, name: string][];
};

/**
 * The search results (spec §2) drawn from compact props, for the reason CategoryProductCards gives:
 * the props travel once in the page's RSC payload. searchProductCard decides what each shows.
 */
export function SearchProductCards({ className, cards }: { className: string; cards: SearchProductCardProps[] }) {
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.id}>
          <SearchProductCard card={card} />
        </li>
      ))}
    </ul>
  );
}

function SearchProductCard({ card }: { card: SearchProductCardProps }) {
  const href = `/product/${card.id}`;
  return (
    <article className="search-card">
      <div className="flex items-start gap-4">
        {card.image && (
          <Link href={href} tabIndex={-1} aria-hidden="true" className="search-card-media">
            <FallbackImage {...card.image} alt="" width={96} height={72} className="object-contain aspect-[4/3] w-full" />
          </Link>
        )}
        <div className="min-w-0 space-y-2">
          <h3 className="search-card-title">
            <Link href={href}>{card.name}</Link>
          </h3>
          {/* The Badge's markup on a plain span, as on category cards. */}
          <span data-slot="badge" className="badge badge-steel tracking-wider">
            {card.badge}
          </span>
        </div>
      </div>
      <ApprovalBadges bodies={card.approvals} />
      <p className="product-card-text">{card.description}</p>
      {card.applications.length > 0 && (
        <div className="text-sm">
          <p className="mb-1 font-semibold">Applications</p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Applications">
            {card.applications.map((application) => (
              <li key={application} className="search-card-tag">
                {application}
              </li>
            ))}
            {card.moreApplications > 0 && <li className="search-card-more">{`+${card.moreApplications} more`}</li>}
          </ul>
        </div>
      )}
      {card.similar.length > 0 && (
        <div className="mt-auto border-t pt-3 text-sm">
          <p className="mb-1 font-semibold">Similar Products:</p>
          <ul className="similar-links" aria-label="Similar Products">
            {card.similar.map(([id, name]) => (
              <li key={id}>
                <Link href={`/product/${id}`}>{name}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={card.similar.length > 0 ? '' : 'mt-auto'}>
        <CompareCheckbox product={card} />
      </div>
    </article>
  );
}
