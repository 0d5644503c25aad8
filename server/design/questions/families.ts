import type { SaveEndpoint } from '../../../src/core/api/design';
import type { ElementType } from '../../../src/core/model';

/** A kind of question a save endpoint accepts, as the spec names them (spec 1 §3 "Save endpoint per type"). */
export type FamilyMember = {
  catalogKey: string;
  elementType: ElementType;
  /** Profile choices take their options from this dictionary when saved with none (spec 1 §4). */
  dictionaryKey?: string;
  /** Fixed profile code (spec 1 §3 "Fixed profile codes"). */
  itemCode?: string;
  mediaQuType?: string;
};

const radioProfile = (catalogKey: string, dictionaryKey: string, itemCode: string, mediaQuType?: string) => ({
  catalogKey,
  elementType: 'RadioBox' as const,
  dictionaryKey,
  itemCode,
  ...(mediaQuType ? { mediaQuType } : {}),
});

/**
 * Which question kinds each save endpoint accepts: one handler serves every endpoint, and refuses a kind
 * sent to the wrong one. This is the spec's table; catalogue entries (src/questions) with a `saveEndpoint`
 * are added to it at start, so a family the catalogue adds later needs no change here.
 */
export const SAVE_FAMILIES: Record<SaveEndpoint, readonly FamilyMember[]> = {
  '/design/qu-radio/ajaxSave': [
    { catalogKey: 'radio', elementType: 'RadioBox' },
    { catalogKey: 'gender', elementType: 'RadioBox', itemCode: 'Sys_Gender' },
    radioProfile('education', 'degree', 'Sys_Education', 'degree'),
    radioProfile('occupation', 'workStatus', 'Sys_Occupation', 'workStatus'),
    radioProfile('industry', 'industry', 'Sys_Industry'),
    radioProfile('cityLevel', 'cityLevel2', 'Sys_CityLevel2'),
    radioProfile('ageStage', 'ageStage', 'sys_AgeStage'),
    radioProfile('familyPeople', 'familyPeople', 'Sys_FamilyPeople'),
    radioProfile('familyDefine', 'familyDefine', 'Sys_FamilyDefine'),
    radioProfile('familyIncome', 'familyIncome', 'Sys_FamilyIncome'),
    radioProfile('gpsRegion', 'gpsRegion', 'Sys_gpsRegion2'),
  ],
  '/design/qu-checkbox/ajaxSave': [{ catalogKey: 'checkbox', elementType: 'CheckBox' }],
  '/design/qu-radio-group/ajaxSave': [{ catalogKey: 'matrixRadio', elementType: 'RadioBoxGroup' }],
  '/design/qu-checkbox-group/ajaxSave': [{ catalogKey: 'matrixCheckbox', elementType: 'CheckBoxGroup' }],
  '/design/qu-orderqu/ajaxSave': [{ catalogKey: 'sort', elementType: 'SortBox' }],
  '/design/qu-proportion/ajaxSave': [{ catalogKey: 'chip', elementType: 'ChipBox' }],
  '/design/qu-number/ajaxSave': [
    { catalogKey: 'number', elementType: 'NumberBox' },
    { catalogKey: 'time', elementType: 'TimeBox' },
    { catalogKey: 'birthday', elementType: 'TimeBox', itemCode: 'Sys_Brithday' },
    { catalogKey: 'age', elementType: 'NianLingBox', itemCode: 'Sys_Age' },
  ],
  '/design/qu-ce/ajaxSave': [{ catalogKey: 'conceptEvaluation', elementType: 'CeBox' }],
  '/design/qu-pagetag/ajaxSave': [{ catalogKey: 'pageBreak', elementType: 'PageBox' }],
  '/design/qu-checkpoint/ajaxSave': [{ catalogKey: 'checkpoint', elementType: 'CheckPointBox' }],
  '/design/qu-title/ajaxSave': [{ catalogKey: 'info', elementType: 'InfoBox' }],
  '/design/qu-select/ajaxSave': [
    { catalogKey: 'select', elementType: 'SelectBox' },
    { catalogKey: 'cascade', elementType: 'JilianBox' },
    { catalogKey: 'city', elementType: 'ChengShiBox', itemCode: 'Sys_Address', mediaQuType: 'address' },
  ],
  '/design/qu-score/ajaxSave': [
    { catalogKey: 'rating', elementType: 'RateBox' },
    { catalogKey: 'slider', elementType: 'RateBox' },
  ],
  '/design/qu-score-group/ajaxSave': [{ catalogKey: 'ratingGroup', elementType: 'RateGroupBox' }],
  '/design/qu-img-mark/ajaxSave': [{ catalogKey: 'markupImage', elementType: 'MarkupImageBox' }],
  '/design/qu-gps/ajaxSave': [{ catalogKey: 'gps', elementType: 'GpsBox' }],
  '/design/qu-fillblank/ajaxSave': [
    { catalogKey: 'fillBlank', elementType: 'TitleBox' },
    { catalogKey: 'name', elementType: 'XingMingBox', itemCode: 'Sys_Name' },
    { catalogKey: 'email', elementType: 'YouXiangBox', itemCode: 'Sys_Email', mediaQuType: 'email' },
    { catalogKey: 'phone', elementType: 'TitleBox', itemCode: 'Sys_Phone', mediaQuType: 'phone1' },
    { catalogKey: 'idCard', elementType: 'TitleBox', itemCode: 'Sys_IDCard' },
  ],
  '/design/qu-multi-open/ajaxSave': [{ catalogKey: 'multiOpen', elementType: 'TitlesBox' }],
  '/design/qu-multi-fillblank/ajaxSave': [{ catalogKey: 'multiFillBlank', elementType: 'FillBlankBox' }],
  '/design/qu-media/ajaxSave': [
    { catalogKey: 'audio', elementType: 'MediaBox', mediaQuType: '1' },
    { catalogKey: 'image', elementType: 'ImageBox', mediaQuType: '2' },
    { catalogKey: 'video', elementType: 'MediaBox', mediaQuType: '3' },
    { catalogKey: 'music', elementType: 'MusicBox' },
  ],
  '/design/qu-time-notes/ajaxSave': [{ catalogKey: 'implicitAssociation', elementType: 'IatBox' }],
};

/** Element types whose options are the answer choices: they need options (spec 1 §5). */
export const OPTION_ELEMENT_TYPES: ReadonlySet<ElementType> = new Set([
  'RadioBox',
  'CheckBox',
  'SelectBox',
  'RadioBoxGroup',
  'CheckBoxGroup',
  'SortBox',
  'ChipBox',
  'CeBox',
  'MarkupImageBox',
  'IatBox',
]);

/** Element types built from sub-questions or rows (spec 1 §3 descList). */
export const DESC_ELEMENT_TYPES: ReadonlySet<ElementType> = new Set([
  'RadioBoxGroup',
  'CheckBoxGroup',
  'RateGroupBox',
  'TitlesBox',
  'FillBlankBox',
  'IatBox',
]);

/** Structure questions without a title of their own. */
export const UNTITLED_ELEMENT_TYPES: ReadonlySet<ElementType> = new Set(['PageBox', 'CheckPointBox']);
