import { productImage } from '@/components/catalogue/product-image';
import { SearchProductCardView, type SearchProductCardProps } from '@/components/catalogue/search/search-product-card-view';
import { Badge } from '@/components/ui/badge';
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

/** A search result (spec §2): name, category badge, image, description, applications, similar products. */
export function SearchProductCard({ product, similar, approvals = [] }: Props) {
  const card: SearchProductCardProps = {
    id: product.id,
    name: product.name,
    description: product.description,
    badge: (
      <Badge variant="steel" className="tracking-wider">
        {categoryBadgeLabel(product.category)}
      </Badge>
    ),
    approvals,
    applications: product.applications.slice(0, APPLICATIONS_ON_CARD),
    moreApplications: Math.max(0, product.applications.length - APPLICATIONS_ON_CARD),
    similar: similar.map((other) => [other.id, other.name]),
  };
  if (product.image_url) card.image = productImage(product.image_url, '96px');
  return <SearchProductCardView {...card} />;
}
