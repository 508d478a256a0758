import { JsonLd } from '@/components/common/json-ld';
import type { CategoryView, ProductView } from '@/db/types';
import { absoluteUrl } from '@/lib/seo';

/** schema.org BreadcrumbList (Products / category) and ItemList of a category page's products. */
export function CategoryJsonLd({ category, products }: { category: CategoryView; products: Pick<ProductView, 'id' | 'name'>[] }) {
  const url = absoluteUrl(`/products/${category.category_key}`);
  return (
    <JsonLd
      data={[
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Products', item: absoluteUrl('/products') },
            { '@type': 'ListItem', position: 2, name: category.name, item: url },
          ],
        },
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          '@id': `${url}#products`,
          name: category.hero_title,
          url,
          numberOfItems: products.length,
          itemListElement: products.map((product, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: product.name,
            url: absoluteUrl(`/product/${product.id}`),
          })),
        },
      ]}
    />
  );
}
