import { Button, Segmented, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../../../shell/hooks';
import { Chart } from '../charts/Chart';
import { barHeight, horizontalBars, pie } from '../charts/options';
import { formatPercent } from '../format';
import { useReportCapabilities } from '../ReportContext';
import { ChoicePicture } from './ChoicePicture';
import { TextList } from './TextList';
import type { SummaryOf } from './types';

type Props = { summary: SummaryOf<'choice'>; chartTitle: string; fileName: string };

/** Counts and percents per option, as bars or a pie (a pie only adds up for single choice), and "other" texts. */
export function ChoiceSummary({ summary, chartTitle, fileName }: Props) {
  const t = useT();
  const { texts } = useReportCapabilities();
  const [shape, setShape] = useState<'bar' | 'pie'>('bar');
  const [openOther, setOpenOther] = useState<string | null>(null);
  const option = useMemo(
    () =>
      shape === 'pie'
        ? pie(summary.options.map((entry) => ({ name: entry.label, value: entry.count })))
        : horizontalBars(
            summary.options.map((entry) => entry.label),
            [{ name: t('resultsScreen.count'), data: summary.options.map((entry) => entry.count) }],
          ),
    [shape, summary, t],
  );
  const labelOf = (optionId: string) =>
    summary.options.find((entry) => entry.optionId === optionId)?.label ?? '';
  // The public report gets counts without the texts: nothing to show there.
  const others = summary.otherTexts.filter((entry) => entry.total > 0 && (texts || entry.texts.length > 0));

  return (
    <>
      <div className="wd-res__tools">
        <Segmented
          size="small"
          value={shape}
          onChange={(value) => setShape(value as 'bar' | 'pie')}
          options={[
            { value: 'bar', label: t('resultsScreen.chart.bar') },
            { value: 'pie', label: t('resultsScreen.chart.pie') },
          ]}
          data-testid="chart-shape"
        />
        {summary.multiple && <span className="wd-muted">{t('resultsScreen.choice.multipleNote')}</span>}
      </div>
      {summary.picture && <ChoicePicture picture={summary.picture} summary={summary} />}
      <Chart
        option={option}
        height={shape === 'pie' ? 320 : barHeight(summary.options.length)}
        title={chartTitle}
        fileName={fileName}
      />
      <Table
        size="small"
        pagination={false}
        rowKey="optionId"
        dataSource={summary.options}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('resultsScreen.option'), dataIndex: 'label' },
          { title: t('resultsScreen.count'), dataIndex: 'count', align: 'right', width: 96 },
          {
            title: t('resultsScreen.percent'),
            dataIndex: 'percent',
            align: 'right',
            width: 96,
            render: (value: number) => formatPercent(value),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('resultsScreen.answered')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {summary.answered}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} />
          </Table.Summary.Row>
        )}
      />
      {others.map((entry) => (
        <div key={entry.optionId} className="wd-res__others" data-testid="other-texts">
          <div className="wd-res__others-head">
            <strong>
              {t('resultsScreen.choice.otherTexts', { option: labelOf(entry.optionId), count: entry.total })}
            </strong>
            {texts && entry.total > entry.texts.length && (
              <Button
                size="small"
                type="link"
                onClick={() => setOpenOther(openOther === entry.optionId ? null : entry.optionId)}
              >
                {openOther === entry.optionId ? t('resultsScreen.texts.hide') : t('resultsScreen.texts.all')}
              </Button>
            )}
          </div>
          {openOther === entry.optionId ? (
            <TextList questionId={summary.questionId} otherOfOptionId={entry.optionId} />
          ) : (
            <ul className="wd-res__others-list">
              {entry.texts.map((text, index) => (
                // Texts repeat (many type the same); their place in the newest-first list is what tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={index}>{text}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </>
  );
}
