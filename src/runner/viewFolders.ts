// Import-free but for a generated import-free table: the build reads this file too (sw/runnerBoot.ts), to fetch a
// first page's views early, and the runner's entry imports it.
import { FAMILY_ANSWER_FOLDERS } from '../questions/answerViews.generated';

/**
 * The catalogue keys the runner can show, and the family folder whose `Answer.tsx` answers them: each family's
 * family.ts says it (`answer`), and `npm run families` writes the table. Profile choices reuse the single-choice
 * view; name, email, ID card and phone the fill-in view; birthday the date view; age the number view; the slider
 * is the rating box in style 4. Keys whose family.ts names no view are absent, so `hasAnswerView` says false.
 */
export const FAMILY_VIEW_FOLDERS: Readonly<Record<string, string>> = FAMILY_ANSWER_FOLDERS;

/**
 * localStorage key (followed by the survey id) of the catalogue keys of the page the runner last showed first
 * for a survey: index.html's boot script fetches their views at once on the next visit, before the device's copy
 * of the release has been read (sw/runnerBoot.ts). Only a hint: a wrong or missing one fetches nothing amiss.
 */
export const FIRST_VIEWS_KEY = 'wenda-first-views:';

/**
 * localStorage key prefix (+ surveyId) of the version the device last marked current for a survey (a hint,
 * never the truth: the boot script reads that release at once, alongside the survey's pointer, and uses it only
 * when the pointer says the same), so that its read of the device's copy takes one round trip fewer.
 */
export const CURRENT_VERSION_KEY = 'wenda-current-version:';
