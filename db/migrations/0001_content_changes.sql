CREATE TABLE "content_changes" (
	"changed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"tag" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_changes_changed_xid_tag_pk" PRIMARY KEY("changed_xid","tag")
);
--> statement-breakpoint
CREATE INDEX "content_changes_changed_at_idx" ON "content_changes" USING btree ("changed_at");