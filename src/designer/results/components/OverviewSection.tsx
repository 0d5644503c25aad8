import { Card, Statistic, Table } from 'antd';
import { useMemo } from 'react';
import type { Overview } from '../../../core/api/results';
import { useT } from '../../../shell/hooks';
import { Chart } from '../charts/Chart';
import { lines } from '../charts/options';
import { formatDuration, formatShare } from '../format';
import { useSampleStatusLabel } from '../labels';

type Counted = { key: string; label: string; count: number };

function CountTable({ title, rows, testId }: { title: string; rows: Counted[]; testId: string }) {
  const t = useT();
  return (
    <Card size="small" title={title} className="wd-res__card" data-testid={testId}>
      <Table<Counted>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        locale={{ emptyText: t('resultsScreen.none') }}
        columns={[
          { dataIndex: 'label', title: title },
          { dataIndex: 'count', title: t('resultsScreen.count'), align: 'right', width: 96 },
        ]}
      />
    </Card>
  );
}

/** The responses in numbers: started, in progress, complete, completion rate, duration, per day, version, language. */
export function OverviewSection({
  overview,
  fileBase,
  showInvalid = true,
}: {
  overview: Overview;
  fileBase: string;
  /** The public report says nothing about responses the designer set aside. */
  showInvalid?: boolean;
}) {
  const t = useT();
  const sampleLabel = useSampleStatusLabel();
  const perDay = useMemo(
    () =>
      lines(
        overview.perDay.map((day) => day.day),
        [
          { name: t('resultsScreen.overview.started'), data: overview.perDay.map((day) => day.started) },
          { name: t('resultsScreen.overview.complete'), data: overview.perDay.map((day) => day.complete) },
        ],
      ),
    [overview, t],
  );
  const duration = overview.duration;

  return (
    <section className="wd-res__overview" data-testid="results-overview">
      <div className="wd-res__tiles">
        <Statistic
          title={t('resultsScreen.overview.started')}
          value={overview.started}
          data-testid="stat-started"
        />
        <Statistic title={t('resultsScreen.overview.inProgress')} value={overview.inProgress} />
        <Statistic
          title={t('resultsScreen.overview.complete')}
          value={overview.complete}
          data-testid="stat-complete"
        />
        <Statistic title={t('resultsScreen.overview.rate')} value={formatShare(overview.completionRate)} />
        <Statistic
          title={t('resultsScreen.overview.medianDuration')}
          value={formatDuration(duration?.median)}
          suffix={
            duration && (
              <span className="wd-res__quartiles">
                {t('resultsScreen.overview.quartiles', {
                  q1: formatDuration(duration.q1),
                  q3: formatDuration(duration.q3),
                })}
              </span>
            )
          }
        />
        {showInvalid && <Statistic title={t('resultsScreen.overview.invalid')} value={overview.invalid} />}
      </div>
      <div className="wd-res__overview-grid">
        <Card size="small" title={t('resultsScreen.overview.perDay')} className="wd-res__card wd-res__wide">
          {overview.perDay.length > 0 ? (
            <Chart
              option={perDay}
              height={240}
              title={t('resultsScreen.overview.perDay')}
              fileName={`${fileBase}-per-day`}
              testId="per-day-chart"
            />
          ) : (
            <p className="wd-muted">{t('resultsScreen.none')}</p>
          )}
        </Card>
        <CountTable
          title={t('resultsScreen.filter.sampleStatus')}
          testId="by-sample-status"
          rows={overview.bySampleStatus.map((entry) => ({ ...entry, label: sampleLabel(entry.key) }))}
        />
        <CountTable
          title={t('resultsScreen.filter.version')}
          testId="by-version"
          rows={overview.byVersion.map((entry) => ({
            key: String(entry.version),
            label: t('resultsScreen.versionN', { version: entry.version }),
            count: entry.count,
          }))}
        />
        <CountTable
          title={t('resultsScreen.filter.language')}
          testId="by-language"
          rows={overview.byLanguage.map((entry) => ({
            ...entry,
            label: entry.key || t('resultsScreen.unknown'),
          }))}
        />
      </div>
    </section>
  );
}
