CREATE TABLE "survey_translations" (
	"survey_id" text NOT NULL,
	"language" text NOT NULL,
	"texts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_translations_survey_id_language_pk" PRIMARY KEY("survey_id","language")
);
--> statement-breakpoint
ALTER TABLE "survey_translations" ADD CONSTRAINT "survey_translations_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;