import { splitCommaList } from './commaList';
import { upgradeRelease } from './formats/release';
import type { Release } from './release';

/**
 * A published release as the runner receives or keeps it, read without zod: first migrated up to the current
 * format (./formats/release.ts, as readRelease does on the server), which fills what newer code reads; the
 * server parsed it with the release schema when it published it (every default filled, the survey's comma
 * lists joined), so reading it again only has to check its shape and split the survey's comma lists back
 * into arrays. Keeps zod out of the logic worker; anything that is not a release shape is refused, and a
 * snapshot newer than this code throws FormatTooNewError.
 */
export function readPublishedRelease(stored: unknown): Release {
  if (!isRecord(stored)) throw new TypeError('Not a release: not an object');
  const wire = upgradeRelease(stored);
  const { survey, groups, style } = wire;
  if (typeof wire.surveyId !== 'string' || typeof wire.version !== 'number' || !isRecord(survey)) {
    throw new TypeError('Not a release: surveyId, version or survey missing');
  }
  if (!isRecord(style) || !Array.isArray(groups))
    throw new TypeError('Not a release: style or groups missing');
  for (const group of groups) {
    if (!isRecord(group) || typeof group.id !== 'string' || !Array.isArray(group.questionList)) {
      throw new TypeError('Not a release: a group without id or questions');
    }
    for (const question of group.questionList) {
      if (
        !isRecord(question) ||
        typeof question.id !== 'string' ||
        typeof question.elementType !== 'string' ||
        !isRecord(question.answerConfig) ||
        !Array.isArray(question.optionList) ||
        !Array.isArray(question.descList)
      ) {
        throw new TypeError('Not a release: a question without id, type, settings, options or rows');
      }
    }
  }
  return {
    ...wire,
    languages: isRecord(wire.languages) ? wire.languages : {},
    params: Array.isArray(wire.params) ? wire.params : [],
    survey: {
      ...survey,
      surveyLanguage: commaList(survey.surveyLanguage),
      surveyLableIds: commaList(survey.surveyLableIds),
      randIds: commaList(survey.randIds),
    },
  } as unknown as Release;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema's comma list: an array as it is, a string split, nothing an empty list. */
function commaList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? splitCommaList(value) : [];
}
