import { z } from 'zod';
import * as zm from 'zod/mini';
import { optionalText, requiredText } from '@/lib/schemas/fields';
import { MEDIA_ALT_MAX, mediaMessages } from '@/lib/schemas/media';
import { newsCategories, newsCategoryLabels } from '@/lib/domain/news';
import { parseIndianDateTimeInput } from '@/lib/domain/date-time';
import type { AdminField } from '@/lib/schemas/staff';
import { MARKDOWN_MAX_BLOCKS, MARKDOWN_MAX_MARKS_PER_PARAGRAPH, MARKDOWN_MAX_NESTING, markdownShapeProblem } from '@/lib/domain/markdown-shape';

// The back office's article form, described once: the editor renders these fields and the save
// action checks them with this schema. Input names are news_articles' columns. The cover image
// file itself is read by the action (lib/media/images.ts checks its bytes).

export const ARTICLE_ID_MAX = 80;
export const ARTICLE_CONTENT_MAX = 100_000;

export const articleMessages = {
  id: 'Use lower-case letters, digits and single hyphens, like plant-expansion-2026.',
  idTaken: 'An article already has this address. Choose another one.',
  title: 'Enter the title.',
  excerpt: 'Write the excerpt: one or two sentences shown on the news cards.',
  content: 'Write the article.',
  contentNesting: `Nest quotes and lists at most ${MARKDOWN_MAX_NESTING} levels deep: this article goes deeper.`,
  contentMarks: `Use at most ${MARKDOWN_MAX_MARKS_PER_PARAGRAPH} of the marks * _ [ ] in one paragraph: this article has a paragraph with more.`,
  contentBlocks: `Use at most ${MARKDOWN_MAX_BLOCKS.toLocaleString('en-IN')} list items and link definitions in one article: this article has more.`,
  author: 'Name the author: a person or a team.',
  category: 'Choose a category.',
  publishedAt: 'Enter the publication date and time.',
  isPublished: 'Choose whether the article is a draft or published.',
  stale: 'Somebody else saved this article after you opened it, so your changes were not saved. Open the article again to see theirs, then make your changes again.',
  staleBy: (who: string) => `${who} saved this article after you opened it, so your changes were not saved. Open the article again to see theirs, then make your changes again.`,
  gone: 'This article no longer exists.',
  confirmDelete: 'Tick the box to confirm the deletion.',
  deleteStale: (who: string | null) =>
    `${who ?? 'Somebody else'} saved this article after you opened it, so it was not deleted. Open the article again to see their changes, then delete it if it should still go.`,
} as const;

/** An article's address: its id, as the editor, the list's `?deleted=` and the actions read it. */
export const articleId = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: articleMessages.id })
    .max(ARTICLE_ID_MAX, articleMessages.id)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, articleMessages.id),
);

const articleFields = {
  title: requiredText({ label: 'Title', max: 200, message: articleMessages.title }),
  excerpt: requiredText({ label: 'Excerpt', max: 400, message: articleMessages.excerpt, multiline: true }),
  // Deep or dense Markdown would block the server while it renders (lib/domain/markdown-shape.ts).
  content: requiredText({ label: 'Article', max: ARTICLE_CONTENT_MAX, message: articleMessages.content, multiline: true }).check(
    zm.check((context) => {
      const problem = markdownShapeProblem(context.value);
      if (problem) context.issues.push({ code: 'custom', input: context.value, message: { nesting: articleMessages.contentNesting, marks: articleMessages.contentMarks, blocks: articleMessages.contentBlocks }[problem] });
    }),
  ),
  author: requiredText({ label: 'Author', max: 100, message: articleMessages.author }),
  category: z.enum(newsCategories, { error: articleMessages.category }),
  // A date and time as India Standard Time, as the back office shows it.
  published_at: z
    .string({ error: articleMessages.publishedAt })
    .transform((value, context) => {
      const date = parseIndianDateTimeInput(value);
      if (!date) context.addIssue({ code: 'custom', message: articleMessages.publishedAt });
      return date ?? new Date(0);
    }),
  is_published: z.enum(['false', 'true'], { error: articleMessages.isPublished }).transform((value) => value === 'true'),
  /** The cover kept from before ('' for none): a media URL, or the seed's artwork. */
  image_url: z.preprocess((value) => (value === '' || value === undefined ? null : value), z.string().max(500).nullable()),
  image_alt: optionalText({ label: 'Alt text', max: MEDIA_ALT_MAX }),
  remove_image: z.literal('on').optional(),
  /** Publishing with a date that has passed keeps that date instead of the moment it goes live. */
  keep_date: z.literal('on').optional(),
};

export const newArticleSchema = z.object({ id: articleId, ...articleFields });
export const articleEditSchema = z.object({ id: articleId, version: z.coerce.number({ error: articleMessages.stale }).int().positive(), ...articleFields });

export type ArticleEditInput = z.output<typeof articleEditSchema>;

/** Delete an article as the page showed it: a tick confirms it (its label names the article). */
export const deleteArticleForm = {
  fields: [{ name: 'confirm', label: 'Delete this article', type: 'checkbox' }] satisfies AdminField[],
  schema: z.object({
    id: articleId,
    version: z.coerce.number({ error: articleMessages.stale }).int().positive().max(2_147_483_647),
    confirm: z.literal('on', { error: articleMessages.confirmDelete }),
  }),
};

export const categoryOptions = newsCategories.map((value) => [value, newsCategoryLabels[value]] as const);
export const publicationOptions = [
  ['false', 'Draft: not on the site'],
  ['true', 'Published: on the site now, or from the date above when it is ahead'],
] as const;

/** The alt text an image needs: required whenever the article has a cover. */
export const coverAltMessage = mediaMessages.altRequired;
