CREATE TABLE "classroom_practices" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_record_id" integer NOT NULL,
	"course_item_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"title" text NOT NULL,
	"duration" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"course_item_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" real NOT NULL,
	"submit_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"score" real NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classroom_practices" ADD CONSTRAINT "classroom_practices_classroom_record_id_classroom_records_id_fk" FOREIGN KEY ("classroom_record_id") REFERENCES "public"."classroom_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_practices" ADD CONSTRAINT "classroom_practices_course_item_id_course_items_id_fk" FOREIGN KEY ("course_item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_practices" ADD CONSTRAINT "classroom_practices_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_records" ADD CONSTRAINT "classroom_records_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_records" ADD CONSTRAINT "classroom_records_course_item_id_course_items_id_fk" FOREIGN KEY ("course_item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_records" ADD CONSTRAINT "classroom_records_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_practice_id_classroom_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."classroom_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_questions" ADD CONSTRAINT "practice_questions_practice_id_classroom_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."classroom_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_practices_record_idx" ON "classroom_practices" USING btree ("classroom_record_id");--> statement-breakpoint
CREATE INDEX "classroom_practices_item_idx" ON "classroom_practices" USING btree ("course_item_id");--> statement-breakpoint
CREATE INDEX "classroom_records_item_idx" ON "classroom_records" USING btree ("course_item_id");--> statement-breakpoint
CREATE INDEX "classroom_records_teacher_idx" ON "classroom_records" USING btree ("teacher_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_answers_unique_idx" ON "practice_answers" USING btree ("practice_id","user_id");--> statement-breakpoint
CREATE INDEX "practice_questions_practice_idx" ON "practice_questions" USING btree ("practice_id");