import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { Article, ArticleSummary } from '@/db/types';

/**
 * The six built-in articles (spec §9): Markdown files in content/news/, named by their id, with
 * their card's fields as front matter. /news shows them when the database has no published
 * article, the home teaser shows the first three, and /news/fallback-N serves them without a
 * database call. Newest first, so the first three are also the "latest three".
 */

const folder = path.join(process.cwd(), 'content', 'news');

export const FALLBACK_PREFIX = 'fallback-';

const frontMatter = z.strictObject({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  published_at: z.iso.datetime(),
  author: z.string().min(1),
  category: z.string().min(1),
  image_url: z.string().nullable(),
});

/** `---\n<yaml>\n---\n\n<markdown>`: the fields and the body of one article file. */
function readArticle(fileName: string): Article {
  const text = fs.readFileSync(path.join(folder, fileName), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`content/news/${fileName} has no front matter`);
  const fields = frontMatter.safeParse(parseYaml(match[1]));
  if (!fields.success) throw new Error(`content/news/${fileName}: ${fields.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return { id: fileName.replace(/\.md$/, ''), ...fields.data, content: match[2].trim() };
}

function readFallbackArticles(): Article[] {
  return fs
    .readdirSync(folder)
    .filter((name) => name.startsWith(FALLBACK_PREFIX) && name.endsWith('.md'))
    .map(readArticle)
    .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at) || a.id.localeCompare(b.id));
}

/** Read once, when first imported: six small files, the same for the life of the process. */
export const fallbackArticles: Article[] = readFallbackArticles();

const byId = new Map(fallbackArticles.map((article) => [article.id, article]));

export const isFallbackId = (id: string) => id.startsWith(FALLBACK_PREFIX);

/** The built-in article with this id, or null (spec §7: "nothing if unknown"). */
export function getFallbackArticle(id: string): Article | null {
  return byId.get(id) ?? null;
}

const summarise = ({ content: _content, ...summary }: Article): ArticleSummary => summary;

/** Spec §4: when no article is published, the listing shows the six built-in ones. */
export function withFallbackListing(published: ArticleSummary[]): ArticleSummary[] {
  return published.length > 0 ? published : fallbackArticles.map(summarise);
}

/** Spec §9: the home teaser falls back to the first three built-in articles. */
export function withFallbackTeaser(published: ArticleSummary[], limit = 3): ArticleSummary[] {
  return published.length > 0 ? published.slice(0, limit) : fallbackArticles.slice(0, limit).map(summarise);
}
