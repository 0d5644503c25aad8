import { Button, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../../../shell/hooks';
import { Chart } from '../charts/Chart';
import { verticalBars } from '../charts/options';
import { useReportCapabilities } from '../ReportContext';
import { TextList } from './TextList';
import type { SummaryOf } from './types';

type ChartProps = { chartTitle: string; fileName: string };

/** Dates and times: how many answers fell in each hour, day, month or year. */
export function TimeSummary({ summary, chartTitle, fileName }: { summary: SummaryOf<'time'> } & ChartProps) {
  const t = useT();
  const option = useMemo(
    () =>
      verticalBars(
        summary.periods.map((entry) => entry.period),
        [{ name: t('resultsScreen.count'), data: summary.periods.map((entry) => entry.count) }],
      ),
    [summary, t],
  );
  return (
    <>
      <p className="wd-muted">{t(`resultsScreen.time.${summary.period}`)}</p>
      {summary.periods.length > 0 && (
        <Chart option={option} height={240} title={chartTitle} fileName={fileName} />
      )}
    </>
  );
}

/** Free texts: read page by page (the logged-in report only). */
export function TextSummary({ summary }: { summary: SummaryOf<'text'> }) {
  return <TextList questionId={summary.questionId} />;
}

/** Several blanks: how many filled each, and each blank's texts on demand. */
export function BlanksSummary({ summary }: { summary: SummaryOf<'blanks'> }) {
  const t = useT();
  const { texts } = useReportCapabilities();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Table
        size="small"
        pagination={false}
        rowKey="descId"
        dataSource={summary.blanks}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('resultsScreen.blanks.blank'), dataIndex: 'label' },
          { title: t('resultsScreen.answered'), dataIndex: 'answered', align: 'right', width: 96 },
          ...(texts
            ? [
                {
                  key: 'texts',
                  width: 120,
                  render: (_: unknown, blank: { descId: string; answered: number }) =>
                    blank.answered > 0 && (
                      <Button
                        size="small"
                        type="link"
                        onClick={() => setOpen(open === blank.descId ? null : blank.descId)}
                      >
                        {open === blank.descId
                          ? t('resultsScreen.texts.hide')
                          : t('resultsScreen.texts.show')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
      {open && <TextList key={open} questionId={summary.questionId} descId={open} />}
    </>
  );
}
