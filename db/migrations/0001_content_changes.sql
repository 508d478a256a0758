CREATE TABLE "content_changes" (
	"tag" text PRIMARY KEY NOT NULL,
	"changed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_changes_xid_idx" ON "content_changes" USING btree ("changed_xid");