CREATE TABLE "privacy_audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"subject_user_id" integer,
	"detail" text,
	"client_address" text
);
--> statement-breakpoint
CREATE TABLE "retention_periods" (
	"kind" text PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"trigger" text NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "privacy_audit_entries_at_idx" ON "privacy_audit_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "privacy_audit_entries_actor_idx" ON "privacy_audit_entries" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "privacy_audit_entries_subject_idx" ON "privacy_audit_entries" USING btree ("subject_user_id");--> statement-breakpoint
-- The audit trail is append-only: no UPDATE ever, and DELETE only from the retention job, which marks its
-- transaction with SET LOCAL smartclass.retention = 'on'.
CREATE FUNCTION "privacy_audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND coalesce(current_setting('smartclass.retention', true), '') = 'on' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'privacy_audit_entries is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "privacy_audit_entries_append_only" BEFORE UPDATE OR DELETE ON "privacy_audit_entries" FOR EACH ROW EXECUTE FUNCTION "privacy_audit_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "privacy_audit_entries_no_truncate" BEFORE TRUNCATE ON "privacy_audit_entries" FOR EACH STATEMENT EXECUTE FUNCTION "privacy_audit_entries_append_only"();
