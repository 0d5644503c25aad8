import type { Question } from '../../src/core/model';
import { htmlToText } from '../../src/core/results/labels';
import { chinaDivisions } from './divisions';

/**
 * Names of stored cascading answers, for results and exports: answers keep codes ('110000,110100,110101'
 * for an address, 'firstLevelId,secondLevelId' for a cascade), people read names.
 */

/** The ids of a stored path, top first: a comma list or the list itself, blanks dropped. */
export function pathIds(stored: string | readonly string[]): string[] {
  const parts = typeof stored === 'string' ? stored.split(',') : stored;
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/** Each id's name, in order; an id nobody knows is kept as it is, so nothing of the answer is lost. */
export function namesOfPath(
  stored: string | readonly string[],
  nameOf: (id: string) => string | undefined,
): string[] {
  return pathIds(stored).map((id) => nameOf(id) ?? id);
}

/** '440000,440300,440305' → ['广东省', '深圳市', '南山区']. */
export function addressNames(stored: string | readonly string[]): string[] {
  const { byCode } = chinaDivisions();
  return namesOfPath(stored, (code) => byCode.get(code)?.name);
}

/**
 * A city or cascade question's answer in names: a city (mediaQuType address) names China's divisions, a
 * cascade its own options (plain text); either falls back on the other, then on the id itself.
 */
export function cascadeAnswerNames(
  question: Pick<Question, 'elementType' | 'mediaQuType' | 'optionList'>,
  stored: string | readonly string[],
): string[] {
  const options = new Map(question.optionList.map((option) => [option.id, htmlToText(option.optionName)]));
  const { byCode } = chinaDivisions();
  const isAddress = question.mediaQuType === 'address' || question.elementType === 'ChengShiBox';
  return namesOfPath(stored, (id) =>
    isAddress ? (byCode.get(id)?.name ?? options.get(id)) : (options.get(id) ?? byCode.get(id)?.name),
  );
}
