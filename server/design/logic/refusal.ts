import type { LogicRefusal } from '../../../src/core/api/logic';
import { ResponseCode } from '../../../src/core/envelope';
import type { MessageKey } from '../../../src/i18n';
import { AppError } from '../../http/app-error';

/**
 * A rule the server will not store: 400, the message naming the questions by number, and in data the field
 * at fault and those numbers (the designer marks the field; a client reads the numbers without parsing text).
 */
export function logicRefusal(
  key: MessageKey,
  field: string,
  params: Record<string, string>,
  questions: readonly string[] = [],
): AppError {
  const data: LogicRefusal = { field, reason: key, questions: [...new Set(questions)] };
  return new AppError(ResponseCode.badRequest, key, params, data);
}
