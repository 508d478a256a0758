'use server';

import { redirect } from 'next/navigation';
import { deleteArticle } from '@/db/queries/news-admin';
import { failed, runAdminAction, signedIn } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { clientOf } from '@/lib/auth/runtime';
import { releaseMedia } from '@/lib/media/lifecycle';
import { articleMessages, deleteArticleForm } from '@/lib/schemas/news';

// Deleting an article, in any status, with a tick that names it (as removing a staff account).
// The row, checked against the version the page showed, goes with an audit entry keeping its
// title; its trigger has the public pages answer 404 within seconds; its cover's files are
// released after the commit, as a replaced cover's are. The list then names what was deleted.

export async function deleteNewsArticle(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'delete-article',
    formData,
    schema: deleteArticleForm.schema,
    access: { permission: 'content:edit' },
    run: async ({ id, version }, { runtime, request, staff }) => {
      const writer = { ...signedIn(staff), clientHash: clientOf(runtime, request).hash };
      const outcome = await deleteArticle(id, version, writer);
      if (outcome.outcome === 'not_found') return failed(articleMessages.gone);
      if (outcome.outcome === 'stale') return failed(articleMessages.deleteStale(outcome.savedBy));
      await releaseMedia(outcome.released);
      // The article's page is gone with it: the list says what was deleted (from the audit log).
      redirect(`/admin/news?deleted=${id}`);
    },
  });
}
