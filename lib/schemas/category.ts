import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/schemas/fields';
import { productCategoryKeys } from '@/lib/domain/options';
import { PDF_ACCEPT, PDF_MAX_BYTES, pdfMessages } from '@/lib/schemas/media';
import type { AdminField } from '@/lib/schemas/staff';

// The back office's category form, described once: the editor renders these fields and the save
// action checks them with this schema. Input names are product_categories' columns. The guide PDF
// itself is read by the action (lib/media/stored-pdf.ts checks its bytes).

export const CATEGORY_HERO_TITLE_MAX = 120;
export const CATEGORY_HERO_SUBTITLE_MAX = 400;
export const CATEGORY_GUIDE_TEXT_MAX = 80;

/** The largest guide PDF: every PDF uploaded in the back office has the same limit. */
export const GUIDE_MAX_BYTES = PDF_MAX_BYTES;
/** The input's `accept`: a hint for the file picker only; the bytes decide. */
export const GUIDE_ACCEPT = PDF_ACCEPT;

export const categoryMessages = {
  heroTitle: 'Enter the hero title.',
  heroSubtitle: 'Enter the subtitle shown under the hero title.',
  guideTextNeeded: 'Write the guide button’s text: the guide is offered only with one.',
  guideNotPdf: pdfMessages.notPdf,
  guideTooLarge: pdfMessages.tooLarge,
  guideDamaged: pdfMessages.damaged,
  stale: 'Somebody else saved this category after you opened it, so your changes were not saved. Open the category again to see theirs, then make your changes again.',
  staleBy: (who: string) => `${who} saved this category after you opened it, so your changes were not saved. Open the category again to see theirs, then make your changes again.`,
  gone: 'This category no longer exists.',
} as const;

export const categoryEditSchema = z.object({
  category_key: z.enum(productCategoryKeys, { error: categoryMessages.gone }),
  version: z.coerce.number({ error: categoryMessages.stale }).int().positive(),
  hero_title: requiredText({ label: 'Hero title', max: CATEGORY_HERO_TITLE_MAX, message: categoryMessages.heroTitle }),
  hero_subtitle: requiredText({ label: 'Subtitle', max: CATEGORY_HERO_SUBTITLE_MAX, message: categoryMessages.heroSubtitle, multiline: true }),
  download_guide_text: optionalText({ label: 'Guide button text', max: CATEGORY_GUIDE_TEXT_MAX }),
  /** Back to the built-in guide (or none): the uploaded PDF is no longer linked. */
  remove_guide: z.literal('on').optional(),
});

export type CategoryEditInput = z.output<typeof categoryEditSchema>;

const guideFileField: AdminField = { name: 'guide_file', label: 'Guide PDF', type: 'file', accept: GUIDE_ACCEPT, hint: 'A PDF of at most 10 MB. Once saved, the guide button links to it instead of the built-in guide.' };

/** The form's fields, in order; `remove_guide` is offered only while an uploaded guide is linked. */
export function categoryEditFields({ hasUploadedGuide, hasBuiltInGuide }: { hasUploadedGuide: boolean; hasBuiltInGuide: boolean }): AdminField[] {
  return [
    { name: 'hero_title', label: 'Hero title', type: 'text', maxLength: CATEGORY_HERO_TITLE_MAX },
    { name: 'hero_subtitle', label: 'Subtitle', type: 'textarea', maxLength: CATEGORY_HERO_SUBTITLE_MAX },
    { name: 'download_guide_text', label: 'Guide button text', type: 'text', maxLength: CATEGORY_GUIDE_TEXT_MAX, hint: 'Leave it empty to show no guide button.' },
    guideFileField,
    ...(hasUploadedGuide
      ? [{ name: 'remove_guide', label: hasBuiltInGuide ? 'Remove the uploaded PDF and link the built-in guide again' : 'Remove the uploaded PDF', type: 'checkbox' } satisfies AdminField]
      : []),
  ];
}
