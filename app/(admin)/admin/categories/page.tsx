import type { Metadata } from 'next';
import Link from 'next/link';
import { DataTable } from '@/components/admin/data-table';
import { PageTitle } from '@/components/admin/notice';
import { CategoryGuideLink } from '@/components/admin/category-guide';
import { listCategoriesForAdmin } from '@/db/queries/categories-admin';
import { requireStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Categories' };

export default async function AdminCategoriesPage() {
  await requireStaff('content:edit');
  const categories = await listCategoriesForAdmin();
  return (
    <>
      <PageTitle lead="The hero of each product category page: its title, subtitle and guide button.">Categories</PageTitle>
      <DataTable caption="Categories" columns={['Category', 'Hero title', 'Guide']}>
        {categories.map((category) => (
          <tr key={category.category_key}>
            <td className="font-semibold">
              <Link href={`/admin/categories/${category.category_key}`} className="underline-offset-2 hover:underline">
                {category.name}
              </Link>
            </td>
            <td>{category.hero_title}</td>
            <td>
              <CategoryGuideLink category={category} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
