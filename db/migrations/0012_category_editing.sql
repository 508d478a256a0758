ALTER TABLE "product_categories" ADD COLUMN "guide_upload_url" text;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;