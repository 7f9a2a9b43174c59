CREATE TABLE "video_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_item_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classroom_records" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "video_segments" ADD CONSTRAINT "video_segments_course_item_id_course_items_id_fk" FOREIGN KEY ("course_item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_segments_item_idx" ON "video_segments" USING btree ("course_item_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_segments_open_idx" ON "video_segments" USING btree ("course_item_id") WHERE "video_segments"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_records_automatic_idx" ON "classroom_records" USING btree ("course_item_id") WHERE "classroom_records"."automatic";