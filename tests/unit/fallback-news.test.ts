import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { articleComponents } from '@/components/news/article-body';
import type { ArticleSummary } from '@/db/types';
import { fallbackArticles, getFallbackArticle, isFallbackId, withFallbackListing, withFallbackTeaser } from '@/db/fallback-news';
import { formatLongDate } from '@/lib/domain/dates';
import { renderMarkdown } from '@/lib/markdown';

describe('the built-in fallback articles (spec §9)', () => {
  it('are six, fallback-1 … fallback-6, with the spec categories in order', () => {
    expect(fallbackArticles.map((article) => article.id)).toEqual(['fallback-1', 'fallback-2', 'fallback-3', 'fallback-4', 'fallback-5', 'fallback-6']);
    expect(fallbackArticles.map((article) => article.category)).toEqual(['technical', 'technology', 'safety', 'technology', 'quality', 'environment']);
  });

  it('start with the electrode comparison, SAW automation and safety checklist, dated March 2024 by the three teams', () => {
    const [first, second, third] = fallbackArticles;
    expect(first.title).toMatch(/electrode/i);
    expect(second.title).toMatch(/submerged arc welding automation/i);
    expect(third.title).toMatch(/safety checklist/i);
    expect([first, second, third].map((article) => article.author)).toEqual(['Technical Team', 'Innovation Team', 'Safety Team']);
    for (const article of [first, second, third]) expect(formatLongDate(article.published_at)).toMatch(/^March \d{1,2}, 2024$/);
  });

  it('are ordered newest first and written in full', async () => {
    const times = fallbackArticles.map((article) => Date.parse(article.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const article of fallbackArticles) {
      expect(article.title.length, article.id).toBeGreaterThan(20);
      expect(article.excerpt.length, article.id).toBeGreaterThan(80);
      expect(article.content.split(/\s+/).length, article.id).toBeGreaterThan(350);
      expect(article.image_url).toBe(`/images/news/${article.id}.svg`);
      const html = renderToStaticMarkup(await renderMarkdown(article.content, articleComponents));
      expect(html, article.id).toMatch(/<h2/);
      expect(html, article.id).toMatch(/<(ul|ol)/);
      expect(html, article.id).toMatch(/<strong/);
      // Only what Markdown makes: no stray table pipes or raw HTML.
      expect(article.content, article.id).not.toMatch(/^\|/m);
      expect(article.content, article.id).not.toMatch(/<[a-z]/i);
    }
  });

  it('are looked up by id; an unknown fallback id is nothing', () => {
    expect(getFallbackArticle('fallback-3')?.author).toBe('Safety Team');
    expect(getFallbackArticle('fallback-7')).toBeNull();
    expect(getFallbackArticle('fallback-')).toBeNull();
    expect(isFallbackId('fallback-9')).toBe(true);
    expect(isFallbackId('bhiwandi-plant-expansion')).toBe(false);
  });
});

describe('falling back when nothing is published', () => {
  const published: ArticleSummary[] = [1, 2, 3, 4].map((n) => ({
    id: `article-${n}`,
    title: `Article ${n}`,
    excerpt: 'Excerpt',
    published_at: `2025-0${n}-01T00:00:00.000Z`,
    author: 'Technical Team',
    category: 'technical',
    image_url: null,
  }));

  it('the listing shows the published articles when there are any, else the six built-in ones', () => {
    expect(withFallbackListing(published)).toBe(published);
    const fallback = withFallbackListing([]);
    expect(fallback.map((article) => article.id)).toEqual(fallbackArticles.map((article) => article.id));
    expect(fallback[0]).not.toHaveProperty('content');
  });

  it('the teaser shows at most three published articles, else fallback-1 … fallback-3', () => {
    expect(withFallbackTeaser(published).map((article) => article.id)).toEqual(['article-1', 'article-2', 'article-3']);
    expect(withFallbackTeaser([]).map((article) => article.id)).toEqual(['fallback-1', 'fallback-2', 'fallback-3']);
  });
});
