CREATE TABLE "ask_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_item_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"type" integer NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" integer DEFAULT 0 NOT NULL,
	"user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration" integer,
	"start_time" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"status" integer DEFAULT 1 NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct" boolean,
	"score" double precision,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "random_pick_rounds" (
	"course_item_id" integer PRIMARY KEY NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "random_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_item_id" integer NOT NULL,
	"round" integer NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"course_item_id" integer,
	"source_id" integer,
	"title" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"duration" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"deadline" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ask_questions" ADD CONSTRAINT "ask_questions_course_item_id_course_items_id_fk" FOREIGN KEY ("course_item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_ask_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."ask_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "random_pick_rounds" ADD CONSTRAINT "random_pick_rounds_course_item_id_course_items_id_fk" FOREIGN KEY ("course_item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "random_picks" ADD CONSTRAINT "random_picks_course_item_id_course_items_id_fk" FOREIGN KEY ("course_item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "random_picks" ADD CONSTRAINT "random_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "random_picks" ADD CONSTRAINT "random_picks_question_id_ask_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."ask_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_course_item_id_course_items_id_fk" FOREIGN KEY ("course_item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ask_questions_item_idx" ON "ask_questions" USING btree ("course_item_id","status");--> statement-breakpoint
CREATE INDEX "ask_questions_teacher_idx" ON "ask_questions" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ask_questions_running_idx" ON "ask_questions" USING btree ("course_item_id") WHERE "ask_questions"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_unique_idx" ON "question_answers" USING btree ("question_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "random_picks_unique_idx" ON "random_picks" USING btree ("course_item_id","round","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_unique_idx" ON "survey_answers" USING btree ("survey_id","user_id");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "surveys_item_idx" ON "surveys" USING btree ("course_item_id","status");--> statement-breakpoint
CREATE INDEX "surveys_teacher_idx" ON "surveys" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_running_idx" ON "surveys" USING btree ("course_item_id") WHERE "surveys"."status" = 1;