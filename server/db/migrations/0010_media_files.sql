CREATE TABLE "media_files" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"response_id" text NOT NULL,
	"question_id" text,
	"kind" text NOT NULL,
	"mime_type" text,
	"size" bigint NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_survey_idx" ON "media_files" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "media_files_response_idx" ON "media_files" USING btree ("response_id");