import { productImage } from '@/components/catalogue/product-image';
import type { SearchProductCardProps } from '@/components/catalogue/search/search-product-card-view';
import { APPLICATIONS_ON_CARD } from '@/lib/catalogue';
import type { ProductView } from '@/db/types';
import type { ApprovalBody } from '@/lib/domain/classification';
import { categoryBadgeLabel } from '@/lib/domain/search';

type Props = {
  product: Pick<ProductView, 'id' | 'name' | 'category' | 'description' | 'image_url' | 'applications'>;
  similar: Pick<ProductView, 'id' | 'name'>[];
  /** the approvals in force, shown as badges */
  approvals?: ApprovalBody[];
};

/**
 * What a search result shows (spec §2): name, category badge, image, description, applications,
 * similar products. Decided here, on the server; the client SearchProductCards draw it.
 */
export function searchProductCard({ product, similar, approvals = [] }: Props): SearchProductCardProps {
  const card: SearchProductCardProps = {
    id: product.id,
    name: product.name,
    description: product.description,
    badge: categoryBadgeLabel(product.category),
    approvals,
    applications: product.applications.slice(0, APPLICATIONS_ON_CARD),
    moreApplications: Math.max(0, product.applications.length - APPLICATIONS_ON_CARD),
    similar: similar.map((other) => [other.id, other.name]),
  };
  if (product.image_url) card.image = productImage(product.image_url, '96px');
  return card;
}
