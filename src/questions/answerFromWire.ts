import type { AnswerItemPayload, AnswerValue, Question } from '../core/model';
import { answerValueSchema } from '../core/model';
import { fromSavePayload } from './validate';

/**
 * A device's wire items read as the answer they carry, held to the answer schema (ranges, integers, enums):
 * undefined when they carry none or a malformed one, and the save is refused. The server reads every save
 * through this; the runner's logic worker reads only what the server accepted, with the schema-free
 * fromSavePayload, so that zod stays out of its bundle (tests/unit/bundles/workerWeight.test.ts).
 */
export function answerFromWire(
  question: Question,
  items: readonly AnswerItemPayload[],
): AnswerValue | undefined {
  const answer = fromSavePayload(question, items);
  return answer && answerValueSchema.safeParse(answer).success ? answer : undefined;
}
