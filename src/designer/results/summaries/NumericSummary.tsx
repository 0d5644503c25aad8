import { Descriptions, Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import type { Language } from '../../../i18n';
import type { Translate } from '../../../shell/hooks';
import { useLanguage, useT } from '../../../shell/hooks';
import { Chart } from '../charts/Chart';
import { verticalBars } from '../charts/options';
import { formatNumber } from '../format';
import type { SummaryOf } from './types';

type Stats = SummaryOf<'numeric'>['stats'];
type ChartProps = { chartTitle: string; fileName: string };

function statItems(t: Translate, language: Language, stats: Stats) {
  return [
    { key: 'answered', label: t('resultsScreen.answered'), children: stats.answered },
    { key: 'mean', label: t('resultsScreen.stats.mean'), children: formatNumber(language, stats.mean) },
    { key: 'median', label: t('resultsScreen.stats.median'), children: formatNumber(language, stats.median) },
    { key: 'sd', label: t('resultsScreen.stats.sd'), children: formatNumber(language, stats.sd) },
    { key: 'min', label: t('resultsScreen.stats.min'), children: formatNumber(language, stats.min) },
    { key: 'max', label: t('resultsScreen.stats.max'), children: formatNumber(language, stats.max) },
  ];
}

function Distribution({ stats, chartTitle, fileName }: { stats: Stats } & ChartProps) {
  const t = useT();
  const option = useMemo(
    () =>
      verticalBars(
        stats.distribution.map((entry) => entry.label),
        [{ name: t('resultsScreen.count'), data: stats.distribution.map((entry) => entry.count) }],
      ),
    [stats, t],
  );
  if (stats.distribution.length === 0) return null;
  return <Chart option={option} height={240} title={chartTitle} fileName={fileName} />;
}

/** One number per answer: mean, median, sd, min, max and the distribution. */
export function NumericSummary({ summary, ...chart }: { summary: SummaryOf<'numeric'> } & ChartProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 2, sm: 3, md: 6 }}
        layout="vertical"
        items={statItems(t, language, summary.stats)}
      />
      <Distribution stats={summary.stats} {...chart} />
    </>
  );
}

type ScoreRow = SummaryOf<'scores'>['rows'][number];

/** One number per row (rating groups, sliders): the statistics per row, and one row's distribution at a time. */
export function ScoresSummary({
  summary,
  chartTitle,
  fileName,
}: { summary: SummaryOf<'scores'> } & ChartProps) {
  const t = useT();
  const language = useLanguage();
  const [rowId, setRowId] = useState(summary.rows[0]?.descId ?? '');
  const row = summary.rows.find((entry) => entry.descId === rowId) ?? summary.rows[0];
  const number = (value: number | null) => formatNumber(language, value);
  return (
    <>
      <Table<ScoreRow>
        size="small"
        pagination={false}
        rowKey="descId"
        dataSource={summary.rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('resultsScreen.matrix.row'), dataIndex: 'label', fixed: 'left' },
          { title: t('resultsScreen.answered'), align: 'right', render: (_, entry) => entry.stats.answered },
          {
            title: t('resultsScreen.stats.mean'),
            align: 'right',
            render: (_, entry) => number(entry.stats.mean),
          },
          {
            title: t('resultsScreen.stats.median'),
            align: 'right',
            render: (_, entry) => number(entry.stats.median),
          },
          {
            title: t('resultsScreen.stats.sd'),
            align: 'right',
            render: (_, entry) => number(entry.stats.sd),
          },
          {
            title: t('resultsScreen.stats.min'),
            align: 'right',
            render: (_, entry) => number(entry.stats.min),
          },
          {
            title: t('resultsScreen.stats.max'),
            align: 'right',
            render: (_, entry) => number(entry.stats.max),
          },
        ]}
      />
      {row && (
        <div className="wd-res__subchart">
          {summary.rows.length > 1 && (
            <Select
              size="small"
              value={row.descId}
              onChange={setRowId}
              options={summary.rows.map((entry) => ({ value: entry.descId, label: entry.label }))}
              aria-label={t('resultsScreen.scores.pickRow')}
              className="wd-res__rowpick"
            />
          )}
          <Distribution
            stats={row.stats}
            chartTitle={`${chartTitle} · ${row.label}`}
            fileName={`${fileName}-${row.descId}`}
          />
        </div>
      )}
    </>
  );
}
