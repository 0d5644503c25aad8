import { DeleteOutlined, RollbackOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Space, Tag } from 'antd';
import { useLanguage, useT } from '../../../shell/hooks';
import { fetchResponse } from '../api';
import { AuditTrailSection } from '../audit/AuditTrailSection';
import { formatDateTime, formatDuration } from '../format';
import { useSampleStatusLabel, useStatusLabel } from '../labels';
import { plainTitle } from '../summaries/QuestionCard';
import { useLoad } from '../useLoad';
import { displayTimeItems } from './displayTimeItems';
import { LoadFrame } from './LoadFrame';
import { MediaFiles } from './MediaFiles';
import { ResponseInterviewer } from './ResponseInterviewer';

type Props = {
  surveyId: string;
  responseId: string | null;
  onClose: () => void;
  busy: boolean;
  onInvalid: (responseId: string, invalid: boolean) => void;
  onDelete: (responseId: string) => void;
};

/** One response in full: its answers as the respondent gave them, and the paradata. */
export function ResponseDrawer({ surveyId, responseId, onClose, busy, onInvalid, onDelete }: Props) {
  const t = useT();
  return (
    <Drawer
      open={responseId !== null}
      onClose={onClose}
      title={t('resultsScreen.response.title')}
      size="min(720px, 100vw)"
      className="wd-res__drawer"
      data-testid="response-drawer"
      destroyOnHidden
    >
      {responseId && (
        <ResponseBody
          surveyId={surveyId}
          responseId={responseId}
          busy={busy}
          onInvalid={onInvalid}
          onDelete={onDelete}
        />
      )}
    </Drawer>
  );
}

function ResponseBody({
  surveyId,
  responseId,
  busy,
  onInvalid,
  onDelete,
}: Omit<Props, 'onClose' | 'responseId'> & { responseId: string }) {
  const t = useT();
  const language = useLanguage();
  const statusLabel = useStatusLabel();
  const sampleLabel = useSampleStatusLabel();
  const state = useLoad(`${surveyId}:${responseId}`, () => fetchResponse(surveyId, responseId));
  return (
    <LoadFrame state={state}>
      {(response) => (
        <>
          <Space wrap className="wd-res__drawer-actions">
            {response.invalid ? (
              <Button
                icon={<RollbackOutlined />}
                disabled={busy}
                onClick={() => onInvalid(responseId, false)}
                data-testid="response-restore"
              >
                {t('resultsScreen.responses.restore')}
              </Button>
            ) : (
              <Button
                icon={<StopOutlined />}
                disabled={busy}
                onClick={() => onInvalid(responseId, true)}
                data-testid="response-invalid"
              >
                {t('resultsScreen.responses.markInvalid')}
              </Button>
            )}
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={busy}
              onClick={() => onDelete(responseId)}
              data-testid="response-delete"
            >
              {t('resultsScreen.responses.delete')}
            </Button>
          </Space>
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              {
                key: 'status',
                label: t('resultsScreen.filter.status'),
                children: (
                  <Space size={4} wrap>
                    <Tag color={response.status === 'complete' ? 'green' : 'gold'}>
                      {statusLabel(response.status)}
                    </Tag>
                    {response.invalid && <Tag color="red">{t('resultsScreen.responses.invalid')}</Tag>}
                  </Space>
                ),
              },
              {
                key: 'sample',
                label: t('resultsScreen.filter.sampleStatus'),
                children: sampleLabel(response.sampleStatus),
              },
              {
                key: 'started',
                label: t('resultsScreen.responses.started'),
                children: formatDateTime(language, response.startedAt),
              },
              {
                key: 'completed',
                label: t('resultsScreen.responses.completed'),
                children: formatDateTime(language, response.completedAt),
              },
              {
                key: 'duration',
                label: t('resultsScreen.responses.duration'),
                children: formatDuration(response.durationSeconds),
              },
              { key: 'version', label: t('resultsScreen.filter.version'), children: response.releaseVersion },
              {
                key: 'language',
                label: t('resultsScreen.filter.language'),
                children: response.language ?? '–',
              },
              {
                key: 'panel',
                label: t('resultsScreen.responses.panelId'),
                children: response.panelUserId ?? '–',
              },
              ...(response.interviewer
                ? [
                    {
                      key: 'interviewer',
                      label: t('resultsScreen.responses.interviewer'),
                      children: <ResponseInterviewer interviewer={response.interviewer} />,
                    },
                  ]
                : []),
              {
                key: 'queryType',
                label: t('resultsScreen.response.queryType'),
                children: response.paradata.queryType ?? '–',
              },
              {
                key: 'screenId',
                label: t('resultsScreen.response.screenId'),
                children: response.paradata.screenId ?? '–',
              },
              // The survey's link parameters, by their results names (src/core/api/surveyParams.ts).
              ...response.paradata.linkParams.map((param, index) => ({
                key: `link-${index}`,
                label: param.name,
                children: <span data-testid="response-link-param">{param.value ?? '–'}</span>,
              })),
              ...displayTimeItems(t, response.paradata.displayTimes),
              {
                key: 'ua',
                label: t('resultsScreen.response.userAgent'),
                children: <span className="wd-res__ua">{response.paradata.userAgent ?? '–'}</span>,
              },
              {
                key: 'id',
                label: t('resultsScreen.response.id'),
                children: <code>{response.responseId}</code>,
              },
            ]}
          />
          <h3 className="wd-res__heading">
            {t('resultsScreen.response.answers', { count: response.answers.length })}
          </h3>
          {response.answers.length === 0 ? (
            <p className="wd-muted">{t('resultsScreen.response.noAnswers')}</p>
          ) : (
            <ol className="wd-res__answers" data-testid="response-answers">
              {response.answers.map((answer) => (
                <li key={answer.questionId} className="wd-res__answer">
                  <div className="wd-res__answer-head">
                    <span>
                      {answer.itemCode && <strong>{answer.itemCode} </strong>}
                      {plainTitle(answer.title)}
                    </span>
                    {answer.seconds !== null && (
                      <span className="wd-muted">
                        {t('resultsScreen.response.seconds', { seconds: Math.round(answer.seconds) })}
                      </span>
                    )}
                  </div>
                  {answer.media && <MediaFiles files={answer.media} />}
                  {/* A media answer's files are shown above; its lines after them are its note. */}
                  {answer.lines.slice(answer.media?.length ?? 0).map((line, index) => (
                    // Lines are in the answer's order and may repeat: their place identifies them.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <div key={index} className="wd-res__answer-line">
                      {line}
                    </div>
                  ))}
                </li>
              ))}
            </ol>
          )}
          <AuditTrailSection surveyId={surveyId} responseId={responseId} />
        </>
      )}
    </LoadFrame>
  );
}
