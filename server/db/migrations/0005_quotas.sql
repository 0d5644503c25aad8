CREATE TABLE "quota_cells" (
	"quota_id" text NOT NULL,
	"cell_key" text NOT NULL,
	"option_ids" jsonb NOT NULL,
	"target" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"counted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quota_cells_quota_id_cell_key_pk" PRIMARY KEY("quota_id","cell_key")
);
--> statement-breakpoint
CREATE TABLE "quota_counts" (
	"response_id" text NOT NULL,
	"quota_id" text NOT NULL,
	"cell_key" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quota_counts_response_id_quota_id_pk" PRIMARY KEY("response_id","quota_id")
);
--> statement-breakpoint
CREATE TABLE "quotas" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"name" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"when_full" text NOT NULL,
	"order_by_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quota_cells" ADD CONSTRAINT "quota_cells_quota_id_quotas_id_fk" FOREIGN KEY ("quota_id") REFERENCES "public"."quotas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_counts" ADD CONSTRAINT "quota_counts_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_counts" ADD CONSTRAINT "quota_counts_quota_id_quotas_id_fk" FOREIGN KEY ("quota_id") REFERENCES "public"."quotas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotas" ADD CONSTRAINT "quotas_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quota_counts_quota_cell_idx" ON "quota_counts" USING btree ("quota_id","cell_key");--> statement-breakpoint
CREATE INDEX "quotas_survey_idx" ON "quotas" USING btree ("survey_id");--> statement-breakpoint
-- A counted response deleted (by the designer, or with its survey): its cells count one less, so the place
-- it held is open again. Statement level: deleting many responses updates each cell once.
CREATE FUNCTION uncount_quota_cells() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quota_cells c SET counted = greatest(c.counted - g.n, 0)
    FROM (SELECT quota_id, cell_key, count(*)::int AS n FROM gone GROUP BY quota_id, cell_key) g
    WHERE c.quota_id = g.quota_id AND c.cell_key = g.cell_key;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER quota_counts_uncount AFTER DELETE ON quota_counts
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION uncount_quota_cells();
