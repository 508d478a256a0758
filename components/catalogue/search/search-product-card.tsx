import Link from 'next/link';
import { ApprovalBadges } from '@/components/catalogue/approval-badges';
import { CompareCheckbox } from '@/components/catalogue/compare/compare-checkbox';
import { ProductImage } from '@/components/catalogue/product-image';
import { Badge } from '@/components/ui/badge';
import type { ProductView } from '@/db/types';
import type { ApprovalBody } from '@/lib/domain/classification';
import { categoryBadgeLabel } from '@/lib/domain/search';

/** Spec §9: applications shown on a card before '+N more'. */
export const APPLICATIONS_ON_SEARCH_CARD = 3;

type Props = {
  product: Pick<ProductView, 'id' | 'name' | 'category' | 'description' | 'image_url' | 'applications'>;
  similar: Pick<ProductView, 'id' | 'name'>[];
  /** the approvals in force, shown as badges */
  approvals?: ApprovalBody[];
};

/** A search result (spec §2): name, category badge, image, description, applications, similar products. */
export function SearchProductCard({ product, similar, approvals = [] }: Props) {
  const extra = product.applications.length - APPLICATIONS_ON_SEARCH_CARD;
  return (
    <article className="search-card">
      <div className="flex items-start gap-4">
        {product.image_url && (
          <Link href={`/product/${product.id}`} tabIndex={-1} aria-hidden="true" className="search-card-media">
            <ProductImage src={product.image_url} alt="" width={96} height={72} sizes="96px" className="aspect-[4/3] w-full" />
          </Link>
        )}
        <div className="min-w-0 space-y-2">
          <h3 className="search-card-title">
            <Link href={`/product/${product.id}`}>
              {product.name}
            </Link>
          </h3>
          <Badge variant="steel" className="tracking-wider">
            {categoryBadgeLabel(product.category)}
          </Badge>
        </div>
      </div>
      <ApprovalBadges bodies={approvals} />
      <p className="product-card-text">{product.description}</p>
      {product.applications.length > 0 && (
        <div className="text-sm">
          <p className="mb-1 font-semibold">Applications</p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Applications">
            {product.applications.slice(0, APPLICATIONS_ON_SEARCH_CARD).map((application) => (
              <li key={application} className="search-card-tag">
                {application}
              </li>
            ))}
            {extra > 0 && <li className="search-card-more">+{extra} more</li>}
          </ul>
        </div>
      )}
      {similar.length > 0 && (
        <div className="mt-auto border-t pt-3 text-sm">
          <p className="mb-1 font-semibold">Similar Products:</p>
          <ul className="similar-links" aria-label="Similar Products">
            {similar.map((other) => (
              <li key={other.id}>
                <Link href={`/product/${other.id}`}>
                  {other.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={similar.length > 0 ? '' : 'mt-auto'}>
        <CompareCheckbox product={product} />
      </div>
    </article>
  );
}
