import { NewsCard } from '@/components/news/news-card';
import type { ArticleSummary } from '@/db/types';

export function NewsGrid({ articles, headingLevel }: { articles: ArticleSummary[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="News articles">
      {articles.map((article, index) => (
        <li key={article.id}>
          {/* The first card's image is the largest thing on a phone's first screen: load it at once. */}
          <NewsCard article={article} headingLevel={headingLevel} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
