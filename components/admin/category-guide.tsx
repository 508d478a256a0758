import type { EditableCategory } from '@/db/types';

/** Which guide the category's button links to: the uploaded PDF, the built-in one, or none. */
export function CategoryGuideLink({ category }: { category: Pick<EditableCategory, 'name' | 'guide_upload_url' | 'download_guide_url'> }) {
  const url = category.guide_upload_url ?? category.download_guide_url;
  if (!url) return <span className="text-muted-foreground">None</span>;
  return (
    <a href={url} className="underline underline-offset-2">
      {category.guide_upload_url ? 'Uploaded PDF' : 'Built-in guide'}
      <span className="sr-only"> of {category.name}</span>
    </a>
  );
}
