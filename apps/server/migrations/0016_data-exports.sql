CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"step" text DEFAULT 'profile' NOT NULL,
	"storage_path" text,
	"size" integer,
	"token" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","id");