'use server';

import { redirect } from 'next/navigation';
import { createArticle, getArticleForEditing, updateArticle, type ArticleFields, type SaveOutcome } from '@/db/queries/news-admin';
import { failed, runAdminAction, signedIn } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { clientOf } from '@/lib/auth/runtime';
import { releaseMedia } from '@/lib/media/lifecycle';
import { chosenFile, keepUploadIfSaved, receiveImage, type ReceivedImage } from '@/lib/media/upload';
import { CHECK_FIELDS_MESSAGE } from '@/lib/actions/form-state';
import { articleEditSchema, articleMessages, coverAltMessage, newArticleSchema } from '@/lib/schemas/news';

// Creating and editing an article: one form, with or without JavaScript. A cover image chosen in
// it is checked, converted and stored first, then the article, the image's row and the audit
// entry are written in one transaction; an edit made on an outdated version is refused. After a
// save the editor lands on the article's page, which says where the article stands now, and
// whether the save dated it the moment it went on the site (db/queries/news-admin.ts).

const articlePath = (id: string) => `/admin/news/${id}`;
const savedPath = (outcome: Extract<SaveOutcome, { outcome: 'saved' }>) => `${articlePath(outcome.article.id)}?saved=${outcome.article.version}${outcome.redated ? '&dated=now' : ''}`;

type Cover = { image_url: string | null; image_alt: string | null };
type CoverInput = { image_alt: string | null; remove_image?: 'on' };

/** The cover after this save: a new upload, the one kept (its alt text may change), or none. */
async function resolveCover(formData: FormData, input: CoverInput, current: Cover): Promise<{ cover: Cover; upload: ReceivedImage | null } | AdminFormState> {
  const file = chosenFile(formData.get('image_file'));
  if (file) {
    const received = await receiveImage(file, input.image_alt);
    if ('fieldError' in received) return failed(CHECK_FIELDS_MESSAGE, { [received.fieldError === 'file' ? 'image_file' : 'image_alt']: received.message });
    return { cover: { image_url: received.url, image_alt: input.image_alt }, upload: received };
  }
  if (input.remove_image || !current.image_url) return { cover: { image_url: null, image_alt: null }, upload: null };
  if (!input.image_alt) return failed(CHECK_FIELDS_MESSAGE, { image_alt: coverAltMessage });
  return { cover: { image_url: current.image_url, image_alt: input.image_alt }, upload: null };
}

function refusal(outcome: Exclude<SaveOutcome, { outcome: 'saved' }>): AdminFormState {
  switch (outcome.outcome) {
    case 'id_taken':
      return failed(CHECK_FIELDS_MESSAGE, { id: articleMessages.idTaken });
    case 'stale':
      return failed(outcome.savedBy ? articleMessages.staleBy(outcome.savedBy) : articleMessages.stale);
    case 'not_found':
      return failed(articleMessages.gone);
  }
}

export async function createNewsArticle(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'create-article',
    formData,
    schema: newArticleSchema,
    access: { permission: 'content:edit' },
    run: async ({ id, image_url: _ignored, remove_image, image_alt, keep_date, ...fields }, { runtime, request, staff }) => {
      const resolved = await resolveCover(formData, { image_alt, remove_image }, { image_url: null, image_alt: null });
      if (!('cover' in resolved)) return resolved;
      const writer = { ...signedIn(staff), clientHash: clientOf(runtime, request).hash };
      const outcome = await keepUploadIfSaved(resolved.upload, () =>
        createArticle(id, { ...fields, ...resolved.cover } satisfies ArticleFields, resolved.upload?.row ?? null, writer, undefined, { keepDate: keep_date === 'on' }),
      );
      if (outcome.outcome !== 'saved') return refusal(outcome);
      redirect(savedPath(outcome));
    },
  });
}

export async function saveNewsArticle(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'save-article',
    formData,
    schema: articleEditSchema,
    access: { permission: 'content:edit' },
    run: async ({ id, version, image_url: _ignored, remove_image, image_alt, keep_date, ...fields }, { runtime, request, staff }) => {
      // The cover kept is the stored one, never a URL the form sends.
      const current = await getArticleForEditing(id);
      if (!current) return failed(articleMessages.gone);
      const resolved = await resolveCover(formData, { image_alt, remove_image }, current);
      if (!('cover' in resolved)) return resolved;
      const writer = { ...signedIn(staff), clientHash: clientOf(runtime, request).hash };
      const outcome = await keepUploadIfSaved(resolved.upload, () =>
        updateArticle(id, version, { ...fields, ...resolved.cover }, resolved.upload?.row ?? null, writer, undefined, { keepDate: keep_date === 'on' }),
      );
      if (outcome.outcome !== 'saved') return refusal(outcome);
      // A replaced or removed cover's files go once nothing else shows them.
      if (current.image_url !== resolved.cover.image_url) await releaseMedia([current.image_url]);
      redirect(savedPath(outcome));
    },
  });
}
