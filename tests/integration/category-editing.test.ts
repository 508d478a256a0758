import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { newChangeWatcher, pollContentChanges } from '@/db/content-changes';
import { auditLog } from '@/db/schema';
import { cacheTags } from '@/db/queries/cache';
import { categoryView } from '@/db/queries/catalogue';
import { getCategoryForEditing, listCategoriesForAdmin, updateCategory, type CategoryFields } from '@/db/queries/categories-admin';
import { seedCategories } from '@/db/seed/seed';
import { pdfProblem, receivePdf, storedPdfKeyOfUrl } from '@/lib/media/stored-pdf';
import { categoryEditSchema, categoryMessages, GUIDE_MAX_BYTES } from '@/lib/schemas/category';
import { DiskObjectStore } from '@/lib/storage/disk-store';
import { tempDir, testDatabases } from '@/tests/support/databases';
import { createStaff } from '@/tests/support/staff';

const builtInGuide = () => fs.readFileSync(path.join(process.cwd(), 'public', 'guides', 'welding-electrodes.pdf'));
const renamedProgram = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'binary'), Buffer.alloc(4096, 1)]);

const fields = (overrides: Partial<CategoryFields> = {}): CategoryFields => ({
  hero_title: 'Welding Electrodes',
  hero_subtitle: 'Electrodes made at our Howrah plant.',
  download_guide_text: 'Download Electrode Selection Guide',
  guide_upload_url: null,
  ...overrides,
});

describe('guide PDF checks', () => {
  const folder = tempDir('guides');
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('accepts a real PDF and refuses a renamed program, an image, an empty file and a cut-off PDF, each with its message', async () => {
    expect(await pdfProblem(builtInGuide())).toBeNull();
    expect(await pdfProblem(renamedProgram)).toBe(categoryMessages.guideNotPdf);
    expect(await pdfProblem(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c60' } }).png().toBuffer())).toBe(categoryMessages.guideNotPdf);
    expect(await pdfProblem(Buffer.alloc(0))).toBe(categoryMessages.guideNotPdf);
    const pdf = builtInGuide();
    expect(await pdfProblem(pdf.subarray(0, Math.floor(pdf.length / 2)))).toBe(categoryMessages.guideDamaged);
    expect(await pdfProblem(Buffer.alloc(GUIDE_MAX_BYTES + 1))).toBe(categoryMessages.guideTooLarge);
  });

  it('stores an accepted guide under a new id in the media store, named after its category, and can discard it', async () => {
    const store = new DiskObjectStore(folder);
    const received = await receivePdf(new File([builtInGuide()], 'guide.pdf', { type: 'application/pdf' }), 'guides', 'wires-flux', store);
    if (!('url' in received)) throw new Error(received.message);
    expect(received.url).toMatch(/^\/media\/guides\/[0-9a-f-]{36}\/wires-flux\.pdf$/);
    const key = storedPdfKeyOfUrl(received.url)!;
    expect((await store.read(key))?.equals(builtInGuide())).toBe(true);
    await received.discard();
    expect(await store.exists(key)).toBe(false);
    // The name the browser sent counts for nothing.
    expect(await receivePdf(new File([renamedProgram], 'guide.pdf', { type: 'application/pdf' }), 'guides', 'wires-flux', store)).toEqual({ message: categoryMessages.guideNotPdf });
    expect(await store.list('guides/')).toEqual([]);
    expect(storedPdfKeyOfUrl('/media/guides/../resumes/x.pdf')).toBeNull();
  });
});

describe('category form', () => {
  it('answers field messages for empty texts and a stale message for a missing version, never an exception', () => {
    const result = categoryEditSchema.safeParse({ category_key: 'abrasives', hero_title: '  ', hero_subtitle: '', download_guide_text: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({ hero_title: categoryMessages.heroTitle, hero_subtitle: categoryMessages.heroSubtitle, version: categoryMessages.stale });
    expect(categoryEditSchema.parse({ category_key: 'abrasives', version: '3', hero_title: 'T', hero_subtitle: 'S', download_guide_text: '' })).toMatchObject({ version: 3, download_guide_text: null });
  });
});

for (const target of testDatabases()) {
  describe(`category editing on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    let writer: { id: string; email: string; clientHash: string | null };
    let otherWriter: { id: string; email: string; name: string; clientHash: string | null };

    beforeAll(async () => {
      handle = await target.open({ seed: true });
      const editor = await createStaff(handle.db, 'editor');
      const other = await createStaff(handle.db, 'admin');
      writer = { id: editor.id, email: editor.email, clientHash: 'hash-a' };
      otherWriter = { id: other.id, email: other.email, name: other.name, clientHash: 'hash-b' };
    });
    afterAll(async () => handle?.dispose());

    const auditOf = (key: string) =>
      handle.db.select({ action: auditLog.action, actor: auditLog.actor_email, details: auditLog.details }).from(auditLog).where(eq(auditLog.subject_id, key)).orderBy(auditLog.created_at);

    it('starts from the seeded texts and built-in guides, at version 1', async () => {
      const rows = await listCategoriesForAdmin(handle.db);
      expect(rows.map((row) => row.category_key)).toEqual(seedCategories.map((category) => category.category_key));
      for (const seeded of seedCategories) {
        expect(rows.find((row) => row.category_key === seeded.category_key)).toMatchObject({ ...seeded, guide_upload_url: null, version: 1 });
      }
    });

    it('saves texts and an uploaded guide with an audit entry, and the content-change poller reports the categories changed', async () => {
      const watcher = newChangeWatcher();
      await pollContentChanges(handle.db, watcher);
      const upload = '/media/guides/0b6f3c1e-7d2a-4c55-9a3e-2f1d6b8c9e01/welding-electrodes.pdf';
      const saved = await updateCategory('welding-electrodes', 1, fields({ hero_title: 'Electrodes for Every Joint', guide_upload_url: upload }), writer, handle.db);
      expect(saved).toMatchObject({ outcome: 'saved', category: { version: 2, hero_title: 'Electrodes for Every Joint', guide_upload_url: upload } });
      expect(await pollContentChanges(handle.db, watcher)).toContain(cacheTags.categories);
      expect(await auditOf('welding-electrodes')).toEqual([
        { action: 'category_updated', actor: writer.email, details: { changed: 'hero_title, hero_subtitle, guide_upload_url', guide: upload } },
      ]);
      // The public pages link the uploaded guide; the built-in one stays recorded for a return to it.
      const stored = (await getCategoryForEditing('welding-electrodes', handle.db))!;
      expect(stored.download_guide_url).toBe('/guides/welding-electrodes.pdf');
      expect(categoryView(stored).download_guide_url).toBe(upload);
      expect(categoryView({ ...stored, guide_upload_url: null }).download_guide_url).toBe('/guides/welding-electrodes.pdf');
    });

    it('refuses the second save of a stale form and names who saved in between; nothing is overwritten', async () => {
      const first = await updateCategory('abrasives', 1, fields({ hero_title: 'First editor' }), otherWriter, handle.db);
      expect(first).toMatchObject({ outcome: 'saved', category: { version: 2 } });
      const second = await updateCategory('abrasives', 1, fields({ hero_title: 'Second editor' }), writer, handle.db);
      expect(second).toEqual({ outcome: 'stale', savedBy: otherWriter.name });
      expect((await getCategoryForEditing('abrasives', handle.db))?.hero_title).toBe('First editor');
      expect((await auditOf('abrasives')).map((entry) => entry.actor)).toEqual([otherWriter.email]);
    });
  });
}
