-- The audit page filters by action, by staff member and by what an entry concerns, newest first
-- (db/queries/audit.ts): an index for each. The log's own index is rebuilt ascending: read
-- backwards it gives 'order by created_at desc, id desc' (DESC NULLS FIRST) in order, which the
-- DESC NULLS LAST one could not, so every page of the log sorted the whole table.
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_email","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_trgm_idx" ON "audit_log" USING gin ((coalesce("subject_type", '') || ' ' || coalesce("subject_id", '') || ' ' || coalesce("subject_label", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");