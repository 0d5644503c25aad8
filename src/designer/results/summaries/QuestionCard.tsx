import { Card, Empty, Tag } from 'antd';
import type { QuestionSummary } from '../../../core/api/results';
import { useT } from '../../../shell/hooks';
import { useReportCapabilities } from '../ReportContext';
import { ChipSummary } from './ChipSummary';
import { ChoiceSummary } from './ChoiceSummary';
import { DisplayTimeFigures } from './DisplayTimeFigures';
import { FieldSummary } from './FieldSummaries';
import { MatrixSummary } from './MatrixSummary';
import { NumericSummary, ScoresSummary } from './NumericSummary';
import { BlanksSummary, TextSummary, TimeSummary } from './SmallSummaries';
import { SortSummary } from './SortSummary';

/** A question's title without the markup the designer may have put in it (the card shows plain text). */
export function plainTitle(title: string): string {
  if (!title.includes('<')) return title;
  const doc = new DOMParser().parseFromString(title, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function SummaryBody({
  summary,
  chartTitle,
  fileName,
}: {
  summary: QuestionSummary;
  chartTitle: string;
  fileName: string;
}) {
  const t = useT();
  const { texts } = useReportCapabilities();
  const chart = { chartTitle, fileName };
  switch (summary.kind) {
    case 'choice':
      return <ChoiceSummary summary={summary} {...chart} />;
    case 'matrix':
      return <MatrixSummary summary={summary} {...chart} />;
    case 'sort':
      return <SortSummary summary={summary} {...chart} />;
    case 'chip':
      return <ChipSummary summary={summary} {...chart} />;
    case 'numeric':
      return <NumericSummary summary={summary} {...chart} />;
    case 'scores':
      return <ScoresSummary summary={summary} {...chart} />;
    case 'time':
      return <TimeSummary summary={summary} {...chart} />;
    case 'text':
      return texts ? (
        <TextSummary summary={summary} />
      ) : (
        <p className="wd-muted">{t('resultsScreen.texts.private')}</p>
      );
    case 'blanks':
      return <BlanksSummary summary={summary} />;
    case 'count':
      return <FieldSummary summary={summary} />;
  }
}

/** One question's card: its code, title and how many answered, then the summary of its kind. */
export function QuestionCard({ summary }: { summary: QuestionSummary }) {
  const t = useT();
  const { fileBase } = useReportCapabilities();
  const title = plainTitle(summary.title);
  const heading = summary.itemCode ? `${summary.itemCode} ${title}` : title;
  // An association test's table of stimuli (six figures a row, then the D bands) takes the row's whole width.
  const wide = summary.kind === 'count' && summary.association !== undefined;
  return (
    <Card
      className={wide ? 'wd-res__card wd-res__wide' : 'wd-res__card'}
      size="small"
      data-testid="question-card"
      data-kind={summary.kind}
      data-question-id={summary.questionId}
      title={
        <span className="wd-res__qtitle">
          {summary.itemCode && <Tag className="wd-res__code">{summary.itemCode}</Tag>}
          <span className="wd-res__qtext" title={title}>
            {title}
          </span>
        </span>
      }
      extra={
        <span className="wd-muted">{t('resultsScreen.answeredCount', { count: summary.answered })}</span>
      }
    >
      {summary.answered === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resultsScreen.noAnswers')} />
      ) : (
        <SummaryBody
          summary={summary}
          chartTitle={heading}
          fileName={`${fileBase}-${summary.itemCode || summary.questionId}`}
        />
      )}
      {/* Shown even when nobody answered: a timer that moved everyone on is what explains it. */}
      {summary.displayTimes?.length ? <DisplayTimeFigures items={summary.displayTimes} /> : null}
    </Card>
  );
}
