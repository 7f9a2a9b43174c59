CREATE TABLE "push_counters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_events_user_seq_idx" ON "push_events" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "push_events_created_idx" ON "push_events" USING btree ("created_at");