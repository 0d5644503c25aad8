CREATE TABLE "audit_events" (
	"response_id" text NOT NULL,
	"seq" integer NOT NULL,
	"survey_id" text NOT NULL,
	"clock" integer NOT NULL,
	"clock_started_at" timestamp with time zone NOT NULL,
	"offset_ms" double precision NOT NULL,
	"kind" text NOT NULL,
	"question_id" text,
	"from_page" integer,
	"to_page" integer,
	"old_value" text,
	"new_value" text,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"detail" text,
	CONSTRAINT "audit_events_response_id_seq_pk" PRIMARY KEY("response_id","seq")
);
--> statement-breakpoint
ALTER TABLE "collection_limits" ADD COLUMN "audit_values" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_survey_idx" ON "audit_events" USING btree ("survey_id");