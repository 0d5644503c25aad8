CREATE TABLE "block_tallies" (
	"survey_id" text NOT NULL,
	"block" date NOT NULL,
	"statement" text NOT NULL,
	"question_id" text NOT NULL,
	"desc_id" text NOT NULL,
	"tally_key" text NOT NULL,
	"n" bigint NOT NULL,
	"total" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stale_blocks" (
	"survey_id" text NOT NULL,
	"block" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "language" text GENERATED ALWAYS AS (coalesce(paradata->>'language', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "block_tallies" ADD CONSTRAINT "block_tallies_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_tallies_survey_block_idx" ON "block_tallies" USING btree ("survey_id","block");--> statement-breakpoint
CREATE INDEX "stale_blocks_survey_idx" ON "stale_blocks" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "response_items_other_text_idx" ON "response_items" USING btree ("survey_id","question_id","updated_at" DESC NULLS LAST,"response_id" DESC NULLS LAST) WHERE ("response_items"."value" -> 'otherText') <> '{}'::jsonb;--> statement-breakpoint
-- The block of a response: the UTC day it started (server/results/stats/tallies.ts reads the same).
-- Answers changed: their responses' blocks are stale. Statement-level, so a save of many items appends once per block.
CREATE FUNCTION mark_item_blocks_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO stale_blocks (survey_id, block)
      SELECT DISTINCT r.survey_id, (r.started_at AT TIME ZONE 'UTC')::date
      FROM changed_new c JOIN responses r ON r.id = c.response_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO stale_blocks (survey_id, block)
      SELECT DISTINCT r.survey_id, (r.started_at AT TIME ZONE 'UTC')::date
      FROM changed_old c JOIN responses r ON r.id = c.response_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER response_items_stale_insert AFTER INSERT ON response_items
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION mark_item_blocks_stale();
--> statement-breakpoint
CREATE TRIGGER response_items_stale_update AFTER UPDATE ON response_items
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION mark_item_blocks_stale();
--> statement-breakpoint
CREATE TRIGGER response_items_stale_delete AFTER DELETE ON response_items
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION mark_item_blocks_stale();
--> statement-breakpoint
-- A response marked invalid or restored, moved in time, or deleted: its block (old and new) is stale. A
-- response deleted with its survey leaves nothing (the survey is gone, so is the join).
CREATE FUNCTION mark_response_blocks_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO stale_blocks (survey_id, block)
      SELECT DISTINCT c.survey_id, (c.started_at AT TIME ZONE 'UTC')::date
      FROM changed_new c JOIN changed_old o ON o.id = c.id
      WHERE c.invalid_at IS DISTINCT FROM o.invalid_at OR c.started_at IS DISTINCT FROM o.started_at
    UNION
      SELECT DISTINCT o.survey_id, (o.started_at AT TIME ZONE 'UTC')::date
      FROM changed_new c JOIN changed_old o ON o.id = c.id
      WHERE c.started_at IS DISTINCT FROM o.started_at;
  ELSE
    INSERT INTO stale_blocks (survey_id, block)
      SELECT DISTINCT c.survey_id, (c.started_at AT TIME ZONE 'UTC')::date
      FROM changed_old c JOIN surveys s ON s.id = c.survey_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER responses_stale_update AFTER UPDATE ON responses
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION mark_response_blocks_stale();
--> statement-breakpoint
CREATE TRIGGER responses_stale_delete AFTER DELETE ON responses
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION mark_response_blocks_stale();
--> statement-breakpoint
-- A new release may add questions or change how one is counted (a time question's format): every block of
-- its survey is stale.
CREATE FUNCTION mark_survey_blocks_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stale_blocks (survey_id, block)
    SELECT DISTINCT r.survey_id, (r.started_at AT TIME ZONE 'UTC')::date
    FROM responses r WHERE r.survey_id IN (SELECT survey_id FROM changed_new);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER releases_stale_insert AFTER INSERT ON releases
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION mark_survey_blocks_stale();
--> statement-breakpoint
-- Every block that holds responses today starts stale: the first look at a survey's results tallies it.
INSERT INTO stale_blocks (survey_id, block)
  SELECT DISTINCT survey_id, (started_at AT TIME ZONE 'UTC')::date FROM responses;
