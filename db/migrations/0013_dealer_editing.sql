ALTER TYPE "public"."lead_event_type" ADD VALUE 'dealer_created';--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "map_url" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "source_application_id" uuid;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_source_application_idx" ON "dealers" USING btree ("source_application_id");--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_map_url_https" CHECK ("dealers"."map_url" is null or "dealers"."map_url" ~ '^https://');