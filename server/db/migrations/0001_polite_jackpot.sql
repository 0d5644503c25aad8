CREATE TABLE "survey_grants" (
	"survey_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"may_edit" integer DEFAULT 0 NOT NULL,
	"may_release" integer DEFAULT 0 NOT NULL,
	"may_data" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_grants_survey_id_user_id_pk" PRIMARY KEY("survey_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"survey_name" text NOT NULL,
	"survey_type" text,
	"survey_category" text,
	"survey_brand" text,
	"survey_cycle" text,
	"survey_language" text DEFAULT '' NOT NULL,
	"survey_lable_ids" text DEFAULT '' NOT NULL,
	"survey_note" text,
	"share_type" text DEFAULT '1' NOT NULL,
	"survey_state" text DEFAULT '0' NOT NULL,
	"is_end_yes" integer DEFAULT 0 NOT NULL,
	"end_yes_text" text,
	"end_yes_desc" text,
	"end_yes_img" text,
	"is_end_no" integer DEFAULT 0 NOT NULL,
	"end_no_text" text,
	"end_no_desc" text,
	"end_no_img" text,
	"rand_order" integer DEFAULT 0 NOT NULL,
	"rand_ids" text DEFAULT '' NOT NULL,
	"is_to_url" integer DEFAULT 0 NOT NULL,
	"to_url" text,
	"survey_qu_num" integer DEFAULT 0 NOT NULL,
	"release_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_descs" (
	"id" text PRIMARY KEY NOT NULL,
	"question_id" text NOT NULL,
	"survey_id" text NOT NULL,
	"order_by_id" integer DEFAULT 0 NOT NULL,
	"option_name" text DEFAULT '' NOT NULL,
	"item_code" text,
	"type" text DEFAULT 'normal' NOT NULL,
	"quote_qu_id" text,
	"quote_qu_desc_id" text,
	"desc_config" jsonb,
	"required" integer DEFAULT 1 NOT NULL,
	"img_url" text,
	"img_name" text
);
--> statement-breakpoint
CREATE TABLE "question_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"group_type" integer DEFAULT 2 NOT NULL,
	"group_title" text DEFAULT '' NOT NULL,
	"order_by_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"id" text PRIMARY KEY NOT NULL,
	"question_id" text NOT NULL,
	"survey_id" text NOT NULL,
	"order_by_id" integer DEFAULT 0 NOT NULL,
	"option_name" text DEFAULT '' NOT NULL,
	"option_title" text,
	"type" text DEFAULT 'normal' NOT NULL,
	"visibility" integer DEFAULT 1 NOT NULL,
	"quote_qu_id" text,
	"quote_qu_desc_id" text,
	"answer_type" integer,
	"img_url" text,
	"img_name" text,
	"item_code" text,
	"output_value" text,
	"expand_field" text,
	"proportion" double precision,
	"position_code" text,
	"position_name" text,
	"x" double precision,
	"y" double precision,
	"w" double precision,
	"h" double precision
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"group_id" text NOT NULL,
	"order_by_id" integer DEFAULT 0 NOT NULL,
	"catalog_key" text NOT NULL,
	"element_type" text NOT NULL,
	"qu_title" text DEFAULT '' NOT NULL,
	"title" text,
	"placeholder" text,
	"qu_note" text,
	"qu_num" text,
	"item_code" text,
	"short_label" text,
	"img_url" text,
	"img_name" text,
	"hv" integer,
	"visibility" integer DEFAULT 1 NOT NULL,
	"page" integer,
	"page_type" integer DEFAULT 1 NOT NULL,
	"quote_qu_id" text,
	"quote_qu_desc_id" text,
	"media_qu_type" text,
	"media_option_type" text,
	"udf_option_ind" integer,
	"score_qu_type" integer,
	"score_qu_paragraph" integer,
	"score_num_type" integer,
	"unit" text,
	"sort_type" text,
	"max_sort_num" integer,
	"answer_img_url" text,
	"answer_img_name" text,
	"answer_img_width" double precision,
	"page_size" integer,
	"page_total" integer,
	"option_rule_type" integer,
	"exclusive_items_id" text,
	"mutual_items_id" text,
	"answer_config" jsonb NOT NULL,
	"json_config" jsonb,
	"is_quota_config" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answer_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"question_id" text NOT NULL,
	"option_id" text,
	"answer_type" integer,
	"ref_qu_id" text NOT NULL,
	"ref_option_id" text
);
--> statement-breakpoint
CREATE TABLE "logic_records" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"attachment" text NOT NULL,
	"question_id" text,
	"group_id" text,
	"desc_id" text,
	"order_by_id" integer DEFAULT 0 NOT NULL,
	"an_and" integer DEFAULT 1 NOT NULL,
	"an_qu_id" text NOT NULL,
	"an_qu_type" text,
	"an_sub_qu_id" text,
	"sub_qu_id" text,
	"an_qu_item_id" text,
	"choose_type" integer,
	"ge_le" text,
	"an_value" text,
	"min_value" text,
	"max_value" text,
	"logic_type" integer,
	"to_qu_id" text,
	"to_qu_item_id" text,
	"to_qu_value" text,
	"to_sub_qu_id" text,
	"to_sub_qu_item_id" text,
	"sort_qu_item_id" text
);
--> statement-breakpoint
CREATE TABLE "dictionaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_key" text NOT NULL,
	"dict_code" text NOT NULL,
	"dict_name" text NOT NULL,
	"dict_name_en" text NOT NULL,
	"order_by_id" integer NOT NULL,
	CONSTRAINT "dictionaries_key_code_unique" UNIQUE("dict_key","dict_code")
);
--> statement-breakpoint
CREATE TABLE "survey_params" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"param_type" text,
	"param_name" text NOT NULL,
	"out_param_name" text
);
--> statement-breakpoint
CREATE TABLE "survey_styles" (
	"survey_id" text PRIMARY KEY NOT NULL,
	"style" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"user_id" uuid,
	"file_path" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_file_path_unique" UNIQUE("file_path")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "releases_survey_version_unique" UNIQUE("survey_id","version")
);
--> statement-breakpoint
CREATE TABLE "response_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" text NOT NULL,
	"question_id" text NOT NULL,
	"desc_id" text,
	"value" jsonb NOT NULL,
	"qu_item_id" text,
	"answer" text,
	"answser_score" text,
	"ordery_num" integer,
	"other_answer" text,
	"open_answer" text,
	"qu_row_id" text,
	"qu_col_id" text,
	"extends_data" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "response_items_response_question_desc_unique" UNIQUE NULLS NOT DISTINCT("response_id","question_id","desc_id")
);
--> statement-breakpoint
CREATE TABLE "responses" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"release_version" integer NOT NULL,
	"seed" text NOT NULL,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"sample_status" text,
	"user_page" integer DEFAULT 0 NOT NULL,
	"last_ack_sequence" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"paradata" jsonb
);
--> statement-breakpoint
ALTER TABLE "survey_grants" ADD CONSTRAINT "survey_grants_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_grants" ADD CONSTRAINT "survey_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_descs" ADD CONSTRAINT "question_descs_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_descs" ADD CONSTRAINT "question_descs_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_groups" ADD CONSTRAINT "question_groups_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_group_id_question_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."question_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_rules" ADD CONSTRAINT "answer_rules_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_rules" ADD CONSTRAINT "answer_rules_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_rules" ADD CONSTRAINT "answer_rules_option_id_question_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."question_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logic_records" ADD CONSTRAINT "logic_records_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logic_records" ADD CONSTRAINT "logic_records_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logic_records" ADD CONSTRAINT "logic_records_group_id_question_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."question_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logic_records" ADD CONSTRAINT "logic_records_desc_id_question_descs_id_fk" FOREIGN KEY ("desc_id") REFERENCES "public"."question_descs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_params" ADD CONSTRAINT "survey_params_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_styles" ADD CONSTRAINT "survey_styles_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_items" ADD CONSTRAINT "response_items_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_grants_user_id_idx" ON "survey_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "surveys_user_id_idx" ON "surveys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "question_descs_question_id_idx" ON "question_descs" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_descs_quote_qu_id_idx" ON "question_descs" USING btree ("quote_qu_id");--> statement-breakpoint
CREATE INDEX "question_groups_survey_id_idx" ON "question_groups" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "question_options_question_id_idx" ON "question_options" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_options_quote_qu_id_idx" ON "question_options" USING btree ("quote_qu_id");--> statement-breakpoint
CREATE INDEX "questions_survey_id_idx" ON "questions" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "questions_group_id_idx" ON "questions" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "questions_quote_qu_id_idx" ON "questions" USING btree ("quote_qu_id");--> statement-breakpoint
CREATE INDEX "answer_rules_question_id_idx" ON "answer_rules" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "answer_rules_ref_qu_id_idx" ON "answer_rules" USING btree ("ref_qu_id");--> statement-breakpoint
CREATE INDEX "logic_records_survey_id_idx" ON "logic_records" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "logic_records_question_id_idx" ON "logic_records" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "logic_records_an_qu_id_idx" ON "logic_records" USING btree ("an_qu_id");--> statement-breakpoint
CREATE INDEX "logic_records_to_qu_id_idx" ON "logic_records" USING btree ("to_qu_id");--> statement-breakpoint
CREATE INDEX "survey_params_survey_id_idx" ON "survey_params" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_survey_id_idx" ON "uploaded_files" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "response_items_question_id_idx" ON "response_items" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "responses_survey_status_idx" ON "responses" USING btree ("survey_id","status");