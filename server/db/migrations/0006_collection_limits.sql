CREATE TABLE "collection_limits" (
	"survey_id" text PRIMARY KEY NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"max_completes" integer,
	"one_per_device" integer DEFAULT 0 NOT NULL,
	"password_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_limits" ADD CONSTRAINT "collection_limits_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One response per device (server/collection/device.ts): the survey load asks whether this device finished
-- the survey, by the device id the save records in paradata. Only responses carrying one are indexed.
CREATE INDEX "responses_survey_device_idx" ON "responses" USING btree ("survey_id", (paradata->>'deviceId'))
  WHERE paradata ? 'deviceId';
