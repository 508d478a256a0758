CREATE TABLE "submission_keys" (
	"form" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_keys_form_key_pk" PRIMARY KEY("form","key")
);
--> statement-breakpoint
ALTER TABLE "resume_uploads" ADD COLUMN "client_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "submission_keys_created_idx" ON "submission_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "resume_uploads_client_idx" ON "resume_uploads" USING btree ("client_key","created_at");