import type { ReleaseWire } from '../../src/core/api/design';
import type { Group, Question } from '../../src/core/model';
import { sanitizeOptional, sanitizeRichText } from './sanitize';

/**
 * Every text the runner or the designer renders as HTML, in one place, so that no field is sanitised on the
 * way in and forgotten on the way out (or the reverse). The runner sets `quTitle || title` as the question's
 * HTML, `quNote` under it (and as the info text's body), and the end page's `endYesDesc` / `endNoDesc`; the
 * designer renders titles, notes and option / sub-question names as rich text. The survey's note and end
 * texts are sanitised with them by surveyInfoOf (survey-wire.ts).
 */
export function sanitizeQuestionTexts<T extends Pick<Question, 'quTitle' | 'title' | 'quNote'>>(
  question: T,
): T {
  return {
    ...question,
    quTitle: sanitizeRichText(question.quTitle),
    title: sanitizeOptional(question.title),
    quNote: sanitizeOptional(question.quNote),
  };
}

/** A question with its options and sub-questions, every HTML text sanitised. */
export function sanitizeQuestionHtml(question: Question): Question {
  return {
    ...sanitizeQuestionTexts(question),
    optionList: question.optionList.map((option) => ({
      ...option,
      optionName: sanitizeRichText(option.optionName),
    })),
    descList: question.descList.map((desc) => ({ ...desc, optionName: sanitizeRichText(desc.optionName) })),
  };
}

function sanitizeGroups(groups: readonly Group[]): Group[] {
  return groups.map((group) => ({ ...group, questionList: group.questionList.map(sanitizeQuestionHtml) }));
}

/**
 * A stored release as it is served to respondents: sanitised again on the way out (a release written before
 * a field was added to the list, or by an older sanitiser, must not reach the runner as it was stored).
 */
export function sanitizeReleaseHtml(release: ReleaseWire): ReleaseWire {
  const { survey } = release;
  return {
    ...release,
    survey: {
      ...survey,
      surveyNote: sanitizeOptional(survey.surveyNote),
      endYesText: sanitizeOptional(survey.endYesText),
      endYesDesc: sanitizeOptional(survey.endYesDesc),
      endNoText: sanitizeOptional(survey.endNoText),
      endNoDesc: sanitizeOptional(survey.endNoDesc),
    },
    groups: sanitizeGroups(release.groups),
  };
}

/**
 * sanitizeReleaseHtml of a stored release, done once per (survey, version) and process: releases are
 * immutable, and the survey load that serves them is every respondent's first request, so sanitising every
 * title of the release on each load would be the same work again and again. Bounded like the save path's
 * release cache (answers/survey-release.ts): the recently loaded surveys stay.
 */
const MAX_SERVED_RELEASES = 64;
const served = new Map<string, ReleaseWire>();

export function servedReleaseHtml(release: ReleaseWire): ReleaseWire {
  const key = `${release.surveyId}\u001f${release.version}`;
  const hit = served.get(key);
  if (hit) return hit;
  const clean = sanitizeReleaseHtml(release);
  if (served.size >= MAX_SERVED_RELEASES) served.delete(served.keys().next().value as string);
  served.set(key, clean);
  return clean;
}
