'use server';

import { ArticleBody } from '@/components/news/article-body';
import { requireFormCall } from '@/lib/actions/form-call';
import { checkStaff } from '@/lib/auth/session';
import { ARTICLE_CONTENT_MAX } from '@/lib/schemas/news';

import type { ArticlePreview } from '@/components/admin/article-editor';

// The editor's live preview: the article body as the public article page renders it, by the same
// component and the same sanitising Markdown pipeline, sent back as rendered elements. Here in
// app/ rather than lib/actions because it renders a component; the pages hand it to the editor.

export async function previewArticleBody(_previous: ArticlePreview, formData: FormData): Promise<ArticlePreview> {
  requireFormCall(formData); // a hand-made call with other arguments answers 404, never a 500
  const check = await checkStaff('content:edit');
  if ('refusal' in check) return { status: 'error', message: check.refusal.message };
  const source = formData.get('content');
  if (typeof source !== 'string' || source.trim() === '') return { status: 'success', message: '', preview: null };
  if (source.length > ARTICLE_CONTENT_MAX) return { status: 'error', message: `The article is longer than ${ARTICLE_CONTENT_MAX.toLocaleString('en-IN')} characters: shorten it to see the preview.` };
  return { status: 'success', message: '', preview: <ArticleBody source={source} articleId="preview" /> };
}
