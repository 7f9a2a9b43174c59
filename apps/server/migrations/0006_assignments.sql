CREATE TABLE "assignment_casts" (
	"id" serial PRIMARY KEY NOT NULL,
	"screen_id" text NOT NULL,
	"assignment_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"user_id" integer,
	"show_grade" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assignment_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"score" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"reviewee_id" integer NOT NULL,
	"label" text NOT NULL,
	"score" real,
	"criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"submit_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assignment_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submit_time" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	"grade" real,
	"comment" text DEFAULT '' NOT NULL,
	"final_score" real,
	"final_overridden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_item_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone,
	"stage" text DEFAULT 'draft' NOT NULL,
	"late_policy" text DEFAULT 'refuse' NOT NULL,
	"late_penalty" integer DEFAULT 0 NOT NULL,
	"peer_review" jsonb,
	"reviews_allocated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignment_casts" ADD CONSTRAINT "assignment_casts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_casts" ADD CONSTRAINT "assignment_casts_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_casts" ADD CONSTRAINT "assignment_casts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_questions" ADD CONSTRAINT "assignment_questions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_reviews" ADD CONSTRAINT "assignment_reviews_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_reviews" ADD CONSTRAINT "assignment_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_reviews" ADD CONSTRAINT "assignment_reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_course_item_id_course_items_id_fk" FOREIGN KEY ("course_item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_casts_screen_idx" ON "assignment_casts" USING btree ("screen_id");--> statement-breakpoint
CREATE INDEX "assignment_casts_assignment_idx" ON "assignment_casts" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "assignment_questions_assignment_idx" ON "assignment_questions" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_reviews_unique_idx" ON "assignment_reviews" USING btree ("assignment_id","reviewer_id","reviewee_id");--> statement-breakpoint
CREATE INDEX "assignment_reviews_reviewee_idx" ON "assignment_reviews" USING btree ("assignment_id","reviewee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_submissions_unique_idx" ON "assignment_submissions" USING btree ("assignment_id","user_id");--> statement-breakpoint
CREATE INDEX "assignments_item_idx" ON "assignments" USING btree ("course_item_id");--> statement-breakpoint
CREATE INDEX "assignments_teacher_idx" ON "assignments" USING btree ("teacher_id");