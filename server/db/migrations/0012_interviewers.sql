CREATE TABLE "interviewer_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interviewer_id" uuid NOT NULL,
	"survey_id" text NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interviewer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"interviewer_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "interviewer_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "interviewers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"code_hash" text,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "interviewers_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "interviewer_id" uuid;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "interviewer_flag" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "discarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviewer_assignments" ADD CONSTRAINT "interviewer_assignments_interviewer_id_interviewers_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."interviewers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviewer_assignments" ADD CONSTRAINT "interviewer_assignments_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviewer_assignments" ADD CONSTRAINT "interviewer_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviewer_sessions" ADD CONSTRAINT "interviewer_sessions_interviewer_id_interviewers_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."interviewers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviewers" ADD CONSTRAINT "interviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviewers" ADD CONSTRAINT "interviewers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interviewer_assignments_live_unique" ON "interviewer_assignments" USING btree ("interviewer_id","survey_id") WHERE "interviewer_assignments"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "interviewer_assignments_survey_idx" ON "interviewer_assignments" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "interviewer_sessions_interviewer_idx" ON "interviewer_sessions" USING btree ("interviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interviewers_user_unique" ON "interviewers" USING btree ("user_id") WHERE "interviewers"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "responses_survey_interviewer_idx" ON "responses" USING btree ("survey_id","interviewer_id") WHERE "responses"."interviewer_id" is not null;