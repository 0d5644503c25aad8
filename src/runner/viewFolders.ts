// A plain table with no imports: the build reads it too (sw/runnerBoot.ts), to fetch a first page's views early.

/**
 * The catalogue keys the runner can show, and the family folder whose `Answer.tsx` answers them. Profile
 * choices reuse the single-choice view; name, email, ID card and phone the fill-in view (which picks the
 * keyboard and autofill from the key); birthday the date view; age the number view; the slider is the rating
 * box in style 4. City, city zone and the cascading address pickers need address data the server does not
 * serve yet; media, regions on images, implicit association, GPS and checkpoint have no answer view yet:
 * all are deliberately absent, so `hasAnswerView` says false for them.
 */
export const FAMILY_VIEW_FOLDERS: Readonly<Record<string, string>> = {
  radio: 'radio',
  checkbox: 'checkbox',
  select: 'select',
  matrixRadio: 'matrixRadio',
  matrixCheckbox: 'matrixCheckbox',
  sort: 'sort',
  chip: 'chip',
  rating: 'rating',
  slider: 'rating',
  ratingGroup: 'ratingGroup',
  number: 'number',
  time: 'time',
  fillBlank: 'fillBlank',
  multiFillBlank: 'multiFillBlank',
  multiOpen: 'multiOpen',
  info: 'info',
  pageBreak: 'pageBreak',
  checkpoint: 'checkpoint',
  name: 'fillBlank',
  gender: 'radio',
  birthday: 'time',
  age: 'number',
  ageStage: 'radio',
  education: 'radio',
  occupation: 'radio',
  industry: 'radio',
  email: 'fillBlank',
  idCard: 'fillBlank',
  phone: 'fillBlank',
  cityLevel: 'radio',
  cityZone: 'radio',
  familyIncome: 'radio',
  familyPeople: 'radio',
  familyDefine: 'radio',
  gpsRegion: 'radio',
};

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
