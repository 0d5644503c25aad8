import { Alert } from 'antd';
import { useT } from '../../shell/hooks';
import { LoadFrame } from '../results/components/LoadFrame';
import { useLoad } from '../results/useLoad';
import { SettingsSubNav } from '../workspace/SettingsSubNav';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { fetchCollectionLimits } from './api';
import { CollectionForm } from './CollectionForm';
import { LinkParamsSection } from './LinkParamsSection';
import { fetchSurveyParams } from './paramsApi';
import './surveyConfig.css';

/**
 * /surveyconfig: the survey's collection limits — when it is open, a cap on complete responses, one response
 * per device and an access password — with where the survey stands now. Limits are live settings, saved
 * without publishing and in any state of the survey. Below them, the survey's link parameters
 * (LinkParamsSection): values of the answer link kept with each response.
 */
export function SurveyConfigPage() {
  const t = useT();
  const { surveyId, canEdit, design } = useWorkspace();
  const limits = useLoad(`collection:${surveyId}`, () => fetchCollectionLimits(surveyId));
  const params = useLoad(`surveyParams:${surveyId}`, () => fetchSurveyParams(surveyId));

  return (
    <main className="wd-page wd-page--narrow wd-collection" data-testid="survey-config">
      <SettingsSubNav />
      <header className="wd-collection__head">
        <h2 className="wd-collection__title">{t('surveyConfig.title')}</h2>
        <p className="wd-muted wd-collection__intro">{t('surveyConfig.intro')}</p>
      </header>
      {!canEdit && (
        <Alert className="wd-collection__note" type="info" showIcon title={t('surveyConfig.readOnly')} />
      )}
      {design.surveyState !== '1' && (
        <Alert
          className="wd-collection__note"
          type="warning"
          showIcon
          title={t('surveyConfig.status.notCollecting')}
          data-testid="collection-not-collecting"
        />
      )}
      <LoadFrame state={limits}>
        {(loaded) => <CollectionForm key={loaded.surveyId} initial={loaded} canEdit={canEdit} />}
      </LoadFrame>
      <div className="wd-params__frame">
        <LoadFrame state={params}>
          {(loaded) => <LinkParamsSection surveyId={surveyId} initial={loaded} canEdit={canEdit} />}
        </LoadFrame>
      </div>
    </main>
  );
}
