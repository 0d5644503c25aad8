import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { SurveyState } from '../../core/model';
import { useT } from '../../shell/hooks';
import { LoadFrame } from '../results/components/LoadFrame';
import { useLoad } from '../results/useLoad';
import { projectInfoLink } from '../routes';
import { SettingsPageHead } from '../workspace/SettingsPageHead';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { fetchLanguages } from './api';
import { TranslationEditor } from './TranslationEditor';
import './language.css';

/**
 * /language: the survey's translations (spec 1 §2, §3 survey language). For each language the survey declares
 * besides the original, the designer's words beside a field for the translation, what is missing highlighted
 * and counted; spreadsheets out and in for translators. Translations are part of the design: changed while
 * the survey is being designed, they reach respondents with the next publish.
 */
export function LanguagePage() {
  const t = useT();
  const { surveyId, canEdit, design } = useWorkspace();
  // Reread when the declared languages change (the survey details save them).
  const loaded = useLoad(`language:${surveyId}:${design.surveyLanguage}`, () => fetchLanguages(surveyId));
  const designing = design.surveyState === SurveyState.designing;
  return (
    <main className="wd-page wd-language" data-testid="survey-language-page">
      <SettingsPageHead
        block="language"
        title={t('language.title')}
        intro={t('language.intro')}
        readOnly={t('language.readOnly')}
        notDesigning={t('language.notDesigning')}
      />
      <LoadFrame state={loaded}>
        {(data) =>
          data.languages.length === 0 ? (
            <Alert
              type="info"
              showIcon
              data-testid="language-none"
              title={t('language.none')}
              action={<Link to={projectInfoLink(surveyId)}>{t('language.noneLink')}</Link>}
            />
          ) : (
            <TranslationEditor
              key={`${data.surveyId}:${data.languages.join(',')}`}
              initial={data}
              editable={canEdit && designing}
            />
          )
        }
      </LoadFrame>
    </main>
  );
}
