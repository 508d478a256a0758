import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/db/bootstrap';
import type { Database } from '@/db/client';
import { auditLog, newsArticles, productImages, products, productSlugRedirects } from '@/db/schema';
import { getCategoryForEditing, updateCategory } from '@/db/queries/categories-admin';
import { deleteArticle } from '@/db/queries/news-admin';
import { getProductRedirect } from '@/db/queries/product-redirects';
import { getProductForEditing, updateProduct } from '@/db/queries/products-admin';
import { rewriteSeedContent, seedArticles, seedProducts } from '@/db/seed/seed';
import { runTool } from '@/tests/support/command-line';
import { testDatabases } from '@/tests/support/databases';
import { copyPgliteTemplate } from '@/tests/support/pglite-template';
import { createStaff } from '@/tests/support/staff';

// `npm run db:seed` on a site whose staff have been at work: it must not silently undo their
// edits, resurrect what they deleted, or drop what they uploaded (the sweep would then delete the
// files). It lists what the back office changed since the seed was last written and writes
// nothing, unless told to overwrite.

const seedE7018 = seedProducts.find((product) => product.id === 'e7018-low-hydrogen')!;
const seedArticle = seedArticles[0];

async function editSeedProduct(db: Database, id: string, changes: { id?: string; name?: string }, writer: { id: string; email: string; clientHash: string | null }) {
  const product = await getProductForEditing(id, db);
  if (!product) throw new Error(`no product ${id}`);
  const { version, created_at: _created, updated_at: _updated, image_url: _image, ...fields } = product;
  const saved = await updateProduct(id, version, { ...fields, ...changes }, writer, db);
  expect(saved.outcome).toBe('saved');
}

async function editCategorySubtitle(db: Database, subtitle: string, writer: { id: string; email: string; clientHash: string | null }) {
  const category = (await getCategoryForEditing('abrasives', db))!;
  const { hero_title, download_guide_text, guide_upload_url } = category;
  expect((await updateCategory('abrasives', category.version, { hero_title, hero_subtitle: subtitle, download_guide_text, guide_upload_url }, writer, db)).outcome).toBe('saved');
}

for (const target of testDatabases()) {
  describe(`npm run db:seed after back office work, on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    let editor: Awaited<ReturnType<typeof createStaff>>;
    let writer: { id: string; email: string; clientHash: string | null };
    beforeAll(async () => {
      handle = await target.open();
      editor = await createStaff(handle.db, 'editor');
      writer = { id: editor.id, email: editor.email, clientHash: null };
    });
    afterAll(async () => handle?.dispose());

    it('writes the seed again when the back office changed nothing, records the run, and makes open editors stale', async () => {
      const before = (await getProductForEditing(seedE7018.id, handle.db))!;
      expect(await rewriteSeedContent(handle.db)).toEqual({ outcome: 'rewritten', overwritten: [] });
      expect((await getProductForEditing(seedE7018.id, handle.db))!.version).toBe(before.version + 1);
      const runs = await handle.db.select({ actor: auditLog.actor_email, details: auditLog.details }).from(auditLog).where(eq(auditLog.action, 'seed_rewritten'));
      expect(runs).toEqual([{ actor: null, details: { overwritten: 0 } }]);
    });

    it('refuses, naming every change since, and writes nothing', async () => {
      await editSeedProduct(handle.db, seedE7018.id, { name: 'E7018 H4R, renamed by sales' }, writer);
      await editSeedProduct(handle.db, 'e6013-general-purpose', { id: 'e6013-rutile-gp' }, writer);
      await editCategorySubtitle(handle.db, 'Our own words for abrasives.', writer);
      const [article] = await handle.db.select({ version: newsArticles.version }).from(newsArticles).where(eq(newsArticles.id, seedArticle.id));
      expect((await deleteArticle(seedArticle.id, article.version, writer, handle.db)).outcome).toBe('deleted');

      const result = await rewriteSeedContent(handle.db);
      expect(result.outcome).toBe('refused');
      const changes = result.outcome === 'refused' ? result.changes : [];
      expect(changes.map(({ at: _at, ...change }) => change)).toEqual([
        { kind: 'product', id: seedE7018.id, label: 'E7018 H4R, renamed by sales', action: 'product_updated', by: editor.name },
        { kind: 'product', id: 'e6013-general-purpose', label: expect.any(String), action: 'product_updated', by: editor.name, renamedTo: 'e6013-rutile-gp' },
        { kind: 'category', id: 'abrasives', label: 'Abrasives', action: 'category_updated', by: editor.name },
        { kind: 'article', id: seedArticle.id, label: seedArticle.title, action: 'article_deleted', by: editor.name },
      ]);

      expect((await getProductForEditing(seedE7018.id, handle.db))!.name).toBe('E7018 H4R, renamed by sales');
      expect(await getProductForEditing('e6013-general-purpose', handle.db)).toBeNull();
      expect(await handle.db.select().from(newsArticles).where(eq(newsArticles.id, seedArticle.id))).toEqual([]);
      expect((await getCategoryForEditing('abrasives', handle.db))!.hero_subtitle).toBe('Our own words for abrasives.');
      expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, 'seed_rewritten'))).toHaveLength(1);
    });

    it('with overwrite, puts the seed back over them (a renamed product keeps its new address too); the next run finds nothing to refuse', async () => {
      const opened = (await getProductForEditing(seedE7018.id, handle.db))!;
      const result = await rewriteSeedContent(handle.db, { overwrite: true });
      expect(result.outcome === 'rewritten' && result.overwritten.map((change) => change.id)).toEqual([seedE7018.id, 'e6013-general-purpose', 'abrasives', seedArticle.id]);
      expect((await getProductForEditing(seedE7018.id, handle.db))!.name).toBe(seedE7018.name);
      // An editor's form opened before the run is stale, and the editor who saved before the seed is not blamed for it.
      const { version, created_at: _created, updated_at: _updated, image_url: _image, ...fields } = opened;
      expect(await updateProduct(seedE7018.id, version, { ...fields, name: 'Saved from a form opened before the seed' }, writer, handle.db)).toEqual({ outcome: 'stale', savedBy: null });
      expect(await handle.db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.id, seedArticle.id))).toEqual([{ id: seedArticle.id }]);
      // The seed's address is its product again, not also a redirect; the renamed copy stays.
      expect(await getProductForEditing('e6013-general-purpose', handle.db)).not.toBeNull();
      expect(await getProductRedirect('e6013-general-purpose', handle.db)).toBeNull();
      expect(await getProductForEditing('e6013-rutile-gp', handle.db)).not.toBeNull();
      expect(await handle.db.select().from(productImages).where(eq(productImages.product_id, 'e6013-rutile-gp'))).not.toEqual([]);

      expect(await rewriteSeedContent(handle.db)).toEqual({ outcome: 'rewritten', overwritten: [] });
      await editCategorySubtitle(handle.db, 'Changed after the last seed.', writer);
      const again = await rewriteSeedContent(handle.db);
      expect(again.outcome === 'refused' && again.changes.map((change) => change.id)).toEqual(['abrasives']);
    });

    it('lists a seed product renamed straight in the database (its old address redirected) without a time or a name the log does not hold', async () => {
      await handle.db.transaction(async (tx) => {
        await tx.update(products).set({ id: 'e6013-renamed-in-sql' }).where(eq(products.id, 'e6013-general-purpose'));
        await tx.insert(productSlugRedirects).values({ old_id: 'e6013-general-purpose', product_id: 'e6013-renamed-in-sql' });
      });
      const result = await rewriteSeedContent(handle.db);
      expect(result.outcome === 'refused' && result.changes.find((change) => change.renamedTo === 'e6013-renamed-in-sql')).toEqual({
        kind: 'product',
        id: 'e6013-general-purpose',
        label: null,
        action: 'product_updated',
        at: null,
        by: null,
        renamedTo: 'e6013-renamed-in-sql',
      });
    });
  });
}

const seedCommand = (args: string[], dataDir: string) => runTool('db:seed', args, { DATA_DIR: dataDir });

// Each run is a tsx process that opens the embedded database: slow on a busy 2-core machine.
describe('npm run db:seed, as an operator runs it', { timeout: 240_000 }, () => {
  const templates = inject('pgliteTemplates');
  const dataDir = copyPgliteTemplate(templates!.seeded, 'db-seed-cli');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('says what it would undo and exits 1; --overwrite writes and says what it overwrote; a typo is a usage error', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir, seed: false });
    try {
      const editor = await createStaff(handle.db, 'editor');
      await editCategorySubtitle(handle.db, 'Our own words for abrasives.', { id: editor.id, email: editor.email, clientHash: null });
    } finally {
      await handle.close();
    }

    const refused = await seedCommand([], dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('db:seed: nothing written. Since the seed was last written, the back office changed 1 of the rows it writes:\n  - category abrasives ("Abrasives"): Category edited by editor');
    expect(refused.stderr).toContain('To keep them, do nothing. To put the seed content back over them, run: npm run db:seed -- --overwrite');

    const typo = await seedCommand(['--overwite'], dataDir);
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain('Usage: npm run db:seed [-- --overwrite]');

    const overwritten = await seedCommand(['--overwrite'], dataDir);
    expect(overwritten.stderr).toBe('');
    expect(overwritten.status).toBe(0);
    expect(overwritten.stdout).toContain('Seeded the pglite database.\nOverwrote what the back office had changed in 1 of its rows:\n  - category abrasives ("Abrasives"): Category edited by editor');

    const check = await openDatabase({ kind: 'pglite', dataDir, seed: false });
    try {
      expect((await getCategoryForEditing('abrasives', check.db))!.hero_subtitle).not.toBe('Our own words for abrasives.');
    } finally {
      await check.close();
    }
  });
});
