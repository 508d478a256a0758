-- Catalogue search (db/queries/search.ts) and content-change tracking (db/content-changes.ts).
-- PostgreSQL 15 features only: the same SQL runs on PGlite and on production PostgreSQL.
-- Function bodies name the schema of our own objects: index builds and some maintenance operations
-- run them with a restricted search_path (PostgreSQL 17+, which PGlite is).

-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint

-- The classification designations of a product ('E7018 H4R EB 5426 H3 JX …'), and the same with
-- spaces and punctuation removed per designation ('e7018h4r eb5426h3jx …') so that 'E 7018',
-- 'e-7018' and 'E7018' all find 'E7018 H4R'. IMMUTABLE (they read only their arguments), so an
-- expression index can back them if the catalogue ever outgrows a sequential scan; at hundreds of
-- products the scan costs less than a millisecond.
CREATE OR REPLACE FUNCTION catalogue_classification_codes(classification jsonb, compact boolean)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(string_agg(CASE WHEN compact THEN regexp_replace(value, '[^A-Za-z0-9]+', '', 'g') ELSE value END, ' ' ORDER BY key), '')
  FROM jsonb_each_text(CASE WHEN jsonb_typeof(classification) = 'object' THEN classification ELSE '{}'::jsonb END)
$$;
--> statement-breakpoint

-- Everything a product is searched by, lower-cased: name, applications, classification codes (as
-- written and compacted) and description.
CREATE OR REPLACE FUNCTION catalogue_search_document(name text, description text, applications text[], classification jsonb)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT lower(
    coalesce(name, '') || ' ' ||
    array_to_string(coalesce(applications, '{}'::text[]), ' ') || ' ' ||
    public.catalogue_classification_codes(classification, false) || ' ' ||
    public.catalogue_classification_codes(classification, true) || ' ' ||
    coalesce(description, '')
  )
$$;
--> statement-breakpoint

-- Content-change log: one row per tag and writing transaction. Only inserts, so concurrent writers
-- never wait for each other; a transaction touching many rows logs each tag once.
CREATE OR REPLACE FUNCTION record_content_change(tags text[])
RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO public.content_changes (changed_xid, tag, changed_at)
  SELECT DISTINCT pg_current_xact_id(), tag, now()
  FROM unnest(tags) AS tag
  WHERE tag IS NOT NULL
  ON CONFLICT (changed_xid, tag) DO NOTHING
$$;
--> statement-breakpoint

-- Row trigger shared by the content tables. Arguments: the list tag ('products'), then optionally
-- the item tag prefix ('product:') and the column holding the item's id ('id', 'product_id').
CREATE OR REPLACE FUNCTION note_content_change()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  tags text[] := ARRAY[TG_ARGV[0]];
BEGIN
  IF TG_NARGS >= 3 THEN
    IF TG_OP <> 'INSERT' THEN
      tags := tags || (TG_ARGV[1] || (to_jsonb(OLD) ->> TG_ARGV[2]));
    END IF;
    IF TG_OP <> 'DELETE' THEN
      tags := tags || (TG_ARGV[1] || (to_jsonb(NEW) ->> TG_ARGV[2]));
    END IF;
  END IF;
  PERFORM public.record_content_change(tags);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- TRUNCATE names no rows: the list tag alone (every item page also carries it) expires them all.
CREATE OR REPLACE FUNCTION note_content_truncate()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM public.record_content_change(ARRAY[TG_ARGV[0]]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

CREATE TRIGGER products_content_change AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION note_content_change('products', 'product:', 'id');
--> statement-breakpoint
CREATE TRIGGER products_content_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION note_content_truncate('products');
--> statement-breakpoint
CREATE TRIGGER product_images_content_change AFTER INSERT OR UPDATE OR DELETE ON product_images
  FOR EACH ROW EXECUTE FUNCTION note_content_change('products', 'product:', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_images_content_truncate AFTER TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION note_content_truncate('products');
--> statement-breakpoint
CREATE TRIGGER product_categories_content_change AFTER INSERT OR UPDATE OR DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION note_content_change('product-categories');
--> statement-breakpoint
CREATE TRIGGER product_categories_content_truncate AFTER TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION note_content_truncate('product-categories');
--> statement-breakpoint
CREATE TRIGGER news_articles_content_change AFTER INSERT OR UPDATE OR DELETE ON news_articles
  FOR EACH ROW EXECUTE FUNCTION note_content_change('news', 'article:', 'id');
--> statement-breakpoint
CREATE TRIGGER news_articles_content_truncate AFTER TRUNCATE ON news_articles
  FOR EACH STATEMENT EXECUTE FUNCTION note_content_truncate('news');
