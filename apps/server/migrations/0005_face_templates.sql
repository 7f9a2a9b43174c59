CREATE TABLE "face_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"template" text NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "face_database" ALTER COLUMN "image_path" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "face_templates" ADD CONSTRAINT "face_templates_user_id_face_database_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."face_database"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_templates_user_idx" ON "face_templates" USING btree ("user_id");