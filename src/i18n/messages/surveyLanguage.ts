import { defineMessages } from '../define';

/**
 * The respondent's survey language switch (issue 11; src/runner/ui/SurveyLanguageSwitch.tsx). Each language
 * is named in its own words (中文, English, 日本語, 한국어: src/core/translation/languageNames.ts), as
 * switches do; only the designer's own text needs a word of the interface.
 */
export const surveyLanguageMessages = defineMessages({
  'runner.surveyLanguage.label': { zh: '问卷语言', en: 'Survey language' },
  'runner.surveyLanguage.origin': { zh: '原文', en: 'Original' },
});
