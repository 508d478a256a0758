'use server';

import { redirect } from 'next/navigation';
import { getCategoryForEditing, updateCategory } from '@/db/queries/categories-admin';
import { failed, runAdminAction, signedIn } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { CHECK_FIELDS_MESSAGE } from '@/lib/actions/form-state';
import { clientOf } from '@/lib/auth/runtime';
import { receivePdf, type ReceivedPdf } from '@/lib/media/stored-pdf';
import { releaseMedia } from '@/lib/media/lifecycle';
import { chosenFile, keepUploadIfSaved } from '@/lib/media/upload';
import { categoryEditSchema, categoryMessages } from '@/lib/schemas/category';

// Editing a category's hero and guide: one form, with or without JavaScript. A guide PDF chosen in
// it is checked (type from its bytes, size) and stored first, then the category and the audit
// entry are written in one transaction; an edit made on an outdated version is refused and the
// stored PDF removed again. After a save the editor lands on the category's page again.

export async function saveCategory(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'save-category',
    formData,
    schema: categoryEditSchema,
    access: { permission: 'content:edit' },
    run: async ({ category_key, version, remove_guide, ...texts }, { runtime, request, staff }) => {
      const current = await getCategoryForEditing(category_key);
      if (!current) return failed(categoryMessages.gone);
      const file = chosenFile(formData.get('guide_file'));
      if (file && !texts.download_guide_text) return failed(CHECK_FIELDS_MESSAGE, { download_guide_text: categoryMessages.guideTextNeeded });
      let upload: ReceivedPdf | null = null;
      if (file) {
        const received = await receivePdf(file, 'guides', category_key);
        if ('message' in received) return failed(CHECK_FIELDS_MESSAGE, { guide_file: received.message });
        upload = received;
      }
      // The guide kept is the stored one, never a URL the form sends.
      const guide_upload_url = upload ? upload.url : remove_guide ? null : current.guide_upload_url;
      const writer = { ...signedIn(staff), clientHash: clientOf(runtime, request).hash };
      const outcome = await keepUploadIfSaved(upload, () => updateCategory(category_key, version, { ...texts, guide_upload_url }, writer));
      switch (outcome.outcome) {
        case 'stale':
          return failed(outcome.savedBy ? categoryMessages.staleBy(outcome.savedBy) : categoryMessages.stale);
        case 'not_found':
          return failed(categoryMessages.gone);
        case 'saved':
          // A replaced or removed guide's file goes once no category links it.
          if (current.guide_upload_url !== guide_upload_url) await releaseMedia([current.guide_upload_url]);
          redirect(`/admin/categories/${category_key}?saved=${outcome.category.version}`);
      }
    },
  });
}
