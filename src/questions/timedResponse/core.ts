import { isMediaId } from '../../core/media/uploads';
import type { AnswerOfKind, MediaEntry, Question } from '../../core/model';
import {
  type AnswerContext,
  type DesignContext,
  isEmptyAnswer,
  isRequired,
  issue,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { commonDesign } from '../shared/answerChecks';
import { shownRows } from '../shared/matrix';
import { isUploadedImage } from '../shared/uploadedImage';
import { DEFAULT_TIMED_SETUP, MAX_TIMED_ITEMS, readTimedSetup, timedSetupFault } from './family';

/**
 * Where the onset may fall in a recording at most: the lead-in (LEAD_IN_MS) plus however long the device took
 * to paint the item after recording began. A slow phone takes a few hundred milliseconds; ten seconds is no
 * painting delay but a broken clock.
 */
export const ONSET_IN_RECORDING_MAX_MS = 10_000;

/** The media kind of its files, audio, by the media family's code (mediaQuType 1). */
const TIMED_MEDIA_QU_TYPE = '1';

/** Whether one entry is a timed response as the runner makes it: item, file, onset, latency within the window. */
function entryIsSound(entry: MediaEntry, itemIds: ReadonlySet<string>, windowMs: number): boolean {
  if (!entry.descId || !itemIds.has(entry.descId) || !isMediaId(entry.value)) return false;
  if (entry.text !== undefined) return false;
  if (entry.onsetMs === undefined || entry.onsetMs > ONSET_IN_RECORDING_MAX_MS) return false;
  // Absent: the device could not decode its own recording to measure (the file and its onset are kept).
  return entry.latencyMs == null || entry.latencyMs <= windowMs;
}

/**
 * A timed response answer (a media answer whose entries name their items): one recording per item at most,
 * each naming a shown item of the question, a captured file by its media id, where the onset fell in it and
 * the latency measured (null: nothing above the threshold within the window, which is an answer too — the
 * respondent stayed silent; absent: the device could not decode its recording). Required: every shown item recorded, else the message at that item. The server
 * re-checks this on every save; it cannot decode the recordings (no audio decoder in Node), so the latency
 * itself is the device's measurement, kept with the onset so that anyone can measure again from the file.
 */
export function validateTimedResponse(
  question: Question,
  answer: AnswerOfKind<'media'> | undefined,
  context: AnswerContext,
): ValidationIssue[] {
  const shown = shownRows(question, context);
  const missing = (recorded: ReadonlySet<string>) =>
    isRequired(question)
      ? shown
          .filter((item) => !recorded.has(item.id))
          .map((item) => issue('core.answer.timedRecord', undefined, { descId: item.id }))
      : [];
  if (!answer || isEmptyAnswer(answer)) return missing(new Set());
  if (answer.note !== undefined) return [issue('core.answer.invalid')];
  const itemIds = new Set(question.descList.map((desc) => desc.id));
  const windowMs = readTimedSetup(question).maxSeconds * 1000;
  const recorded = new Set<string>();
  for (const entry of answer.entries) {
    if (!entryIsSound(entry, itemIds, windowMs) || recorded.has(entry.descId as string)) {
      return [issue('core.answer.invalid')];
    }
    recorded.add(entry.descId as string);
  }
  return missing(recorded);
}

/**
 * The designer's rules: its files are audio (a payload cannot make it another media kind); 1 to MAX_TIMED_ITEMS items, each with a text or an image (an image uploaded here, so
 * the service worker keeps it for offline answering); the setup's window (whole seconds), threshold (whole
 * dBFS) and re-record switch within their ranges, each refused by its own message.
 */
function timedResponseDesign(question: Question, context: DesignContext): ValidationIssue[] {
  const issues = commonDesign(question, context);
  if ((question.mediaQuType ?? TIMED_MEDIA_QU_TYPE) !== TIMED_MEDIA_QU_TYPE)
    issues.push(issue('core.design.mediaKind'));
  if (question.descList.length === 0) issues.push(issue('core.design.keepOneItem'));
  if (question.descList.length > MAX_TIMED_ITEMS) {
    issues.push(issue('core.design.timedMaxItems', { max: MAX_TIMED_ITEMS }));
  }
  for (const item of question.descList) {
    const image = item.imgUrl ?? '';
    if (item.optionName.trim() === '' && image === '') {
      issues.push(issue('core.design.timedItemEmpty', undefined, { descId: item.id }));
    }
    if (image !== '' && !isUploadedImage(image)) {
      issues.push(issue('core.design.timedItemImage', undefined, { descId: item.id }));
    }
  }
  const fault = timedSetupFault(question.answerConfig.timed);
  if (fault === 'maxSeconds') issues.push(issue('core.design.timedSeconds'));
  else if (fault === 'thresholdDb') issues.push(issue('core.design.timedThreshold'));
  else if (fault) issues.push(issue('core.design.timedSetup'));
  return issues;
}

export const timedResponseEntry = defineEntry({
  catalogKey: 'timedResponse',
  elementType: 'MediaBox',
  category: 'meititi',
  defaultOrder: 2,
  titleKey: 'core.title.timedResponse',
  // The save endpoint the platform names for the timed response test.
  saveEndpoint: '/design/qu-time-notes/ajaxSave',
  answerKind: 'media',
  // Its files are recordings: the media kind audio (mediaQuType 1), as the upload's kind and the results say.
  mediaQuType: TIMED_MEDIA_QU_TYPE,
  limits: { maxDescs: MAX_TIMED_ITEMS },
  defaults: (build) => ({
    mediaQuType: TIMED_MEDIA_QU_TYPE,
    descList: [1, 2].map((n, index) => ({
      id: build.makeId(),
      quId: build.questionId,
      orderById: index + 1,
      optionName: build.text('core.default.timedItem', { n }),
    })),
    answerConfig: { timed: { ...DEFAULT_TIMED_SETUP } },
  }),
  validateAnswer: validateTimedResponse,
  validateDesign: timedResponseDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [timedResponseEntry];
