import { AUDIO_UPLOAD_LIMITS, FILES_PREFIX } from '../../core/api/files';
import type { Question } from '../../core/model';
import { issue, type ValidationIssue } from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { choiceDesign, validateChoice } from '../shared/answerChecks';
import { musicTrack } from './family';

/** An uploaded audio file's address: /api/files/<surveyId>/<uuid>.<audio extension>, as the upload gives it. */
const TRACK_ADDRESS = new RegExp(
  `^${FILES_PREFIX.replace(/\//g, '\\/')}[A-Za-z0-9-]{1,64}\\/[0-9a-f-]{36}\\.(${AUDIO_UPLOAD_LIMITS.extensions.join('|')})$`,
);

/**
 * The track, when set, is one audio file uploaded here and the question's only row (a row for any other
 * purpose would be shown nowhere). A question without one yet is saved (it is added from the palette before
 * the designer uploads), and the runner shows its options alone.
 */
export function musicTrackIssues(question: Question): ValidationIssue[] {
  const track = musicTrack(question);
  const rows = question.descList.length;
  if (rows > 1 || (rows === 1 && !track)) return [issue('core.design.musicTrack')];
  if (track && !TRACK_ADDRESS.test(track.url)) return [issue('core.design.musicTrack')];
  return [];
}

/**
 * Music (MusicBox): an audio file the designer uploads is played to the respondent, who answers with one of
 * the question's options (a single choice, checked as radio's).
 */
export const musicEntry = defineEntry({
  catalogKey: 'music',
  elementType: 'MusicBox',
  category: 'meititi',
  defaultOrder: 2,
  titleKey: 'core.title.music',
  saveEndpoint: '/design/qu-media/ajaxSave',
  answerKind: 'choice',
  limits: { maxOptions: 999, minOptions: 1, maxTextLength: 200 },
  defaults: (build) => ({ optionList: build.numberedOptions(2) }),
  validateAnswer: (question, answer) => validateChoice(question, answer, { multiple: false }),
  validateDesign: (question, context) => [...choiceDesign(question, context), ...musicTrackIssues(question)],
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [musicEntry];
