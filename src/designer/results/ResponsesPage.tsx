import { DeleteOutlined, EyeOutlined, RollbackOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ResponseSummary, ResultsFilter } from '../../core/api/results';
import { useLanguage, useT } from '../../shell/hooks';
import { fetchInterviewers } from '../interviewers/api';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { deleteResponses, fetchResponses, markInvalid } from './api';
import { forgetBaseline } from './baseline';
import { FilterBar } from './components/FilterBar';
import { errorText, LoadFrame } from './components/LoadFrame';
import { ResponseDrawer } from './components/ResponseDrawer';
import { InterviewerPicker, ResponseInterviewer } from './components/ResponseInterviewer';
import { ResultsFrame } from './components/ResultsFrame';
import { useResultsFilter } from './filterState';
import { formatDateTime, formatDuration } from './format';
import { useSampleStatusLabel, useStatusLabel } from './labels';
import { useLoad } from './useLoad';

/** /answerlist: every response under the filter. */
export function ResponsesPage() {
  return (
    <ResultsFrame testId="results-responses">
      <ResponseList onlyInvalid={false} />
    </ResultsFrame>
  );
}

/** /wuxiaolist: the responses marked invalid, to look at and restore. */
export function InvalidResponsesPage() {
  return (
    <ResultsFrame testId="results-invalid">
      <ResponseList onlyInvalid />
    </ResultsFrame>
  );
}

/** The URL query parameter of the list's interviewer choice. */
const INTERVIEWER_PARAM = 'interviewer';

function ResponseList({ onlyInvalid }: { onlyInvalid: boolean }) {
  const t = useT();
  const language = useLanguage();
  const { modal, message } = App.useApp();
  const { surveyId } = useWorkspace();
  const [urlFilter, setFilter] = useResultsFilter();
  const filter: ResultsFilter = onlyInvalid ? { ...urlFilter, invalid: 'only' } : urlFilter;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A survey with field interviewers names each interview's, and the list may show one interviewer's only
  // (the choice kept in the URL, beside the shared filter, so a reload keeps it).
  const [params, setParams] = useSearchParams();
  const interviewerId = params.get(INTERVIEWER_PARAM) ?? undefined;
  const interviewers = useLoad(`interviewers:${surveyId}`, () =>
    fetchInterviewers(surveyId).then(
      (list) => list.interviewers,
      () => [],
    ),
  ).data;
  const hasInterviewers = (interviewers?.length ?? 0) > 0 || interviewerId !== undefined;
  const state = useLoad(JSON.stringify([surveyId, filter, page, pageSize, interviewerId]), () =>
    fetchResponses(surveyId, filter, page, pageSize, interviewerId),
  );
  const pickInterviewer = (next: string | undefined) => {
    setPage(1);
    setSelected([]);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(INTERVIEWER_PARAM, next);
        else updated.delete(INTERVIEWER_PARAM);
        return updated;
      },
      { replace: true },
    );
  };
  const statusLabel = useStatusLabel();
  const sampleLabel = useSampleStatusLabel();

  const changeFilter = (next: ResultsFilter) => {
    setPage(1);
    setSelected([]);
    setFilter(onlyInvalid ? { ...next, invalid: urlFilter.invalid } : next);
  };

  const act = async (run: () => Promise<number>, done: (count: number) => string) => {
    setBusy(true);
    try {
      const count = await run();
      message.success(done(count));
      setSelected([]);
      setOpenId(null);
      forgetBaseline(surveyId);
      state.reload();
    } catch (error) {
      // The API client has shown the server's message already; a second line here says what failed.
      message.error(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const setInvalid = (ids: string[], invalid: boolean) =>
    act(
      () => markInvalid(surveyId, ids, invalid),
      (count) =>
        t(invalid ? 'resultsScreen.responses.marked' : 'resultsScreen.responses.restored', { count }),
    );

  const remove = (ids: string[]) =>
    modal.confirm({
      title: t('resultsScreen.responses.deleteTitle', { count: ids.length }),
      content: t('resultsScreen.responses.deleteText'),
      okText: t('resultsScreen.responses.delete'),
      okButtonProps: { danger: true },
      cancelText: t('resultsScreen.cancel'),
      onOk: () =>
        act(
          () => deleteResponses(surveyId, ids),
          (count) => t('resultsScreen.responses.deleted', { count }),
        ),
    });

  const columns: ColumnsType<ResponseSummary> = [
    {
      title: t('resultsScreen.responses.started'),
      dataIndex: 'startedAt',
      render: (value: string) => formatDateTime(language, value),
    },
    {
      title: t('resultsScreen.responses.completed'),
      dataIndex: 'completedAt',
      render: (value: string | null) => formatDateTime(language, value),
    },
    {
      title: t('resultsScreen.responses.duration'),
      dataIndex: 'durationSeconds',
      align: 'right',
      render: (value: number | null) => formatDuration(value),
    },
    {
      title: t('resultsScreen.filter.status'),
      dataIndex: 'status',
      render: (_, response) => (
        <Space size={4} wrap>
          <Tag color={response.status === 'complete' ? 'green' : 'gold'}>{statusLabel(response.status)}</Tag>
          {response.invalid && <Tag color="red">{t('resultsScreen.responses.invalid')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('resultsScreen.filter.sampleStatus'),
      dataIndex: 'sampleStatus',
      render: (value: string | null) => sampleLabel(value),
    },
    {
      title: t('resultsScreen.filter.version'),
      dataIndex: 'releaseVersion',
      align: 'right',
    },
    { title: t('resultsScreen.filter.language'), dataIndex: 'language', render: (value) => value ?? '–' },
    {
      title: t('resultsScreen.responses.panelId'),
      dataIndex: 'panelUserId',
      render: (value) => value ?? '–',
    },
    ...(hasInterviewers
      ? [
          {
            title: t('resultsScreen.responses.interviewer'),
            key: 'interviewer',
            render: (_: unknown, response: ResponseSummary) => (
              <ResponseInterviewer interviewer={response.interviewer} />
            ),
          },
        ]
      : []),
    { title: t('resultsScreen.responses.answered'), dataIndex: 'answeredCount', align: 'right' },
    {
      key: 'actions',
      fixed: 'right',
      render: (_, response) => (
        <Button
          size="small"
          type="link"
          icon={<EyeOutlined />}
          onClick={() => setOpenId(response.responseId)}
          data-testid="open-response"
        >
          {t('resultsScreen.responses.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <FilterBar surveyId={surveyId} filter={filter} onChange={changeFilter} fixedInvalid={onlyInvalid} />
      <div className="wd-res__bulk" data-testid="bulk-actions">
        {hasInterviewers ? (
          <InterviewerPicker
            interviewers={interviewers ?? []}
            value={interviewerId}
            onChange={pickInterviewer}
          />
        ) : null}
        <span className="wd-muted">{t('resultsScreen.responses.selected', { count: selected.length })}</span>
        {!onlyInvalid && (
          <Button
            size="small"
            icon={<StopOutlined />}
            disabled={selected.length === 0 || busy}
            onClick={() => setInvalid(selected, true)}
            data-testid="bulk-invalid"
          >
            {t('resultsScreen.responses.markInvalid')}
          </Button>
        )}
        <Button
          size="small"
          icon={<RollbackOutlined />}
          disabled={selected.length === 0 || busy}
          onClick={() => setInvalid(selected, false)}
          data-testid="bulk-restore"
        >
          {t('resultsScreen.responses.restore')}
        </Button>
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          disabled={selected.length === 0 || busy}
          onClick={() => remove(selected)}
          data-testid="bulk-delete"
        >
          {t('resultsScreen.responses.delete')}
        </Button>
      </div>
      <LoadFrame state={state}>
        {(data) => (
          <Table<ResponseSummary>
            className="wd-card wd-res__table"
            data-testid="responses-table"
            size="small"
            rowKey="responseId"
            dataSource={data.responses}
            columns={columns}
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: t(
                onlyInvalid ? 'resultsScreen.responses.noneInvalid' : 'resultsScreen.responses.none',
              ),
            }}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
            pagination={{
              current: page,
              pageSize,
              total: data.total,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100, 200],
              showTotal: (total) => t('resultsScreen.total', { count: total }),
              onChange: (next, size) => {
                setPage(size === pageSize ? next : 1);
                setPageSize(size);
              },
            }}
          />
        )}
      </LoadFrame>
      <ResponseDrawer
        surveyId={surveyId}
        responseId={openId}
        onClose={() => setOpenId(null)}
        busy={busy}
        onInvalid={(id, invalid) => setInvalid([id], invalid)}
        onDelete={(id) => remove([id])}
      />
    </>
  );
}
