CREATE TYPE "public"."product_document_kind" AS ENUM('safety-data-sheet', 'approval-certificate', 'test-certificate');--> statement-breakpoint
-- Search that knows the trade's vocabulary (db/queries/search.ts). PostgreSQL 15 features only.
-- Function bodies name the schema of our own objects: index builds run them with a restricted
-- search_path on PostgreSQL 17+ (PGlite). The products.search_* columns are generated from
-- these functions, so PostgreSQL keeps them current whoever writes a product.

-- Text as search compares it: lower-cased, every run of characters other than letters, digits
-- and hyphens made one space, with a space at each end. A word is then found whole with
-- strpos(text, ' word '), at its start with strpos(text, ' word'), anywhere with strpos(text, 'word').
CREATE OR REPLACE FUNCTION catalogue_spaced_words(value text)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT ' ' || trim(regexp_replace(lower(coalesce(value, '')), '[^[:alnum:]-]+', ' ', 'g')) || ' '
$$;
--> statement-breakpoint

-- Standards and approvals as a buyer types them: each standard with its designation as written
-- and compacted ('is 814 eb 5426 h3 jx eb5426h3jx'), and each approval's body, scope and
-- certificate number ('ibr welding electrode for boilers … cbb wc 2024 1187').
CREATE OR REPLACE FUNCTION catalogue_codes_text(classification jsonb, approvals jsonb)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT public.catalogue_spaced_words(concat_ws(' ',
    (SELECT string_agg(key || ' ' || value || ' ' || regexp_replace(value, '[^A-Za-z0-9]+', '', 'g'), ' ' ORDER BY key)
       FROM jsonb_each_text(CASE WHEN jsonb_typeof(classification) = 'object' THEN classification ELSE '{}'::jsonb END)),
    (SELECT string_agg(concat_ws(' ', approval ->> 'body', approval ->> 'scope', approval ->> 'certificate_number'), ' ' ORDER BY ordinality)
       FROM jsonb_array_elements(CASE WHEN jsonb_typeof(approvals) = 'array' THEN approvals ELSE '[]'::jsonb END) WITH ORDINALITY AS a(approval, ordinality))
  ))
$$;
--> statement-breakpoint

-- Every classification designation compacted, as written and without its diffusible-hydrogen
-- designator ('E7018 H4R' gives ' e7018h4r e7018 '): what an exact class match compares a
-- compacted query with (lib/domain/classification.ts says the same in TypeScript).
CREATE OR REPLACE FUNCTION catalogue_designations(classification jsonb)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT ' ' || coalesce(string_agg(
    lower(regexp_replace(designation, '[^A-Za-z0-9]+', '', 'g')) || ' ' ||
    lower(regexp_replace(regexp_replace(designation, '\s+H[0-9]{1,2}R?$', '', 'i'), '[^A-Za-z0-9]+', '', 'g')), ' '), '') || ' '
  FROM jsonb_each_text(CASE WHEN jsonb_typeof(classification) = 'object' THEN classification ELSE '{}'::jsonb END) AS e,
       regexp_split_to_table(e.value, '\s+/\s+') AS designation
$$;
--> statement-breakpoint

-- What a product is and is for: its subcategory and applications. (array_to_string is only
-- stable, so a generated column reaches it through this immutable function.)
CREATE OR REPLACE FUNCTION catalogue_application_words(subcategory text, applications text[])
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT public.catalogue_spaced_words(concat_ws(' ', subcategory, array_to_string(coalesce(applications, '{}'::text[]), ' ')))
$$;
--> statement-breakpoint

-- Everything a product is found by, as four fields of words separated by '|': name; standards
-- and approvals; subcategory and applications; description. Kept in products.search_text,
-- whose trigram index finds the candidates of a search without reading every row, and split
-- again (split_part) to weigh each field.
CREATE OR REPLACE FUNCTION catalogue_search_text(name text, subcategory text, description text, applications text[], classification jsonb, approvals jsonb)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT public.catalogue_spaced_words(name) || '|' ||
         public.catalogue_codes_text(classification, approvals) || '|' ||
         public.catalogue_application_words(subcategory, applications) || '|' ||
         public.catalogue_spaced_words(description)
$$;
--> statement-breakpoint

-- What the finder's facets are read from (lib/domain/facets.ts FacetSource), small enough to be
-- read for every result of a search: the approvals without their certificates, and of the
-- specifications only the sizes and packs.
CREATE OR REPLACE FUNCTION catalogue_facet_source(
  subcategory text, classification jsonb, approvals jsonb, welding_positions text[], welding_currents text[], coating text, specifications jsonb
)
RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT jsonb_build_object(
    'subcategory', subcategory,
    'classification', classification,
    'approvals', coalesce((SELECT jsonb_agg(jsonb_build_object('body', approval -> 'body', 'valid_until', approval -> 'valid_until'))
                            FROM jsonb_array_elements(CASE WHEN jsonb_typeof(approvals) = 'array' THEN approvals ELSE '[]'::jsonb END) AS approval), '[]'::jsonb),
    'welding_positions', to_jsonb(welding_positions),
    'welding_currents', to_jsonb(welding_currents),
    'coating', coating,
    'specifications', jsonb_strip_nulls(jsonb_build_object('diameters', specifications -> 'diameters', 'spool_weights', specifications -> 'spool_weights'))
  )
$$;
--> statement-breakpoint
CREATE TABLE "catalogue_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"categories" "product_category_key"[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealers_id_slug" CHECK ("dealers"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "dealers_pincode" CHECK ("dealers"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"kind" "product_document_kind" NOT NULL,
	"title" text NOT NULL,
	"file_url" text NOT NULL,
	"file_size_bytes" integer,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "approvals" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "welding_currents" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "coating" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.catalogue_search_text(name, subcategory, description, applications, classification, approvals)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_designations" text GENERATED ALWAYS AS (public.catalogue_designations(classification)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "facet_source" jsonb GENERATED ALWAYS AS (public.catalogue_facet_source(subcategory, classification, approvals, welding_positions, welding_currents, coating, specifications)) STORED;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_words_trgm_idx" ON "catalogue_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id","display_order");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_approvals_list" CHECK (jsonb_typeof("products"."approvals") = 'array');
--> statement-breakpoint

-- Search reads these on every candidate row: kept in the row and uncompressed (the display
-- columns are the ones moved out and compressed when a row grows), so reading them costs no
-- decompression. Applies to rows written from now on.
ALTER TABLE products ALTER COLUMN search_text SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE products ALTER COLUMN facet_source SET STORAGE MAIN;
--> statement-breakpoint

-- Replaced by catalogue_search_text and catalogue_codes_text.
DROP FUNCTION IF EXISTS catalogue_search_document(text, text, text[], jsonb);
--> statement-breakpoint
DROP FUNCTION IF EXISTS catalogue_classification_codes(jsonb, boolean);
--> statement-breakpoint

CREATE TRIGGER product_documents_content_change AFTER INSERT OR UPDATE OR DELETE ON product_documents
  FOR EACH ROW EXECUTE FUNCTION note_content_change('products', 'product:', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_documents_content_truncate AFTER TRUNCATE ON product_documents
  FOR EACH STATEMENT EXECUTE FUNCTION note_content_truncate('products');
--> statement-breakpoint
CREATE TRIGGER dealers_content_change AFTER INSERT OR UPDATE OR DELETE ON dealers
  FOR EACH ROW EXECUTE FUNCTION note_content_change('dealers');
--> statement-breakpoint
CREATE TRIGGER dealers_content_truncate AFTER TRUNCATE ON dealers
  FOR EACH STATEMENT EXECUTE FUNCTION note_content_truncate('dealers');

--> statement-breakpoint

-- The catalogue's words (catalogue_words): those of each product written, and of the products
-- already there when this migration runs. Writers never wait for each other here: inserting a
-- word that another open transaction has just inserted would wait for that one to end, so each
-- word is first claimed with a transaction-scoped advisory lock (class 7018, a key space of its
-- own) and a word claimed by another transaction is left to it. (Should it roll back, or two
-- words share a hash, the word is added by the next write of a product holding it.)
CREATE OR REPLACE FUNCTION note_catalogue_words()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO public.catalogue_words (word)
  SELECT w.word
  FROM (SELECT DISTINCT word FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS word WHERE length(word) >= 4) AS w
  -- CASE keeps the order: a word already stored takes no lock.
  WHERE CASE WHEN EXISTS (SELECT 1 FROM public.catalogue_words c WHERE c.word = w.word) THEN false
             ELSE pg_try_advisory_xact_lock(7018, hashtext(w.word)) END
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_words AFTER INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION note_catalogue_words();
--> statement-breakpoint
INSERT INTO catalogue_words (word)
SELECT DISTINCT word FROM products, regexp_split_to_table(search_text, '[^[:alnum:]]+') AS word WHERE length(word) >= 4
ON CONFLICT (word) DO NOTHING;
