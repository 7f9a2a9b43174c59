CREATE TABLE "ai_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_topic_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"ai_reply" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_item_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"duration" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"summary" text,
	"summary_model" text,
	"summary_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_requests" ADD CONSTRAINT "ai_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_topic_submissions" ADD CONSTRAINT "ai_topic_submissions_topic_id_ai_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."ai_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_topic_submissions" ADD CONSTRAINT "ai_topic_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_topics" ADD CONSTRAINT "ai_topics_course_item_id_course_items_id_fk" FOREIGN KEY ("course_item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_topics" ADD CONSTRAINT "ai_topics_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_requests_user_time_idx" ON "ai_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_topic_submissions_once_idx" ON "ai_topic_submissions" USING btree ("topic_id","user_id");--> statement-breakpoint
CREATE INDEX "ai_topics_item_idx" ON "ai_topics" USING btree ("course_item_id","status");--> statement-breakpoint
CREATE INDEX "ai_topics_teacher_idx" ON "ai_topics" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_topics_running_idx" ON "ai_topics" USING btree ("course_item_id") WHERE "ai_topics"."status" = 1;