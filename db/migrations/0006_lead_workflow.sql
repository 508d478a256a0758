CREATE TYPE "public"."inbox_lead_kind" AS ENUM('inquiry', 'quote_request', 'dealer_application', 'career_application', 'launch_notification', 'newsletter_subscription');--> statement-breakpoint
CREATE TYPE "public"."lead_event_type" AS ENUM('status', 'assignment', 'note');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost', 'spam');--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_kind" "inbox_lead_kind" NOT NULL,
	"lead_id" uuid NOT NULL,
	"type" "lead_event_type" NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_note_has_text" CHECK (("lead_events"."type" = 'note') = ("lead_events"."note" is not null))
);
--> statement-breakpoint
CREATE TABLE "lead_states" (
	"lead_kind" "inbox_lead_kind" NOT NULL,
	"lead_id" uuid NOT NULL,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"assignee_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_states_lead_kind_lead_id_pk" PRIMARY KEY("lead_kind","lead_id")
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_states" ADD CONSTRAINT "lead_states_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_kind","lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_states_status_idx" ON "lead_states" USING btree ("status");--> statement-breakpoint
CREATE INDEX "lead_states_assignee_idx" ON "lead_states" USING btree ("assignee_id");