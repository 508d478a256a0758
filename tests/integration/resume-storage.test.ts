import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { insertCareerApplication, ResumeUploadMissingError } from '@/db/queries/leads';
import { careerApplications, resumeUploads } from '@/db/schema';
import { reservePendingUpload } from '@/db/queries/upload-quota';
import { RESUME_MAX_BYTES, RESUME_PENDING_LIFETIME_SECONDS, resumeMessages } from '@/lib/schemas/resume';
import { DiskObjectStore } from '@/lib/storage/disk-store';
import type { ObjectStore } from '@/lib/storage/object-store';
import { PENDING_PREFIX, assertPendingSpace, detectResumeType, openStoredResume, resumePlacement, stageResume, sweepResumeStorage } from '@/lib/storage/resumes';
import { S3ObjectStore } from '@/lib/storage/s3-store';
import { testDatabases, tempDir } from '@/tests/support/databases';
import { makeDoc, makeDocx, makeExecutable, makePdf, makePdfOfSize, makeXls } from '@/tests/support/fixtures';
import { sampleCareer } from '@/tests/support/lead-samples';
import { startS3Server } from '@/tests/support/s3';

const origin = { source_page: '/careers', utm: {} };

type StoreTarget = { name: string; open: () => Promise<{ store: ObjectStore; close: () => Promise<void> }> };
const stores: StoreTarget[] = [
  {
    name: 'local disk',
    open: async () => {
      const dir = tempDir('resumes');
      return { store: new DiskObjectStore(dir), close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver)',
    open: async () => {
      const s3 = await startS3Server();
      const store = new S3ObjectStore(s3.settings);
      return {
        store,
        close: async () => {
          store.destroy();
          await s3.close();
        },
      };
    },
  },
];

describe('resume type from the bytes', () => {
  it('knows PDF, DOCX and DOC, and nothing else', async () => {
    expect(await detectResumeType({ bytes: await makePdf() })).toBe('application/pdf');
    expect(await detectResumeType({ bytes: makeDocx() })).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await detectResumeType({ bytes: makeDoc() })).toBe('application/msword');
    expect(await detectResumeType({ bytes: makeXls() })).toBeNull();
    expect(await detectResumeType({ bytes: makeExecutable() })).toBeNull();
    expect(await detectResumeType({ bytes: Buffer.from('Curriculum vitae: Asha Rao, quality engineer') })).toBeNull();
  });
});

for (const database of testDatabases()) {
  for (const storeTarget of stores) {
    describe(`resumes in ${storeTarget.name} with ${database.name}`, () => {
      let handle: Awaited<ReturnType<typeof database.open>>;
      let store: ObjectStore;
      let closeStore: () => Promise<void>;
      beforeAll(async () => {
        handle = await database.open({ seed: false });
        ({ store, close: closeStore } = await storeTarget.open());
      });
      afterAll(async () => {
        await handle?.dispose();
        await closeStore?.();
      });

      const finals = async () => (await store.list('')).map((object) => object.key).sort();
      const pendings = async () => (await store.list(PENDING_PREFIX)).map((object) => object.key).sort();
      let clients = 0;
      // Each upload from a client of its own: the per-client limits have tests of their own.
      const stage = async (bytes: Uint8Array, fileName: string) =>
        stageResume({ source: { bytes }, size: bytes.byteLength, fileName, store, client: `192.0.2.${++clients}`, db: handle.db });

      it('refuses a renamed executable, a spreadsheet, an empty file and 10 MB + 1 byte, storing nothing', async () => {
        const before = [await finals(), await pendings()];
        await expect(stage(makeExecutable(), 'resume.pdf')).rejects.toMatchObject({ message: resumeMessages.invalidType, status: 415 });
        await expect(stage(makeXls(), 'resume.doc')).rejects.toMatchObject({ message: resumeMessages.invalidType });
        await expect(stage(new Uint8Array(0), 'resume.pdf')).rejects.toMatchObject({ message: resumeMessages.invalidType });
        await expect(stage(await makePdfOfSize(RESUME_MAX_BYTES + 1), 'resume.pdf')).rejects.toMatchObject({ message: resumeMessages.tooLarge, status: 413 });
        expect([await finals(), await pendings()]).toEqual(before);
      });

      it('accepts exactly 10 MB', async () => {
        const id = await stage(await makePdfOfSize(RESUME_MAX_BYTES), 'big.pdf');
        const [upload] = await handle.db.select().from(resumeUploads).where(eq(resumeUploads.id, id));
        expect(upload).toMatchObject({ size_bytes: RESUME_MAX_BYTES, content_type: 'application/pdf', file_name: 'big.pdf' });
      });

      it('moves the upload to <timestamp>-<name> with its application, and clears the pending copy', async () => {
        const pdf = await makePdf('Asha Rao');
        const uploadId = await stage(pdf, 'Asha Rao CV (2024).pdf');
        const [upload] = await handle.db.select().from(resumeUploads).where(eq(resumeUploads.id, uploadId));
        expect(await store.exists(upload.storage_key)).toBe(true);

        const before = Date.now();
        const stored = await insertCareerApplication(sampleCareer, origin, { uploadId, placement: resumePlacement(store) }, handle.db);
        expect(stored.resume_url).toMatch(/^\d{13}-Asha_Rao_CV__2024_\.pdf$/);
        expect(Number(stored.resume_url!.split('-')[0])).toBeGreaterThanOrEqual(before);
        expect(Buffer.from((await store.read(stored.resume_url!))!)).toEqual(pdf);
        const [row] = await handle.db.select().from(careerApplications).where(eq(careerApplications.id, stored.id));
        expect(row.resume_url).toBe(stored.resume_url);
        expect(await handle.db.select().from(resumeUploads).where(eq(resumeUploads.id, uploadId))).toEqual([]);
        expect(await store.exists(upload.storage_key)).toBe(false);
      });

      it('streams a stored resume back byte for byte, with the type it was accepted as', async () => {
        const files = { pdf: await makePdfOfSize(3 * 1024 * 1024), doc: makeDoc(), docx: makeDocx('Streamed') };
        for (const [ext, bytes] of Object.entries(files)) {
          const uploadId = await stage(bytes, `stream.${ext}`);
          const stored = await insertCareerApplication(sampleCareer, origin, { uploadId, placement: resumePlacement(store) }, handle.db);
          const resume = (await openStoredResume(store, stored.resume_url!))!;
          expect(resume.size).toBe(bytes.byteLength);
          expect(resume.contentType).toBe(await detectResumeType({ bytes }));
          expect(Buffer.from(await new Response(resume.body).arrayBuffer()).equals(bytes)).toBe(true);
        }
        expect(await openStoredResume(store, 'no-such-resume.pdf')).toBeNull();
      });

      it('never overwrites: a name in use moves on to the next timestamp', async () => {
        const timestamp = 1_800_000_000_000;
        const squatter = Buffer.from('somebody else');
        await store.put('1800000000000-cv.pdf', { bytes: squatter }, 'application/pdf');
        const submit = async (text: string) =>
          insertCareerApplication(sampleCareer, origin, { uploadId: await stage(await makePdf(text), 'cv.pdf'), placement: resumePlacement(store), timestamp }, handle.db);
        const first = await submit('one');
        const second = await submit('two');
        expect([first.resume_url, second.resume_url]).toEqual(['1800000000001-cv.pdf', '1800000000002-cv.pdf']);
        expect(Buffer.from((await store.read('1800000000000-cv.pdf'))!)).toEqual(squatter);
        expect((await store.read(first.resume_url!))!.toString('latin1')).toContain('%PDF');
        await store.delete('1800000000000-cv.pdf');
      });

      it('gives simultaneous applications with the same file name and time distinct names', async () => {
        const timestamp = 1_900_000_000_000;
        const files = await Promise.all([1, 2, 3].map((n) => makePdf(`applicant ${n}`)));
        const uploads = await Promise.all(files.map((file) => stage(file, 'resume.pdf')));
        const stored = await Promise.all(
          uploads.map((uploadId) => insertCareerApplication(sampleCareer, origin, { uploadId, placement: resumePlacement(store), timestamp }, handle.db)),
        );
        const names = stored.map((row) => row.resume_url!).sort();
        expect(names).toEqual(['1900000000000-resume.pdf', '1900000000001-resume.pdf', '1900000000002-resume.pdf']);
        // Each applicant's file survived under its own name: nothing was overwritten.
        const kept = await Promise.all(names.map(async (name) => (await store.read(name))!.toString('base64')));
        expect(kept.sort()).toEqual(files.map((file) => file.toString('base64')).sort());
      });

      it('uses an upload once: a second application citing it stores nothing', async () => {
        const uploadId = await stage(await makePdf(), 'once.pdf');
        await insertCareerApplication(sampleCareer, origin, { uploadId, placement: resumePlacement(store) }, handle.db);
        const countApplications = async () => rows<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from career_applications`))[0].n;
        const before = await countApplications();
        await expect(insertCareerApplication(sampleCareer, origin, { uploadId, placement: resumePlacement(store) }, handle.db)).rejects.toBeInstanceOf(
          ResumeUploadMissingError,
        );
        expect(await countApplications()).toBe(before);
      });

      it('leaves no file behind when the application fails after its file was placed', async () => {
        const uploadId = await stage(await makePdf(), 'doomed.pdf');
        const placement = resumePlacement(store);
        const filesBefore = await finals();
        let placedKey = '';
        const failingAfterCopy = {
          ...placement,
          place: async (from: string, to: string) => {
            await placement.place(from, to);
            placedKey = to;
            throw new Error('connection lost before commit');
          },
        };
        await expect(insertCareerApplication(sampleCareer, origin, { uploadId, placement: failingAfterCopy }, handle.db)).rejects.toThrow('connection lost');
        expect(placedKey).toMatch(/-doomed\.pdf$/);
        expect(await store.exists(placedKey)).toBe(false);
        expect(await finals()).toEqual(filesBefore);
        // The upload is still pending (the transaction rolled back), so the visitor can retry.
        expect(await handle.db.select().from(resumeUploads).where(eq(resumeUploads.id, uploadId))).toHaveLength(1);
      });

      it('sweeps abandoned uploads and files no application owns, and keeps every owned file', async () => {
        const abandoned = await stage(await makePdf(), 'abandoned.pdf');
        await store.put(`${PENDING_PREFIX}00000000-0000-4000-8000-000000000000`, { bytes: await makePdf() }, 'application/pdf');
        await store.put('1700000000000-orphan.pdf', { bytes: await makePdf() }, 'application/pdf');
        const owned = (await handle.db.select({ key: careerApplications.resume_url }).from(careerApplications)).map((row) => row.key).filter(Boolean);
        expect(owned.length).toBeGreaterThan(0);

        // Nothing recent is touched: a submission may be using it right now.
        await sweepResumeStorage(store, handle.db);
        expect(await store.exists('1700000000000-orphan.pdf')).toBe(true);

        const tomorrow = Date.now() + 25 * 60 * 60 * 1000;
        await sweepResumeStorage(store, handle.db, tomorrow);
        expect(await handle.db.select().from(resumeUploads).where(eq(resumeUploads.id, abandoned))).toEqual([]);
        expect(await pendings()).toEqual([]);
        expect(await finals()).toEqual([...owned].sort());
      });
    });
  }
}

for (const database of testDatabases()) {
  describe(`pending resume limits with ${database.name}`, () => {
    let handle: Awaited<ReturnType<typeof database.open>>;
    const dir = tempDir('pending-limits');
    const store = new DiskObjectStore(dir);
    beforeAll(async () => {
      handle = await database.open({ seed: false });
    });
    afterAll(async () => {
      await handle?.dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const stageFor = async (client: string, name = 'cv.pdf') => {
      const bytes = await makePdf(`${client} ${name}`);
      return stageResume({ source: { bytes }, size: bytes.byteLength, fileName: name, store, client, db: handle.db });
    };

    it('takes three pending files per client, refuses the fourth with a clear message and writes nothing for it', async () => {
      for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) await stageFor('203.0.113.50', name);
      const files = (await store.list(PENDING_PREFIX)).length;
      await expect(stageFor('203.0.113.50', 'd.pdf')).rejects.toMatchObject({ message: resumeMessages.tooManyPending, status: 429 });
      expect((await store.list(PENDING_PREFIX)).length).toBe(files);
      await expect(assertPendingSpace('203.0.113.50', 1000, handle.db)).rejects.toMatchObject({ status: 429 });
      // Another client is not affected.
      await expect(stageFor('203.0.113.51')).resolves.toMatch(/^[0-9a-f-]{36}$/);
    });

    it('lets uploads older than the pending lifetime expire: they no longer count, and cannot be cited', async () => {
      const client = '203.0.113.60';
      const ids = [await stageFor(client, 'a.pdf'), await stageFor(client, 'b.pdf'), await stageFor(client, 'c.pdf')];
      await handle.db
        .update(resumeUploads)
        .set({ created_at: sql`now() - make_interval(secs => ${RESUME_PENDING_LIFETIME_SECONDS + 60})` })
        .where(inArray(resumeUploads.id, ids));
      await expect(stageFor(client, 'd.pdf')).resolves.toMatch(/^[0-9a-f-]{36}$/);
      await expect(insertCareerApplication(sampleCareer, origin, { uploadId: ids[0], placement: resumePlacement(store) }, handle.db)).rejects.toBeInstanceOf(
        ResumeUploadMissingError,
      );
      // The sweep removes them (row and file) at once, being past the lifetime.
      await sweepResumeStorage(store, handle.db);
      expect(await handle.db.select().from(resumeUploads).where(inArray(resumeUploads.id, ids))).toEqual([]);
    });

    it('refuses any upload once all pending files together reach the ceiling', async () => {
      const upload = (id: string, size: number, client: string) => ({
        id,
        storage_key: `${PENDING_PREFIX}${id}`,
        file_name: 'cv.pdf',
        content_type: 'application/pdf',
        size_bytes: size,
        client_key: client,
      });
      const [{ total }] = await handle.db.select({ total: sql<number>`coalesce(sum(${resumeUploads.size_bytes}), 0)::int` }).from(resumeUploads);
      const limits = { clientFiles: 3, clientBytes: 30 * 1024 * 1024, totalBytes: Number(total) + 1500 };
      expect(await reservePendingUpload(upload('00000000-0000-4000-8000-000000000001', 1000, 'ceiling-a'), limits, handle.db)).toBeNull();
      expect(await reservePendingUpload(upload('00000000-0000-4000-8000-000000000002', 1000, 'ceiling-b'), limits, handle.db)).toBe('storage');
      expect(await reservePendingUpload(upload('00000000-0000-4000-8000-000000000003', 500, 'ceiling-c'), limits, handle.db)).toBeNull();
    });
  });
}

function rows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
