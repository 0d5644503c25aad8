import { PauseCircleOutlined, PoweroffOutlined, SendOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Space, Table } from 'antd';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ReleaseEntry } from '../../core/api/share';
import type { SurveyStateValue } from '../../core/model';
import { answerUrl, embedSnippet } from '../../core/share/links';
import { useT } from '../../shell/hooks';
import { fetchReleases, fetchShortUrl } from '../api/share';
import { formatDateTime } from '../list/tableHelpers';
import { useLoad } from '../results/useLoad';
import { surveyConfigLink } from '../routes';
import { SurveyStateTag } from '../SurveyStateTag';
import { useSurveyStateActions } from '../workspace/useSurveyStateActions';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { CopyField, useCopy } from './CopyField';
import { QrPanel } from './QrPanel';
import './publish.css';

/**
 * The publish page (/publish; /publish2 and /fenxiang show it too, spec 1 §2's publish page group): the
 * survey's state with its changes (publish, pause, end: the workspace's own actions and warnings, spec 1 §4),
 * the release history, and everything a respondent is handed — the answer link, its short link, its QR code
 * (SVG here, a print-size PNG to download) and an embed snippet — with the way to the collection settings.
 */
export function PublishPage() {
  const t = useT();
  const { surveyId, design, patchInfo } = useWorkspace();
  const releases = useLoad(`releases:${surveyId}`, () => fetchReleases(surveyId));
  const shortUrl = useLoad(`shortUrl:${surveyId}`, () => fetchShortUrl(surveyId));
  const reloadReleases = releases.reload;
  const onState = useCallback(
    (next: SurveyStateValue, releaseVersion: number | null) => {
      patchInfo({ surveyState: next, releaseVersion });
      reloadReleases();
    },
    [patchInfo, reloadReleases],
  );
  const state = design.surveyState;
  const origin = window.location.origin;
  const link = answerUrl(origin, surveyId);
  const shortLink = shortUrl.data ? `${origin}${shortUrl.data.path}` : null;

  return (
    <main className="wd-page wd-page--narrow wd-share" data-testid="publish-page">
      <header className="wd-share__head">
        <h2 className="wd-share__title">{t('share.title')}</h2>
        <p className="wd-muted">{t('share.intro')}</p>
      </header>

      <StateSection
        surveyId={surveyId}
        state={state}
        releaseVersion={design.releaseVersion}
        canRelease={design.access.release}
        onState={onState}
      />

      <section className="wd-card wd-share__card" aria-labelledby="share-link-title">
        <h3 id="share-link-title" className="wd-share__card-title">
          {t('share.link.title')}
        </h3>
        {state !== '1' && (
          <Alert
            className="wd-share__note"
            type="info"
            showIcon
            title={t('share.link.notCollecting')}
            data-testid="share-not-collecting"
          />
        )}
        <div className="wd-share__link-grid">
          <div className="wd-share__fields">
            <CopyField
              id="share-answer-link"
              label={t('share.link.label')}
              value={link}
              testId="answer-link"
              openable
            />
            {shortLink ? (
              <CopyField
                id="share-short-link"
                label={t('share.link.short')}
                value={shortLink}
                testId="short-link"
              />
            ) : (
              shortUrl.error !== null && (
                <p className="wd-share__error" role="alert">
                  {t('share.link.shortFailed')}
                </p>
              )
            )}
            <p className="wd-muted wd-share__hint">{t('share.qr.hint')}</p>
          </div>
          <div>
            <h4 className="wd-share__label">{t('share.qr.title')}</h4>
            <QrPanel link={link} surveyName={design.surveyName} />
          </div>
        </div>
      </section>

      <EmbedSection link={link} title={design.surveyName} />
      <HistorySection entries={releases.data} loading={releases.loading} />
      <SettingsSection surveyId={surveyId} />
    </main>
  );
}

function StateSection({
  surveyId,
  state,
  releaseVersion,
  canRelease,
  onState,
}: {
  surveyId: string;
  state: SurveyStateValue;
  releaseVersion: number | null;
  canRelease: boolean;
  onState: (next: SurveyStateValue, releaseVersion: number | null) => void;
}) {
  const t = useT();
  const { publish, end, ensureDesigning } = useSurveyStateActions({ surveyId, state, onState });
  const description =
    state === '1'
      ? t('share.state.1', { version: releaseVersion ?? 1 })
      : state === '2'
        ? t('share.state.2')
        : releaseVersion
          ? t('share.state.0paused', { version: releaseVersion })
          : t('share.state.0');
  return (
    <section className="wd-card wd-share__card" aria-labelledby="share-state-title" data-testid="share-state">
      <div className="wd-share__state-head">
        <h3 id="share-state-title" className="wd-share__card-title">
          {t('share.state.title')}
        </h3>
        <SurveyStateTag state={state} />
      </div>
      <p className="wd-share__state-text">{description}</p>
      {!canRelease && <Alert type="warning" showIcon title={t('share.noReleaseRight')} />}
      <Space wrap>
        {state === '0' && (
          <Button
            type="primary"
            icon={<SendOutlined aria-hidden="true" />}
            disabled={!canRelease}
            onClick={publish}
            data-testid="share-publish"
          >
            {t('designer.ws.publish')}
          </Button>
        )}
        {state === '1' && (
          <>
            <Button
              icon={<PauseCircleOutlined aria-hidden="true" />}
              disabled={!canRelease}
              onClick={() => void ensureDesigning()}
              data-testid="share-pause"
            >
              {t('share.pause')}
            </Button>
            <Button
              danger
              icon={<PoweroffOutlined aria-hidden="true" />}
              disabled={!canRelease}
              onClick={end}
              data-testid="share-end"
            >
              {t('designer.ws.end')}
            </Button>
          </>
        )}
      </Space>
    </section>
  );
}

function EmbedSection({ link, title }: { link: string; title: string }) {
  const t = useT();
  const copy = useCopy();
  const snippet = useMemo(() => embedSnippet(link, title), [link, title]);
  return (
    <section className="wd-card wd-share__card" aria-labelledby="share-embed-title">
      <h3 id="share-embed-title" className="wd-share__card-title">
        {t('share.embed.title')}
      </h3>
      <p className="wd-muted">{t('share.embed.hint')}</p>
      <Input.TextArea
        aria-labelledby="share-embed-title"
        readOnly
        value={snippet}
        autoSize={{ minRows: 2, maxRows: 5 }}
        className="wd-share__code"
        data-testid="embed-snippet"
      />
      <Button className="wd-share__code-copy" onClick={() => copy(snippet)} data-testid="embed-snippet-copy">
        {t('share.copy')}
      </Button>
    </section>
  );
}

function HistorySection({ entries, loading }: { entries: ReleaseEntry[] | null; loading: boolean }) {
  const t = useT();
  return (
    <section className="wd-card wd-share__card" aria-labelledby="share-history-title">
      <h3 id="share-history-title" className="wd-share__card-title">
        {t('share.history.title')}
      </h3>
      <Table<ReleaseEntry>
        size="small"
        rowKey="version"
        loading={loading && entries === null}
        dataSource={entries ?? []}
        pagination={entries && entries.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: t('share.history.empty') }}
        data-testid="release-history"
        columns={[
          {
            title: t('share.history.version'),
            dataIndex: 'version',
            width: 100,
            render: (version: number) => `v${version}`,
          },
          {
            title: t('share.history.time'),
            dataIndex: 'publishedAt',
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t('share.history.who'),
            dataIndex: 'publishedBy',
            render: (who: string | null) => who ?? t('share.history.unknown'),
          },
        ]}
      />
    </section>
  );
}

function SettingsSection({ surveyId }: { surveyId: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <section className="wd-card wd-share__card" aria-labelledby="share-settings-title">
      <h3 id="share-settings-title" className="wd-share__card-title">
        {t('share.settings.title')}
      </h3>
      <p className="wd-muted">{t('share.settings.text')}</p>
      <Button
        icon={<SettingOutlined aria-hidden="true" />}
        onClick={() => navigate(surveyConfigLink(surveyId))}
        data-testid="share-settings"
      >
        {t('share.settings.open')}
      </Button>
    </section>
  );
}
