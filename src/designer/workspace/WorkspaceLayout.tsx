import {
  ArrowLeftOutlined,
  BarChartOutlined,
  EditOutlined,
  EyeOutlined,
  PieChartOutlined,
  PoweroffOutlined,
  SendOutlined,
  SettingOutlined,
  ShareAltOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Result, Spin, Tabs } from 'antd';
import { useCallback, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { SurveyStateValue } from '../../core/model';
import { useStoredUser, useT } from '../../shell/hooks';
import { DesignerHeader } from '../DesignerHeader';
import {
  DESIGNER_PATHS,
  editQuestionLink,
  interviewersLink,
  PUBLISH_PATHS,
  previewLink,
  projectInfoLink,
  publishLink,
  quotaConfigLink,
  RESULTS_PATHS,
  reportLink,
  SETTINGS_PATHS,
} from '../routes';
import { SurveyStateTag } from '../SurveyStateTag';
import { useDesign } from './useDesign';
import { useSurveyStateActions } from './useSurveyStateActions';
import { type Workspace, WorkspaceContext } from './WorkspaceContext';
import '../designer.css';

/**
 * The survey workspace (/index and its children, spec 1 §2): the survey's name and state, the navigation
 * tab (edit by default, settings), publishing and ending; the child screens share the loaded design.
 */
export function WorkspaceLayout() {
  const [params] = useSearchParams();
  const surveyId = params.get('surveyId') ?? '';
  if (!surveyId) return <Navigate to={DESIGNER_PATHS.list} replace />;
  return <LoadedWorkspace key={surveyId} surveyId={surveyId} />;
}

/** /index itself opens the default tab, edit, keeping the query. */
export function WorkspaceIndex() {
  const location = useLocation();
  return <Navigate to={`${DESIGNER_PATHS.editQuestion}${location.search}`} replace />;
}

function LoadedWorkspace({ surveyId }: { surveyId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useStoredUser();
  const { design, failed, setGroups, patchInfo, reload } = useDesign(surveyId);
  const state: SurveyStateValue = design?.surveyState ?? '0';

  const onState = useCallback(
    (next: SurveyStateValue, releaseVersion: number | null) =>
      patchInfo({ surveyState: next, releaseVersion }),
    [patchInfo],
  );
  const { publish, end, ensureDesigning } = useSurveyStateActions({ surveyId, state, onState });

  const workspace = useMemo<Workspace | null>(() => {
    if (!design) return null;
    const canEdit = (user?.abilities.canEdit ?? false) && design.access.edit;
    return {
      surveyId,
      design,
      groups: design.groupList,
      setGroups,
      patchInfo,
      reload,
      canEdit,
      designLock: !canEdit
        ? t('designer.ws.noEditRight')
        : design.surveyState === '2'
          ? t('designer.ws.endedLocked')
          : null,
      ensureDesigning,
      setState: (next) => patchInfo({ surveyState: next }),
    };
  }, [design, surveyId, setGroups, patchInfo, reload, user, ensureDesigning, t]);

  const tab = SETTINGS_PATHS.includes(location.pathname)
    ? 'settings'
    : location.pathname === DESIGNER_PATHS.quotaConfig
      ? 'quotas'
      : location.pathname === DESIGNER_PATHS.interviewers
        ? 'interviewers'
        : RESULTS_PATHS.includes(location.pathname)
          ? 'data'
          : PUBLISH_PATHS.includes(location.pathname)
            ? 'publish'
            : // The editor's tab stays selected while its design is previewed (/preview, the 预览 button).
              'edit';
  const canSeeData = design?.access.data ?? false;
  const tabLinks: Record<string, string> = {
    edit: editQuestionLink(surveyId),
    settings: projectInfoLink(surveyId),
    quotas: quotaConfigLink(surveyId),
    interviewers: interviewersLink(surveyId),
    data: reportLink(surveyId),
    publish: publishLink(surveyId),
  };
  const canRelease = design?.access.release ?? false;

  return (
    <div className="wd-app wd-ws" data-testid="workspace">
      <DesignerHeader />
      {/* A region named by the survey: its name, state, tabs and tools are within a landmark. */}
      <section className="wd-wsbar" aria-labelledby="workspace-name">
        <div className="wd-wsbar__inner">
          <div className="wd-wsbar__title">
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              aria-label={t('designer.back')}
              title={t('designer.back')}
              onClick={() => navigate(DESIGNER_PATHS.list)}
              data-testid="back-to-list"
            />
            <h1 className="wd-wsbar__name" id="workspace-name" data-testid="workspace-name">
              {design?.surveyName ?? ''}
            </h1>
            {design && <SurveyStateTag state={state} />}
          </div>
          <Tabs
            className="wd-wsbar__tabs"
            activeKey={tab}
            onChange={(key) => navigate(tabLinks[key] ?? editQuestionLink(surveyId))}
            items={[
              { key: 'edit', label: <TabLabel icon={<EditOutlined />} text={t('designer.ws.tabEdit')} /> },
              {
                key: 'settings',
                label: <TabLabel icon={<SettingOutlined />} text={t('designer.ws.tabSettings')} />,
              },
              {
                key: 'quotas',
                label: <TabLabel icon={<PieChartOutlined />} text={t('quotaScreen.tab')} />,
              },
              {
                key: 'interviewers',
                label: <TabLabel icon={<TeamOutlined />} text={t('interviewerScreen.tab')} />,
              },
              {
                key: 'publish',
                label: <TabLabel icon={<ShareAltOutlined />} text={t('share.tab')} />,
              },
              // The results need data authority on the survey (owner or a data grant).
              ...(canSeeData || tab === 'data'
                ? [
                    {
                      key: 'data',
                      label: <TabLabel icon={<BarChartOutlined />} text={t('resultsScreen.tab')} />,
                    },
                  ]
                : []),
            ]}
          />
          <div className="wd-wsbar__actions">
            {design && (
              <Button
                icon={<EyeOutlined />}
                type={location.pathname === DESIGNER_PATHS.preview ? 'primary' : 'default'}
                ghost={location.pathname === DESIGNER_PATHS.preview}
                onClick={() => navigate(previewLink(surveyId))}
                data-testid="open-preview"
              >
                {t('preview.open')}
              </Button>
            )}
            {design && state === '1' && (
              <Button
                danger
                icon={<PoweroffOutlined />}
                disabled={!canRelease}
                onClick={end}
                data-testid="end-survey"
              >
                {t('designer.ws.end')}
              </Button>
            )}
            {design && state === '0' && (
              <Button
                type="primary"
                icon={<SendOutlined />}
                disabled={!canRelease}
                onClick={publish}
                data-testid="publish-survey"
              >
                {t('designer.ws.publish')}
              </Button>
            )}
          </div>
        </div>
      </section>
      {workspace ? (
        <WorkspaceContext.Provider value={workspace}>
          <Outlet />
        </WorkspaceContext.Provider>
      ) : failed ? (
        <Result
          status="404"
          title={t('designer.ws.notFound')}
          extra={
            <Button type="primary" onClick={() => navigate(DESIGNER_PATHS.list)}>
              {t('designer.back')}
            </Button>
          }
        />
      ) : (
        <div className="wd-ws__loading">
          <Spin size="large" />
        </div>
      )}
    </div>
  );
}

function TabLabel({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <span className="wd-tab">
      <span aria-hidden="true">{icon}</span>
      {text}
    </span>
  );
}
