import { coreAnswerMessages } from '../i18n/messages/coreAnswer';
import { runnerMessages } from '../i18n/messages/runner';
import { runnerViewsMessages } from '../i18n/messages/runnerViews';
import { surveyLanguageMessages } from '../i18n/messages/surveyLanguage';
import { translatorFor } from '../i18n/translate';

/**
 * The runner's `translate`: the same signature and texts as src/i18n's, over only the areas the runner
 * shows — the core's answer side (validation issues, units), its views' and its pages' — so that the designer,
 * shell and server tables stay out of the respondent's bundle.
 */
const runnerTables = {
  ...coreAnswerMessages,
  ...runnerViewsMessages,
  ...runnerMessages,
  ...surveyLanguageMessages,
};

export const { translate } = translatorFor(runnerTables);
