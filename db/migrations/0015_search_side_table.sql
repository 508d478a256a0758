CREATE TABLE "product_search" (
	"id" text PRIMARY KEY NOT NULL,
	"category" "product_category_key" NOT NULL,
	"listed" boolean NOT NULL,
	"is_available" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name_words" text,
	"code_words" text,
	"application_words" text,
	"description_words" text,
	"designations" text,
	"facet_source_id" integer
);
--> statement-breakpoint
CREATE TABLE "search_facet_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_facet_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_facet_source_id_search_facet_sources_id_fk" FOREIGN KEY ("facet_source_id") REFERENCES "public"."search_facet_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_words_trgm_idx" ON "product_search" USING gin (("name_words" || '|' || "code_words" || '|' || "application_words" || '|' || "description_words") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "search_facet_sources_source_idx" ON "search_facet_sources" USING btree (md5(("source")::text));--> statement-breakpoint

-- product_search follows products (db/schema.ts): a trigger, so that every writer (the back
-- office, the seed, migrations) keeps it current in its own transaction. An AFTER trigger sees
-- the generated search columns. A renamed product (its slug changed) leaves its old row behind
-- it. Writing a product whose facet source is new numbers that source: two transactions adding
-- the same new source at once wait for each other there, as on any unique key.
CREATE OR REPLACE FUNCTION sync_product_search()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  source_id integer;
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.id <> NEW.id) THEN
    DELETE FROM public.product_search WHERE id = OLD.id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN NULL;
  END IF;
  IF NEW.facet_source IS NOT NULL THEN
    SELECT f.id INTO source_id FROM public.search_facet_sources f WHERE md5(f.source::text) = md5(NEW.facet_source::text);
    IF source_id IS NULL THEN
      INSERT INTO public.search_facet_sources (source) VALUES (NEW.facet_source)
      ON CONFLICT ((md5(source::text))) DO UPDATE SET source = EXCLUDED.source
      RETURNING id INTO source_id;
    END IF;
  END IF;
  INSERT INTO public.product_search AS s
    (id, category, listed, is_available, created_at, name_words, code_words, application_words, description_words, designations, facet_source_id)
  VALUES (
    NEW.id, NEW.category, (NEW.is_available OR NEW.is_upcoming) IS TRUE, NEW.is_available, NEW.created_at,
    split_part(NEW.search_text, '|', 1), split_part(NEW.search_text, '|', 2), split_part(NEW.search_text, '|', 3), split_part(NEW.search_text, '|', 4),
    NEW.search_designations, source_id)
  ON CONFLICT (id) DO UPDATE SET
    category = EXCLUDED.category, listed = EXCLUDED.listed, is_available = EXCLUDED.is_available, created_at = EXCLUDED.created_at,
    name_words = EXCLUDED.name_words, code_words = EXCLUDED.code_words, application_words = EXCLUDED.application_words,
    description_words = EXCLUDED.description_words, designations = EXCLUDED.designations, facet_source_id = EXCLUDED.facet_source_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_sync AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION sync_product_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clear_product_search()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM public.product_search;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION clear_product_search();
--> statement-breakpoint

-- The products already there.
INSERT INTO search_facet_sources (source)
SELECT DISTINCT facet_source FROM products WHERE facet_source IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO product_search
  (id, category, listed, is_available, created_at, name_words, code_words, application_words, description_words, designations, facet_source_id)
SELECT p.id, p.category, (p.is_available OR p.is_upcoming) IS TRUE, p.is_available, p.created_at,
  split_part(p.search_text, '|', 1), split_part(p.search_text, '|', 2), split_part(p.search_text, '|', 3), split_part(p.search_text, '|', 4),
  p.search_designations, f.id
FROM products p
LEFT JOIN search_facet_sources f ON md5(f.source::text) = md5(p.facet_source::text);
