CREATE TABLE "export_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"user_id" uuid,
	"format" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"file_name" text,
	"file_path" text,
	"bytes" bigint,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_shares" (
	"survey_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_shares_token_unique" UNIQUE("token")
);
--> statement-breakpoint
DROP INDEX "response_items_question_id_idx";--> statement-breakpoint
ALTER TABLE "response_items" ADD COLUMN "survey_id" text;--> statement-breakpoint
UPDATE "response_items" SET "survey_id" = "responses"."survey_id" FROM "responses" WHERE "responses"."id" = "response_items"."response_id";--> statement-breakpoint
ALTER TABLE "response_items" ALTER COLUMN "survey_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "invalid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_survey_created_idx" ON "export_jobs" USING btree ("survey_id","created_at");--> statement-breakpoint
CREATE INDEX "response_items_survey_question_idx" ON "response_items" USING btree ("survey_id","question_id");--> statement-breakpoint
CREATE INDEX "responses_survey_started_idx" ON "responses" USING btree ("survey_id","started_at");