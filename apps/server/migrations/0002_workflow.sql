CREATE TABLE "bpm_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"execution_id" text NOT NULL,
	"task_id" text,
	"outgoing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bpm_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpm_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"engine" text NOT NULL,
	"category" text,
	"description" text,
	"form_id" integer,
	"xml" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bpm_models_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "bpm_process_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"category" text,
	"description" text,
	"form_id" integer,
	"form_fields" jsonb NOT NULL,
	"xml" text NOT NULL,
	"settings" jsonb NOT NULL,
	"graph" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpm_process_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"definition_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"start_user_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"result" integer DEFAULT 1 NOT NULL,
	"reason" text,
	"variables" jsonb NOT NULL,
	"engine_state" jsonb,
	"revision" integer DEFAULT 0 NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bpm_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"definition_key" text NOT NULL,
	"name" text NOT NULL,
	"execution_id" text NOT NULL,
	"assignee_user_id" integer,
	"candidate_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" integer DEFAULT 1 NOT NULL,
	"reason" text,
	"transfers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"leader_user_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "departments_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "posts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"member_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "user_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_posts" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	CONSTRAINT "user_posts_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "bpm_activities" ADD CONSTRAINT "bpm_activities_instance_id_bpm_process_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."bpm_process_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpm_models" ADD CONSTRAINT "bpm_models_form_id_bpm_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."bpm_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpm_process_instances" ADD CONSTRAINT "bpm_process_instances_definition_id_bpm_process_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bpm_process_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpm_process_instances" ADD CONSTRAINT "bpm_process_instances_start_user_id_users_id_fk" FOREIGN KEY ("start_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpm_tasks" ADD CONSTRAINT "bpm_tasks_instance_id_bpm_process_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."bpm_process_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpm_tasks" ADD CONSTRAINT "bpm_tasks_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_leader_user_id_users_id_fk" FOREIGN KEY ("leader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_posts" ADD CONSTRAINT "user_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_posts" ADD CONSTRAINT "user_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bpm_activities_instance_idx" ON "bpm_activities" USING btree ("instance_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bpm_process_definitions_key_version_idx" ON "bpm_process_definitions" USING btree ("key","version");--> statement-breakpoint
CREATE INDEX "bpm_process_instances_start_user_idx" ON "bpm_process_instances" USING btree ("start_user_id","created_at");--> statement-breakpoint
CREATE INDEX "bpm_tasks_instance_idx" ON "bpm_tasks" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "bpm_tasks_assignee_idx" ON "bpm_tasks" USING btree ("assignee_user_id","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bpm_tasks_execution_idx" ON "bpm_tasks" USING btree ("instance_id","execution_id");