ALTER TYPE "public"."staff_role" ADD VALUE 'sales';--> statement-breakpoint
ALTER TYPE "public"."staff_role" ADD VALUE 'hr';