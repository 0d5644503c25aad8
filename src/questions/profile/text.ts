import type { ElementType } from '../../core/model';
import type { TextFormat } from '../../core/validation';
import type { CoreMessageKey } from '../../i18n/messages/core';
import { defineEntry } from '../entry';
import { FILL_BLANK_SAVE_ENDPOINT, fillBlankDesign } from '../fillBlank/core';
import { validateText } from '../shared/answerChecks';
import { PROFILE_TITLE_RULE } from './choices';
import { PROFILE_TEXT_LIMITS } from './family';

interface ProfileText {
  catalogKey: string;
  elementType: ElementType;
  titleKey: CoreMessageKey;
  itemCode: string;
  maxLength: number;
  mediaQuType?: string;
  format?: TextFormat;
  defaultOrder?: number;
}

/** A profile text: fill-in rules with the profile's maximum length and format (checked when validInd is 1). */
function profileText(spec: ProfileText) {
  return defineEntry({
    catalogKey: spec.catalogKey,
    elementType: spec.elementType,
    category: 'geren',
    defaultOrder: spec.defaultOrder ?? 40,
    titleKey: spec.titleKey,
    saveEndpoint: FILL_BLANK_SAVE_ENDPOINT,
    answerKind: 'text',
    itemCode: spec.itemCode,
    mediaQuType: spec.mediaQuType,
    profile: true,
    limits: { maxTextLength: spec.maxLength },
    defaults: () => ({ mediaQuType: spec.mediaQuType }),
    validateAnswer: (question, answer) =>
      validateText(question, answer, {
        maxLength: spec.maxLength,
        format: spec.format,
        // Spec 2 §5: "Phone is required."
        alwaysRequired: spec.format === 'phone',
      }),
    validateDesign: (question, context) =>
      fillBlankDesign(question, context).map((found) =>
        found.key === 'core.tipTitleNull' ? { ...found, key: PROFILE_TITLE_RULE } : found,
      ),
  });
}

/** Name: at most 20 characters (Sys_Name), first in the default order. */
export const nameEntry = profileText({
  catalogKey: 'name',
  elementType: 'XingMingBox',
  titleKey: 'core.title.name',
  itemCode: 'Sys_Name',
  maxLength: PROFILE_TEXT_LIMITS.name,
  defaultOrder: 1,
});
export const emailEntry = profileText({
  catalogKey: 'email',
  elementType: 'YouXiangBox',
  titleKey: 'core.title.email',
  itemCode: 'Sys_Email',
  maxLength: PROFILE_TEXT_LIMITS.email,
  mediaQuType: 'email',
  format: 'email',
});
export const idCardEntry = profileText({
  catalogKey: 'idCard',
  elementType: 'TitleBox',
  titleKey: 'core.title.idCard',
  itemCode: 'Sys_IDCard',
  maxLength: PROFILE_TEXT_LIMITS.idCard,
  mediaQuType: 'idCard',
  format: 'idCard',
});
export const phoneEntry = profileText({
  catalogKey: 'phone',
  elementType: 'TitleBox',
  titleKey: 'core.title.phone',
  itemCode: 'Sys_Phone',
  maxLength: PROFILE_TEXT_LIMITS.phone,
  mediaQuType: 'phone1',
  format: 'phone',
});
