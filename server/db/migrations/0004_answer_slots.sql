ALTER TABLE "responses" ADD COLUMN "answer_slots" json DEFAULT '{"format":1,"slots":[]}'::json NOT NULL;--> statement-breakpoint
-- A response's item rows as one document (server/answers/answer-slots.ts reads it; its format is 1):
-- ordered by question and sub-question, so that slots merge alike on every read.
CREATE FUNCTION answer_slots_of(response text) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object('format', 1, 'slots',
    coalesce(json_agg(json_build_array(i.question_id, i.value) ORDER BY i.question_id, i.desc_id NULLS FIRST), '[]'::json))
  FROM response_items i WHERE i.response_id = response
$$;
--> statement-breakpoint
-- Items inserted, changed or deleted: their responses' documents are made again from the rows. Statement
-- level, so a save of fifty items (or an import of thousands) rebuilds each response once.
CREATE FUNCTION refresh_answer_slots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE responses r SET answer_slots = answer_slots_of(r.id)
    WHERE r.id IN (SELECT DISTINCT c.response_id FROM changed c);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER response_items_slots_insert AFTER INSERT ON response_items
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_answer_slots();
--> statement-breakpoint
CREATE TRIGGER response_items_slots_update AFTER UPDATE ON response_items
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_answer_slots();
--> statement-breakpoint
CREATE TRIGGER response_items_slots_delete AFTER DELETE ON response_items
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_answer_slots();
--> statement-breakpoint
UPDATE responses SET answer_slots = answer_slots_of(id);
