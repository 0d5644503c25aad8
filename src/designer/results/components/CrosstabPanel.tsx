import { SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Collapse, Descriptions, Segmented, Select, Table } from 'antd';
import { useState } from 'react';
import type { Crosstab, QuestionSummary } from '../../../core/api/results';
import { useLanguage, useT } from '../../../shell/hooks';
import { useWorkspace } from '../../workspace/WorkspaceContext';
import { fetchCrosstab } from '../api';
import { useResultsFilter } from '../filterState';
import { formatNumber, formatPercent } from '../format';
import { plainTitle } from '../summaries/QuestionCard';
import { useLoad } from '../useLoad';
import { LoadFrame } from './LoadFrame';

type Choice = Extract<QuestionSummary, { kind: 'choice' }>;
type Show = 'count' | 'row' | 'column';

/** Two choice questions against each other: counts, row and column percentages, totals and the chi-square test. */
export function CrosstabPanel({ questions }: { questions: QuestionSummary[] }) {
  const t = useT();
  const choices = questions.filter((question): question is Choice => question.kind === 'choice');
  const [rowId, setRowId] = useState<string | undefined>();
  const [columnId, setColumnId] = useState<string | undefined>();
  if (choices.length < 2) return null;

  const options = choices.map((question) => ({
    value: question.questionId,
    label: `${question.itemCode} ${plainTitle(question.title)}`.trim(),
  }));
  const row = choices.find((question) => question.questionId === rowId);
  const column = choices.find((question) => question.questionId === columnId);

  return (
    <Collapse
      className="wd-res__crosstab"
      data-testid="crosstab-panel"
      items={[
        {
          key: 'crosstab',
          label: <strong>{t('resultsScreen.crosstab.title')}</strong>,
          children: (
            <>
              <div className="wd-res__tools">
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  className="wd-res__crosspick"
                  placeholder={t('resultsScreen.crosstab.rows')}
                  aria-label={t('resultsScreen.crosstab.rows')}
                  value={rowId}
                  onChange={setRowId}
                  options={options}
                  data-testid="crosstab-rows"
                />
                <Button
                  icon={<SwapOutlined />}
                  aria-label={t('resultsScreen.crosstab.swap')}
                  title={t('resultsScreen.crosstab.swap')}
                  onClick={() => {
                    setRowId(columnId);
                    setColumnId(rowId);
                  }}
                />
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  className="wd-res__crosspick"
                  placeholder={t('resultsScreen.crosstab.columns')}
                  aria-label={t('resultsScreen.crosstab.columns')}
                  value={columnId}
                  onChange={setColumnId}
                  options={options}
                  data-testid="crosstab-columns"
                />
              </div>
              {row && column && row.questionId !== column.questionId ? (
                <CrosstabResult row={row} column={column} />
              ) : (
                <p className="wd-muted">{t('resultsScreen.crosstab.pick')}</p>
              )}
            </>
          ),
        },
      ]}
    />
  );
}

function CrosstabResult({ row, column }: { row: Choice; column: Choice }) {
  const t = useT();
  const { surveyId } = useWorkspace();
  const [filter] = useResultsFilter();
  const [show, setShow] = useState<Show>('count');
  const state = useLoad(JSON.stringify([surveyId, filter, row.questionId, column.questionId]), () =>
    fetchCrosstab(surveyId, filter, row.questionId, column.questionId),
  );
  return (
    <LoadFrame state={state}>
      {(data) => (
        <div data-testid="crosstab-result">
          <Segmented
            className="wd-res__crossshow"
            size="small"
            value={show}
            onChange={(value) => setShow(value as Show)}
            options={[
              { value: 'count', label: t('resultsScreen.count') },
              { value: 'row', label: t('resultsScreen.crosstab.rowPercent') },
              { value: 'column', label: t('resultsScreen.crosstab.columnPercent') },
            ]}
            data-testid="crosstab-show"
          />
          <CrosstabTable data={data} show={show} />
          <p className="wd-muted wd-res__crossn">{t('resultsScreen.crosstab.n', { count: data.total })}</p>
          <ChiSquare data={data} multiple={row.multiple || column.multiple} />
        </div>
      )}
    </LoadFrame>
  );
}

type Line = { key: string; label: string; cells: number[]; total: number; isTotal: boolean };

function CrosstabTable({ data, show }: { data: Crosstab; show: Show }) {
  const t = useT();
  const grandTotal = data.columnTotals.reduce((sum, count) => sum + count, 0);
  const lines: Line[] = [
    ...data.rows.map((entry, index) => ({
      key: entry.optionId,
      label: entry.label,
      cells: data.counts[index] ?? [],
      total: data.rowTotals[index] ?? 0,
      isTotal: false,
    })),
    {
      key: '__total',
      label: t('resultsScreen.crosstab.total'),
      cells: data.columnTotals,
      // The sum of the cells, like the other totals; with multiple choice it exceeds the responses (`total`).
      total: grandTotal,
      isTotal: true,
    },
  ];
  const cell = (count: number, line: Line, columnIndex: number | null) => {
    if (show === 'count') return count;
    const whole =
      show === 'row' ? line.total : columnIndex === null ? grandTotal : (data.columnTotals[columnIndex] ?? 0);
    return formatPercent(whole > 0 ? (count / whole) * 100 : 0);
  };
  return (
    <Table<Line>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={lines}
      scroll={{ x: 'max-content' }}
      rowClassName={(line) => (line.isTotal ? 'wd-res__total' : '')}
      className="wd-res__crosstable"
      columns={[
        { title: '', dataIndex: 'label', fixed: 'left' },
        ...data.columns.map((entry, index) => ({
          key: entry.optionId,
          title: entry.label,
          align: 'right' as const,
          render: (_: unknown, line: Line) => cell(line.cells[index] ?? 0, line, index),
        })),
        {
          key: '__total',
          title: t('resultsScreen.crosstab.total'),
          align: 'right' as const,
          render: (_: unknown, line: Line) => cell(line.total, line, null),
        },
      ]}
    />
  );
}

function ChiSquare({ data, multiple }: { data: Crosstab; multiple: boolean }) {
  const t = useT();
  const language = useLanguage();
  const test = data.chiSquare;
  if (!test) return <p className="wd-muted wd-res__chi">{t('resultsScreen.crosstab.noTest')}</p>;
  const p = test.pValue < 0.001 ? '< 0.001' : formatNumber(language, test.pValue, 3);
  return (
    <div className="wd-res__chi" data-testid="chi-square">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          {
            key: 'chi',
            label: t('resultsScreen.crosstab.chi'),
            children: formatNumber(language, test.statistic, 3),
          },
          { key: 'df', label: t('resultsScreen.crosstab.df'), children: test.degreesOfFreedom },
          { key: 'p', label: t('resultsScreen.crosstab.p'), children: p },
        ]}
      />
      <p>
        {t(
          test.pValue < 0.05 ? 'resultsScreen.crosstab.significant' : 'resultsScreen.crosstab.notSignificant',
        )}
      </p>
      {test.lowExpected > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('resultsScreen.crosstab.lowExpected', { count: test.lowExpected })}
        />
      )}
      {multiple && <Alert type="warning" showIcon title={t('resultsScreen.crosstab.multiple')} />}
    </div>
  );
}
