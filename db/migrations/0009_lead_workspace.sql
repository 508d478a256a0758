CREATE TABLE "notification_routes" (
	"lead_kind" "lead_kind" PRIMARY KEY NOT NULL,
	"recipients" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(full_name, '') || ' ' || coalesce(current_company, '') || ' ' || coalesce(cover_letter, '') || ' ' || email || ' ' || translate(email, '@', ' ') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || right(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), 10))) STORED;--> statement-breakpoint
ALTER TABLE "dealer_applications" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(contact_person, '') || ' ' || coalesce(business_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(why_partner, '') || ' ' || coalesce(additional_info, '') || ' ' || email || ' ' || translate(email, '@', ' ') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || right(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), 10))) STORED;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(message, '') || ' ' || email || ' ' || translate(email, '@', ' ') || ' ' || coalesce(mobile, '') || ' ' || regexp_replace(coalesce(mobile, ''), '[^0-9]', '', 'g') || ' ' || right(regexp_replace(coalesce(mobile, ''), '[^0-9]', '', 'g'), 10))) STORED;--> statement-breakpoint
ALTER TABLE "launch_notify_requests" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, email || ' ' || translate(email, '@', ' '))) STORED;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, email || ' ' || translate(email, '@', ' '))) STORED;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(customer_name, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(product_category, '') || ' ' || coalesce(specifications, '') || ' ' || coalesce(message, '') || ' ' || customer_email || ' ' || translate(customer_email, '@', ' ') || ' ' || coalesce(customer_phone, '') || ' ' || regexp_replace(coalesce(customer_phone, ''), '[^0-9]', '', 'g') || ' ' || right(regexp_replace(coalesce(customer_phone, ''), '[^0-9]', '', 'g'), 10))) STORED;--> statement-breakpoint
ALTER TABLE "notification_routes" ADD CONSTRAINT "notification_routes_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_applications_created_idx" ON "career_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "career_applications_search_idx" ON "career_applications" USING gin ("search");--> statement-breakpoint
CREATE INDEX "dealer_applications_created_idx" ON "dealer_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "dealer_applications_search_idx" ON "dealer_applications" USING gin ("search");--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_search_idx" ON "inquiries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "launch_notify_requests_created_idx" ON "launch_notify_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "launch_notify_requests_search_idx" ON "launch_notify_requests" USING gin ("search");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_search_idx" ON "newsletter_subscribers" USING gin ("search");--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quote_requests_search_idx" ON "quote_requests" USING gin ("search");