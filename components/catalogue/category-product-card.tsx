import Link from 'next/link';
import { RequestQuoteButton } from '@/components/forms/request-quote-button';
import { GetNotifiedButton } from '@/components/forms/get-notified-button';
import { ApprovalBadges } from '@/components/catalogue/approval-badges';
import { ChipList } from '@/components/catalogue/chip-list';
import { CompareCheckbox } from '@/components/catalogue/compare/compare-checkbox';
import { ProductImage } from '@/components/catalogue/product-image';
import {
  formatCalendarDate,
  keySpecifications,
  namedSpecifications,
  otherSpecifications,
  primaryClassification,
  quoteProps,
  specificationValues,
} from '@/lib/catalogue';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ProductView } from '@/db/types';
import { currentApprovals, isoToday } from '@/lib/domain/classification';

const APPLICATIONS_ON_CARD = 4;
const FEATURES_ON_CARD = 3;
const EQUIPMENT_SPECS_ON_CARD = 5;

/** One product on a category page (spec §2), with the category's own specifications. */
export function CategoryProductCard({ product, priority = false }: { product: ProductView; priority?: boolean }) {
  const href = `/product/${product.id}`;
  const upcoming = product.category === 'ppe';
  return (
    <article className="product-card">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="product-card-media">
        <ProductImage src={product.image_url} alt="" priority={priority} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
      </Link>
      <div className="product-card-body">
        <div className="space-y-2">
          <div className="product-card-badges">
            {upcoming && product.launch_date && (
              <Badge variant="spark">
                <span className="icon-calendar-clock" aria-hidden="true" />
                Launching {formatCalendarDate(product.launch_date)}
              </Badge>
            )}
            <Badge variant="secondary">{product.subcategory}</Badge>
          </div>
          <ApprovalBadges bodies={currentApprovals(product.approvals, isoToday()).map((approval) => approval.body)} />
          <h3 className="product-card-title">
            <Link href={href}>
              {product.name}
            </Link>
          </h3>
          <p className="product-card-text">{product.description}</p>
        </div>

        <CategorySpecifications product={product} />

        {product.applications.length > 0 && (
          <div>
            <p className="list-label">Applications</p>
            <ul className="dot-list" aria-label="Applications">
              {product.applications.slice(0, APPLICATIONS_ON_CARD).map((application) => (
                <li key={application}>{application}</li>
              ))}
              {product.applications.length > APPLICATIONS_ON_CARD && (
                <li className="text-muted-foreground">+{product.applications.length - APPLICATIONS_ON_CARD} more</li>
              )}
            </ul>
          </div>
        )}

        {product.features.length > 0 && (
          <ul className="check-list product-card-features" aria-label="Features">
            {product.features.slice(0, FEATURES_ON_CARD).map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}

        <div className="product-card-actions">
          {upcoming ? (
            <>
              <GetNotifiedButton productId={product.id} productName={product.name} />
              <RequestQuoteButton {...quoteProps(product)} label="Pre-Order Quote" />
            </>
          ) : (
            <RequestQuoteButton {...quoteProps(product)} />
          )}
          <Button asChild variant="outline">
            <Link href={href} aria-label={`View Details: ${product.name}`}>
              View Details
              <span className="icon-arrow-right" aria-hidden="true" />
            </Link>
          </Button>
          <CompareCheckbox product={product} />
        </div>
      </div>
    </article>
  );
}

/** Spec §2: what each category shows of its specifications. */
function CategorySpecifications({ product }: { product: ProductView }) {
  const specs = product.specifications;
  switch (product.category) {
    case 'welding-electrodes': {
      const classification = primaryClassification(product);
      return (
        <div className="space-y-3">
          {classification && (
            <p className="text-sm">
              <span className="text-muted-foreground">{classification[0]}: </span>
              <span className="font-mono font-semibold">{classification[1]}</span>
            </p>
          )}
          <ChipList label={namedSpecifications.diameters} items={specificationValues(specs, 'diameters')} />
        </div>
      );
    }
    case 'wires-flux':
      return (
        <div className="space-y-3">
          <ChipList label={namedSpecifications.diameters} items={specificationValues(specs, 'diameters')} />
          <ChipList label={namedSpecifications.mesh_size} items={specificationValues(specs, 'mesh_size')} />
          <ChipList label={namedSpecifications.spool_weights} items={specificationValues(specs, 'spool_weights')} />
        </div>
      );
    case 'equipment': {
      const entries = keySpecifications(specs, EQUIPMENT_SPECS_ON_CARD);
      if (entries.length === 0) return null;
      return (
        <dl className="divide-y rounded-md border text-sm" aria-label="Specifications">
          {entries.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 px-3 py-1.5">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      );
    }
    case 'abrasives':
      return <ChipList label="Specifications" tone="outline" items={otherSpecifications(specs).map(([label, value]) => `${label}: ${value}`)} />;
    case 'ppe':
      return <ChipList label="Specifications" tone="outline" items={otherSpecifications(specs).slice(0, 4).map(([label, value]) => `${label}: ${value}`)} />;
  }
}
