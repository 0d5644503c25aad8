import type { CoreMessageKey } from '../../i18n/messages/core';
import { defineEntry } from '../entry';
import { RADIO_SAVE_ENDPOINT } from '../radio/core';
import { choiceDesign, validateChoice } from '../shared/answerChecks';

/** Profile questions use the rule message "this field cannot be empty" for a missing title (spec 1 §5). */
export const PROFILE_TITLE_RULE = 'core.design.fieldNull' as const;

interface ProfileChoice {
  catalogKey: string;
  titleKey: CoreMessageKey;
  itemCode?: string;
  dictionaryKey?: string;
  mediaQuType?: string;
  defaultOrder?: number;
  /** Fixed options (gender); the others start empty and fetch their dictionary on first save. */
  optionKeys?: readonly CoreMessageKey[];
}

/**
 * A profile single choice: a radio box with a fixed code and, usually, dictionary options (spec 1 §3–§4).
 * With no options yet it is still a valid design: the options come from the dictionary on first save.
 */
function profileChoice(spec: ProfileChoice) {
  return defineEntry({
    catalogKey: spec.catalogKey,
    elementType: 'RadioBox',
    category: 'geren',
    defaultOrder: spec.defaultOrder ?? 30,
    titleKey: spec.titleKey,
    saveEndpoint: RADIO_SAVE_ENDPOINT,
    answerKind: 'choice',
    itemCode: spec.itemCode,
    dictionaryKey: spec.dictionaryKey,
    mediaQuType: spec.mediaQuType,
    profile: true,
    limits: { maxOptions: 999, maxTextLength: 20 },
    defaults: (build) => ({
      mediaQuType: spec.mediaQuType,
      optionList: (spec.optionKeys ?? []).map((key, index) => build.option(build.text(key), 'normal', index)),
    }),
    validateAnswer: (question, answer) => validateChoice(question, answer, { multiple: false }),
    validateDesign: (question, context) =>
      choiceDesign(question, context, {
        titleKey: PROFILE_TITLE_RULE,
        emptyOptionsAllowed: !!spec.dictionaryKey,
      }),
  });
}

export const genderEntry = profileChoice({
  catalogKey: 'gender',
  titleKey: 'core.title.gender',
  itemCode: 'Sys_Gender',
  optionKeys: ['core.default.male', 'core.default.female'],
});
export const ageStageEntry = profileChoice({
  catalogKey: 'ageStage',
  titleKey: 'core.title.ageStage',
  itemCode: 'sys_AgeStage',
  dictionaryKey: 'ageStage',
});
export const educationEntry = profileChoice({
  catalogKey: 'education',
  titleKey: 'core.title.education',
  itemCode: 'Sys_Education',
  dictionaryKey: 'degree',
  mediaQuType: 'degree',
});
export const occupationEntry = profileChoice({
  catalogKey: 'occupation',
  titleKey: 'core.title.occupation',
  itemCode: 'Sys_Occupation',
  dictionaryKey: 'workStatus',
  mediaQuType: 'workStatus',
});
export const industryEntry = profileChoice({
  catalogKey: 'industry',
  titleKey: 'core.title.industry',
  itemCode: 'Sys_Industry',
  dictionaryKey: 'industry',
});
export const cityLevelEntry = profileChoice({
  catalogKey: 'cityLevel',
  titleKey: 'core.title.cityLevel',
  itemCode: 'Sys_CityLevel2',
  dictionaryKey: 'cityLevel2',
});
/** City zone: the spec names no code or dictionary for it; decision: dictionary key cityZone, no fixed code. */
export const cityZoneEntry = profileChoice({
  catalogKey: 'cityZone',
  titleKey: 'core.title.cityZone',
  dictionaryKey: 'cityZone',
});
export const familyIncomeEntry = profileChoice({
  catalogKey: 'familyIncome',
  titleKey: 'core.title.familyIncome',
  itemCode: 'Sys_FamilyIncome',
  dictionaryKey: 'familyIncome',
});
export const familyPeopleEntry = profileChoice({
  catalogKey: 'familyPeople',
  titleKey: 'core.title.familyPeople',
  dictionaryKey: 'familyPeople',
  defaultOrder: 9,
});
export const familyDefineEntry = profileChoice({
  catalogKey: 'familyDefine',
  titleKey: 'core.title.familyDefine',
  dictionaryKey: 'familyDefine',
  defaultOrder: 9,
});
/** Geographic region: the dictionary code of each option is kept in expandField (spec 2 §4). */
export const gpsRegionEntry = profileChoice({
  catalogKey: 'gpsRegion',
  titleKey: 'core.title.gpsRegion',
  itemCode: 'Sys_gpsRegion2',
  dictionaryKey: 'gpsRegion',
});
