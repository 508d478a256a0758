import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/admin/action-form';
import { CategoryGuideLink } from '@/components/admin/category-guide';
import { Notice, PageTitle } from '@/components/admin/notice';
import { getCategoryForEditing } from '@/db/queries/categories-admin';
import { saveCategory } from '@/lib/actions/admin/save-category';
import { requireStaff } from '@/lib/auth/session';
import { isProductCategory, type ProductCategoryKey } from '@/lib/domain/options';
import { categoryEditFields } from '@/lib/schemas/category';

export const metadata: Metadata = { title: 'Edit category' };

type Props = { params: Promise<{ key: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };


export default async function EditCategoryPage({ params, searchParams }: Props) {
  await requireStaff('content:edit');
  const [{ key }, { saved }] = await Promise.all([params, searchParams]);
  const category = isProductCategory(key) ? await getCategoryForEditing(key) : null;
  if (!category) notFound();
  const publicPath = `/products/${category.category_key}`;
  return (
    <>
      {saved && <Notice tone="success">Saved. The category page shows the change within a few seconds.</Notice>}
      <PageTitle
        lead={
          <span className="flex flex-wrap items-center gap-3">
            <a href={publicPath} className="font-semibold text-foreground underline underline-offset-2">
              {publicPath}
            </a>
            <span>
              Guide: <CategoryGuideLink category={category} />
            </span>
          </span>
        }
      >
        {category.name}
      </PageTitle>
      <div className="rounded-lg border border-border bg-card p-4 shadow-xs sm:p-6">
        <ActionForm
          // A save reloads the page with the new version: the form starts again from it.
          key={category.version}
          id="category"
          action={saveCategory}
          fields={categoryEditFields({ hasUploadedGuide: category.guide_upload_url !== null, hasBuiltInGuide: category.download_guide_url !== null })}
          hidden={{ category_key: category.category_key, version: String(category.version) }}
          defaults={{ hero_title: category.hero_title, hero_subtitle: category.hero_subtitle, download_guide_text: category.download_guide_text ?? '' }}
          submitLabel="Save category"
          pendingLabel="Saving…"
          guardUnsaved
        />
      </div>
    </>
  );
}
