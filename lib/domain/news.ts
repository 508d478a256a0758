// News vocabulary shared by the back office, the schema and the pages.

/**
 * The fixed list of article categories: the spec's (§9: technical, technology, safety, quality,
 * environment) and 'company', which the seeded plant and certification news carries.
 */
export const newsCategories = ['technical', 'technology', 'safety', 'quality', 'environment', 'company'] as const;
export type NewsCategory = (typeof newsCategories)[number];

export const newsCategoryLabels: Record<NewsCategory, string> = {
  technical: 'Technical',
  technology: 'Technology',
  safety: 'Safety',
  quality: 'Quality',
  environment: 'Environment',
  company: 'Company',
};

/** Where an article stands: a draft, published with a date still ahead, or visible. */
export type ArticleStatus = 'draft' | 'scheduled' | 'published';

export function articleStatus(article: { is_published: boolean; published_at: Date | string }, now = new Date()): ArticleStatus {
  if (!article.is_published) return 'draft';
  return new Date(article.published_at).getTime() > now.getTime() ? 'scheduled' : 'published';
}

export const articleStatusLabels: Record<ArticleStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

/** An article's address from its title: lower case, ASCII letters and digits joined by hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
