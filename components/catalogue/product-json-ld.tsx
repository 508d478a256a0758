import { JsonLd } from '@/components/common/json-ld';
import type { ProductImageView, ProductView } from '@/db/types';
import { categoryLabel, entriesOf } from '@/lib/catalogue';
import { currentApprovals, isoToday } from '@/lib/domain/classification';
import { absoluteUrl } from '@/lib/seo';
import { site } from '@/lib/site';

/** schema.org Product and BreadcrumbList for a product page: facts from the product only, no prices or ratings. */
export function ProductJsonLd({ product, images }: { product: ProductView; images: ProductImageView[] }) {
  const url = absoluteUrl(`/product/${product.id}`);
  const organization = { '@type': 'Organization', name: site.name, url: site.url };
  const imageUrls = (images.length > 0 ? images.map((image) => image.image_url) : product.image_url ? [product.image_url] : []).map(absoluteUrl);
  const properties = [
    ...entriesOf(product.classification).map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
    ...(product.welding_positions.length > 0 ? [{ '@type': 'PropertyValue', name: 'Welding positions', value: product.welding_positions.join(', ') }] : []),
    ...currentApprovals(product.approvals, isoToday()).map((approval) => ({
      '@type': 'PropertyValue',
      name: `${approval.body} approval`,
      value: approval.certificate_number,
      description: [approval.scope, approval.valid_until && `valid until ${approval.valid_until}`].filter(Boolean).join('; '),
    })),
  ];
  return (
    <JsonLd
      data={[
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          '@id': `${url}#product`,
          name: product.name,
          description: product.description,
          sku: product.id,
          url,
          category: `${categoryLabel(product.category)} > ${product.subcategory}`,
          ...(imageUrls.length > 0 ? { image: imageUrls } : {}),
          brand: { '@type': 'Brand', name: site.name },
          manufacturer: organization,
          ...(properties.length > 0 ? { additionalProperty: properties } : {}),
          ...(product.is_upcoming && product.launch_date ? { releaseDate: product.launch_date } : {}),
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Products', item: absoluteUrl('/products') },
            { '@type': 'ListItem', position: 2, name: categoryLabel(product.category), item: absoluteUrl(`/products/${product.category}`) },
            { '@type': 'ListItem', position: 3, name: product.name, item: url },
          ],
        },
      ]}
    />
  );
}
