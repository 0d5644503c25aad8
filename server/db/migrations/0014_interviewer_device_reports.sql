CREATE TABLE "interviewer_device_reports" (
	"interviewer_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"survey_id" text NOT NULL,
	"in_progress" integer NOT NULL,
	"waiting" integer NOT NULL,
	"refused" integer NOT NULL,
	"app_version" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interviewer_device_reports_interviewer_id_device_id_survey_id_pk" PRIMARY KEY("interviewer_id","device_id","survey_id")
);
--> statement-breakpoint
ALTER TABLE "interviewer_device_reports" ADD CONSTRAINT "interviewer_device_reports_interviewer_id_interviewers_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."interviewers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviewer_device_reports" ADD CONSTRAINT "interviewer_device_reports_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviewer_device_reports_survey_idx" ON "interviewer_device_reports" USING btree ("survey_id");