import { NewsCard } from '@/components/news/news-card';
import type { ArticleSummary } from '@/db/types';

/**
 * `firstOnScreen`: the grid opens the page (/news), so on a phone its first card's image is the
 * largest thing on the first screen and loads at once. Lower down (the home page's teaser) every
 * image waits until it nears the screen, leaving the bandwidth to what is seen first.
 */
export function NewsGrid({ articles, headingLevel, firstOnScreen = false }: { articles: ArticleSummary[]; headingLevel?: 'h2' | 'h3'; firstOnScreen?: boolean }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="News articles">
      {articles.map((article, index) => (
        <li key={article.id}>
          <NewsCard article={article} headingLevel={headingLevel} priority={firstOnScreen && index === 0} />
        </li>
      ))}
    </ul>
  );
}
