import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/common/page-hero';
import { getCategory, listProducts } from '@/db/queries/catalogue';
import { productCategoryKeys, type ProductCategoryKey } from '@/lib/options';
import { pageMetadata } from '@/lib/seo';

// Rendered on first request, then served from the cache until a product or category tag changes.
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ category: string }> };

const isCategory = (value: string): value is ProductCategoryKey => (productCategoryKeys as readonly string[]).includes(value);

export async function generateMetadata({ params }: Props) {
  const { category } = await params;
  const record = isCategory(category) ? await getCategory(category) : null;
  if (!record) return { title: 'Category Not Found' };
  return pageMetadata({ title: record.hero_title, description: record.hero_subtitle, path: `/products/${category}` });
}

export default async function CategoryPage({ params }: Props) {
  const { category } = await params;
  if (!isCategory(category)) notFound();
  const record = await getCategory(category);
  if (!record) notFound();
  const items = category === 'ppe' ? await listProducts({ category, isAvailable: false, isUpcoming: true }) : await listProducts({ category });
  return (
    <>
      <PageHero title={record.hero_title} subtitle={record.hero_subtitle} />
      <ul className="container-page grid gap-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((product) => (
          <li key={product.id} className="rounded-lg border p-5">
            <h2 className="text-lg font-semibold">{product.name}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{product.description}</p>
            <Link href={`/product/${product.id}`} className="mt-3 inline-block font-semibold text-accent hover:underline">
              View Details
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
