import { CategoryProductCardView, type CategoryProductCardProps } from '@/components/catalogue/category-product-card-view';
import { namedApprovals } from '@/components/catalogue/approval-badges';
import { ChipList } from '@/components/catalogue/chip-list';
import { productImage } from '@/components/catalogue/product-image';
import {
  categoryLabel,
  formatCalendarDate,
  keySpecifications,
  namedSpecifications,
  otherSpecifications,
  primaryClassification,
  specificationValues,
} from '@/lib/catalogue';
import { Badge } from '@/components/ui/badge';
import type { ProductView } from '@/db/types';
import { currentApprovals, isoToday } from '@/lib/domain/classification';

const APPLICATIONS_ON_CARD = 4;
const FEATURES_ON_CARD = 3;
const EQUIPMENT_SPECS_ON_CARD = 5;
const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/**
 * One product on a category page (spec §2), with the category's own specifications: what the card
 * shows is decided here, and the client CategoryProductCardView draws it from compact props.
 */
export function CategoryProductCard({ product, priority = false }: { product: ProductView; priority?: boolean }) {
  const upcoming = product.category === 'ppe';
  const card: CategoryProductCardProps = {
    id: product.id,
    name: product.name,
    description: product.description,
    categoryLabel: categoryLabel(product.category),
    badges: (
      <div className="product-card-badges">
        {upcoming && product.launch_date && (
          <Badge variant="spark">
            <span className="icon-calendar-clock" aria-hidden="true" />
            Launching {formatCalendarDate(product.launch_date)}
          </Badge>
        )}
        <Badge variant="secondary">{product.subcategory}</Badge>
      </div>
    ),
    image: productImage(product.image_url, CARD_IMAGE_SIZES),
    specifications: <CategorySpecifications product={product} />,
    approvals: namedApprovals(currentApprovals(product.approvals, isoToday()).map(({ body }) => body)),
    applications: product.applications.slice(0, APPLICATIONS_ON_CARD),
    moreApplications: Math.max(0, product.applications.length - APPLICATIONS_ON_CARD),
    features: product.features.slice(0, FEATURES_ON_CARD),
  };
  // Only what is set: every key travels in the page's payload.
  if (priority) card.priority = true;
  if (upcoming) card.upcoming = true;
  return <CategoryProductCardView {...card} />;
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
