CREATE TYPE "public"."product_document_kind" AS ENUM('safety-data-sheet', 'approval-certificate', 'test-certificate');--> statement-breakpoint
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
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id","display_order");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_approvals_list" CHECK (jsonb_typeof("products"."approvals") = 'array');--> statement-breakpoint

-- Search that knows the trade's vocabulary (db/queries/search.ts). PostgreSQL 15 features only.
-- Function bodies name the schema of our own objects: index builds run them with a restricted
-- search_path on PostgreSQL 17+ (PGlite).

-- Standards and approvals as a buyer types them, lower-cased: each standard with its designation
-- as written and compacted ('is 814 eb 5426 h3 jx eb5426h3jx'), and each approval's body, scope
-- and certificate number ('ibr approved for boiler work ibr/wc/2023/0417').
CREATE OR REPLACE FUNCTION catalogue_codes_text(classification jsonb, approvals jsonb)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT lower(concat_ws(' ',
    (SELECT string_agg(key || ' ' || value || ' ' || regexp_replace(value, '[^A-Za-z0-9]+', '', 'g'), ' ' ORDER BY key)
       FROM jsonb_each_text(CASE WHEN jsonb_typeof(classification) = 'object' THEN classification ELSE '{}'::jsonb END)),
    (SELECT string_agg(concat_ws(' ', approval ->> 'body', approval ->> 'scope', approval ->> 'certificate_number'), ' ' ORDER BY ordinality)
       FROM jsonb_array_elements(CASE WHEN jsonb_typeof(approvals) = 'array' THEN approvals ELSE '[]'::jsonb END) WITH ORDINALITY AS a(approval, ordinality))
  ))
$$;
--> statement-breakpoint

-- Every classification designation compacted, as written and without its diffusible-hydrogen
-- designator ('E7018 H4R' gives 'e7018h4r e7018'), space-separated: what an exact class match
-- compares a compacted query with (lib/domain/classification.ts says the same in TypeScript).
CREATE OR REPLACE FUNCTION catalogue_designations(classification jsonb)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(string_agg(
    lower(regexp_replace(designation, '[^A-Za-z0-9]+', '', 'g')) || ' ' ||
    lower(regexp_replace(regexp_replace(designation, '\s+H[0-9]{1,2}R?$', '', 'i'), '[^A-Za-z0-9]+', '', 'g')), ' '), '')
  FROM jsonb_each_text(CASE WHEN jsonb_typeof(classification) = 'object' THEN classification ELSE '{}'::jsonb END) AS e,
       regexp_split_to_table(e.value, '\s+/\s+') AS designation
$$;
--> statement-breakpoint

-- Everything a product is found by, lower-cased: name, subcategory, applications, standards and
-- approvals, description. A trigram index on it finds the candidates of a search without reading
-- every row.
CREATE OR REPLACE FUNCTION catalogue_search_text(name text, subcategory text, description text, applications text[], classification jsonb, approvals jsonb)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT lower(concat_ws(' ',
    name,
    subcategory,
    array_to_string(coalesce(applications, '{}'::text[]), ' '),
    public.catalogue_codes_text(classification, approvals),
    description
  ))
$$;
--> statement-breakpoint

CREATE INDEX products_search_text_trgm_idx ON products
  USING gin (public.catalogue_search_text(name, subcategory, description, applications, classification, approvals) public.gin_trgm_ops);
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
