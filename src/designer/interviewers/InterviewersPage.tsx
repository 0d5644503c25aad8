import { ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { CreatedCode, SurveyInterviewer } from '../../core/api/interviewers';
import { type Translate, useT } from '../../shell/hooks';
import { formatDateTime } from '../list/tableHelpers';
import { LoadFrame } from '../results/components/LoadFrame';
import { useLoad } from '../results/useLoad';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { AddInterviewerForms } from './AddInterviewerForms';
import { fetchInterviewers, revokeInterviewer } from './api';
import { InterviewLocationList } from './InterviewLocationList';
import { fetchInterviewLocations } from './locationsApi';
import { onDevicesColumn } from './onDevicesColumn';
import './interviewers.css';

/**
 * /interviewers: the survey's field interviewers and the supervisor's figures per interviewer (interviews
 * received, complete, discarded, last seen, median duration). Who holds the survey's release right invites
 * accounts, makes access codes (shown once) and revokes; anyone else with access reads.
 */
export function InterviewersPage() {
  const t = useT();
  const { message } = App.useApp();
  const { surveyId, design } = useWorkspace();
  const canRelease = design.access.release;
  const list = useLoad(`interviewers:${surveyId}`, () => fetchInterviewers(surveyId));
  const [created, setCreated] = useState<CreatedCode | null>(null);
  // Interview locations, one read for the screen (refused without data authority: then none are listed).
  const locations = useLoad(`interviewLocations:${surveyId}`, () =>
    fetchInterviewLocations(surveyId).catch(() => null),
  );

  const revoke = async (row: SurveyInterviewer) => {
    try {
      await revokeInterviewer(surveyId, row.interviewerId);
      message.success(t('interviewerScreen.revoked', { name: row.name }));
      list.reload();
    } catch {
      // The client has alerted with the server's message.
    }
  };

  return (
    <main className="wd-page wd-interviewers" data-testid="interviewer-screen">
      <header className="wd-interviewers__head">
        <div>
          <h2 className="wd-interviewers__title">{t('interviewerScreen.title')}</h2>
          <p className="wd-muted wd-interviewers__intro">{t('interviewerScreen.intro')}</p>
        </div>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            list.reload();
            locations.reload();
          }}
          data-testid="interviewers-refresh"
        >
          {t('interviewerScreen.refresh')}
        </Button>
      </header>
      {canRelease ? (
        <AddInterviewerForms
          surveyId={surveyId}
          onInvited={(row) => {
            message.success(t('interviewerScreen.invited', { name: row.name }));
            list.reload();
          }}
          onCodeCreated={(made) => {
            setCreated(made);
            list.reload();
          }}
        />
      ) : (
        <Alert
          className="wd-interviewers__note"
          type="info"
          showIcon
          title={t('interviewerScreen.readOnly')}
        />
      )}
      <LoadFrame state={list}>
        {(data) =>
          data.interviewers.length === 0 ? (
            <div className="wd-card wd-interviewers__empty">
              <Empty description={t('interviewerScreen.empty')} />
            </div>
          ) : (
            <div className="wd-card">
              <Table
                rowKey="interviewerId"
                dataSource={data.interviewers}
                columns={columns(t, canRelease, revoke)}
                pagination={false}
                // A phone scrolls the figures sideways inside the card, not the whole page.
                scroll={{ x: 'max-content' }}
                expandable={{
                  expandedRowRender: (row) => (
                    <InterviewLocationList
                      interviews={locations.data?.interviews.filter(
                        (interview) => interview.interviewerId === row.interviewerId,
                      )}
                    />
                  ),
                }}
                data-testid="interviewer-table"
              />
            </div>
          )
        }
      </LoadFrame>
      <Modal
        open={created !== null}
        title={created && t('interviewerScreen.codeTitle', { name: created.interviewer.name })}
        onCancel={() => setCreated(null)}
        footer={
          <Button type="primary" onClick={() => setCreated(null)} data-testid="code-close">
            {t('interviewerScreen.close')}
          </Button>
        }
      >
        <p>{t('interviewerScreen.codeOnce')}</p>
        <Typography.Paragraph
          className="wd-interviewers__code"
          copyable={{ tooltips: [t('interviewerScreen.copy'), t('interviewerScreen.copied')] }}
          data-testid="created-code"
        >
          {created?.code}
        </Typography.Paragraph>
      </Modal>
    </main>
  );
}

function columns(t: Translate, canRelease: boolean, revoke: (row: SurveyInterviewer) => void) {
  return [
    {
      title: t('interviewerScreen.col.name'),
      key: 'name',
      render: (_: unknown, row: SurveyInterviewer) => (
        <div>
          <div className="wd-interviewers__name">{row.name}</div>
          <div className="wd-muted">
            {row.kind === 'account'
              ? t('interviewerScreen.kind.account', { userName: row.userName ?? '' })
              : t('interviewerScreen.kind.code')}
          </div>
        </div>
      ),
    },
    {
      title: t('interviewerScreen.col.state'),
      key: 'state',
      render: (_: unknown, row: SurveyInterviewer) =>
        row.revokedAt ? (
          <Tag className="wd-state-tag">{t('interviewerScreen.state.revoked')}</Tag>
        ) : (
          // The survey state tag's colours, which pass 4.5:1 (designer.css).
          <Tag color="success" className="wd-state-tag">
            {t('interviewerScreen.state.active')}
          </Tag>
        ),
    },
    { title: t('interviewerScreen.col.received'), dataIndex: 'received', align: 'right' as const },
    { title: t('interviewerScreen.col.complete'), dataIndex: 'complete', align: 'right' as const },
    { title: t('interviewerScreen.col.discarded'), dataIndex: 'discarded', align: 'right' as const },
    onDevicesColumn(t),
    {
      title: t('interviewerScreen.col.lastSeen'),
      dataIndex: 'lastSeenAt',
      render: (value: string | null) => (value ? formatDateTime(value) : t('interviewerScreen.never')),
    },
    {
      title: t('interviewerScreen.col.median'),
      dataIndex: 'medianSeconds',
      render: (value: number | null) =>
        value === null
          ? '—'
          : t('interviewerScreen.minutes', { minutes: Math.floor(value / 60), seconds: value % 60 }),
    },
    ...(canRelease
      ? [
          {
            title: '',
            key: 'actions',
            render: (_: unknown, row: SurveyInterviewer) =>
              row.revokedAt ? null : (
                <Popconfirm
                  title={t('interviewerScreen.revokeConfirm', { name: row.name })}
                  okText={t('interviewerScreen.revoke')}
                  cancelText={t('interviewerScreen.cancel')}
                  onConfirm={() => revoke(row)}
                >
                  <Button danger size="small" data-testid={`revoke-${row.name}`}>
                    {t('interviewerScreen.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];
}
