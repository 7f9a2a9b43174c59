CREATE TABLE "notify_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"nickname" text NOT NULL,
	"content" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_templates_code_unique" UNIQUE("code")
);
