CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text,
	"email" text,
	"cellphone" text,
	"is_company" integer DEFAULT 0 NOT NULL,
	"birthday" date,
	"edu_quali" text,
	"sex" text,
	"last_login_time" timestamp with time zone,
	"bind_phone_status" integer DEFAULT 0 NOT NULL,
	"reset_psw_status" integer DEFAULT 0 NOT NULL,
	"transfer_survey_button" integer DEFAULT 0 NOT NULL,
	"qg_type" integer,
	"pm_type" integer,
	"pm_edit" integer,
	"pm_release" integer,
	"pm_data" integer,
	"re_edit" integer,
	"re_release" integer,
	"re_data" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_unique" ON "users" USING btree (lower("user_name"));