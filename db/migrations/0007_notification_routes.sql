CREATE TABLE "notification_routes" (
	"lead_kind" "lead_kind" PRIMARY KEY NOT NULL,
	"recipients" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_routes" ADD CONSTRAINT "notification_routes_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;