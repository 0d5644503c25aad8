import { LANGUAGE_NATIVE_NAMES } from '../../core/translation/languageNames';
import type { Language } from '../../i18n';
import type { SurveyLanguageChoice } from '../surveyLanguage';
import { translate } from '../translate';

/**
 * The respondent's language switch, shown when the survey offers more than one language: a native select,
 * styled by surveyLanguage.css, which runner.css takes into its own chunk (no request of its own).
 */
export function SurveyLanguageSwitch({ choice, lang }: { choice: SurveyLanguageChoice; lang: Language }) {
  if (choice.offered.length < 2) return null;
  return (
    <div className="wr-language">
      <label className="wr-language__label" htmlFor="wr-survey-language">
        {translate(lang, 'runner.surveyLanguage.label')}
      </label>
      <select
        id="wr-survey-language"
        className="wr-language__select"
        value={choice.language}
        onChange={(event) => choice.choose(event.target.value)}
        data-testid="survey-language"
      >
        {choice.offered.map((language) => (
          <option key={language} value={language} lang={language === 'origin' ? undefined : language}>
            {language === 'origin'
              ? translate(lang, 'runner.surveyLanguage.origin')
              : (LANGUAGE_NATIVE_NAMES[language] ?? language)}
          </option>
        ))}
      </select>
    </div>
  );
}
