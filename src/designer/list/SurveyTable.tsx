import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  SearchOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import {
  App,
  Button,
  Empty,
  Input,
  Pagination,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tooltip,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES, type SurveyInfoWire } from '../../core/api/design';
import type { SurveyStateValue } from '../../core/model';
import { useT } from '../../shell/hooks';
import { copySurvey, deleteSurveys, useSurveyList } from '../api/surveys';
import { ShareLinkPopover } from '../publish/ShareLinkPopover';
import { editQuestionLink, projectInfoLink } from '../routes';
import { SurveyStateTag } from '../SurveyStateTag';
import { EmptyIllustration } from './EmptyIllustration';
import { DEFAULT_PAGE_SIZE, formatDateTime, pageAfterRemoval, rowNumber } from './tableHelpers';

const STATES: SurveyStateValue[] = ['0', '1', '2'];

/**
 * The paged survey table (spec 1 §2): row numbers, checkbox selection, a pager with total, sizes 10/20/50/100,
 * previous, next and jump; search by name and state; open, settings, copy and delete per row, batch delete.
 */
export function SurveyTable({ onCreate }: { onCreate: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [searchText, setSearchText] = useState('');
  const [surveyName, setSurveyName] = useState('');
  const [surveyState, setSurveyState] = useState<SurveyStateValue | undefined>();
  const [selected, setSelected] = useState<string[]>([]);
  const { rows, total, loading, reload } = useSurveyList({ pageNo, pageSize, surveyName, surveyState });
  const filtered = surveyName !== '' || surveyState !== undefined;

  const removeSurveys = (ids: string[], text: string) => {
    modal.confirm({
      title: t('designer.list.deleteTitle'),
      content: text,
      okText: t('designer.list.delete'),
      okButtonProps: { danger: true },
      cancelText: t('designer.cancel'),
      onOk: async () => {
        await deleteSurveys(ids);
        message.success(t('designer.list.deleted', { count: ids.length }));
        setSelected((current) => current.filter((id) => !ids.includes(id)));
        setPageNo(pageAfterRemoval(pageNo, pageSize, total, ids.length));
        reload();
      },
    });
  };

  const batchDelete = () => {
    if (selected.length === 0) {
      message.warning(t('designer.list.selectFirst'));
      return;
    }
    removeSurveys(selected, t('designer.list.deleteManyConfirm', { count: selected.length }));
  };

  const copy = async (survey: SurveyInfoWire) => {
    const copied = await copySurvey(survey.surveyId);
    message.success(t('designer.list.copied', { name: copied.surveyName ?? survey.surveyName }));
    setPageNo(1);
    reload();
  };

  const columns: TableColumnsType<SurveyInfoWire> = [
    {
      title: t('designer.list.colIndex'),
      key: 'index',
      width: 72,
      align: 'center',
      render: (_value, _row, index) => (
        <span className="wd-rownum">{rowNumber(pageNo, pageSize, index)}</span>
      ),
    },
    {
      title: t('designer.list.colName'),
      dataIndex: 'surveyName',
      key: 'surveyName',
      ellipsis: true,
      render: (name: string, row) => (
        <Button
          type="link"
          className="wd-survey-name"
          data-testid="survey-name"
          onClick={() => navigate(editQuestionLink(row.surveyId))}
        >
          {name}
        </Button>
      ),
    },
    {
      title: t('designer.list.colState'),
      dataIndex: 'surveyState',
      key: 'surveyState',
      width: 110,
      render: (state: SurveyStateValue) => <SurveyStateTag state={state} />,
    },
    {
      // The count of numbered questions (Q1, Q2 …), as the editor counts them: page breaks, checkpoints and
      // info texts ask nothing and are not counted; the header says so.
      title: (
        <span className="wd-col-count">
          {t('designer.list.colQuestions')}
          <small className="wd-muted">{t('designer.questionsCounted')}</small>
        </span>
      ),
      dataIndex: 'surveyQuNum',
      key: 'surveyQuNum',
      width: 120,
      align: 'center',
      render: (count: number | null | undefined) => (
        <span data-testid="survey-question-count">{count ?? 0}</span>
      ),
    },
    {
      title: t('designer.list.colUpdated'),
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      width: 170,
      render: (value: string) => <span className="wd-muted">{formatDateTime(value)}</span>,
    },
    {
      title: t('designer.list.colActions'),
      key: 'actions',
      width: 280,
      render: (_value, row) => (
        <Space size={0} className="wd-row-actions">
          <Button
            type="link"
            size="small"
            icon={<EditOutlined aria-hidden="true" />}
            data-testid="open-survey"
            onClick={() => navigate(editQuestionLink(row.surveyId))}
          >
            {t('designer.list.open')}
          </Button>
          <Tooltip title={t('designer.list.settings')}>
            <Button
              type="text"
              size="small"
              icon={<SettingOutlined />}
              aria-label={t('designer.list.settings')}
              data-testid="survey-settings"
              onClick={() => navigate(projectInfoLink(row.surveyId))}
            />
          </Tooltip>
          <ShareLinkPopover surveyId={row.surveyId} surveyName={row.surveyName} state={row.surveyState} />
          <Tooltip title={t('designer.list.copy')}>
            <Button
              type="text"
              size="small"
              icon={<CopyOutlined />}
              aria-label={t('designer.list.copy')}
              data-testid="copy-survey"
              onClick={() => void copy(row).catch(() => undefined)}
            />
          </Tooltip>
          <Tooltip title={t('designer.list.delete')}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('designer.list.delete')}
              data-testid="delete-survey"
              disabled={!row.access.owner}
              onClick={() =>
                removeSurveys([row.surveyId], t('designer.list.deleteConfirm', { name: row.surveyName }))
              }
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  if (!loading && total === 0 && !filtered) {
    return (
      <section className="wd-panel" aria-label={t('shell.list.title')}>
        <Empty
          className="wd-empty"
          image={<EmptyIllustration />}
          description={
            <>
              <span className="wd-empty__title">{t('shell.list.empty')}</span>
              <span className="wd-empty__hint">{t('shell.list.emptyHint')}</span>
            </>
          }
        >
          <Button type="primary" onClick={onCreate}>
            {t('designer.list.create')}
          </Button>
        </Empty>
      </section>
    );
  }

  return (
    <section className="wd-card wd-list" aria-label={t('shell.list.title')}>
      <div className="wd-list__toolbar">
        <Space wrap>
          <Input
            allowClear
            className="wd-list__search"
            prefix={<SearchOutlined aria-hidden="true" className="wd-muted" />}
            placeholder={t('designer.list.search')}
            aria-label={t('designer.list.search')}
            data-testid="survey-search"
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              // Clearing the box shows everything again at once.
              if (event.target.value === '') {
                setSurveyName('');
                setPageNo(1);
              }
            }}
            onPressEnter={() => {
              setSurveyName(searchText.trim());
              setPageNo(1);
            }}
          />
          <Select<SurveyStateValue | undefined>
            allowClear
            className="wd-list__state"
            placeholder={t('designer.list.stateFilter')}
            aria-label={t('designer.list.stateFilter')}
            value={surveyState}
            onChange={(value) => {
              setSurveyState(value);
              setPageNo(1);
            }}
            options={STATES.map((state) => ({ value: state, label: t(`designer.state.${state}`) }))}
          />
        </Space>
        <Space>
          {selected.length > 0 && (
            <span className="wd-muted">{t('designer.list.selected', { count: selected.length })}</span>
          )}
          <Button
            danger
            icon={<DeleteOutlined aria-hidden="true" />}
            data-testid="batch-delete"
            onClick={batchDelete}
          >
            {t('designer.list.batchDelete')}
          </Button>
        </Space>
      </div>
      <Table<SurveyInfoWire>
        rowKey="surveyId"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        data-testid="survey-table"
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (row) => ({ 'aria-label': row.surveyName }) as object,
        }}
        locale={{ emptyText: <Empty description={t('designer.list.emptyFiltered')} /> }}
      />
      <div className="wd-list__pager">
        <Pagination
          current={pageNo}
          pageSize={pageSize}
          total={total}
          showSizeChanger
          showQuickJumper
          pageSizeOptions={PAGE_SIZES.map(String)}
          showTotal={(count) => t('designer.list.total', { total: count })}
          onChange={(page, size) => {
            if (size !== pageSize) {
              setPageSize(size);
              setPageNo(1);
            } else setPageNo(page);
          }}
          data-testid="survey-pager"
        />
      </div>
    </section>
  );
}
