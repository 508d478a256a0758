CREATE TABLE "product_slug_redirects" (
	"old_id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_slug_redirects_old_id_slug" CHECK ("product_slug_redirects"."old_id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "launch_notify_requests" DROP CONSTRAINT "launch_notify_requests_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_documents" DROP CONSTRAINT "product_documents_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_images" DROP CONSTRAINT "product_images_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "specifications" SET DEFAULT '{"rows":[]}'::jsonb;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "identification" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "weld_metal_analysis" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "mechanical_properties" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "classification" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "packing_parameters" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product_idx" ON "product_slug_redirects" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "launch_notify_requests" ADD CONSTRAINT "launch_notify_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint

-- Ordered technical tables. identification, weld_metal_analysis, mechanical_properties,
-- classification and packing_parameters were jsonb objects, whose keys jsonb keeps sorted by
-- length; they become arrays of {"key", "value"} rows in the order an editor gives them (the
-- array keeps it; named members read plainly in SQL). Of specifications, the lists with a fixed
-- meaning (diameters, mesh_size, spool_weights) stay where they were and the other keys become
-- ordered rows under "rows".

-- A table's rows as the object they used to be: what search, the class designations and the
-- facets were computed from, so they come out exactly as before (an object passes unchanged).
CREATE OR REPLACE FUNCTION catalogue_rows_object(rows jsonb)
RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE jsonb_typeof(rows)
    WHEN 'object' THEN rows
    WHEN 'array' THEN coalesce(
      (SELECT jsonb_object_agg(r ->> 'key', r -> 'value' ORDER BY ordinality)
         FROM jsonb_array_elements(rows) WITH ORDINALITY AS e(r, ordinality)
        WHERE jsonb_typeof(r) = 'object' AND r ->> 'key' IS NOT NULL),
      '{}'::jsonb)
    ELSE '{}'::jsonb
  END
$$;
--> statement-breakpoint

-- Migration 0011's functions, reading classification through catalogue_rows_object; otherwise unchanged.
CREATE OR REPLACE FUNCTION catalogue_codes_text(classification jsonb, approvals jsonb)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT public.catalogue_spaced_words(concat_ws(' ',
    (SELECT string_agg(key || ' ' || value || ' ' || regexp_replace(value, '[^A-Za-z0-9]+', '', 'g'), ' ' ORDER BY key)
       FROM jsonb_each_text(public.catalogue_rows_object(classification))),
    (SELECT string_agg(concat_ws(' ', approval ->> 'body', approval ->> 'scope', approval ->> 'certificate_number'), ' ' ORDER BY ordinality)
       FROM jsonb_array_elements(CASE WHEN jsonb_typeof(approvals) = 'array' THEN approvals ELSE '[]'::jsonb END) WITH ORDINALITY AS a(approval, ordinality))
  ))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_designations(classification jsonb)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT ' ' || coalesce(string_agg(
    lower(regexp_replace(designation, '[^A-Za-z0-9]+', '', 'g')) || ' ' ||
    lower(regexp_replace(regexp_replace(designation, '\s+H[0-9]{1,2}R?$', '', 'i'), '[^A-Za-z0-9]+', '', 'g')), ' '), '') || ' '
  FROM jsonb_each_text(public.catalogue_rows_object(classification)) AS e,
       regexp_split_to_table(e.value, '\s+/\s+') AS designation
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_facet_source(
  subcategory text, classification jsonb, approvals jsonb, welding_positions text[], welding_currents text[], coating text, specifications jsonb
)
RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT jsonb_build_object(
    'subcategory', subcategory,
    'classification', public.catalogue_rows_object(classification),
    'approvals', coalesce((SELECT jsonb_agg(jsonb_build_object('body', approval -> 'body', 'valid_until', approval -> 'valid_until'))
                            FROM jsonb_array_elements(CASE WHEN jsonb_typeof(approvals) = 'array' THEN approvals ELSE '[]'::jsonb END) AS approval), '[]'::jsonb),
    'welding_positions', to_jsonb(welding_positions),
    'welding_currents', to_jsonb(welding_currents),
    'coating', coating,
    'specifications', jsonb_strip_nulls(jsonb_build_object('diameters', specifications -> 'diameters', 'spool_weights', specifications -> 'spool_weights'))
  )
$$;
--> statement-breakpoint

-- The data, once. Each table's rows are written in the order the pages showed them until now
-- (lib/catalogue.ts sorted the jsonb keys back into an engineer's order), so visitors see no
-- change; from now on the stored order is the order shown. Every key and value is kept, empty
-- ones included. The helper is dropped again below.
CREATE FUNCTION migration_rows_in_shown_order(data jsonb, ranks text)
RETURNS jsonb
LANGUAGE sql IMMUTABLE
AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object('key', key, 'value', CASE WHEN jsonb_typeof(value) = 'array' THEN to_jsonb((SELECT string_agg(v, ', ') FROM jsonb_array_elements_text(value) AS v)) ELSE value END)
    ORDER BY
      CASE ranks
        WHEN 'element' THEN coalesce(array_position(ARRAY['C','Mn','Si','S','P','Cr','Ni','Mo','V','Cu','Nb','Ti','W','Co','N','Al','Mg','Zr','Zn','Fe'], key), 21)
        WHEN 'mechanical' THEN CASE WHEN key ~* 'condition' THEN 0 WHEN key ~* 'yield|proof' THEN 1 WHEN key ~* 'tensile' THEN 2 WHEN key ~* 'elongation' THEN 3
                                    WHEN key ~* 'reduction' THEN 4 WHEN key ~* 'impact|charpy' THEN 5 WHEN key ~* 'hardness' THEN 6 ELSE 7 END
        WHEN 'standard' THEN CASE WHEN key ~* '^(AWS|SFA|ASME)' THEN 0 WHEN key ~* '^IS\y' THEN 1 WHEN key ~* '^(EN ISO|ISO)\y' THEN 2 WHEN key ~* '^EN\y' THEN 3
                                  WHEN key ~* '^DIN\y' THEN 4 WHEN key ~* '^IEC\y' THEN 5 WHEN key ~* '^BIS\y' THEN 6 ELSE 7 END
        WHEN 'size' THEN CASE WHEN key ~ '^[0-9]' THEN 0 ELSE 1 END
        WHEN 'dimensions-last' THEN CASE WHEN key ~* '^(internal dimensions|dimensions|weight)$' THEN 1 ELSE 0 END
        ELSE 0
      END,
      -- sizes by their numbers, smallest first ('3.15 x 350 mm' before '3.15 x 450 mm')
      CASE WHEN ranks = 'size' AND key ~ '^[0-9]' THEN ARRAY(SELECT m[1]::numeric FROM regexp_matches(key, '([0-9]+(\.[0-9]+)?)', 'g') AS m) END,
      ordinality), '[]'::jsonb)
  FROM jsonb_each(CASE WHEN jsonb_typeof(data) = 'object' THEN data ELSE '{}'::jsonb END) WITH ORDINALITY AS e(key, value, ordinality)
  WHERE ranks <> 'dimensions-last' OR key NOT IN ('diameters', 'mesh_size', 'spool_weights')
$$;
--> statement-breakpoint
UPDATE products SET
  identification = migration_rows_in_shown_order(identification, 'none'),
  weld_metal_analysis = migration_rows_in_shown_order(weld_metal_analysis, 'element'),
  mechanical_properties = migration_rows_in_shown_order(mechanical_properties, 'mechanical'),
  classification = migration_rows_in_shown_order(classification, 'standard'),
  packing_parameters = migration_rows_in_shown_order(packing_parameters, 'size'),
  specifications = coalesce(
    (SELECT jsonb_object_agg(key, CASE WHEN jsonb_typeof(value) = 'array' THEN value ELSE jsonb_build_array(value) END)
       FROM jsonb_each(CASE WHEN jsonb_typeof(specifications) = 'object' THEN specifications ELSE '{}'::jsonb END)
      WHERE key IN ('diameters', 'mesh_size', 'spool_weights')),
    '{}'::jsonb) || jsonb_build_object('rows', migration_rows_in_shown_order(specifications, 'dimensions-last'))
WHERE jsonb_typeof(classification) = 'object';
--> statement-breakpoint
DROP FUNCTION migration_rows_in_shown_order(jsonb, text);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_technical_rows" CHECK (jsonb_typeof("products"."identification") = 'array' and jsonb_typeof("products"."weld_metal_analysis") = 'array' and jsonb_typeof("products"."mechanical_properties") = 'array' and jsonb_typeof("products"."classification") = 'array' and jsonb_typeof("products"."packing_parameters") = 'array' and jsonb_typeof("products"."specifications" -> 'rows') = 'array');
--> statement-breakpoint

-- A new old address reaches the pages of the product it points at (the page cache and the data
-- cache expire /product/<old_id> through its tag).
CREATE TRIGGER product_slug_redirects_content_change AFTER INSERT OR UPDATE OR DELETE ON product_slug_redirects
  FOR EACH ROW EXECUTE FUNCTION note_content_change('products', 'product:', 'old_id');
--> statement-breakpoint
CREATE TRIGGER product_slug_redirects_content_truncate AFTER TRUNCATE ON product_slug_redirects
  FOR EACH STATEMENT EXECUTE FUNCTION note_content_truncate('products');
