import { Card, Empty, Table, Tag } from 'antd';
import type { AuditQuestionFigures, AuditSummary } from '../../../core/api/audit';
import { useLanguage, useT } from '../../../shell/hooks';
import { formatNumber } from '../format';
import { plainTitle } from '../summaries/QuestionCard';
import './audit.css';

/**
 * The report's time per question from the audit trails: the median time respondents stayed on each question
 * (background time left out), longest first, the stalls marked (src/core/audit/visits.ts stallFlags), with how often answers were
 * changed there. A bar beside each median compares it with the longest.
 */
export function AuditSummaryCard({ summary }: { summary: AuditSummary }) {
  const t = useT();
  const language = useLanguage();
  const longest = summary.questions[0]?.medianSeconds ?? 0;
  return (
    <Card
      size="small"
      className="wd-res__card wd-audit"
      title={t('resultsScreen.audit.title')}
      extra={
        <span className="wd-muted">
          {t('resultsScreen.audit.respondentsWithTrail', { n: summary.responses })}
        </span>
      }
      data-testid="audit-summary"
    >
      <p className="wd-muted wd-audit__hint">{t('resultsScreen.audit.hint')}</p>
      {summary.questions.length === 0 ? (
        <Empty description={t('resultsScreen.audit.empty')} />
      ) : (
        <Table<AuditQuestionFigures>
          size="small"
          rowKey="questionId"
          pagination={summary.questions.length > 20 ? { pageSize: 20 } : false}
          dataSource={summary.questions}
          columns={[
            {
              key: 'question',
              title: t('resultsScreen.audit.question'),
              render: (_, row) => (
                <span>
                  {row.code && <strong>{row.code} </strong>}
                  {plainTitle(row.title)}
                  {row.stall && (
                    <Tag color="volcano" className="wd-audit__stall" data-testid="audit-stall">
                      {t('resultsScreen.audit.stall')}
                    </Tag>
                  )}
                </span>
              ),
            },
            {
              key: 'median',
              title: t('resultsScreen.audit.median'),
              width: 220,
              render: (_, row) => (
                <div className="wd-audit__median">
                  <span
                    className="wd-audit__bar"
                    style={{ width: `${longest > 0 ? (row.medianSeconds / longest) * 100 : 0}%` }}
                    aria-hidden
                  />
                  <span className="wd-audit__seconds">
                    {t('resultsScreen.audit.seconds', { n: formatNumber(language, row.medianSeconds, 1) })}
                  </span>
                </div>
              ),
            },
            {
              key: 'responses',
              title: t('resultsScreen.audit.respondents'),
              dataIndex: 'responses',
              width: 90,
            },
            { key: 'changes', title: t('resultsScreen.audit.changes'), dataIndex: 'changes', width: 90 },
          ]}
        />
      )}
    </Card>
  );
}
