import { notFound } from 'next/navigation';
import { PageHero } from '@/components/common/page-hero';
import { getProduct } from '@/db/queries/catalogue';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  const { id } = await params;
  const product = await getProduct(id);
  if (!product) return { title: 'Product Not Found' };
  return pageMetadata({ title: product.name, description: product.description, path: `/product/${id}`, image: product.image_url });
}

export default async function ProductPage({ params }: Props) {
  const { id } = await params;
  const product = await getProduct(id);
  if (!product) notFound();
  return <PageHero eyebrow={product.subcategory} title={product.name} subtitle={product.description} />;
}
