import { NewsCard } from '@/components/news/news-card';
import type { ArticleSummary } from '@/db/queries/news';

export function NewsGrid({ articles, headingLevel }: { articles: ArticleSummary[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="News articles">
      {articles.map((article) => (
        <li key={article.id}>
          <NewsCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
