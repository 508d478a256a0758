import type { CardSpecifications, CategoryProductCardProps, ChipRow } from '@/components/catalogue/category-product-card-view';
import { productImage } from '@/components/catalogue/product-image';
import {
  APPLICATIONS_ON_CARD,
  formatCalendarDate,
  keySpecifications,
  namedSpecifications,
  otherSpecifications,
  primaryClassification,
  specificationValues,
  type NamedSpecification,
} from '@/lib/catalogue';
import type { ProductView } from '@/db/types';
import { currentApprovals, isoToday } from '@/lib/domain/classification';

const FEATURES_ON_CARD = 3;
const EQUIPMENT_SPECS_ON_CARD = 5;
const PPE_SPECS_ON_CARD = 4;
const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/**
 * What a product's card on a category page shows (spec §2), with the category's own
 * specifications: decided here, on the server; the client CategoryProductCards draw it.
 */
export function categoryProductCard(product: ProductView, priority: boolean): CategoryProductCardProps {
  const upcoming = product.category === 'ppe';
  const card: CategoryProductCardProps = {
    id: product.id,
    name: product.name,
    description: product.description,
    subcategory: product.subcategory,
    image: productImage(product.image_url, CARD_IMAGE_SIZES),
    approvals: currentApprovals(product.approvals, isoToday()).map(({ body }) => body),
    applications: product.applications.slice(0, APPLICATIONS_ON_CARD),
    moreApplications: Math.max(0, product.applications.length - APPLICATIONS_ON_CARD),
    features: product.features.slice(0, FEATURES_ON_CARD),
  };
  // Only what is set: every key travels in the page's payload.
  if (priority) card.priority = true;
  if (upcoming) card.upcoming = true;
  if (upcoming && product.launch_date) card.launch = formatCalendarDate(product.launch_date);
  const specifications = cardSpecifications(product);
  if (specifications) card.specifications = specifications;
  return card;
}

/** Spec §2: what each category shows of its specifications. */
function cardSpecifications(product: ProductView): CardSpecifications | undefined {
  const specs = product.specifications;
  const chips = (key: NamedSpecification): ChipRow[] => {
    const items = specificationValues(specs, key);
    return items.length > 0 ? [[namedSpecifications[key], items]] : [];
  };
  switch (product.category) {
    case 'welding-electrodes': {
      const classification = primaryClassification(product);
      return classification ? { classification, stack: chips('diameters') } : { stack: chips('diameters') };
    }
    case 'wires-flux':
      return { stack: [...chips('diameters'), ...chips('mesh_size'), ...chips('spool_weights')] };
    case 'equipment': {
      const table = keySpecifications(specs, EQUIPMENT_SPECS_ON_CARD);
      return table.length > 0 ? { table } : undefined;
    }
    case 'abrasives':
    case 'ppe': {
      const items = otherSpecifications(specs).map(([label, value]) => `${label}: ${value}`);
      const shown = product.category === 'ppe' ? items.slice(0, PPE_SPECS_ON_CARD) : items;
      return shown.length > 0 ? { outline: ['Specifications', shown] } : undefined;
    }
  }
}
