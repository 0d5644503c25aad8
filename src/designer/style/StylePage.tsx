import { SurveyState } from '../../core/model';
import { useT } from '../../shell/hooks';
import { LoadFrame } from '../results/components/LoadFrame';
import { useLoad } from '../results/useLoad';
import { SettingsPageHead } from '../workspace/SettingsPageHead';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { fetchStyle } from './api';
import { StyleForm } from './StyleForm';
import './style.css';

/**
 * /surveystyle: the survey's style (spec 1 §3 style groups) with a live preview of a runner page. The style
 * is part of the design: it is changed while the survey is being designed, and reaches respondents with the
 * next publish.
 */
export function StylePage() {
  const t = useT();
  const { surveyId, canEdit, design } = useWorkspace();
  const style = useLoad(`style:${surveyId}`, () => fetchStyle(surveyId));
  const designing = design.surveyState === SurveyState.designing;
  return (
    <main className="wd-page wd-style" data-testid="survey-style">
      <SettingsPageHead
        block="style"
        title={t('style.title')}
        intro={t('style.intro')}
        readOnly={t('style.readOnly')}
        notDesigning={t('style.notDesigning')}
      />
      <LoadFrame state={style}>
        {(loaded) => (
          <StyleForm
            key={`${loaded.surveyId}:${designing}`}
            initial={loaded}
            surveyName={design.surveyName}
            editable={canEdit && designing}
          />
        )}
      </LoadFrame>
    </main>
  );
}
