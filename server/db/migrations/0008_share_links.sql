CREATE TABLE "survey_short_links" (
	"survey_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_short_links_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "published_by" uuid;--> statement-breakpoint
ALTER TABLE "survey_short_links" ADD CONSTRAINT "survey_short_links_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;