CREATE TYPE "public"."annual_turnover" AS ENUM('under_1cr', '1_5cr', '5_10cr', '10_25cr', 'above_25cr');--> statement-breakpoint
CREATE TYPE "public"."availability" AS ENUM('immediate', '2_weeks', '1_month', '2_months', '3_months');--> statement-breakpoint
CREATE TYPE "public"."business_type" AS ENUM('distributor', 'retailer', 'wholesaler', 'industrial_supplier', 'other');--> statement-breakpoint
CREATE TYPE "public"."industry_type" AS ENUM('fabrication', 'epc', 'oem', 'dealer', 'construction', 'shipbuilding', 'automotive', 'other');--> statement-breakpoint
CREATE TYPE "public"."inquiry_product_category" AS ENUM('electrodes', 'wires', 'flux', 'equipment', 'ppe', 'abrasives', 'general');--> statement-breakpoint
CREATE TYPE "public"."investment_capacity" AS ENUM('under_10l', '10_25l', '25_50l', '50l_1cr', 'above_1cr');--> statement-breakpoint
CREATE TYPE "public"."position" AS ENUM('production_engineer', 'quality_engineer', 'sales_manager', 'technical_support', 'r_and_d', 'marketing_executive', 'operations_manager', 'hr_executive', 'accounts_executive', 'other');--> statement-breakpoint
CREATE TYPE "public"."product_category_key" AS ENUM('welding-electrodes', 'wires-flux', 'equipment', 'abrasives', 'ppe');--> statement-breakpoint
CREATE TABLE "career_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"position" "position" NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"current_company" text,
	"current_position" text,
	"education" text NOT NULL,
	"skills" text,
	"location_preference" text,
	"availability" "availability" NOT NULL,
	"salary_expectation" text,
	"cover_letter" text NOT NULL,
	"resume_url" text,
	"source_page" text,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_experience_range" CHECK ("career_applications"."experience_years" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "dealer_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_name" text NOT NULL,
	"contact_person" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"business_address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"business_type" "business_type" NOT NULL,
	"years_in_business" integer DEFAULT 0 NOT NULL,
	"current_suppliers" text,
	"annual_turnover" "annual_turnover" NOT NULL,
	"target_market" text,
	"warehouse_facility" boolean DEFAULT false NOT NULL,
	"delivery_capability" text,
	"investment_capacity" "investment_capacity" NOT NULL,
	"why_partner" text NOT NULL,
	"additional_info" text,
	"source_page" text,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_years_not_negative" CHECK ("dealer_applications"."years_in_business" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"industry_type" "industry_type" NOT NULL,
	"product_category" "inquiry_product_category" NOT NULL,
	"message" text,
	"source_page" text,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"author" text NOT NULL,
	"category" text NOT NULL,
	"image_url" text,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_id_slug" CHECK ("news_articles"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"category_key" "product_category_key" PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hero_title" text NOT NULL,
	"hero_subtitle" text NOT NULL,
	"description" text NOT NULL,
	"download_guide_text" text,
	"download_guide_url" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"image_url" text NOT NULL,
	"alt_text" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" "product_category_key" NOT NULL,
	"subcategory" text NOT NULL,
	"image_url" text,
	"applications" text[] DEFAULT '{}'::text[] NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"welding_positions" text[] DEFAULT '{}'::text[] NOT NULL,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"identification" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"weld_metal_analysis" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mechanical_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"classification" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"packing_parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_upcoming" boolean DEFAULT false NOT NULL,
	"launch_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_id_slug" CHECK ("products"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_category" text NOT NULL,
	"product_id" text,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"company_name" text,
	"quantity" integer,
	"specifications" text,
	"message" text,
	"source_page" text,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news_articles" USING btree ("is_published","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","display_order");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("category","is_available","is_upcoming","created_at" DESC NULLS LAST);