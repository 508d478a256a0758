import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { newChangeWatcher, pollContentChanges } from '@/db/content-changes';
import { auditLog, productDocuments } from '@/db/schema';
import { cacheTags } from '@/db/queries/cache';
import {
  addProductDocument,
  findProductDocumentRemoval,
  getProductDocumentsForEditing,
  removeProductDocument,
  reorderProductDocuments,
  updateProductDocument,
  type StoredDocumentFile,
} from '@/db/queries/product-documents-admin';
import { documentAsShown } from '@/lib/domain/product-documents';
import { releaseMedia, sweepMediaStorage, MEDIA_GRACE_MS } from '@/lib/media/lifecycle';
import { documentFileName, receivePdf, storedPdfKey, storedPdfKeyOf, storedPdfKeyOfUrl } from '@/lib/media/stored-pdf';
import { PDF_MAX_BYTES, pdfMessages } from '@/lib/schemas/media';
import { productDocumentEditSchema, productDocumentMessages, productDocumentMoveSchema, productDocumentRemoveSchema, productDocumentUploadSchema } from '@/lib/schemas/product-documents';
import { movedOrder } from '@/lib/schemas/product-images';
import { DiskObjectStore } from '@/lib/storage/disk-store';
import type { ObjectStore } from '@/lib/storage/object-store';
import { tempDir, testDatabases } from '@/tests/support/databases';
import { createStaff } from '@/tests/support/staff';

const PRODUCT = 'e7018-low-hydrogen';
/** Another seeded product: the same stored file linked from two products' documents. */
const OTHER_PRODUCT = 'e6013-general-purpose';
const SEEDED_FILE = `/documents/sds/${PRODUCT}.pdf`;
const HOUR = 60 * 60 * 1000;

async function certificate(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText(text, { x: 50, y: 700, size: 16, font });
  return Buffer.from(await document.save());
}

/** A chosen file, as the form's file input sends it. */
const pdfFile = (bytes: Uint8Array, name = 'certificate.pdf') => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

const renamedProgram = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'binary'), Buffer.alloc(4096, 1)]);

/** A PDF checked and stored as the upload action does it, ready for the queries. */
async function stored(store: ObjectStore, text: string, kind = 'approval-certificate'): Promise<StoredDocumentFile> {
  const received = await receivePdf(pdfFile(await certificate(text)), 'documents', documentFileName(PRODUCT, kind), store);
  if ('message' in received) throw new Error(received.message);
  return { url: received.url, bytes: received.bytes };
}

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('product document forms', () => {
  it('say what is missing: a title, a kind among the three, the removal box; ids must be ids', () => {
    expect(messagesOf(productDocumentUploadSchema.safeParse({ product_id: PRODUCT, kind: '', title: '   ' }))).toEqual({
      kind: productDocumentMessages.kindRequired,
      title: productDocumentMessages.titleRequired,
    });
    expect(messagesOf(productDocumentUploadSchema.safeParse({ product_id: PRODUCT, kind: 'datasheet', title: 'SDS' }))).toEqual({ kind: productDocumentMessages.kindRequired });
    expect(productDocumentUploadSchema.parse({ product_id: PRODUCT, kind: 'test-certificate', title: '  Mill test\u0000certificate  ' })).toEqual({
      product_id: PRODUCT,
      kind: 'test-certificate',
      title: 'Mill test certificate',
    });
    expect(productDocumentEditSchema.safeParse({ product_id: PRODUCT, document_id: 'x', kind: 'test-certificate', title: 'T', shown: '' }).success).toBe(false);
    expect(productDocumentEditSchema.safeParse({ product_id: '../etc', document_id: randomUUID(), kind: 'test-certificate', title: 'T', shown: '' }).success).toBe(false);
    expect(messagesOf(productDocumentRemoveSchema.safeParse({ product_id: PRODUCT, document_id: randomUUID() }))).toEqual({ confirm: productDocumentMessages.confirmRemoval });
    expect(productDocumentRemoveSchema.safeParse({ product_id: PRODUCT, document_id: randomUUID(), confirm: 'on' }).success).toBe(true);
    expect(productDocumentMoveSchema.parse({ product_id: PRODUCT, document_id: randomUUID(), direction: 'down', shown: '' }).shown).toEqual([]);
  });
});

describe('document PDFs', () => {
  const folder = tempDir('documents');
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('are checked as guides are (type from the bytes, 10 MB) and stored under documents/, named after the product and kind', async () => {
    const store = new DiskObjectStore(folder);
    const pdf = await certificate('IBR approval 2027');
    const received = await receivePdf(pdfFile(pdf, 'whatever.bin'), 'documents', documentFileName(PRODUCT, 'approval-certificate'), store);
    if ('message' in received) throw new Error(received.message);
    expect(received.url).toMatch(/^\/media\/documents\/[0-9a-f-]{36}\/e7018-low-hydrogen-approval-certificate\.pdf$/);
    expect(received.bytes).toBe(pdf.length);
    const key = storedPdfKeyOfUrl(received.url)!;
    expect(key.startsWith('documents/')).toBe(true);
    expect((await store.read(key))?.equals(pdf)).toBe(true);
    // The route of each folder reads its own folder only.
    const [, , , id, file] = received.url.split('/');
    expect(storedPdfKeyOf('documents', id, file)).toBe(key);
    expect(await store.exists(storedPdfKeyOf('guides', id, file)!)).toBe(false);
    expect(storedPdfKeyOf('documents', id, 'x.webp')).toBeNull();
    await received.discard();
    expect(await store.exists(key)).toBe(false);

    for (const [bytes, message] of [
      [renamedProgram, pdfMessages.notPdf],
      [Buffer.alloc(0), pdfMessages.notPdf],
      [pdf.subarray(0, Math.floor(pdf.length / 2)), pdfMessages.damaged],
      [Buffer.alloc(PDF_MAX_BYTES + 1), pdfMessages.tooLarge],
    ] as const) {
      expect(await receivePdf(pdfFile(bytes), 'documents', 'x', store)).toEqual({ message });
    }
    expect(await store.list('documents/')).toEqual([]);
    expect(productDocumentMessages.notPdf).toBe(pdfMessages.notPdf);
  });

  it('file names keep the kind whole and stay within 60 characters', () => {
    expect(documentFileName('e7018-low-hydrogen', 'test-certificate')).toBe('e7018-low-hydrogen-test-certificate');
    const long = documentFileName(`${'a'.repeat(35)}-${'b'.repeat(40)}`, 'approval-certificate');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^a+-?b*-approval-certificate$/);
    expect(long).not.toContain('--');
    expect(storedPdfKeyOfUrl('/media/documents/../resumes/x.pdf')).toBeNull();
    expect(storedPdfKeyOfUrl('/documents/sds/e7018-low-hydrogen.pdf')).toBeNull();
    expect(storedPdfKey('documents', 'i', 'n')).toBe('documents/i/n.pdf');
  });
});

for (const target of testDatabases()) {
  describe(`product documents on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    let writer: { id: string; email: string; clientHash: string | null };
    let other: { id: string; email: string; name: string; clientHash: string | null };
    let store: DiskObjectStore;
    let root: string;

    beforeAll(async () => {
      handle = await target.open();
      const editor = await createStaff(handle.db, 'editor');
      const second = await createStaff(handle.db, 'editor');
      writer = { id: editor.id, email: editor.email, clientHash: 'hash-a' };
      other = { id: second.id, email: second.email, name: second.name, clientHash: 'hash-b' };
      root = tempDir('document-lifecycle');
      store = new DiskObjectStore(root);
    });
    afterAll(async () => {
      await handle?.dispose();
      fs.rmSync(root, { recursive: true, force: true });
    });

    const editing = async () => (await getProductDocumentsForEditing(PRODUCT, handle.db))!;
    const saved = <T extends { outcome: string }>(outcome: T) => {
      expect(outcome.outcome).toBe('saved');
      return outcome as Extract<T, { outcome: 'saved' }>;
    };
    const auditOf = async (action: string) =>
      handle.db
        .select({ actor: auditLog.actor_email, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.subject_id, PRODUCT)))
        .orderBy(auditLog.created_at);

    it('starts from the seeded safety data sheet, a file of the site', async () => {
      const { product, documents } = await editing();
      expect(product).toEqual({ id: PRODUCT, name: expect.any(String) });
      expect(documents).toEqual([
        { id: expect.any(String), kind: 'safety-data-sheet', title: 'Safety Data Sheet (SDS)', file_url: SEEDED_FILE, file_size_bytes: expect.any(Number), display_order: 0, uploaded: false },
      ]);
      expect(fs.existsSync(path.join('public', SEEDED_FILE))).toBe(true);
      expect(await getProductDocumentsForEditing('no-such-product', handle.db)).toBeNull();
    });

    it('adds an upload at the end with its size, audited; the poller sees the product change', async () => {
      const watcher = newChangeWatcher();
      await pollContentChanges(handle.db, watcher);
      const file = await stored(store, 'IBR approval certificate 2026');
      const outcome = saved(await addProductDocument(PRODUCT, { kind: 'approval-certificate', title: 'IBR Approval Certificate', file }, writer, handle.db));
      expect(outcome.released).toEqual([]);
      expect(outcome.documents.map((document) => [document.title, document.display_order, document.uploaded])).toEqual([
        ['Safety Data Sheet (SDS)', 0, false],
        ['IBR Approval Certificate', 1, true],
      ]);
      expect(outcome.documents[1]).toMatchObject({ kind: 'approval-certificate', file_url: file.url, file_size_bytes: file.bytes });
      expect(await pollContentChanges(handle.db, watcher)).toEqual(expect.arrayContaining([cacheTags.products, cacheTags.product(PRODUCT)]));
      expect(await auditOf('product_document_added')).toEqual([
        { actor: writer.email, details: { title: 'IBR Approval Certificate', kind: 'Approval certificate', position: 2 } },
      ]);
      expect(await getProductDocumentsForEditing(PRODUCT, handle.db)).toEqual({ product: expect.anything(), documents: outcome.documents });
    });

    it('edits the seeded document’s title and kind, and replacing its file stores the new one and leaves the site’s file alone', async () => {
      const seeded = (await editing()).documents[0];
      const retitled = saved(await updateProductDocument(PRODUCT, seeded.id, { kind: 'safety-data-sheet', title: 'Safety Data Sheet, 2026 revision', shown: documentAsShown(seeded) }, writer, handle.db));
      expect(retitled.released).toEqual([]);
      expect(retitled.documents[0]).toMatchObject({ id: seeded.id, title: 'Safety Data Sheet, 2026 revision', file_url: SEEDED_FILE, uploaded: false });

      const file = await stored(store, 'SDS 2027', 'safety-data-sheet');
      const replaced = saved(await updateProductDocument(PRODUCT, seeded.id, { kind: 'test-certificate', title: 'Mill Test Certificate', file, shown: documentAsShown(retitled.documents[0]) }, writer, handle.db));
      expect(replaced.documents[0]).toMatchObject({ id: seeded.id, kind: 'test-certificate', title: 'Mill Test Certificate', file_url: file.url, file_size_bytes: file.bytes, uploaded: true });
      expect(replaced.released).toEqual([SEEDED_FILE]);
      // A file of the site is never the media store's to delete.
      expect(await releaseMedia(replaced.released, store, handle.db)).toBe(0);
      expect(fs.existsSync(path.join('public', SEEDED_FILE))).toBe(true);
      expect((await auditOf('product_document_edited')).map((entry) => entry.details)).toEqual([
        { title: 'Safety Data Sheet, 2026 revision', changed: 'title', was: 'Safety Data Sheet (SDS)' },
        { title: 'Mill Test Certificate', changed: 'title, kind, file', was: 'Safety Data Sheet, 2026 revision' },
      ]);
    });

    it('replacing an uploaded file releases the old one once no document names it', async () => {
      const document = (await editing()).documents.find((item) => item.kind === 'approval-certificate')!;
      const oldKey = storedPdfKeyOfUrl(document.file_url)!;
      // The same stored file linked from another product's documents keeps it.
      await handle.db.insert(productDocuments).values({ product_id: OTHER_PRODUCT, kind: 'approval-certificate', title: 'Shared', file_url: document.file_url });
      const file = await stored(store, 'IBR approval certificate 2027');
      const outcome = saved(await updateProductDocument(PRODUCT, document.id, { kind: 'approval-certificate', title: document.title, file, shown: documentAsShown(document) }, other, handle.db));
      expect(outcome.released).toEqual([document.file_url]);
      expect(await releaseMedia(outcome.released, store, handle.db)).toBe(0);
      expect(await store.exists(oldKey)).toBe(true);
      await handle.db.delete(productDocuments).where(eq(productDocuments.file_url, document.file_url));
      expect(await releaseMedia(outcome.released, store, handle.db)).toBe(1);
      expect(await store.exists(oldKey)).toBe(false);
      expect(await store.exists(storedPdfKeyOfUrl(file.url)!)).toBe(true);
      // The same title and kind with no file: nothing is released.
      const now = outcome.documents.find((item) => item.id === document.id)!;
      expect(saved(await updateProductDocument(PRODUCT, document.id, { kind: 'approval-certificate', title: document.title, shown: documentAsShown(now) }, other, handle.db)).released).toEqual([]);
    });

    it('refuses an edit made on a document changed since the page showed it, naming who changed it, and writes nothing', async () => {
      const document = (await editing()).documents.find((item) => item.kind === 'approval-certificate')!;
      // Two pages showing the same document: one renames it, the other then changes only its kind.
      const renamed = saved(await updateProductDocument(PRODUCT, document.id, { kind: document.kind, title: 'IBR Approval Certificate (renewed)', shown: documentAsShown(document) }, other, handle.db));
      // Refused with the document as it is stored now, for the form to start from.
      expect(await updateProductDocument(PRODUCT, document.id, { kind: 'test-certificate', title: document.title, shown: documentAsShown(document) }, writer, handle.db)).toEqual({
        outcome: 'stale',
        savedBy: other.name,
        document: renamed.documents.find((item) => item.id === document.id),
      });
      const now = (await editing()).documents.find((item) => item.id === document.id)!;
      expect(now).toMatchObject({ title: 'IBR Approval Certificate (renewed)', kind: 'approval-certificate' });
      expect(now).toEqual(renamed.documents.find((item) => item.id === document.id));
      // Saved again from the page as it is now, the change goes through.
      saved(await updateProductDocument(PRODUCT, document.id, { kind: 'approval-certificate', title: document.title, shown: documentAsShown(now) }, writer, handle.db));
    });

    it('reorders, and refuses a move made on a list that changed since, naming who changed it', async () => {
      const third = await stored(store, 'Test certificate');
      saved(await addProductDocument(PRODUCT, { kind: 'test-certificate', title: 'Batch Test Certificate', file: third }, writer, handle.db));
      const before = (await editing()).documents.map((document) => document.id);
      expect(before).toHaveLength(3);
      const moved = movedOrder(before, before[2], 'up');
      saved(await reorderProductDocuments(PRODUCT, before, moved, other, handle.db));
      expect((await editing()).documents.map((document) => [document.id, document.display_order])).toEqual(moved.map((id, index) => [id, index]));
      // A second editor still showing the old order.
      expect(await reorderProductDocuments(PRODUCT, before, movedOrder(before, before[0], 'down'), writer, handle.db)).toEqual({ outcome: 'stale', savedBy: other.name });
      expect((await editing()).documents.map((document) => document.id)).toEqual(moved);
      // An order that is not the same documents (a hand-made post) changes nothing either.
      expect((await reorderProductDocuments(PRODUCT, moved, [...moved.slice(1), randomUUID()], writer, handle.db)).outcome).toBe('stale');
      expect(await auditOf('product_documents_reordered')).toEqual([{ actor: other.email, details: { order: '1, 3, 2' } }]);
    });

    it('removes a document (its file released, its title found again in the audit log); a document or product gone is said so', async () => {
      const { documents } = await editing();
      const removed = documents[1];
      const outcome = saved(await removeProductDocument(PRODUCT, removed.id, writer, handle.db));
      expect(outcome.released).toEqual([removed.file_url]);
      expect(outcome.documents.map((document) => [document.id, document.display_order])).toEqual([
        [documents[0].id, 0],
        [documents[2].id, 1],
      ]);
      expect(await releaseMedia(outcome.released, store, handle.db)).toBe(1);
      expect(await store.exists(storedPdfKeyOfUrl(removed.file_url)!)).toBe(false);
      expect(await findProductDocumentRemoval(PRODUCT, removed.id, handle.db)).toEqual({ title: removed.title });
      expect(await findProductDocumentRemoval(PRODUCT, documents[0].id, handle.db)).toBeNull();
      expect(await findProductDocumentRemoval(OTHER_PRODUCT, removed.id, handle.db)).toBeNull();

      expect(await removeProductDocument(PRODUCT, removed.id, writer, handle.db)).toEqual({ outcome: 'document_gone' });
      expect(await updateProductDocument(PRODUCT, removed.id, { kind: 'test-certificate', title: 'T', shown: documentAsShown(removed) }, writer, handle.db)).toEqual({ outcome: 'document_gone' });
      expect(await addProductDocument('no-such-product', { kind: 'test-certificate', title: 'T', file: { url: '/media/documents/x/y.pdf', bytes: 1 } }, writer, handle.db)).toEqual({ outcome: 'not_found' });
      expect(await removeProductDocument('no-such-product', removed.id, writer, handle.db)).toEqual({ outcome: 'not_found' });
    });

    it('the sweep removes, past the grace period, document PDFs nothing names, and keeps recent and linked ones', async () => {
      const linked = (await editing()).documents.find((document) => document.uploaded)!;
      const linkedKey = storedPdfKeyOfUrl(linked.file_url)!;
      // An upload whose form was never saved.
      const abandoned = storedPdfKeyOfUrl((await stored(store, 'Abandoned')).url)!;
      expect(await sweepMediaStorage(store, handle.db)).toEqual({ removed: 0 });
      expect(await sweepMediaStorage(store, handle.db, Date.now() + MEDIA_GRACE_MS + HOUR)).toEqual({ removed: 1 });
      expect(await store.exists(abandoned)).toBe(false);
      expect(await store.exists(linkedKey)).toBe(true);
    });
  });
}
