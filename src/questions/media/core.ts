import { isMediaId } from '../../core/media/uploads';
import type { AnswerOfKind, ElementType, Question } from '../../core/model';
import {
  charCount,
  type DesignContext,
  isEmptyAnswer,
  isRequired,
  issue,
  OPEN_TEXT_MAX,
  type ValidationIssue,
} from '../../core/validation';
import type { CoreMessageKey } from '../../i18n/messages/core';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { commonDesign } from '../shared/answerChecks';
import {
  MEDIA_KIND_OF_QU_TYPE,
  MEDIA_OPTION_TYPE_DEFAULT,
  MEDIA_OPTION_TYPES,
  type MediaKind,
} from './limits';

/** Longest title of the free-text box a media question may add (answerOpenTitle). */
export const MEDIA_OPEN_TITLE_MAX = 50;

/** Media counts default to 1…20 (paramInt01, paramInt02) with answerLimitInd on (spec 2 §9). */
export const MEDIA_MIN_DEFAULT = 1;
export const MEDIA_MAX_DEFAULT = 20;

/**
 * Count limits: the individual flags (minAnswerInd/maxAnswerInd with minAnswerNum/maxAnswerNum) win; else
 * answerLimitInd with paramInt01/paramInt02. 0 means no limit (a minimum switched on at 0 checks nothing).
 */
export function mediaCountLimits(question: Question): { min: number; max: number } {
  const c = question.answerConfig;
  const limit = c.answerLimitInd === 1;
  const min = c.minAnswerInd === 1 ? (c.minAnswerNum ?? c.paramInt01 ?? 0) : limit ? (c.paramInt01 ?? 0) : 0;
  const max = c.maxAnswerInd === 1 ? (c.maxAnswerNum ?? c.paramInt02 ?? 0) : limit ? (c.paramInt02 ?? 0) : 0;
  return { min, max };
}

/**
 * Media answers (spec 2 §5): please answer first when nothing was captured; at least / at most N entries;
 * every entry names a captured file by its media id (the file travels apart, resumably: src/core/api/media.ts);
 * the free-text box, when on (answerOpenInd), needs text of at most 200.
 */
export function validateMedia(
  question: Question,
  answer: AnswerOfKind<'media'> | undefined,
): ValidationIssue[] {
  if (!answer || isEmptyAnswer(answer)) return isRequired(question) ? [issue('core.answer.answerFirst')] : [];
  const issues: ValidationIssue[] = [];
  const { min, max } = mediaCountLimits(question);
  const count = answer.entries.length;
  if (min > 0 && count < min) issues.push(issue('core.answer.answerAtLeast', { n: min }));
  if (max > 0 && count > max) issues.push(issue('core.answer.answerAtMost', { n: max }));
  if (answer.entries.some((entry) => entry.value.trim() === '')) issues.push(issue('core.tipAnswerNull'));
  else if (answer.entries.some((entry) => !isMediaId(entry.value)))
    issues.push(issue('core.answer.mediaIdInvalid'));
  const note = answer.note?.trim() ?? '';
  if (question.answerConfig.answerOpenInd === 1 && note === '') issues.push(issue('core.answer.noteNull'));
  if (charCount(note) > OPEN_TEXT_MAX) issues.push(issue('core.answer.textTooLong', { max: OPEN_TEXT_MAX }));
  return issues;
}

/**
 * A media question's design: its kind is the one its catalogue key fixes (a payload cannot turn an audio
 * question into a video one); the option type, when set, is one of its kind's; counts are whole numbers with
 * the minimum not above the maximum; the free-text box's title is short.
 */
function mediaDesign(kind: MediaKind, quType: string) {
  return (question: Question, context: DesignContext): ValidationIssue[] => {
    const issues = commonDesign(question, context);
    if ((question.mediaQuType ?? quType) !== quType) issues.push(issue('core.design.mediaKind'));
    const optionTypes = [question.answerConfig.mediaOptionType, question.mediaOptionType];
    if (optionTypes.some((set) => set != null && set !== '' && !MEDIA_OPTION_TYPES[kind].includes(set))) {
      issues.push(issue('core.design.mediaOptionType'));
    }
    const { min, max } = mediaCountLimits(question);
    if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < 0 || (max > 0 && min > max)) {
      issues.push(issue('core.design.mediaCountRange'));
    }
    if (charCount(question.answerConfig.answerOpenTitle ?? '') > MEDIA_OPEN_TITLE_MAX) {
      issues.push(issue('core.design.mediaOpenTitleLong', { max: MEDIA_OPEN_TITLE_MAX }));
    }
    return issues;
  };
}

function mediaEntry(
  catalogKey: string,
  elementType: ElementType,
  mediaQuType: string,
  titleKey: CoreMessageKey,
) {
  const kind = MEDIA_KIND_OF_QU_TYPE[mediaQuType] ?? 'audio';
  return defineEntry({
    catalogKey,
    elementType,
    category: 'meititi',
    defaultOrder: 2,
    titleKey,
    saveEndpoint: '/design/qu-media/ajaxSave',
    answerKind: 'media',
    mediaQuType,
    limits: { mediaCount: { min: MEDIA_MIN_DEFAULT, max: MEDIA_MAX_DEFAULT }, maxTextLength: OPEN_TEXT_MAX },
    defaults: () => ({
      mediaQuType,
      answerConfig: {
        answerLimitInd: 1,
        paramInt01: MEDIA_MIN_DEFAULT,
        paramInt02: MEDIA_MAX_DEFAULT,
        mediaOptionType: MEDIA_OPTION_TYPE_DEFAULT[kind],
      },
    }),
    validateAnswer: validateMedia,
    validateDesign: mediaDesign(kind, mediaQuType),
  });
}

/** Media capture (mediaQuType 1 audio, 2 image, 3 video). The music box is its own family (src/questions/music). */
export const audioEntry = mediaEntry('audio', 'MediaBox', '1', 'core.title.audio');
export const imageEntry = mediaEntry('image', 'ImageBox', '2', 'core.title.image');
export const videoEntry = mediaEntry('video', 'MediaBox', '3', 'core.title.video');

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [audioEntry, imageEntry, videoEntry];
