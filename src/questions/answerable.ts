/**
 * The families built end to end: a designer can add them and a respondent can answer them. The server
 * reads this list (it cannot see the client's view registries) to build the demo survey, which must be
 * answerable to the end. A unit test holds it equal to the keys both registries serve, so adding a view
 * without listing it here, or listing one without views, fails.
 */
export const ANSWERABLE_CATALOG_KEYS: readonly string[] = [
  'radio',
  'checkbox',
  'select',
  'matrixRadio',
  'matrixCheckbox',
  'sort',
  'chip',
  'rating',
  'slider',
  'ratingGroup',
  'number',
  'time',
  'fillBlank',
  'multiFillBlank',
  'multiOpen',
  'info',
  'pageBreak',
  'checkpoint',
  'name',
  'gender',
  'birthday',
  'age',
  'ageStage',
  'education',
  'occupation',
  'industry',
  'email',
  'idCard',
  'phone',
  'cityLevel',
  'cityZone',
  'familyIncome',
  'familyPeople',
  'familyDefine',
  'gpsRegion',
];
